// The stand-in's PGlite database: opened on a data directory, migrated, and used one
// transaction at a time (PGlite has a single connection).
//
// PGlite runs a statement synchronously on the thread that owns it and never fires PostgreSQL's
// statement_timeout (no signals, no timer while it runs). So the database lives in a worker thread
// (database-worker.mjs) and the deadline is kept here: when a statement outlives the timeout its
// transaction was opened with, the worker is terminated, the caller gets PostgreSQL's 57014
// error, and the data directory is opened again. For PostgreSQL that is a crash of its only
// backend: recovery from the write-ahead log keeps every committed transaction and drops the
// interrupted one, as on a real server whose backend was cancelled. Requests queued meanwhile
// wait for the reopen and then run.
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';

const WORKER_URL = new URL('./database-worker.mjs', import.meta.url);

/** @type {Promise<{ pgliteWasmModule: WebAssembly.Module, initdbWasmModule: WebAssembly.Module }> | null} */
let compiled = null;

/**
 * PGlite's WebAssembly, compiled once per process and shared with every worker (a compiled module
 * crosses threads without copying), so a reopen after a timeout does not compile 9 MB again.
 */
function wasmModules() {
  compiled ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pglite, initdb] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm'].map(async (file) => WebAssembly.compile(await readFile(join(dist, file)))),
    );
    return { pgliteWasmModule: /** @type {WebAssembly.Module} */ (pglite), initdbWasmModule: /** @type {WebAssembly.Module} */ (initdb) };
  })();
  return compiled;
}

/**
 * @typedef {object} Tx
 * @property {(sql: string, params?: unknown[]) => Promise<{ rows: Record<string, any>[], affectedRows?: number }>} query
 * @property {(sql: string) => Promise<unknown>} exec
 */

/**
 * @typedef {object} TransactionOptions
 * @property {number} [statementTimeoutMs]  each statement's limit; none when absent or 0
 * @property {number} [acquireTimeoutMs]  how long to wait for the one connection before failing
 *   with PostgREST's PGRST003 (its db-pool-acquisition-timeout); none when absent or 0
 */

/**
 * An Error carrying PostgreSQL's fields (code, detail, hint...), as PGlite throws them.
 * @param {Record<string, unknown>} fields
 */
function databaseError(fields) {
  return Object.assign(new Error(String(fields.message ?? 'Database error')), fields);
}

/**
 * PostgREST's answer when no pool connection frees up in time (HTTP 504).
 * @param {number} waitMs
 */
function poolTimeoutError(waitMs) {
  return databaseError({
    message: 'Timed out acquiring connection from connection pool.',
    code: 'PGRST003',
    detail: `No connection was free within ${waitMs} ms`,
    severity: 'ERROR',
  });
}

/** PostgreSQL's own words for a statement cancelled by statement_timeout. */
function statementTimeoutError() {
  return databaseError({ message: 'canceling statement due to statement timeout', code: '57014', severity: 'ERROR' });
}

/**
 * One worker thread with the database open in it.
 * @param {string} pgDataDir
 * @param {{ migrate: boolean, log: (line: string) => void, onNotify: (channel: string, payload: string) => void }} options
 */
async function connect(pgDataDir, { migrate, log, onNotify }) {
  const worker = new Worker(WORKER_URL, {
    workerData: { dataDir: pgDataDir, migrate, ...(await wasmModules()) },
    // The worker is plain JavaScript: the parent's flags (a loader, --input-type...) do not apply.
    execArgv: [],
  });
  /** @type {Map<number, { resolve: (value: any) => void, reject: (error: Error) => void, timer?: NodeJS.Timeout }>} */
  const pending = new Map();
  let nextId = 1;
  /** Set once the worker is gone (terminated on a timeout, closed, or crashed). */
  let lost = /** @type {Error | null} */ (null);
  /** Resolves once the thread has stopped: only then may another open the data directory. */
  const exited = new Promise((resolve) => worker.once('exit', resolve));

  /** @param {Error} error */
  function failAll(error) {
    lost ??= error;
    for (const [id, call] of pending) {
      clearTimeout(call.timer);
      pending.delete(id);
      call.reject(error);
    }
  }

  worker.on('message', (/** @type {{ id?: number, result?: unknown, error?: Record<string, unknown>, log?: string, notify?: string, payload?: string }} */ message) => {
    if (message.log !== undefined) return log(message.log);
    if (message.notify !== undefined) return onNotify(message.notify, message.payload ?? '');
    const call = pending.get(Number(message.id));
    if (!call) return;
    pending.delete(Number(message.id));
    clearTimeout(call.timer);
    if (pending.size === 0) worker.unref();
    if (message.error) call.reject(databaseError(message.error));
    else call.resolve(message.result);
  });
  worker.on('error', (error) => failAll(databaseError({ message: `The database thread failed: ${error.message}`, code: '08006' })));
  worker.on('exit', () => failAll(databaseError({ message: 'The database thread has exited', code: '08006' })));

  const connection = {
    get lost() {
      return lost;
    },
    exited,
    /**
     * Sends one operation. With a timeout, a late answer terminates the worker.
     * @param {string} op
     * @param {{ sql?: string, params?: unknown[] }} [args]
     * @param {number} [timeoutMs]
     * @returns {Promise<any>}
     */
    call(op, args = {}, timeoutMs = 0) {
      if (lost) return Promise.reject(lost);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        /** @type {NodeJS.Timeout | undefined} */
        let timer;
        if (timeoutMs > 0) {
          timer = setTimeout(() => {
            pending.delete(id);
            // The statement is abandoned mid-transaction: the transaction's later statements
            // fail as in an aborted PostgreSQL transaction, and the worker goes.
            failAll(databaseError({ message: 'current transaction is aborted, commands ignored until end of transaction block', code: '25P02' }));
            reject(statementTimeoutError());
            void worker.terminate();
          }, timeoutMs);
        }
        pending.set(id, { resolve, reject, timer });
        // Keep the process alive only while the database is working for someone.
        worker.ref();
        worker.postMessage({ id, op, ...args });
      });
    },
    /** Closes PGlite cleanly and ends the thread. */
    async close() {
      if (!lost) await connection.call('close');
      lost ??= databaseError({ message: 'The database is closed', code: '08003' });
      await worker.terminate();
    },
  };

  try {
    const migration = await connection.call('open');
    return { connection, migration };
  } catch (error) {
    await worker.terminate();
    throw error;
  }
}

