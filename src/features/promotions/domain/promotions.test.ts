import { describe, expect, it } from 'vitest';
import { activeWelcomeBonuses, bonusFacts, numberOrNull, promotionPeriod, toPromotion, toWelcomeBonus, visiblePromotions } from './promotions';

const promo = (over: Record<string, unknown>) => ({
  id: 'p',
  title: 'Promoção',
  description: 'Texto',
  month: '2026-11-01',
  starts_on: '2026-11-01',
  ends_on: '2026-11-30',
  active: true,
  highlight: null,
  ...over,
});

describe('visiblePromotions', () => {
  it('keeps active promotions that are not over, running ones before upcoming ones', () => {
    const rows = [
      promo({ id: 'ended', ends_on: '2026-11-10' }),
      promo({ id: 'inactive', active: false }),
      promo({ id: 'upcoming', starts_on: '2026-12-01', ends_on: '2026-12-31', month: '2026-12-01' }),
      promo({ id: 'running' }),
      promo({ id: 'open-ended', starts_on: null, ends_on: null }),
      { id: 'no-title', title: '  ', active: true },
    ];
    expect(visiblePromotions(rows, '2026-11-15').map((p) => p.id)).toEqual(['running', 'open-ended', 'upcoming']);
  });

  it('still shows a promotion on its last day', () => {
    expect(visiblePromotions([promo({ ends_on: '2026-11-30' })], '2026-11-30')).toHaveLength(1);
    expect(visiblePromotions([promo({ ends_on: '2026-11-30' })], '2026-12-01')).toHaveLength(0);
  });
});

describe('promotionPeriod', () => {
  it('describes the period with what is known, dates read without a time-zone shift', () => {
    expect(promotionPeriod(toPromotion(promo({}))!)).toBe('De 01/11/2026 a 30/11/2026');
    expect(promotionPeriod(toPromotion(promo({ ends_on: null }))!)).toBe('A partir de 01/11/2026');
    expect(promotionPeriod(toPromotion(promo({ starts_on: null }))!)).toBe('Até 30/11/2026');
    expect(promotionPeriod(toPromotion(promo({ starts_on: null, ends_on: null }))!)).toBe('Durante novembro de 2026');
    expect(promotionPeriod(toPromotion(promo({ starts_on: null, ends_on: null, month: null }))!)).toBeNull();
    expect(promotionPeriod(toPromotion(promo({ starts_on: '2026-03-31T23:00:00Z', ends_on: null }))!)).toBe('A partir de 31/03/2026');
  });
});

describe('rows', () => {
  it('reads both kinds of row, refusing one without an id or a title', () => {
    expect(toPromotion(promo({ title: '  Semana  ', highlight: ' ' }))).toEqual({
      id: 'p',
      title: 'Semana',
      description: 'Texto',
      month: '2026-11-01',
      startsOn: '2026-11-01',
      endsOn: '2026-11-30',
      active: true,
      highlight: null,
    });
    expect(toPromotion(promo({ id: undefined }))).toBeNull();
    expect(toWelcomeBonus({ id: 7, title: 'Bônus', active: 'yes' })).toEqual({
      id: '7',
      title: 'Bônus',
      description: '',
      percentage: null,
      maxAmount: null,
      minDeposit: null,
      terms: '',
      active: false,
    });
    expect(toWelcomeBonus({ id: 7, title: '' })).toBeNull();
  });
});

describe('welcome bonuses', () => {
  it('keeps the active ones and reads numeric columns sent as numbers or strings', () => {
    const bonuses = activeWelcomeBonuses([
      { id: 'a', title: 'Bônus de Boas-Vindas', percentage: 50, max_amount: '200.00', min_deposit: 20, terms: 'Regras', active: true },
      { id: 'b', title: 'Antigo', percentage: 100, active: false },
    ]);
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({ percentage: 50, maxAmount: 200, minDeposit: 20 });
    expect(bonusFacts(bonuses[0]!)).toEqual(['50% sobre o primeiro depósito', 'Bônus de até R$\u00a0200,00', 'Depósito mínimo de R$\u00a020,00']);
  });

  it('states only the facts the backend filled in', () => {
    const [bonus] = activeWelcomeBonuses([{ id: 'a', title: 'Só texto', percentage: null, active: true }]);
    expect(bonusFacts(bonus!)).toEqual([]);
  });

  it('numberOrNull refuses what is not a number', () => {
    expect(numberOrNull('abc')).toBeNull();
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull(Number.NaN)).toBeNull();
    expect(numberOrNull('12.5')).toBe(12.5);
  });
});
