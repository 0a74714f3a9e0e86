// Monthly promotions and welcome bonuses: backend rows read defensively (offline cache or admin forms), which
// of them visitors see, and their period and facts in pt-BR words. Shared by /promocoes, /indicou-ganhou and
// the admin previews.
import { formatShortDate, monthLabel } from '../../../utils/calendar/dates';
import { formatMoney, formatNumber } from '../../../utils/pt-br/numbers';
import { collatePt, compareCodeUnits } from '../../../utils/pt-br/order';

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

/** What both kinds of row hold; null without an id or a title, which no card can do without. */
function readCommon(row: Record<string, unknown>): Pick<Promotion, 'id' | 'title' | 'description' | 'active'> | null {
  const title = text(row.title).trim();
  if (row.id === undefined || title === '') return null;
  return { id: String(row.id), title, description: text(row.description), active: row.active === true };
}

export function toPromotion(row: Record<string, unknown>): Promotion | null {
  const common = readCommon(row);
  if (!common) return null;
  return {
    ...common,
    month: dateOrNull(row.month),
    startsOn: dateOrNull(row.starts_on),
    endsOn: dateOrNull(row.ends_on),
    highlight: text(row.highlight).trim() || null,
  };
}

export function toWelcomeBonus(row: Record<string, unknown>): WelcomeBonus | null {
  const common = readCommon(row);
  if (!common) return null;
  return {
    ...common,
    percentage: numberOrNull(row.percentage),
    maxAmount: numberOrNull(row.max_amount),
    minDeposit: numberOrNull(row.min_deposit),
    terms: text(row.terms),
  };
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
    .sort((a, b) => Number(isUpcoming(a, today)) - Number(isUpcoming(b, today)) || compareCodeUnits(start(a), start(b)) || collatePt(a.title, b.title));
}

export function isUpcoming(promotion: Promotion, today: string): boolean {
  return promotion.startsOn !== null && promotion.startsOn > today;
}

export function activeWelcomeBonuses(rows: readonly Record<string, unknown>[]): WelcomeBonus[] {
  return rows
    .map(toWelcomeBonus)
    .filter((b): b is WelcomeBonus => b !== null && b.active)
    .sort((a, b) => collatePt(a.title, b.title));
}

/** When a promotion runs, in words. */
export function promotionPeriod({ startsOn, endsOn, month }: Pick<Promotion, 'startsOn' | 'endsOn' | 'month'>): string | null {
  if (startsOn && endsOn) return `De ${formatShortDate(startsOn)} a ${formatShortDate(endsOn)}`;
  if (startsOn) return `A partir de ${formatShortDate(startsOn)}`;
  if (endsOn) return `Até ${formatShortDate(endsOn)}`;
  if (month) return `Durante ${monthLabel(month)}`;
  return null;
}

/** The facts of a welcome bonus in plain words; only what the backend filled in. */
export function bonusFacts(bonus: Pick<WelcomeBonus, 'percentage' | 'maxAmount' | 'minDeposit'>): string[] {
  const facts: string[] = [];
  if (bonus.percentage !== null) facts.push(`${formatNumber(bonus.percentage)}% sobre o primeiro depósito`);
  if (bonus.maxAmount !== null) facts.push(`Bônus de até ${formatMoney(bonus.maxAmount)}`);
  if (bonus.minDeposit !== null) facts.push(`Depósito mínimo de ${formatMoney(bonus.minDeposit)}`);
  return facts;
}
