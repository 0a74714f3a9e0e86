// Makes sure only one tab delivers the outbox at a time: the Web Locks API, or a lease in IndexedDB where
// Web Locks are missing (older browsers, tests).
import type { SonhoDatabase } from '../db';

const FLUSH_LOCK_NAME = 'outbox-flush';

/** Runs `work` only if this tab gets the lock now; `stillHeld` tells long work whether to go on. */
export interface FlushLock {
  tryRun(work: (stillHeld: () => Promise<boolean>) => Promise<void>): Promise<boolean>;
}

/** The part of the Web Locks API we use (navigator.locks). */
export interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<T> | T): Promise<T>;
}

export function webFlushLock(locks: LockManagerLike, name = FLUSH_LOCK_NAME): FlushLock {
  return {
    tryRun: (work) =>
      locks.request(name, { ifAvailable: true }, async (lock) => {
        if (!lock) return false;
        await work(async () => true);
        return true;
      }),
  };
}

interface Lease {
  owner: string;
  expiresAt: number;
}

/**
 * A lease stored in db.meta: taken in a read-write transaction (so two tabs cannot both take it), renewed
 * while working, released at the end. A tab that dies leaves a lease that simply expires.
 */
export function leaseFlushLock(options: {
  db: SonhoDatabase;
  owner: string;
  leaseMs: number;
  now: () => number;
  key?: string;
}): FlushLock {
  const { db, owner, leaseMs, now } = options;
  const key = options.key ?? `lease:${FLUSH_LOCK_NAME}`;

  const claim = () =>
    db.transaction('rw', db.meta, async () => {
      const current = (await db.meta.get(key))?.value as Lease | undefined;
      if (current && current.owner !== owner && current.expiresAt > now()) return false;
      await db.meta.put({ key, value: { owner, expiresAt: now() + leaseMs } satisfies Lease });
      return true;
    });

  const release = () =>
    db.transaction('rw', db.meta, async () => {
      const current = (await db.meta.get(key))?.value as Lease | undefined;
      if (current?.owner === owner) await db.meta.delete(key);
    });

  return {
    async tryRun(work) {
      if (!(await claim())) return false;
      try {
        await work(claim);
      } finally {
        await release().catch(() => undefined);
      }
      return true;
    },
  };
}
