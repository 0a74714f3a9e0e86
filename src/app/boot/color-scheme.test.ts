import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyColorScheme, COLOR_SCHEME_KEY } from './color-scheme';

/** A system that prefers `scheme`. */
const system = (scheme: 'dark' | 'light') =>
  vi.stubGlobal('matchMedia', (query: string) => ({ media: query, matches: scheme === 'dark' && query === '(prefers-color-scheme: dark)' }));
const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

describe('applyColorScheme', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("sets the dark scheme before the page paints when the system prefers it and nothing was chosen", () => {
    system('dark');
    applyColorScheme();
    expect(scheme()).toBe('dark');
  });

  it('follows the choice stored by the menu over the system, either way', () => {
    system('dark');
    localStorage.setItem(COLOR_SCHEME_KEY, 'light');
    applyColorScheme();
    expect(scheme()).toBe('light');
    system('light');
    localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    applyColorScheme();
    expect(scheme()).toBe('dark');
  });

  it("ignores a stored value Mantine would not use ('auto', junk) and follows the system", () => {
    system('light');
    localStorage.setItem(COLOR_SCHEME_KEY, 'auto');
    document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');
    applyColorScheme();
    expect(scheme()).toBe('light');
  });

  it('leaves the declared scheme when storage is blocked', () => {
    system('dark');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => applyColorScheme()).not.toThrow();
    expect(scheme()).toBe('light');
  });
});
