import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';
import { themeCssVariables } from './theme-css';

/** The variables MantineProvider writes itself when left to compute them. */
function providerCss(): string {
  const html = renderToString(createElement(MantineProvider, { theme, cssVariablesResolver, withGlobalClasses: false }));
  return /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
}

describe('themeCssVariables', () => {
  it('is exactly what MantineProvider would compute at start-up for the app theme', () => {
    const css = themeCssVariables(theme, cssVariablesResolver);
    expect(css).toBe(providerCss());
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-night-filled)');
    expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
  });

  it("builds the dark scheme's variables too, each scheme under its own selector", () => {
    const css = themeCssVariables(theme, cssVariablesResolver);
    const dark = /:root\[data-mantine-color-scheme="dark"\][^{]*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const light = /:root\[data-mantine-color-scheme="light"\][^{]*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(dark).toContain('--mantine-color-dimmed: var(--mantine-color-dark-1)');
    // Secondary text says "dimmed"; no palette shade is redefined for it.
    expect(css).not.toContain('--mantine-color-gray-7:');
    expect(light).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
  });
});
