import { describe, expect, it } from 'vitest';
import { isStaleChunkError } from './stale-chunk';

describe('isStaleChunkError', () => {
  it("recognises each engine's failed dynamic import and Vite's stylesheet preload", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost:4216/assets/cotacoes.page-B1x2y3z4.js',
      'error loading dynamically imported module: http://localhost/assets/a-1.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/cotacoes-abc.css',
    ]) {
      expect(isStaleChunkError(new TypeError(message))).toBe(true);
    }
    expect(isStaleChunkError('Failed to fetch dynamically imported module: /assets/x.js')).toBe(true);
  });

  it('leaves other errors to the crash screen', () => {
    expect(isStaleChunkError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isStaleChunkError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isStaleChunkError({ status: 404 })).toBe(false);
    expect(isStaleChunkError(undefined)).toBe(false);
  });
});
