// Small rules behind the admin content forms: number lists, dates, prize lists and lead states.

export interface ParsedNumbers {
  values: string[];
  /** Items that are not exactly `digits` digits long. */
  invalid: string[];
}

/** Reads '1234, 5678 9012' into four-digit (or `digits`-digit) strings, keeping the bad items apart. */
export function parseNumberList(text: string, digits: number): ParsedNumbers {
  const items = text
    .split(/[\s,;/]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const pattern = new RegExp(`^\\d{${digits}}$`);
  const values: string[] = [];
  const invalid: string[] = [];
  for (const item of items) {
    if (!pattern.test(item)) invalid.push(item);
    else if (!values.includes(item)) values.push(item);
  }
  return { values, invalid };
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone; Brasília by default. */
export function isoDateIn(instant: Date, timeZone = 'America/Sao_Paulo'): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** '2026-03' or '2026-03-17' -> '2026-03-01' (the `month` column holds the first day); null when unreadable. */
export function monthStart(text: string): string | null {
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? `${match[1]}-${match[2]}-01` : null;
}

const MONTHS = [
  'janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho',
  'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro',
];

/** '2026-03-01' -> 'março de 2026'. */
export function monthLabel(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(isoDate);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} de ${match[1]}` : isoDate;
}

/** '2026-03-17' -> '17/03/2026'. */
export function formatIsoDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

/** The 6º prize some houses add: the sum of the five milhares, last four digits. */
export function sixthPrize(prizes: readonly string[]): string | null {
  const five = prizes.slice(0, 5);
  if (five.length !== 5 || five.some((p) => !/^\d{4}$/.test(p))) return null;
  const sum = five.reduce((total, p) => total + Number(p), 0);
  return String(sum % 10000).padStart(4, '0');
}

export type LeadStatus = 'new' | 'contacted' | 'closed';

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'Novo',
  contacted: 'Contatado',
  closed: 'Encerrado',
};

export function isLeadStatus(value: string): value is LeadStatus {
  return Object.hasOwn(LEAD_STATUS_LABELS, value);
}

/** A WhatsApp number stored as digits, shown as (DD) NNNNN-NNNN. */
export function formatWhatsapp(digits: string): string {
  const d = digits.replace(/\D/g, '');
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return digits;
}

/** When a promotion runs, in words, as the public Promoções page says it. */
export function promotionPeriod(p: { starts_on: string | null; ends_on: string | null; month: string | null }): string | null {
  if (p.starts_on && p.ends_on) return `De ${formatIsoDate(p.starts_on)} a ${formatIsoDate(p.ends_on)}`;
  if (p.starts_on) return `A partir de ${formatIsoDate(p.starts_on)}`;
  if (p.ends_on) return `Até ${formatIsoDate(p.ends_on)}`;
  if (p.month) return `Durante ${monthLabel(p.month)}`;
  return null;
}
