// The stand-in's half of the Caixa results ingestion (issue 39): what pg_cron and pg_net do on a
// real project. Every tick (30 s, INGEST_TICK_MS) it runs the results-ingest Edge Function
// (supabase/functions/results-ingest/index.ts, the file Supabase deploys) with
// { "mode": "scheduled" }; the function decides per game whether its calendar calls for a request.
// A NOTIFY results_ingest from the database (admins' "Buscar agora", caixa_request_poll) runs it
// at once with { "mode": "now" }. One run at a time: a wake-up during a run runs once more after it.

export const DEFAULT_TICK_MS = 30_000;

/**
 * @param {{
 *   functions: { handle(name: string, request: Request): Promise<Response | null> },
 *   secretKey: string,
 *   tickMs?: number,
 *   log: (line: string) => void,
 * }} deps
 */
export function createIngestRunner({ functions, secretKey, tickMs = DEFAULT_TICK_MS, log }) {
  /** @type {Promise<void> | null} */
  let running = null;
  /** @type {'now' | 'scheduled' | null} */
  let again = null;
  let stopped = false;
  /** @type {((summary: unknown) => void)[]} */
  const listeners = [];

  /** @param {'now' | 'scheduled'} mode */
  async function runOnce(mode) {
    const response = await functions.handle(
      'results-ingest',
      new Request('http://stand-in.local/functions/v1/results-ingest', {
        method: 'POST',
        headers: { apikey: secretKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ mode }),
      }),
    );
    const text = (await response?.text()) ?? '';
    if (!response || !response.ok) throw new Error(`results-ingest answered ${response?.status ?? 404}: ${text.slice(0, 200)}`);
    const summary = JSON.parse(text);
    for (const listener of listeners) listener(summary);
  }

  /**
   * Runs the function now, or once more after the run in progress; 'now' outranks 'scheduled'.
   * @param {'now' | 'scheduled'} mode
   */
  function wake(mode) {
    if (stopped) return;
    if (running) {
      again = again === 'now' || mode === 'now' ? 'now' : 'scheduled';
      return;
    }
    running = (async () => {
      /** @type {'now' | 'scheduled' | null} */
      let next = mode;
      while (next && !stopped) {
        again = null;
        try {
          await runOnce(next);
        } catch (error) {
          if (!stopped) log(`results-ingest failed: ${error instanceof Error ? error.message : String(error)}`);
        }
        next = again;
      }
    })().finally(() => {
      running = null;
    });
  }

  // The first run soon after start (not during it: the server answers first), then every tick.
  const first = setTimeout(() => wake('scheduled'), Math.min(tickMs, 1_000));
  const tick = setInterval(() => {
    if (!running) wake('scheduled');
  }, tickMs);
  first.unref();
  tick.unref();

  return {
    /** Called with each NOTIFY results_ingest. */
    wakeNow: () => wake('now'),
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
      clearTimeout(first);
      clearInterval(tick);
    },
  };
}
