import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeSupabase, type FakeSupabase } from '../testing/fake-supabase';
import { act, renderHook, waitFor } from '../testing/render';
import { dataOf } from './server-error';
import type { SupabaseClient } from './supabase';

vi.mock('./supabase', () => import('../testing/fake-supabase'));
const { BUSY_RETRY_DELAYS_MS, READ_TIMEOUT_MS, useServerQuery } = await import('./use-server-query');

let fake: FakeSupabase;
beforeEach(() => {
  fake = installFakeSupabase().seed('feedbacks', [
    { id: 'f1', rating: 5 },
    { id: 'f2', rating: 3 },
  ]);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A backend operation as the api/ folders write them. */
async function byRating(client: SupabaseClient, rating: number, signal: AbortSignal) {
  return dataOf<{ id: string }[]>(await client.from('feedbacks').select('id').eq('rating', rating).abortSignal(signal));
}

describe('useServerQuery', () => {
  it('reads on mount, then again for a new key, keeping the last rows while it reads', async () => {
    const { result, rerender } = renderHook(({ rating }) => useServerQuery(['feedbacks', rating], (client, signal) => byRating(client, rating, signal)), {
      initialProps: { rating: 5 },
    });
    expect(result.current).toMatchObject({ data: undefined, error: null, loading: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toEqual([{ id: 'f1' }]);

    rerender({ rating: 3 });
    expect(result.current).toMatchObject({ data: [{ id: 'f1' }], loading: true });
    await waitFor(() => expect(result.current.data).toEqual([{ id: 'f2' }]));
    expect(result.current.loading).toBe(false);
    expect(fake.callsTo('feedbacks').map((call) => call.filters)).toEqual([['rating=eq.5'], ['rating=eq.3']]);
  });

  it('reports a failure in Portuguese, keeps the rows it had, and reads again on reload', async () => {
    const { result } = renderHook(() => useServerQuery(['feedbacks'], (client, signal) => byRating(client, 5, signal)));
    await waitFor(() => expect(result.current.data).toEqual([{ id: 'f1' }]));

    fake.failNext('feedbacks', { code: '57014', message: 'canceling statement due to statement timeout' });
    act(() => result.current.reload());
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error?.message).toBe('o servidor respondeu com erro: canceling statement due to statement timeout');
    expect(result.current.data).toEqual([{ id: 'f1' }]);

    fake.seed('feedbacks', [{ id: 'f3', rating: 5 }]);
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toEqual([{ id: 'f3' }]));
    expect(result.current.error).toBeNull();
  });

  it('reads again when the connection comes back after a failed read, and not after a good one', async () => {
    fake.offline = true;
    const { result } = renderHook(() => useServerQuery(['feedbacks'], (client, signal) => byRating(client, 5, signal)));
    await waitFor(() => expect(result.current.error?.message).toBe('sem conexão com o servidor'));
    expect(result.current.data).toBeUndefined();

    fake.offline = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.data).toEqual([{ id: 'f1' }]));
    expect(result.current.error).toBeNull();
    const reads = fake.callsTo('feedbacks').length;
    act(() => void window.dispatchEvent(new Event('online')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.callsTo('feedbacks')).toHaveLength(reads);
  });

  it('abandons a read that hangs after 15 s, says the server is busy, and reads again on its own (issue 27)', async () => {
    // The deadline's signal, fired by the test instead of 15 real seconds.
    const deadlines: AbortController[] = [];
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => {
      const controller = new AbortController();
      deadlines.push(controller);
      return controller.signal;
    });
    let hang = true;
    const load = (client: SupabaseClient, signal: AbortSignal) =>
      hang
        ? new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }))
        : byRating(client, 5, signal);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { result } = renderHook(() => useServerQuery(['feedbacks'], load));
    await waitFor(() => expect(deadlines).toHaveLength(1));
    expect(timeout).toHaveBeenCalledWith(READ_TIMEOUT_MS);
    hang = false;
    act(() => deadlines[0]!.abort(new DOMException('signal timed out', 'TimeoutError')));
    await waitFor(() => expect(result.current.error?.kind).toBe('busy'));
    expect(result.current.error?.message).toBe('o servidor está ocupado ou demorou a responder; tentando de novo em instantes');
    await act(async () => void (await vi.advanceTimersByTimeAsync(BUSY_RETRY_DELAYS_MS[0])));
    await waitFor(() => expect(result.current.data).toEqual([{ id: 'f1' }]));
    expect(result.current.error).toBeNull();
  });

  it("tries a read the server was too busy for (PostgREST's 504) three times on its own, then leaves it to the person", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const busy = { kind: 'http' as const, status: 504, error: { code: 'PGRST003', message: 'Timed out acquiring connection from connection pool.' } };
    fake.failNext('feedbacks', busy, busy, busy, busy);
    const { result } = renderHook(() => useServerQuery(['feedbacks'], (client, signal) => byRating(client, 5, signal)));
    await waitFor(() => expect(result.current.error?.kind).toBe('busy'));
    for (const delay of BUSY_RETRY_DELAYS_MS) {
      const before = fake.callsTo('feedbacks').length;
      await act(async () => void (await vi.advanceTimersByTimeAsync(delay)));
      await waitFor(() => expect(fake.callsTo('feedbacks')).toHaveLength(before + 1));
    }
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error?.kind).toBe('busy');
    await act(async () => void (await vi.advanceTimersByTimeAsync(60_000)));
    expect(fake.callsTo('feedbacks')).toHaveLength(4);
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toEqual([{ id: 'f1' }]));
  });

  it('aborts the request of a key left or of a screen closed, and never shows its late answer', async () => {
    const signals: AbortSignal[] = [];
    const answers: Array<(rows: string[]) => void> = [];
    const load = (_client: SupabaseClient, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string[]>((resolve) => answers.push(resolve));
    };
    const { result, rerender, unmount } = renderHook(({ key }) => useServerQuery([key], load), { initialProps: { key: 'a' } });
    await waitFor(() => expect(signals).toHaveLength(1));
    rerender({ key: 'b' });
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);

    // The answer for 'a' arrives after 'b' was asked: it is dropped.
    await act(async () => answers[0]!(['late a']));
    expect(result.current).toMatchObject({ data: undefined, loading: true });
    await act(async () => answers[1]!(['b']));
    expect(result.current).toMatchObject({ data: ['b'], loading: false });

    rerender({ key: 'c' });
    await waitFor(() => expect(signals).toHaveLength(3));
    const errors = vi.spyOn(console, 'error');
    unmount();
    expect(signals[2]!.aborted).toBe(true);
    await act(async () => answers[2]!(['after unmount']));
    expect(errors).not.toHaveBeenCalled();
  });
});
