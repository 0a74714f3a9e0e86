// How a lottery derives its 6º and 7º prizes from the 1º to 5º, so a pasted result can be checked.

/*
 * Sources (checked 2026-11-24):
 * - Loterias BR, "Regras dos cálculos que definem o 6º, 7º e o 8º prêmio"
 *   (http://www.loteriasbr.com/?class=bg09 and https://www.loteriasbr.com/site/home/?search=2023-01-26),
 *   for PT-RJ (PT Rio), LFD (Federal) and LBR (Brasília):
 *   - 6º: the sum of the 1º to 5º milhares; its last four digits (left-padded with 0) are the milhar.
 *     Their example: PTM-RJ 11:20, 7706 + 0989 + 8937 + 5820 + 3182 = 26634, so the 6º is 6634.
 *   - 7º: a centena. Multiply the 1º by the 2º, drop the last three digits, and the next three
 *     (left-padded with 0) are the centena. Their examples: 7706 × 0989 = 7.621.234, so 621;
 *     3285 × 7051 = 23.162.535, so 162.
 * - Other lotteries: the sum rule for the 6º is widely repeated, but no source we found states how
 *   Look, Bahia, Nacional, Lotep, Lotece or São Paulo form their 6º and 7º (some publish ten drawn
 *   prizes). For them a mismatch is only a warning: the admin checks the source.
 */
import { stripAccents } from '../../../utils/text/accents';

type SixthRule = 'sum';
type SeventhRule = 'product-centena' | 'unconfirmed';

export interface LotteryPrizeRule {
  /** Whether the rule is confirmed for this lottery: a mismatch is then an error, not a warning. */
  confirmed: boolean;
  sixth: SixthRule;
  seventh: SeventhRule;
}

/** The 6º: the sum of the 1º to 5º milhares, modulo 10,000, as four digits. */
export function sumPrize(firstFive: readonly string[]): string {
  const sum = firstFive.slice(0, 5).reduce((total, p) => total + Number(p), 0);
  return String(sum % 10000).padStart(4, '0');
}

/** The 7º by the product rule: (1º × 2º) without its last three digits, then the next three. */
export function productCentena(first: string, second: string): string {
  const product = Number(first) * Number(second);
  return String(Math.floor(product / 1000) % 1000).padStart(3, '0');
}

const CONFIRMED: LotteryPrizeRule = { confirmed: true, sixth: 'sum', seventh: 'product-centena' };
const UNCONFIRMED: LotteryPrizeRule = { confirmed: false, sixth: 'sum', seventh: 'unconfirmed' };

const fold = (name: string) =>
  stripAccents(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The rule of a lottery by its name as admins type it ('PT Rio', 'PT-RJ', 'Loteria Federal'). */
export function prizeRuleFor(lottery: string): LotteryPrizeRule {
  const name = fold(lottery);
  if (/\b(pt rio|pt rj|rio|federal|lfd|lbr|brasilia)\b/.test(name)) return CONFIRMED;
  return UNCONFIRMED;
}
