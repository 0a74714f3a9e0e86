import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { PUSH_RECEIVED } from '../sw-messages';
import { cachedTableStatus } from './cached-tables';
import { useCachedTable } from './remote-cache';
import type * as RemoteSync from './remote-sync';

// The downloads themselves (remote-sync.ts, in the page or through the content worker), counted: this file is
// about when and where they happen.
const downloads = vi.hoisted(() => ({ plain: 0, after: 0, inWorker: [] as string[] }));
vi.mock('./content-client', () => ({
  callContent: vi.fn(async (call: string, args: { table: string; after: boolean }) => {
    downloads.inWorker.push(`${call}:${args.table}`);
    if (args.after) downloads.after += 1;
    else downloads.plain += 1;
    return 0;
  }),
}));
vi.mock('./remote-sync', async (importOriginal) => ({
  ...(await importOriginal<typeof RemoteSync>()),
  refreshTable: vi.fn(async () => {
    downloads.plain += 1;
    return 0;
  }),
  refreshTableAfter: vi.fn(async () => {
    downloads.after += 1;
    return 0;
  }),
}));

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

describe('useCachedTable: when the copy is refreshed', () => {
  let worker: EventTarget;
  beforeEach(() => {
    downloads.plain = 0;
    downloads.after = 0;
    downloads.inWorker = [];
    worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (navigator as unknown as Record<string, unknown>).serviceWorker;
  });

  it('downloads once on mount, and again when a push arrives (after any download already running)', async () => {
    renderHook(() => useCachedTable('draw_results'));
    expect(downloads).toMatchObject({ plain: 1, after: 0 });
    act(() => void worker.dispatchEvent(new MessageEvent('message', { data: { type: PUSH_RECEIVED, tag: 'resultado:PT Rio', url: '/resultados' } })));
    expect(downloads).toMatchObject({ plain: 1, after: 1 });
    // Other messages of the worker are not news.
    act(() => void worker.dispatchEvent(new MessageEvent('message', { data: { type: 'open-url', url: '/' } })));
    expect(downloads.after).toBe(1);
  });

  it('downloads the draws (the same for every visitor) in the content worker, the other tables in the page', async () => {
    renderHook(() => useCachedTable('draw_results'));
    renderHook(() => useCachedTable('lucky_guesses'));
    expect(downloads.inWorker).toEqual(['refresh-table:draw_results']);
    // The page's own download loads its code first.
    await waitFor(() => expect(downloads.plain).toBe(2));
  });

  it('downloads again on return to the tab, once the copy is a minute old', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T14:00:00Z'), toFake: ['Date'] });
    renderHook(() => useCachedTable('draw_results'));
    const back = () => act(() => void document.dispatchEvent(new Event('visibilitychange')));
    back();
    expect(downloads.plain).toBe(1);
    vi.setSystemTime(new Date('2026-11-24T14:01:00Z'));
    back();
    expect(downloads.plain).toBe(2);
  });
});
