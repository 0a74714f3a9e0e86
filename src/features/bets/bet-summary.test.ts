import { describe, expect, it } from 'vitest';
import { checkBet, type BetQuote, type BetSettlement } from './domain/check-bet';
import { summariseBet } from './bet-summary';

const D = ['4735', '0812', '7733', '3346', '1125'];

function ok(input: Parameters<typeof checkBet>[0]): BetQuote | BetSettlement {
  const result = checkBet(input);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('summariseBet', () => {
  it('names the win, the prizes and the amount', () => {
    expect(summariseBet(ok({ modality: 'GRUPO_SECO_1', picks: ['09'], stake: 2, draw: D }))).toEqual({
      tone: 'win',
      title: 'Aposta premiada: R$\u00a036,00',
      detail: 'Prêmio 1º.',
    });
    expect(summariseBet(ok({ modality: 'GRUPO_COMBINADO_1_5', picks: ['09'], stake: 2, draw: D }))).toMatchObject({
      title: 'Aposta premiada: R$\u00a014,40',
      detail: 'Prêmios 1º e 3º.',
    });
  });

  it('says a loss plainly', () => {
    expect(summariseBet(ok({ modality: 'GRUPO_SECO_1', picks: ['10'], stake: 2, draw: D }))).toEqual({
      tone: 'loss',
      title: 'Aposta não premiada',
      detail: null,
    });
  });

  it('tells when the house limit cut the payout', () => {
    const summary = summariseBet(ok({ modality: 'MILHAR_SECO_1', picks: ['4735'], stake: 20, draw: D }));
    expect(summary.title).toBe('Aposta premiada: R$\u00a050.000,00');
    expect(summary.detail).toBe('Prêmio 1º. O cálculo deu R$\u00a0100.000,00, acima do limite desta casa.');
  });

  it('quotes what a hit pays without a draw', () => {
    expect(summariseBet(ok({ modality: 'GRUPO_SECO_1', picks: ['09'], stake: 2 })).title).toBe('Se acertar, paga R$\u00a036,00');
    expect(summariseBet(ok({ modality: 'DEZENA_COMBINADO_1_5', picks: ['35'], stake: 1 })).title).toBe('Cada prêmio acertado paga R$\u00a012,00');
    expect(summariseBet(ok({ modality: 'MILHAR_CENTENA_SECO_1', picks: ['4735'], stake: 2 }))).toMatchObject({
      title: 'Acertando a milhar: R$\u00a05.600,00',
      detail: 'Acertando só a centena: R$\u00a0600,00.',
    });
    expect(summariseBet(ok({ modality: 'MILHAR_SECO_1', picks: ['4735'], stake: 100 })).title).toBe('Se acertar, paga R$\u00a050.000,00');
  });
});
