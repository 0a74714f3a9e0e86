// Types for database.mjs (the stand-in's PGlite database in a worker thread), for TypeScript callers.
import type { LocalDatabase } from './server.mjs';

export interface OpenDatabase extends LocalDatabase {
  migration: { applied: string[]; seeded: boolean };
  /** Waits for queued work, then shuts PostgreSQL down cleanly (recovering first after a timeout). */
  close(): Promise<void>;
}

export declare function openDatabase(
  pgDataDir: string,
  options?: {
    log?: (line: string) => void;
    /** A NOTIFY on one of the channels the database thread listens to (push_send), after its commit. */
    onNotify?: (channel: string, payload: string) => void;
  },
): Promise<OpenDatabase>;
