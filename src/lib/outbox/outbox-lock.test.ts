import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SonhoDatabase } from '../db';
import { leaseFlushLock, webFlushLock, type LockManagerLike } from './outbox-lock';

let db: SonhoDatabase;
let n = 0;
let clock = 1_000_000;
const now = () => clock;

beforeEach(() => {
  n += 1;
  db = new SonhoDatabase(`outbox-lock-test-${n}`);
});
afterEach(() => db.close());

describe('leaseFlushLock', () => {
  it('lets one owner in at a time and releases the lease at the end', async () => {
    const a = leaseFlushLock({ db, owner: 'a', leaseMs: 30_000, now });
    const b = leaseFlushLock({ db, owner: 'b', leaseMs: 30_000, now });
    let bGotIn: boolean | undefined;
    const aGotIn = await a.tryRun(async () => {
      bGotIn = await b.tryRun(async () => undefined);
    });
    expect(aGotIn).toBe(true);
    expect(bGotIn).toBe(false);
    expect(await b.tryRun(async () => undefined)).toBe(true);
    expect(await db.meta.get('lease:outbox-flush')).toBeUndefined();
  });

  it('lets another tab take over a lease its dead owner left behind once it expires', async () => {
    await db.meta.put({ key: 'lease:outbox-flush', value: { owner: 'dead-tab', expiresAt: clock + 5_000 } });
    const b = leaseFlushLock({ db, owner: 'b', leaseMs: 30_000, now });
    expect(await b.tryRun(async () => undefined)).toBe(false);
    clock += 5_001;
    expect(await b.tryRun(async () => undefined)).toBe(true);
  });

  it('tells long work when the lease was lost to another tab', async () => {
    const a = leaseFlushLock({ db, owner: 'a', leaseMs: 1_000, now });
    const b = leaseFlushLock({ db, owner: 'b', leaseMs: 1_000, now });
    const seen: boolean[] = [];
    await a.tryRun(async (stillHeld) => {
      seen.push(await stillHeld());
      clock += 1_001;
      await b.tryRun(async () => {
        seen.push(await stillHeld());
      });
    });
    expect(seen).toEqual([true, false]);
  });
});

describe('webFlushLock', () => {
  it('asks for the lock without waiting and runs only when granted', async () => {
    const calls: unknown[] = [];
    let grant = true;
    const locks: LockManagerLike = {
      async request(name, options, callback) {
        calls.push([name, options]);
        return callback(grant ? { name } : null);
      },
    };
    const lock = webFlushLock(locks);
    let ran = 0;
    expect(await lock.tryRun(async () => void (ran += 1))).toBe(true);
    grant = false;
    expect(await lock.tryRun(async () => void (ran += 1))).toBe(false);
    expect(ran).toBe(1);
    expect(calls).toEqual([
      ['outbox-flush', { ifAvailable: true }],
      ['outbox-flush', { ifAvailable: true }],
    ]);
  });
});
