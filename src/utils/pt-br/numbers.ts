// Brazilian-Portuguese money and number formatting. src/utils/pt-br/ is the one place that chooses how pt-BR dates,
// times, numbers, money, plurals, case and alphabetical order are done, and the only one lint lets use Intl,
// localeCompare or toLocale* (eslint.config.js). Numbers are written out rather than through Intl.NumberFormat: the first
// Intl formatter of a page loads the platform's locale data, 12-50 ms of one task on this machine (four times that
// on a cheap phone), and the header's odds ticker formats a number on every page while React hydrates it
// (issue 30). pt-BR's rules are short (',' before decimals, '.' between thousands, "R$" before the amount) and
// numbers.test.ts holds this module to Intl's output on thousands of values, so the two never drift apart.

/** The no-break space between "R$" and its amount: a line never ends in "R$" with "36,00" on the next. */
export const MONEY_SPACE = '\u00a0';

// Intl's spaces vary by engine (U+00A0, sometimes the narrow U+202F, which some fonts lack): money uses MONEY_SPACE,
// numbers and what people type plain spaces.
export const normaliseSpaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * The number as pt-BR writes it, as Intl.NumberFormat('pt-BR') does: rounded half away from zero on its shortest
 * decimal form (1.005 -> '1,01', as Intl, where toFixed gives '1.00'), between `minFraction` and `maxFraction`
 * decimals, a minus for any negative value (-0.001 -> '-0,00'). Numbers JavaScript prints with an exponent
 * (from 1e21, or below 1e-6) are rare here: Intl writes those.
 */
function ptDecimal(value: number, maxFraction: number, minFraction: number): string {
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || text.includes('e')) {
    return normaliseSpaces(new Intl.NumberFormat('pt-BR', { minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction }).format(value));
  }
  const [whole = '0', fraction = ''] = text.split('.');
  let digits = whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0');
  if ((fraction[maxFraction] ?? '0') >= '5') digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  const integer = digits.slice(0, digits.length - maxFraction).replace(/^0+(?=\d)/, '') || '0';
  let decimals = digits.slice(digits.length - maxFraction);
  while (decimals.length > minFraction && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${integer.replace(THOUSANDS, '.')}${decimals ? `,${decimals}` : ''}`;
}

/** 36 -> 'R$ 36,00'; 1234.5 -> 'R$ 1.234,50', "R$" and the amount joined by a no-break space (MONEY_SPACE). */
export function formatMoney(value: number): string {
  const amount = ptDecimal(value, 2, 2);
  return amount.startsWith('-') ? `-R$${MONEY_SPACE}${amount.slice(1)}` : `R$${MONEY_SPACE}${amount}`;
}

/** A payout multiplier with two decimals: 18 -> '18,00', 3.6 -> '3,60', 5000 -> '5.000,00'. */
export function formatMultiplier(value: number): string {
  return ptDecimal(value, 2, 2);
}

/** A number with pt-BR grouping: 1234 -> '1.234'; up to `maxFractionDigits` decimals (default 2). */
export function formatNumber(value: number, maxFractionDigits = 2, minFractionDigits = 0): string {
  return ptDecimal(value, Math.max(minFractionDigits, maxFractionDigits), minFractionDigits);
}

/** An ordinal prize label: 1 -> '1º'. */
export function ordinal(n: number): string {
  return `${n}º`;
}
