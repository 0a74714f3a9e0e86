// How account dates read on screen: pt-BR, in the person's own time zone.
import { formatLongDateTime } from '../../../utils/pt-br/date-time';

/** "15 de junho de 2026 às 09:00"; null for a missing or unreadable date. */
export function formatAccountDate(iso: string | null | undefined, timeZone?: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return formatLongDateTime(date, timeZone);
}
