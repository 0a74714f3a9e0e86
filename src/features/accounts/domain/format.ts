// How account dates read on screen: pt-BR, in the person's own time zone.

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short' });

/** "15 de junho de 2026 às 09:00"; null for a missing or unreadable date. */
export function formatAccountDate(iso: string | null | undefined, timeZone?: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const format = timeZone ? new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short', timeZone }) : DATE_TIME;
  return format.format(date);
}
