// The stand-in's pg_cron job of the draw watch (0016_draw_watch.sql): every 5 minutes it runs
// private.draw_watch_sweep(), which queues one push to 'Pendências' per bicho draw still without
// its result 20 minutes after its time (the push runner then sends it, on NOTIFY push_send).

const DRAW_WATCH_MS = 5 * 60_000;

/**
 * @param {{ db: import('./database.mjs').Database, log: (line: string) => void, everyMs?: number }} deps
 */
export function createDrawWatch({ db, log, everyMs = DRAW_WATCH_MS }) {
  const timer = setInterval(() => {
    db.query('select private.draw_watch_sweep()').catch((error) => log(`draw watch failed: ${error instanceof Error ? error.message : String(error)}`));
  }, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}
