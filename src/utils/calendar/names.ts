// Weekday and month names in pt-BR, from the platform's locale data (Intl) rather than typed out, so that
// every screen spells them the same way. Read on first use, not when the module loads: the first Intl formatter
// of a page loads its locale data, some milliseconds that would lengthen the evaluation of the app's code on every
// first visit (issue 30).

let weekdays: readonly string[] | undefined;
let months: readonly string[] | undefined;

/** Index 0 = Sunday: 'domingo', 'segunda-feira', ..., 'sábado'. 2023-01-01 was a Sunday. */
export function weekdayNames(): readonly string[] {
  if (!weekdays) {
    const format = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });
    weekdays = Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2023, 0, 1 + day)));
  }
  return weekdays;
}

/** Index 0 = January: 'janeiro', ..., 'dezembro'. */
export function monthNames(): readonly string[] {
  if (!months) {
    const format = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' });
    months = Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2023, month, 1)));
  }
  return months;
}
