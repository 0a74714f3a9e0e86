// A bonus receipt as get_bonus_receipt returns it, checked field by field, and its pt-BR presentation.
import { formatMoney, formatNumber } from '../../utils/pt-br/numbers';
import { capitalise } from '../../utils/pt-br/case';

export interface BonusReceipt {
  id: string;
  shortCode: string;
  customerName: string;
  bonusTitle: string;
  amount: number;
  issuedAt: string;
  details: Record<string, unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The codes the backend issues (10+ symbols, letters and digits); case and a typed 0 are forgiven there.
const CODE = /^[A-Za-z0-9]{6,32}$/;

export const isReceiptId = (value: string): boolean => UUID.test(value);
export const isBonusCode = (value: string): boolean => CODE.test(value.trim());

function asNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** The receipt, or null when the answer is empty or not a receipt. */
export function parseBonusReceipt(data: unknown): BonusReceipt | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const row = data as Record<string, unknown>;
  const amount = asNumber(row.amount);
  const fields = [row.id, row.short_code, row.customer_name, row.bonus_title, row.issued_at];
  if (amount === null || !fields.every((f) => typeof f === 'string' && f !== '')) return null;
  if (Number.isNaN(Date.parse(row.issued_at as string))) return null;
  const details = typeof row.details === 'object' && row.details !== null && !Array.isArray(row.details) ? (row.details as Record<string, unknown>) : {};
  return {
    id: row.id as string,
    shortCode: row.short_code as string,
    customerName: row.customer_name as string,
    bonusTitle: row.bonus_title as string,
    amount,
    issuedAt: row.issued_at as string,
    details,
  };
}

// Labels and formats of the detail keys admins use; anything else is shown with a tidied key.
const KNOWN_DETAILS: Record<string, { label: string; format: (value: number) => string }> = {
  deposito: { label: 'Depósito', format: formatMoney },
  valor_deposito: { label: 'Depósito', format: formatMoney },
  percentual: { label: 'Percentual', format: (n) => `${formatNumber(n)}%` },
};
const KNOWN_TEXT_LABELS: Record<string, string> = { observacao: 'Observação', obs: 'Observação', origem: 'Origem' };

function tidyKey(key: string): string {
  return capitalise(key.replace(/[_-]+/g, ' ').trim());
}

/** The receipt's extra details as label/value lines; nested objects are left out. */
export function detailLines(details: Record<string, unknown>): Array<{ label: string; value: string }> {
  const lines: Array<{ label: string; value: string }> = [];
  for (const [key, raw] of Object.entries(details)) {
    const known = KNOWN_DETAILS[key];
    const n = asNumber(raw);
    if (known && n !== null) {
      lines.push({ label: known.label, value: known.format(n) });
    } else if (typeof raw === 'string' && raw.trim() !== '') {
      lines.push({ label: KNOWN_TEXT_LABELS[key] ?? tidyKey(key), value: raw.trim() });
    } else if (typeof raw === 'number' && Number.isFinite(raw)) {
      lines.push({ label: tidyKey(key), value: formatNumber(raw) });
    } else if (typeof raw === 'boolean') {
      lines.push({ label: tidyKey(key), value: raw ? 'Sim' : 'Não' });
    }
  }
  return lines;
}
