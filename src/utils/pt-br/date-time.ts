// Instants as pt-BR dates and times: the admin screens' short form, an account's long form in the person's own
// time zone, and a receipt's date and time in Brasília.
import { zonedParts } from './clock';

// Made on first use, not when the module loads (see numbers.ts on Intl's first use).
let dateTime: Intl.DateTimeFormat | undefined;
const longDateTimes = new Map<string, Intl.DateTimeFormat>();

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** '2026-03-01T15:04:00Z' -> '01/03/2026, 12:04' (Brasília time); text that is not a date is returned as it is. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  dateTime ??= new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
  return dateTime.format(date);
}

/** '2026-11-20T17:30:00Z' -> '20/11/2026 às 14:30', on Brasília's clock (read by its rule, without Intl). */
export function formatDateAtTime(iso: string): string {
  const p = zonedParts(new Date(iso));
  return `${pad2(p.day)}/${pad2(p.month)}/${p.year} às ${pad2(p.hour)}:${pad2(p.minute)}`;
}

/** An instant as '15 de junho de 2026 às 09:00', in `timeZone` (the device's when absent). */
export function formatLongDateTime(date: Date, timeZone?: string): string {
  const key = timeZone ?? '';
  let format = longDateTimes.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
    longDateTimes.set(key, format);
  }
  return format.format(date);
}
