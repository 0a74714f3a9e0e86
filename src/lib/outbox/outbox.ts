// The outbox: every write a person makes is queued in IndexedDB first and delivered to Supabase exactly
// once, in order, whenever the network allows (ARCHITECTURE.md "The outbox"). Features register a handler
// per kind of entry; the flusher does the rest. Which code sends which kind: app/outbox-senders.ts.
import type { SupabaseClient } from '../supabase';
import { db as defaultDb, type OutboxEntry, type SonhoDatabase } from '../db';
import type { OutboxKind } from '../db-names';
import { leaseFlushLock, webFlushLock, type FlushLock, type LockManagerLike } from './outbox-lock';
import { classifyThrown, nextAttemptDelay, type DeliveryOutcome } from './outbox-policy';
import { requestPersistentStorage } from './persistent-storage';

export type { OutboxEntry } from '../db';

/** Delivers one entry: resolves 'done' once the server acknowledged it, or throws (see outbox-policy.ts). */
export type OutboxHandler = (entry: OutboxEntry, supabase: SupabaseClient) => Promise<'done'>;

export type OutboxEvent =
  | { type: 'delivered'; entry: OutboxEntry }
  | { type: 'retry'; entry: OutboxEntry }
  | { type: 'failed'; entry: OutboxEntry }
  | { type: 'conflict'; entry: OutboxEntry };

export interface EnqueueOptions {
  /** The entry's id, which is also the server row's primary key; a new UUID when absent. */
  id?: string;
  /**
   * A local write committed in the same IndexedDB transaction as the entry, so that no change is kept
   * locally without being queued (or queued without being kept). `tables` names the tables it touches.
   */
  alongside?: { tables: string[]; write: () => Promise<unknown> };
}

export interface OutboxOptions {
  db: SonhoDatabase;
  getClient: () => Promise<SupabaseClient>;
  now?: () => number;
  random?: () => number;
  isOnline?: () => boolean;
  /** navigator.locks, or null to use the IndexedDB lease. */
  locks?: LockManagerLike | null;
  /** Identifies this tab in the lease. */
  owner?: string;
  leaseMs?: number;
}

/** How long to wait before trying again when another tab holds the flush lock. */
const LOCK_BUSY_RETRY_MS = 3_000;
const DEFAULT_LEASE_MS = 30_000;

/** The queue; `Kind` is the kinds it accepts (the app's one outbox: OutboxKind, so a kind with no sender does not compile). */
export class Outbox<Kind extends string = string> {
  private readonly db: SonhoDatabase;
  private readonly getClient: () => Promise<SupabaseClient>;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly isOnline: () => boolean;
  private readonly lock: FlushLock;
  private readonly handlers = new Map<string, OutboxHandler>();
  private readonly listeners = new Set<(event: OutboxEvent) => void>();
  private flushing: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private timerAt = Infinity;
  private started = false;
  private stopListening: (() => void) | undefined;

