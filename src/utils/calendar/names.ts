// Weekday and month names in pt-BR, from the platform's locale data (Intl) rather than typed out, so that
// every screen spells them the same way.

const weekdayFormat = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' });

/** Index 0 = Sunday: 'domingo', 'segunda-feira', ..., 'sábado'. 2023-01-01 was a Sunday. */
export const WEEKDAY_NAMES: readonly string[] = Array.from({ length: 7 }, (_, day) => weekdayFormat.format(Date.UTC(2023, 0, 1 + day)));

/** Index 0 = January: 'janeiro', ..., 'dezembro'. */
export const MONTH_NAMES: readonly string[] = Array.from({ length: 12 }, (_, month) => monthFormat.format(Date.UTC(2023, month, 1)));
