import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BACKOFF_MAX_MS,
  OutboxDeliveryError,
  RETRY_AFTER_MAX_MS,
  backoffDelay,
  classifyResponse,
  classifyThrown,
  nextAttemptDelay,
  retryAfterOf,
} from './outbox-policy';

const ID = '8f0c1c1e-5b7a-4d7e-9a43-2f3f2b1a0c11';

describe('backoffDelay', () => {
  it('starts at 2 s and doubles, without jitter at the midpoint', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffDelay(n, 0.5))).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000,
    ]);
  });

  it('never exceeds 5 minutes, however many attempts', () => {
    expect(backoffDelay(9, 0.5)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(1_000, 0.99)).toBe(BACKOFF_MAX_MS);
  });

  it('spreads each wait by at most 20 % either way', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.double({ min: 0, max: 1, noNaN: true }), (attempts, random) => {
        const centre = Math.min(BACKOFF_MAX_MS, 2_000 * 2 ** Math.min(attempts - 1, 30));
        const delay = backoffDelay(attempts, random);
        expect(delay).toBeGreaterThanOrEqual(Math.floor(centre * 0.8));
        expect(delay).toBeLessThanOrEqual(Math.min(BACKOFF_MAX_MS, Math.ceil(centre * 1.2)));
      }),
    );
  });
});

describe('classifyResponse', () => {
  it('treats 2xx without error as delivered', () => {
    expect(classifyResponse(201, null, ID)).toEqual({ type: 'done' });
    expect(classifyResponse(204, null, ID)).toEqual({ type: 'done' });
  });

  it('retries network failures, timeouts, rate limits and server errors', () => {
    expect(classifyResponse(0, { message: 'TypeError: Failed to fetch', code: '' }, ID)).toMatchObject({ type: 'retry', network: true });
    for (const status of [408, 429, 500, 502, 503, 504]) {
      expect(classifyResponse(status, { message: 'x' }, ID).type).toBe('retry');
    }
  });

  it("reads the wait of a 429 from the database's quota (Retry after N seconds), capped at a day", () => {
    const quota = { code: 'PT429', message: 'Too many requests from this address', details: 'Retry after 423 seconds', hint: 'Nothing was stored.' };
    expect(classifyResponse(429, quota, ID)).toEqual({ type: 'retry', network: false, retryAfterMs: 423_000, error: 'HTTP 429 · PT429 · Too many requests from this address' });
    expect(retryAfterOf({ details: 'Retry after 999999 seconds' })).toBe(RETRY_AFTER_MAX_MS);
    expect(retryAfterOf({ message: 'slow down' })).toBeNull();
    expect(classifyResponse(429, { message: 'slow down' }, ID)).toEqual({ type: 'retry', network: false, error: 'HTTP 429 · slow down' });
  });

  it('waits the longer of the backoff and the server\'s wait, spread by up to 5 s', () => {
    expect(nextAttemptDelay(1, {}, 0.5)).toBe(2_000);
    expect(nextAttemptDelay(1, { retryAfterMs: 60_000 }, 0)).toBe(60_000);
    expect(nextAttemptDelay(1, { retryAfterMs: 60_000 }, 1)).toBe(65_000);
    expect(nextAttemptDelay(10, { retryAfterMs: 1_000 }, 0.5)).toBe(300_000);
  });

  it('holds a 413 (body too large) as final with a reason a person can read, never retried', () => {
    const outcome = classifyResponse(413, { code: 'PGRST413', message: 'Payload Too Large' }, ID);
    expect(outcome).toEqual({ type: 'failed', error: 'HTTP 413 · PGRST413 · Payload Too Large · envio grande demais para o servidor' });
  });

  it('dead-letters data, constraint, permission and PostgREST errors', () => {
    const cases: [number, string][] = [
      [400, '22001'],
      [400, '22P02'],
      [400, '23514'],
      [409, '23503'],
      [400, '23502'],
      [401, '42501'],
      [403, '42501'],
      [400, 'PGRST204'],
      [404, 'PGRST205'],
      [406, 'PGRST116'],
    ];
    for (const [status, code] of cases) {
      const outcome = classifyResponse(status, { code, message: 'refused' }, ID);
      expect(outcome.type, `${status} ${code}`).toBe('failed');
      expect(outcome).toMatchObject({ error: expect.stringContaining(code) });
    }
  });

  it('counts a duplicate of our own id as delivered, any other duplicate as failed', () => {
    expect(
      classifyResponse(409, { code: '23505', message: 'duplicate key', details: `Key (id)=(${ID}) already exists.` }, ID),
    ).toEqual({ type: 'done' });
    expect(
      classifyResponse(409, { code: '23505', message: 'duplicate key', details: 'Key (short_code)=(ABC) already exists.' }, ID).type,
    ).toBe('failed');
  });

  it('holds an edit conflict with the server row from the details', () => {
    const row = { id: ID, titulo: 'Cobra', updated_at: '2026-01-01T00:00:00Z' };
    expect(classifyResponse(409, { code: 'P0409', message: 'edit conflict', details: JSON.stringify(row) }, ID)).toMatchObject({
      type: 'conflict',
      row,
    });
  });

  it('retries an expired session, which supabase-js refreshes', () => {
    expect(classifyResponse(401, { code: 'PGRST303', message: 'JWT expired' }, ID).type).toBe('retry');
  });
});

describe('classifyThrown', () => {
  it('passes on a handler’s own classification', () => {
    const outcome = { type: 'failed', error: 'no' } as const;
    expect(classifyThrown(new OutboxDeliveryError(outcome))).toBe(outcome);
  });

  it('retries fetch failures and timeouts, and dead-letters anything else', () => {
    expect(classifyThrown(new TypeError('Failed to fetch'))).toMatchObject({ type: 'retry', network: true });
    expect(classifyThrown(new DOMException('signal timed out', 'TimeoutError'))).toMatchObject({ type: 'retry' });
    expect(classifyThrown(new Error('bad payload'))).toEqual({ type: 'failed', error: 'bad payload' });
  });
});
