import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHydrated, screen } from '../../testing/render';
import { Footer } from './footer';

afterEach(() => {
  vi.useRealTimers();
});

describe('Footer', () => {
  it("carries the build's year in the prerendered page and shows the device's once hydrated, with no mismatch", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${__BUILD_YEAR__ + 1}-01-02T12:00:00Z`));
    const { serverHtml, recoverableErrors } = await renderHydrated(<Footer />);
    // React separates adjacent text in its markup with empty comments.
    expect(serverHtml.replaceAll('<!-- -->', '')).toContain(`© ${__BUILD_YEAR__} `);
    expect(recoverableErrors).toEqual([]);
    expect(screen.getByText(new RegExp(`^© ${__BUILD_YEAR__ + 1} `))).toBeInTheDocument();
  });
});
