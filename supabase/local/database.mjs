// The stand-in's PGlite database: opened on a data directory, migrated, and used one
// transaction at a time (PGlite has a single connection).
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { applyAll } from './migrate.mjs';

/**
 * @typedef {object} Tx
 * @property {(sql: string, params?: unknown[]) => Promise<{ rows: Record<string, any>[], affectedRows?: number }>} query
 * @property {(sql: string) => Promise<unknown>} exec
 */

/**
 * @param {string} pgDataDir
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function openDatabase(pgDataDir, options = {}) {
  mkdirSync(pgDataDir, { recursive: true });
  const pg = await PGlite.create({ dataDir: pgDataDir, extensions: { pgcrypto } });
  await pg.exec("set timezone to 'UTC'");
  const migration = await applyAll(
    { exec: (sql) => pg.exec(sql), query: (sql, params) => pg.query(sql, params) },
    { log: options.log },
  );

  // Requests queue here; each gets the connection for one whole transaction.
  /** @type {Promise<unknown>} */
  let tail = Promise.resolve();
  /**
   * @template T
   * @param {() => Promise<T>} job
   * @returns {Promise<T>}
   */
  function serialise(job) {
    const result = tail.then(job, job);
    tail = result.catch(() => undefined);
    return result;
  }

  return {
    migration,
    /**
     * Runs fn inside one transaction; it commits when fn resolves and rolls back when it throws.
     * @template T
     * @param {(tx: Tx) => Promise<T>} fn
     * @returns {Promise<T>}
     */
    transaction(fn) {
      return serialise(() => pg.transaction((tx) => fn(tx)));
    },
    /** @param {string} sql @param {unknown[]} [params] */
    query(sql, params) {
      return serialise(() => pg.query(sql, params));
    },
    async close() {
      await serialise(async () => undefined);
      await pg.close();
    },
  };
}

/** @typedef {Awaited<ReturnType<typeof openDatabase>>} Database */