/**
 * @param {string} pgDataDir
 * @param {{ log?: (line: string) => void, onNotify?: (channel: string, payload: string) => void }} [options]
 */
export async function openDatabase(pgDataDir, options = {}) {
  const log = options.log ?? (() => {});
  const onNotify = options.onNotify ?? (() => {});
  mkdirSync(pgDataDir, { recursive: true });
  // Migrations and the seed run without a deadline, like `supabase db push`.
  const first = await connect(pgDataDir, { migrate: true, log, onNotify });
  /** @type {{ applied: string[], seeded: boolean }} */
  const migration = first.migration;
  /** The latest connection: the first, or the one opened after a timeout took the previous. */
  let connection = first.connection;
  /** @type {Promise<typeof connection> | null} */
  let reopening = null;
  let reopens = 0;

  /** The live connection; after a timeout, the data directory opened again (crash recovery). */
  async function live() {
    if (!connection.lost) return connection;
    const gone = connection;
    if (!reopening) reopens += 1;
    reopening ??= (async () => {
      const started = performance.now();
      await gone.exited;
      const reopened = (await connect(pgDataDir, { migrate: false, log, onNotify })).connection;
      connection = reopened;
      log(`Reopened the database (recovered after its thread was stopped) in ${Math.round(performance.now() - started)} ms`);
      return reopened;
    })().finally(() => {
      reopening = null; // if the reopen failed, the next request tries again
    });
    return reopening;
  }

  // Requests queue here; each gets the connection for one whole transaction.
  /** @type {Promise<unknown>} */
  let tail = Promise.resolve();
  // Jobs holding or waiting for the connection (one that gave up waiting leaves at once).
  let inLine = 0;
  /**
   * @template T
   * @param {() => Promise<T>} job
   * @param {number} [waitMs]  how long the job may wait for the connection; 0: as long as it takes
   * @returns {Promise<T>}
   */
  function serialise(job, waitMs = 0) {
    inLine += 1;
    let left = false;
    const leave = () => {
      if (!left) inLine -= 1;
      left = true;
    };
    if (!waitMs) {
      const result = tail.then(job, job).finally(leave);
      tail = result.catch(() => undefined);
      return result;
    }
    // A job that cannot start within waitMs fails then, and is skipped when its turn comes.
    let expired = false;
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const waited = new Promise((_, reject) => {
      timer = setTimeout(() => {
        expired = true;
        leave();
        reject(poolTimeoutError(waitMs));
      }, waitMs);
    });
    const run = () => {
      clearTimeout(timer);
      return expired ? undefined : job();
    };
    const ran = tail.then(run, run).finally(leave);
    tail = ran.catch(() => undefined);
    return /** @type {Promise<T>} */ (Promise.race([ran, waited]));
  }

  return {
    migration,
    /** How many times the database was (or is being) reopened after its thread was stopped. */
    get reopens() {
      return reopens;
    },
    /** How many requests hold or wait for the one connection now. */
    get inLine() {
      return inLine;
    },
    /**
     * Runs fn inside one transaction; it commits when fn resolves and rolls back when it throws.
     * With statementTimeoutMs, a statement running longer fails with 57014 and the transaction
     * is lost, as on PostgreSQL.
     * @template T
     * @param {(tx: Tx) => Promise<T>} fn
     * @param {TransactionOptions} [options]
     * @returns {Promise<T>}
     */
    transaction(fn, options = {}) {
      const timeoutMs = options.statementTimeoutMs ?? 0;
      return serialise(async () => {
        const conn = await live();
        await conn.call('begin');
        /** @type {Tx} */
        const tx = {
          query: (sql, params) => conn.call('query', { sql, params }, timeoutMs),
          exec: (sql) => conn.call('exec', { sql }, timeoutMs),
        };
        /** @type {T} */
        let value;
        try {
          value = await fn(tx);
        } catch (error) {
          if (!conn.lost) await conn.call('rollback');
          // Recover now rather than when the next request comes.
          else live().catch(() => undefined);
          throw error;
        }
        await conn.call('commit');
        return value;
      }, options.acquireTimeoutMs ?? 0);
    },
    /**
     * One statement (or script) outside any request's transaction, without a deadline.
     * @param {string} sql
     * @param {unknown[]} [params]
     * @returns {Promise<{ rows: Record<string, any>[], affectedRows?: number }>}
     */
    query(sql, params) {
      return serialise(async () => (await live()).call('query', { sql, params }));
    },
    async close() {
      await serialise(async () => {
        // After a timeout, recovery runs first, so the data directory is left shut down cleanly.
        await (await live().catch(() => connection)).close();
      });
    },
  };
}

/** @typedef {Awaited<ReturnType<typeof openDatabase>>} Database */
