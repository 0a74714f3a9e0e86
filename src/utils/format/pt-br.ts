// Brazilian-Portuguese money and number formatting, written out rather than through Intl.NumberFormat: the first
// Intl formatter of a page loads the platform's locale data, 12-50 ms of one task on this machine (four times that
// on a cheap phone), and the header's odds ticker formats a number on every page while React hydrates it
// (issue 30). pt-BR's rules are short (',' before decimals, '.' between thousands, "R$" before the amount) and
// pt-br.test.ts holds this module to Intl's output on thousands of values, so the two never drift apart.

/** The no-break space between "R$" and its amount: a line never ends in "R$" with "36,00" on the next. */
export const MONEY_SPACE = '\u00a0';

// Intl's spaces vary by engine (U+00A0, sometimes the narrow U+202F, which some fonts lack): money uses MONEY_SPACE,
// numbers and what people type plain spaces.
const normaliseSpaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

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

/** The text with its first letter in capitals, for a label that opens a heading: 'quinta-feira' -> 'Quinta-feira'. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An ordinal prize label: 1 -> '1º'. */
export function ordinal(n: number): string {
  return `${n}º`;
}

const GROUPED_THOUSANDS = /^\d{1,3}(\.\d{3})+$/;
const GROUPED_THOUSANDS_COMMA = /^\d{1,3}(,\d{3})+$/;

/**
 * Reads an amount typed by a person: '2,50', '2.50', 'R$ 1.234,56', '1234', '1.234' (one thousand two
 * hundred and thirty-four, as in pt-BR) and also '1,234.56'. Returns null when the text is not an
 * amount or has more than two decimals, since money here is counted in cents.
 */
export function parseMoney(text: string): number | null {
  let s = normaliseSpaces(text).trim().replace(/^R\$\s*/i, '').replace(/\s+/g, '');
  let sign = 1;
  if (s.startsWith('-')) {
    sign = -1;
    s = s.slice(1).replace(/^R\$/i, '');
  }
  if (s === '' || !/^[\d.,]+$/.test(s)) return null;

  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  let integer: string;
  let fraction = '';
  if (lastComma >= 0 && lastDot >= 0) {
    // Both present: the later one is the decimal separator, the other groups thousands.
    const decimalAt = Math.max(lastComma, lastDot);
    integer = s.slice(0, decimalAt);
    fraction = s.slice(decimalAt + 1);
    const grouping = decimalAt === lastComma ? GROUPED_THOUSANDS : GROUPED_THOUSANDS_COMMA;
    if (!grouping.test(integer) && !/^\d+$/.test(integer)) return null;
  } else if (lastComma >= 0) {
    if (s.indexOf(',') !== lastComma) {
      if (!GROUPED_THOUSANDS_COMMA.test(s)) return null;
      integer = s;
    } else {
      integer = s.slice(0, lastComma);
      fraction = s.slice(lastComma + 1);
    }
  } else if (lastDot >= 0) {
    // A single dot before one or two digits is a decimal point ('2.50'); otherwise it groups
    // thousands, as pt-BR writes them ('1.234', '1.234.567').
    const afterDot = s.slice(lastDot + 1);
    if (s.indexOf('.') === lastDot && afterDot.length <= 2) {
      integer = s.slice(0, lastDot);
      fraction = afterDot;
    } else {
      if (!GROUPED_THOUSANDS.test(s)) return null;
      integer = s;
    }
  } else {
    integer = s;
  }

  const digits = integer.replace(/[.,]/g, '');
  if (digits === '' && fraction === '') return null;
  if (!/^\d*$/.test(digits) || !/^\d{0,2}$/.test(fraction)) return null;
  if (fraction === '' && /[.,]$/.test(s)) return null;
  const cents = Number(digits || '0') * 100 + Number(fraction.padEnd(2, '0') || '0');
  if (!Number.isSafeInteger(cents)) return null;
  const value = (sign * cents) / 100;
  return Object.is(value, -0) ? 0 : value;
}

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
