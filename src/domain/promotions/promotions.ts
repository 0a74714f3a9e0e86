// The backend rows behind /promocoes and /indicou-ganhou, read defensively from the offline cache, with pt-BR dates.
import { formatMoney, formatNumber } from '../../domain/format/pt-br';

export interface Promotion {
  id: string;
  title: string;
  description: string;
  /** First day of the promotion's month, 'YYYY-MM-DD'. */
  month: string | null;
  startsOn: string | null;
  endsOn: string | null;
  active: boolean;
  highlight: string | null;
}

export interface WelcomeBonus {
  id: string;
  title: string;
  description: string;
  percentage: number | null;
  maxAmount: number | null;
  minDeposit: number | null;
  terms: string;
  active: boolean;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const dateOrNull = (value: unknown): string | null => {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
};
/** PostgREST sends numeric columns as numbers, some servers as strings; both are accepted. */
export function numberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

export function toPromotion(row: Record<string, unknown>): Promotion | null {
  const title = text(row.title).trim();
  if (row.id === undefined || title === '') return null;
  return {
    id: String(row.id),
    title,
    description: text(row.description),
    month: dateOrNull(row.month),
    startsOn: dateOrNull(row.starts_on),
    endsOn: dateOrNull(row.ends_on),
    active: row.active === true,
    highlight: text(row.highlight).trim() || null,
  };
}

export function toWelcomeBonus(row: Record<string, unknown>): WelcomeBonus | null {
  const title = text(row.title).trim();
  if (row.id === undefined || title === '') return null;
  return {
    id: String(row.id),
    title,
    description: text(row.description),
    percentage: numberOrNull(row.percentage),
    maxAmount: numberOrNull(row.max_amount),
    minDeposit: numberOrNull(row.min_deposit),
    terms: text(row.terms),
    active: row.active === true,
  };
}

/** Today's date in Brasília, 'YYYY-MM-DD': promotions run on Brazilian calendar days. */
export function todayInBrasilia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The promotions a visitor sees: active and not yet over. An admin's device also caches inactive
 * rows (admins may read them), so the filter matters. Running ones first, then upcoming, by start.
 */
export function visiblePromotions(rows: readonly Record<string, unknown>[], today: string): Promotion[] {
  const start = (p: Promotion) => p.startsOn ?? p.month ?? '';
  return rows
    .map(toPromotion)
    .filter((p): p is Promotion => p !== null && p.active && (p.endsOn === null || p.endsOn >= today))
    .sort((a, b) => Number(isUpcoming(a, today)) - Number(isUpcoming(b, today)) || start(a).localeCompare(start(b)) || a.title.localeCompare(b.title, 'pt-BR'));
}

export function isUpcoming(promotion: Promotion, today: string): boolean {
  return promotion.startsOn !== null && promotion.startsOn > today;
}

export function activeWelcomeBonuses(rows: readonly Record<string, unknown>[]): WelcomeBonus[] {
  return rows
    .map(toWelcomeBonus)
    .filter((b): b is WelcomeBonus => b !== null && b.active)
    .sort((a, b) => a.title.localeCompare(b.title, 'pt-BR'));
}

/** '2026-11-30' -> '30/11/2026'. Read from the string itself, so no time zone can shift the day. */
export function formatDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** '2026-11-01' -> 'novembro de 2026'. */
export function monthLabel(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} de ${match[1]}` : isoDate;
}

/** When a promotion runs, in words. */
export function promotionPeriod(promotion: Promotion): string | null {
  const { startsOn, endsOn, month } = promotion;
  if (startsOn && endsOn) return `De ${formatDate(startsOn)} a ${formatDate(endsOn)}`;
  if (startsOn) return `A partir de ${formatDate(startsOn)}`;
  if (endsOn) return `Até ${formatDate(endsOn)}`;
  if (month) {
    const label = monthLabel(month);
    return `Durante ${label}`;
  }
  return null;
}

/** The facts of a welcome bonus in plain words; only what the backend filled in. */
export function bonusFacts(bonus: WelcomeBonus): string[] {
  const facts: string[] = [];
  if (bonus.percentage !== null) facts.push(`${formatNumber(bonus.percentage)}% sobre o primeiro depósito`);
  if (bonus.maxAmount !== null) facts.push(`Bônus de até ${formatMoney(bonus.maxAmount)}`);
  if (bonus.minDeposit !== null) facts.push(`Depósito mínimo de ${formatMoney(bonus.minDeposit)}`);
  return facts;
}
