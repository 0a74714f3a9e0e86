// The time written in a draw's label ('PTM 11:20', 'Federal 19h', 'Look 9h20'), for ordering draws.

/** Minutes after midnight of the time in a draw label; -1 when the label carries no time ('Corujinha'). */
export function labelMinutes(label: string | null): number {
  const match = /(\d{1,2})(?::(\d{2})|h(\d{2})?)/.exec(label ?? '');
  if (!match) return -1;
  return Number(match[1]) * 60 + Number(match[2] ?? match[3] ?? 0);
}