  constructor(options: OutboxOptions) {
    this.db = options.db;
    this.getClient = options.getClient;
    this.now = options.now ?? (() => Date.now());
    this.random = options.random ?? Math.random;
    this.isOnline = options.isOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine));
    const locks = options.locks === undefined ? browserLocks() : options.locks;
    this.lock = locks
      ? webFlushLock(locks)
      : leaseFlushLock({
          db: this.db,
          owner: options.owner ?? randomId(),
          leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
          now: this.now,
        });
  }

  /** Says how entries of `kind` reach the server; entries of a kind with no handler wait for one. */
  register(kind: Kind, handler: OutboxHandler): void {
    this.handlers.set(kind, handler);
    if (this.started) this.kick();
  }

  subscribe(listener: (event: OutboxEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Queues a write; resolves with its id once it is safely in IndexedDB. Queuing the same id twice is a no-op. */
  async enqueue(kind: Kind, payload: unknown, options: EnqueueOptions = {}): Promise<string> {
    const id = options.id ?? randomId();
    const tables = ['outbox', ...(options.alongside?.tables ?? []).filter((t) => t !== 'outbox')];
    await this.db.transaction('rw', tables, async () => {
      if (options.alongside) await options.alongside.write();
      if (await this.db.outbox.get(id)) return;
      // Strictly increasing, so the queue order is the order of enqueue even within one millisecond.
      const last = await this.db.outbox.orderBy('createdAt').last();
      const now = this.now();
      const createdAt = Math.max(now, (last?.createdAt ?? 0) + 1);
      await this.db.outbox.add({ id, kind, payload, createdAt, attempts: 0, nextAttemptAt: now, status: 'pending' });
    });
    // Something now waits on this device: ask the browser not to evict it under storage pressure.
    void requestPersistentStorage();
    this.start();
    this.kick();
    return id;
  }

  /** Starts delivering: now, when the browser comes online, when the tab becomes visible. Idempotent. */
  start(): void {
    if (this.started) return;
    this.started = true;
    if (typeof window !== 'undefined') {
      const onOnline = () => this.kick();
      const onVisible = () => {
        if (document.visibilityState === 'visible') this.kick();
      };
      window.addEventListener('online', onOnline);
      document.addEventListener('visibilitychange', onVisible);
      this.stopListening = () => {
        window.removeEventListener('online', onOnline);
        document.removeEventListener('visibilitychange', onVisible);
      };
    }
    this.kick();
  }

  /** Stops the timers and listeners (tests, and a database being closed). */
  stop(): void {
    this.started = false;
    this.stopListening?.();
    this.stopListening = undefined;
    this.clearTimer();
  }

  kick(): void {
    void this.flush().catch(() => undefined);
  }

  /** Delivers everything that is due; concurrent calls share one run, which repeats if asked again meanwhile. */
  flush(): Promise<void> {
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    const run = (async () => {
      try {
        for (;;) {
          this.again = false;
          // Offline there is nothing to do, and no reason to take the lock from a tab that is online.
          const acquired = this.isOnline() ? await this.lock.tryRun((stillHeld) => this.deliverDue(stillHeld)) : true;
          // When another tab holds the lock, it delivers; we look again a little later in case it just finished.
          await this.scheduleNext(!acquired);
          if (!acquired || !this.again) break;
        }
      } finally {
        this.flushing = null;
      }
    })();
    this.flushing = run;
    return run;
  }

  /** Resolves when no delivery run is in progress (tests, benchmarks). */
  async whenIdle(): Promise<void> {
    while (this.flushing) await this.flushing.catch(() => undefined);
  }

  async list(): Promise<OutboxEntry[]> {
    return this.db.outbox.orderBy('createdAt').toArray();
  }

  /** Puts a failed or conflicting entry back in the queue, due now. */
  async retry(id: string): Promise<void> {
    await this.db.outbox.update(id, { status: 'pending', nextAttemptAt: this.now(), conflict: undefined });
    this.kick();
  }

  /** Drops an entry for good: only ever on a person's explicit request. */
  async discard(id: string): Promise<void> {
    await this.db.outbox.delete(id);
  }

  private async deliverDue(stillHeld: () => Promise<boolean>): Promise<void> {
    // Entries of one kind go strictly in order: one that must wait holds back the later ones of its kind.
    for (;;) {
      let delivered = 0;
      const held = new Set<string>();
      const queue = await this.db.outbox.orderBy('createdAt').toArray();
      for (const entry of queue) {
        if (entry.status !== 'pending' && entry.status !== 'sending') continue;
        if (held.has(entry.kind)) continue;
        const handler = this.handlers.get(entry.kind);
        if (!handler || entry.nextAttemptAt > this.now()) {
          held.add(entry.kind);
          continue;
        }
        if (!this.isOnline() || !(await stillHeld())) return;
        const outcome = await this.deliver(entry, handler);
        if (outcome === null) continue;
        if (outcome.type === 'done') {
          delivered += 1;
        } else if (outcome.type === 'retry') {
          if (outcome.network) return;
          held.add(entry.kind);
        }
      }
      if (delivered === 0) return;
    }
  }

  /** Delivers one entry and records the outcome; null when the entry changed or vanished meanwhile. */
  private async deliver(entry: OutboxEntry, handler: OutboxHandler): Promise<DeliveryOutcome | null> {
    const claimed = await this.db.transaction('rw', this.db.outbox, async () => {
      const current = await this.db.outbox.get(entry.id);
      if (!current || (current.status !== 'pending' && current.status !== 'sending')) return null;
      await this.db.outbox.update(entry.id, { status: 'sending' });
      return current;
    });
    if (!claimed) return null;

    let outcome: DeliveryOutcome;
    try {
      const client = await this.getClient();
      await handler(claimed, client);
      outcome = { type: 'done' };
    } catch (error) {
      outcome = classifyThrown(error);
    }

    const attempts = claimed.attempts + 1;
    let updated: OutboxEntry;
    switch (outcome.type) {
      case 'done':
        // Only what the server acknowledged leaves the queue.
        await this.db.outbox.delete(entry.id);
        this.emit({ type: 'delivered', entry: { ...claimed, attempts } });
        return outcome;
      case 'retry':
        updated = {
          ...claimed,
          status: 'pending',
          attempts,
          lastError: outcome.error,
          nextAttemptAt: this.now() + nextAttemptDelay(attempts, outcome, this.random()),
          serverWait: outcome.retryAfterMs !== undefined ? true : undefined,
        };
        break;
      case 'failed':
        updated = { ...claimed, status: 'failed', attempts, lastError: outcome.error, serverWait: undefined };
        break;
      case 'conflict':
        updated = { ...claimed, status: 'conflict', attempts, lastError: outcome.error, conflict: outcome.row, serverWait: undefined };
        break;
    }
    // A person may have discarded the entry while it was in flight: do not bring it back.
    await this.db.transaction('rw', this.db.outbox, async () => {
      if (await this.db.outbox.get(entry.id)) await this.db.outbox.put(updated);
    });
    this.emit({ type: outcome.type, entry: updated });
    return outcome;
  }

  private async scheduleNext(lockBusy: boolean): Promise<void> {
    if (!this.started) return;
    let at = Infinity;
    if (lockBusy) {
      at = this.now() + LOCK_BUSY_RETRY_MS;
    } else {
      const waiting = await this.db.outbox.where('status').anyOf('pending', 'sending').toArray();
      for (const entry of waiting) {
        if (this.handlers.has(entry.kind)) at = Math.min(at, entry.nextAttemptAt);
      }
      // Offline, the `online` event brings us back; no point in waking up before.
      if (!this.isOnline()) at = Infinity;
    }
    this.setTimer(at);
  }

  private setTimer(at: number): void {
    if (at === this.timerAt && this.timer !== undefined) return;
    this.clearTimer();
    if (at === Infinity) return;
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.timerAt = Infinity;
      this.kick();
    }, Math.max(0, at - this.now()));
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.timerAt = Infinity;
  }

  private emit(event: OutboxEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // A listener's bug must not stop deliveries.
      }
    }
  }
}

function browserLocks(): LockManagerLike | null {
  if (typeof navigator === 'undefined' || !('locks' in navigator) || !navigator.locks) return null;
  return navigator.locks as unknown as LockManagerLike;
}

function randomId(): string {
  return crypto.randomUUID();
}

/**
 * The app's one outbox, on the app's database and Supabase client. The client module is imported only when
 * something is to be delivered, so queuing works (and this module loads) without it.
 */
export const outbox = new Outbox<OutboxKind>({ db: defaultDb, getClient: () => import('../supabase').then((m) => m.getSupabase()) });
