// Date formatting shared by the admin screens (Brasília time).

// Made on first use, not when the module loads (see utils/format/pt-br.ts on Intl's first use).
let dateTime: Intl.DateTimeFormat | undefined;

/** '2026-03-01T15:04:00Z' -> '01/03/2026, 12:04'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  dateTime ??= new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
  return dateTime.format(date);
}
