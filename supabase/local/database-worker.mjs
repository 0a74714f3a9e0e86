// The thread that owns the stand-in's PGlite database. PGlite runs a statement synchronously on
// its thread and has no way to interrupt it, so it lives here: the main thread keeps answering,
// and when a statement outlives its request's statement timeout the main thread terminates this
// thread (like a killed backend) and opens the data directory again (see database.mjs).
//
// Protocol: the parent sends { id, op, ...args } one at a time and gets { id, result } or
// { id, error }; { log } lines go to the parent's logger, { notify, payload } are NOTIFYs.
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { applyAll } from './migrate.mjs';

if (!parentPort) throw new Error('database-worker.mjs runs as a worker thread');
const port = parentPort;

/** @type {{ dataDir: string, migrate: boolean, pgliteWasmModule?: WebAssembly.Module, initdbWasmModule?: WebAssembly.Module }} */
const { dataDir, migrate, pgliteWasmModule, initdbWasmModule } = workerData;

/** @type {PGlite | null} */
let pg = null;

const NOTIFY_CHANNELS = ['push_send', 'results_ingest'];

/**
 * The open transaction, if any: PGlite's own transaction(), held open until commit or rollback
 * arrives, so COMMIT of an aborted transaction fails exactly as it does in-process.
 * @type {{ tx: import('@electric-sql/pglite').Transaction, commit: () => void, rollback: () => void, done: Promise<unknown> } | null}
 */
let open = null;

const ROLLBACK = Symbol('rollback');

/** @returns {PGlite} */
function database() {
  if (!pg) throw new Error('The database is not open');
  return pg;
}

/** @param {{ op: string, sql?: string, params?: unknown[] }} message */
async function run(message) {
  switch (message.op) {
    case 'open': {
      mkdirSync(dataDir, { recursive: true });
      pg = await PGlite.create({ dataDir, extensions: { pgcrypto }, pgliteWasmModule, initdbWasmModule });
      await pg.exec("set timezone to 'UTC'");
      // NOTIFY on these channels reaches the main thread after the transaction commits (the push
      // queue's wake-up, 0012_push.sql: the stand-in then runs the push-send function).
      for (const channel of NOTIFY_CHANNELS) await pg.listen(channel, (payload) => port.postMessage({ notify: channel, payload }));
      if (!migrate) return null;
      const db = pg;
      return applyAll(
        { exec: (sql) => db.exec(sql), query: (sql, params) => db.query(sql, params) },
        { log: (line) => port.postMessage({ log: line }) },
      );
    }
    case 'query': {
      const result = await (open?.tx ?? database()).query(String(message.sql), message.params);
      return { rows: result.rows, affectedRows: result.affectedRows };
    }
    case 'exec': {
      const results = await (open?.tx ?? database()).exec(String(message.sql));
      return results.map((r) => ({ rows: r.rows, affectedRows: r.affectedRows }));
    }
    case 'begin': {
      if (open) throw new Error('A transaction is already open');
      /** @type {(value: typeof open) => void} */
      let started = () => undefined;
      const ready = new Promise((resolve) => (started = resolve));
      const done = database().transaction(
        (tx) =>
          new Promise((resolve, reject) => {
            started({ tx, commit: () => resolve(undefined), rollback: () => reject(ROLLBACK), done: Promise.resolve() });
          }),
      );
      // BEGIN itself may fail; then done rejects before the callback ran.
      const settled = done.then(
        () => ({ error: new Error('The transaction ended before it began') }),
        (/** @type {unknown} */ error) => ({ error }),
      );
      const state = await Promise.race([ready, settled]);
      if (!state || 'error' in state) throw state?.error;
      open = { ...state, done };
      return null;
    }
    case 'commit':
    case 'rollback': {
      const current = open;
      if (!current) throw new Error('No transaction is open');
      open = null;
      if (message.op === 'commit') {
        current.commit();
        await current.done;
      } else {
        current.rollback();
        await current.done.catch((error) => {
          if (error !== ROLLBACK) throw error;
        });
      }
      return null;
    }
    case 'close': {
      if (pg) await pg.close();
      pg = null;
      return null;
    }
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

/**
 * PostgreSQL's error fields survive the thread boundary (structured clone keeps only the message).
 * @param {unknown} error
 */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {Record<string, unknown>} */
  const plain = { message: error.message, name: error.name };
  for (const key of ['code', 'detail', 'hint', 'severity', 'position', 'where', 'schema', 'table', 'column', 'dataType', 'constraint']) {
    const value = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (error))[key];
    if (value !== undefined) plain[key] = value;
  }
  return plain;
}

port.on('message', (/** @type {{ id: number, op: string }} */ message) => {
  run(message).then(
    (result) => port.postMessage({ id: message.id, result }),
    (error) => port.postMessage({ id: message.id, error: plainError(error) }),
  );
});
