// When an offline copy was last downloaded, as a list's footnote. Through Intl (any time zone, the device's by
// default); /resultados, whose first visit loads no locale data (see numbers.ts), writes its own line.

/**
 * When an offline copy was last downloaded, as a list's footnote: 'Atualizado às 14:05' the same day,
 * 'Atualizado em 23/11 às 14:05' another day of the year, 'Atualizado em 23/11/2025 às 14:05' an earlier year.
 * In the device's time zone unless `timeZone` is given (the person's own clock is what "às 14:05" refers to).
 */
export function formatUpdatedAt(at: Date, now: Date, timeZone?: string): string {
  const parts = (date: Date) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('pt-BR', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
        .formatToParts(date)
        .map((part) => [part.type, part.value]),
    ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;
  const then = parts(at);
  const today = parts(now);
  const time = `${then.hour}:${then.minute}`;
  if (then.year === today.year && then.month === today.month && then.day === today.day) return `Atualizado às ${time}`;
  const date = then.year === today.year ? `${then.day}/${then.month}` : `${then.day}/${then.month}/${then.year}`;
  return `Atualizado em ${date} às ${time}`;
}
