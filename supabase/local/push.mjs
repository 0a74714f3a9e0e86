// The stand-in's half of Web Push (0012_push.sql): what pg_net and pg_cron do on a real project.
// A NOTIFY push_send from the database (a result or guess queued, or a run handing over) runs the
// push-send Edge Function (supabase/functions/push-send/index.ts, the same file Supabase deploys)
// with its shared secret; a sweep every 30 s runs it when a retry fell due with no run active,
// as the pg_cron job does on a real project.

const SWEEP_MS = 30_000;

/**
 * @param {{
 *   db: import('./database.mjs').Database,
 *   functions: { handle(name: string, request: Request): Promise<Response | null> },
 *   sendSecret: string,
 *   log: (line: string) => void,
 * }} deps
 */
export function createPushRunner({ db, functions, sendSecret, log }) {
  /** @type {Promise<void> | null} */
  let running = null;
  let again = false;
  let stopped = false;
  /** @type {((summary: unknown) => void)[]} */
  const listeners = [];

  async function runOnce() {
    const response = await functions.handle(
      'push-send',
      new Request('http://stand-in.local/functions/v1/push-send', { method: 'POST', headers: { 'x-push-secret': sendSecret } }),
    );
    const text = (await response?.text()) ?? '';
    if (!response || !response.ok) throw new Error(`push-send answered ${response?.status ?? 404}: ${text.slice(0, 200)}`);
    const summary = JSON.parse(text);
    for (const listener of listeners) listener(summary);
  }

  /** Runs the function now, or once more after the run in progress (which may have missed the work). */
  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await runOnce();
        } catch (error) {
          if (!stopped) log(`push-send failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  }

  const sweep = setInterval(() => {
    if (running || stopped) return;
    // private.push_sweep() notifies push_send when work is due, which comes back here as wake().
    db.query('select private.push_sweep()').catch(() => undefined);
  }, SWEEP_MS);
  sweep.unref();

  return {
    /** Called with each NOTIFY push_send. */
    wake,
    /** Each finished run's summary (tests and the bench watch these). */
    onRun(/** @type {(summary: unknown) => void} */ listener) {
      listeners.push(listener);
    },
    /** The run in progress, if any. */
    get idle() {
      return running ?? Promise.resolve();
    },
    stop() {
      stopped = true;
      clearInterval(sweep);
    },
  };
}
