// The texts of a contest for balls, pushes and shares: "04 12 19 33 41 58", "R$ 45 milhões", and the notification's
// title and body, which the database writes the same way for the push (0015_caixa_results.sql).
import { MONEY_SPACE, formatMoney, formatNumber } from '../../../utils/pt-br/numbers';
import type { Contest } from './contest';
import { getCaixaGame } from './games';

/** The numbers as one line of balls: '04 12 19 33 41 58'. */
export function ballsText(numbers: readonly string[]): string {
  return numbers.join(' ');
}

const UNITS = [
  { value: 1e9, one: 'bilhão', other: 'bilhões' },
  { value: 1e6, one: 'milhão', other: 'milhões' },
] as const;

/**
 * An amount as Caixa's announcements say it, the words private.caixa_money_words writes in the push:
 * 45e6 -> 'R$ 45 milhões', 1.5e6 -> 'R$ 1,5 milhão', 850e3 -> 'R$ 850 mil' (millions with one decimal at most,
 * thousands whole); below a thousand, the exact amount ('R$ 600,00').
 */
export function moneyInWords(value: number): string {
  for (const unit of UNITS) {
    const scaled = Math.round((value / unit.value) * 10) / 10;
    if (scaled >= 1) return `R$ ${formatNumber(scaled, 1)} ${scaled < 2 ? unit.one : unit.other}`;
  }
  if (value >= 1000) return `R$ ${Math.round(value / 1000)} mil`;
  return formatMoney(value).replace(MONEY_SPACE, ' ');
}

/**
 * The push and share notice of a new contest, as private.caixa_push_payload writes it: 'Mega-Sena 2850' and
 * '04 12 19 33 41 58 · Acumulou! R$ 45 milhões' (the second draw after ' / ', then the trevos, the team or month).
 */
export function contestNotice(contest: Contest): { title: string; body: string } {
  const game = getCaixaGame(contest.game);
  const parts = [
    ballsText(contest.numbers),
    contest.secondNumbers ? ` / ${ballsText(contest.secondNumbers)}` : '',
    contest.clovers ? ` · Trevos ${ballsText(contest.clovers)}` : '',
    contest.lucky ? ` · ${contest.lucky}` : '',
    contest.accumulated ? ` · Acumulou!${contest.nextEstimate !== undefined ? ` ${moneyInWords(contest.nextEstimate)}` : ''}` : '',
  ];
  return { title: `${game.name} ${contest.contest}`, body: parts.join('').slice(0, 240) };
}
