// The dashboard's words for a late draw, as the database writes them in the push to 'Pendências'
// (private.draw_watch_lateness in 0016_draw_watch.sql).

/** '20 min', '1 h', '2 h 05 min'. */
export function lateness(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')} min`;
}
