// Reading an amount of money as people type it in Brazil ('2,50', 'R$ 1.234,56'), and as others do ('2.50').
// Apart from the formatters (pt-br.ts): only the forms that take an amount load it.
import { normaliseSpaces } from '../pt-br/numbers';

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
