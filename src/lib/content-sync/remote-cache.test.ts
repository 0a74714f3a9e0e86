import { describe, expect, it } from 'vitest';
import { cachedTableStatus } from './remote-cache';

describe('cachedTableStatus', () => {
  it('is loading until IndexedDB has answered', () => {
    expect(cachedTableStatus(undefined, undefined, null)).toBe('loading');
  });

  it('is ready with saved rows, or with a copy downloaded empty (the backend really has none)', () => {
    expect(cachedTableStatus(3, null, undefined)).toBe('ready');
    expect(cachedTableStatus(0, '2026-11-24T10:00:00Z', null)).toBe('ready');
  });

  it('is never only once the download of a never-downloaded table has failed', () => {
    expect(cachedTableStatus(0, null, null)).toBe('never');
    // Still running, or its rows are about to reach the live query: not "never" yet.
    expect(cachedTableStatus(0, null, undefined)).toBe('loading');
    expect(cachedTableStatus(0, null, 2)).toBe('loading');
  });
});
