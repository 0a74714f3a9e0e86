// Small rules behind the admin content forms: number lists, months, prize lists and lead states.

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

/** '2026-03' or '2026-03-17' -> '2026-03-01' (the `month` column holds the first day); null when unreadable. */
export function monthStart(text: string): string | null {
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? `${match[1]}-${match[2]}-01` : null;
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
