import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MODALITIES, exampleLine, getModality } from './modalities';
import type { ModalityKey } from './modality-key';
import { PRIZE_LIMITS } from './prize-limits';
import { formatMoney } from '../../../utils/pt-br/numbers';
import { checkBet } from './check-bet';
import type { BetInput, BetQuote, BetResult, BetSettlement } from './check-bet';

// Hand-worked draws. Groups: 4518 → 05 Cachorro, 0937 → 10 Coelho, 1218 → 05, 7777 → 20 Peru,
// 0001 → 01 Avestruz, 2349 → 13 Galo, 1200 → 25 Vaca, 8866 → 17 Macaco.
const D1 = ['4518', '0937', '1218', '7777', '0001'];
const D2 = ['4518', '0937', '2349', '1200', '8866'];
const D2_SEVEN = [...D2, '5555', '1234'];

function settle(modality: ModalityKey, picks: string[], stake: number, draw: string[], extra: Partial<BetInput> = {}): BetSettlement {
  const result = checkBet({ modality, picks, stake, draw, ...extra });
  if (!result.ok || !result.settled) throw new Error(`expected a settlement, got ${JSON.stringify(result)}`);
  return result;
}

function quote(modality: ModalityKey, picks: string[], stake: number, extra: Partial<BetInput> = {}): BetQuote {
  const result = checkBet({ modality, picks, stake, ...extra });
  if (!result.ok || result.settled) throw new Error(`expected a quote, got ${JSON.stringify(result)}`);
  return result;
}

const prizesOf = (r: BetSettlement) => r.hits.map((h) => h.prize);

describe('GRUPO_SECO_1 (18)', () => {
  it('wins when the group is the 1º prize', () => {
    const r = settle('GRUPO_SECO_1', ['05'], 2, D1);
    expect(r).toMatchObject({ wins: true, payout: 36, hits: [{ prize: 1, what: 'grupo 05 - Cachorro' }] });
  });

  it('loses when the group comes out only in another prize', () => {
    const r = settle('GRUPO_SECO_1', ['10'], 2, D1);
    expect(r).toMatchObject({ wins: false, payout: 0, hits: [], prizesChecked: 1 });
    expect(r.lines).toContain('Não premiada: o grupo 10 - Coelho não saiu no 1º prêmio.');
  });

  it('reads the group by name and pays small stakes to the cent', () => {
    expect(settle('GRUPO_SECO_1', ['cachorro'], 0.05, D1).payout).toBe(0.9);
    expect(settle('GRUPO_SECO_1', ['Vaca'], 0.01, ['1200', ...D1.slice(1)]).payout).toBe(0.18);
  });
});

describe('GRUPO_COMBINADO_1_5 (3,60 per prize hit)', () => {
  it('pays one hit', () => {
    const r = settle('GRUPO_COMBINADO_1_5', ['10'], 2, D1);
    expect(r).toMatchObject({ wins: true, payout: 7.2 });
    expect(prizesOf(r)).toEqual([2]);
  });

  it('adds up a group that comes out twice', () => {
    const r = settle('GRUPO_COMBINADO_1_5', ['5'], 2, D1);
    expect(prizesOf(r)).toEqual([1, 3]);
    expect(r.payout).toBe(14.4);
    expect(r.lines).toContain('3º prêmio (1218): grupo 05 - Cachorro, paga R$\u00a02,00 × 3,60 = R$\u00a07,20.');
    expect(r.lines.at(-1)).toBe('Total: R$\u00a014,40.');
  });

  it('loses when the group is only in the 6º prize, which 1/5 does not cover', () => {
    const r = settle('GRUPO_COMBINADO_1_5', ['25'], 2, [...D1, '1200']);
    expect(r).toMatchObject({ wins: false, payout: 0, prizesChecked: 5 });
    expect(r.lines).toContain('Não premiada: o grupo 25 - Vaca não saiu do 1º ao 5º prêmio.');
  });

  it('rounds a fraction of a cent half up', () => {
    // R$ 0,01 × 3,6 = 0,036 → R$ 0,04.
    expect(settle('GRUPO_COMBINADO_1_5', ['10'], 0.01, D1).payout).toBe(0.04);
  });
});

describe('DUPLA_GRUPO_1_5 (90)', () => {
  it('wins when both groups come out in 1º-5º, listing every prize that shows them', () => {
    const r = settle('DUPLA_GRUPO_1_5', ['5', '10'], 2, D1);
    expect(r).toMatchObject({ wins: true, payout: 180 });
    expect(prizesOf(r)).toEqual([1, 2, 3]);
  });

  it('loses with one of two groups', () => {
    const r = settle('DUPLA_GRUPO_1_5', ['5', '12'], 2, D1);
    expect(r).toMatchObject({ wins: false, payout: 0, hits: [] });
    expect(r.lines).toContain('Não premiada: saiu 1 de 2 grupos do 1º ao 5º prêmio; faltou grupo 12 - Elefante.');
  });

  it('loses with none, and does not count the 6º prize', () => {
    const r = settle('DUPLA_GRUPO_1_5', ['12', '25'], 2, [...D1, '1200']);
    expect(r.wins).toBe(false);
    expect(r.lines).toContain('Não premiada: nenhum dos 2 grupos saiu do 1º ao 5º prêmio.');
  });
});

describe('TERNO_GRUPO_SECO_1_3 (1300)', () => {
  it('wins with the three groups of 1º-3º', () => {
    const r = settle('TERNO_GRUPO_SECO_1_3', ['13', '5', '10'], 1, D2);
    expect(r).toMatchObject({ wins: true, payout: 1300, prizesChecked: 3 });
    expect(prizesOf(r)).toEqual([1, 2, 3]);
  });

  it('loses when the third group is only in the 4º prize', () => {
    const r = settle('TERNO_GRUPO_SECO_1_3', ['5', '10', '25'], 1, D2);
    expect(r.wins).toBe(false);
    expect(r.lines).toContain('Não premiada: saíram 2 de 3 grupos do 1º ao 3º prêmio; faltou grupo 25 - Vaca.');
  });

  it('loses when no group comes out', () => {
    expect(settle('TERNO_GRUPO_SECO_1_3', ['1', '2', '3'], 1, D2)).toMatchObject({ wins: false, payout: 0 });
  });
});

describe('TERNO_GRUPO_1_5 (150)', () => {
  it('wins with three groups anywhere in 1º-5º', () => {
    expect(settle('TERNO_GRUPO_1_5', ['25', '5', '17'], 2, D2)).toMatchObject({ wins: true, payout: 300 });
  });

  it('pays once even when a group repeats', () => {
    const r = settle('TERNO_GRUPO_1_5', ['5', '10', '20'], 2, D1);
    expect(r.payout).toBe(300);
    expect(prizesOf(r)).toEqual([1, 2, 3, 4]);
  });

  it('loses with two of three', () => {
    const r = settle('TERNO_GRUPO_1_5', ['5', '10', '1'], 2, D2);
    expect(r.wins).toBe(false);
    expect(r.lines.at(-1)).toBe('Não premiada: saíram 2 de 3 grupos do 1º ao 5º prêmio; faltou grupo 01 - Avestruz.');
  });
});

describe('QUADRA_GRUPO_1_5 (1000)', () => {
  it('wins with four groups in 1º-5º', () => {
    expect(settle('QUADRA_GRUPO_1_5', ['5', '10', '13', '25'], 0.5, D2)).toMatchObject({ wins: true, payout: 500 });
  });

  it('wins when the five prizes hold only the four groups', () => {
    const r = settle('QUADRA_GRUPO_1_5', ['1', '5', '10', '20'], 2, D1);
    expect(r).toMatchObject({ wins: true, payout: 2000 });
    expect(prizesOf(r)).toEqual([1, 2, 3, 4, 5]);
  });

  it('loses with three of four', () => {
    const r = settle('QUADRA_GRUPO_1_5', ['5', '10', '13', '1'], 0.5, D2);
    expect(r).toMatchObject({ wins: false, payout: 0 });
  });
});

describe('QUINA_GRUPO_1_5 (5000)', () => {
  it('wins with the five groups of the draw in any order', () => {
    expect(settle('QUINA_GRUPO_1_5', ['17', '25', '13', '10', '5'], 1, D2)).toMatchObject({ wins: true, payout: 5000 });
  });

  it('can never win on a draw that repeats a group', () => {
    const r = settle('QUINA_GRUPO_1_5', ['1', '5', '10', '20', '2'], 1, D1);
    expect(r.wins).toBe(false);
    expect(r.lines.at(-1)).toBe('Não premiada: saíram 4 de 5 grupos do 1º ao 5º prêmio; faltou grupo 02 - Águia.');
  });

  it('caps a large win at the house limit', () => {
    const r = settle('QUINA_GRUPO_1_5', ['17', '25', '13', '10', '5'], 10, D2);
    expect(r).toMatchObject({ wins: true, grossPayout: 50000, payout: PRIZE_LIMITS.QUINA_GRUPO_1_5.maxPerBet, capped: true });
    expect(r.lines.at(-1)).toBe(
      'O prêmio calculado, R$\u00a050.000,00, passa do limite desta casa para a Quina de Grupo 1/5: paga R$\u00a030.000,00.',
    );
  });
});

describe('MILHAR_SECO_1 (5000)', () => {
  it('wins on the exact milhar of the 1º prize', () => {
    expect(settle('MILHAR_SECO_1', ['4518'], 1, D1)).toMatchObject({ wins: true, payout: 5000, hits: [{ prize: 1, what: 'milhar 4518' }] });
  });

  it('loses on a milhar of the 2º prize and on the right digits in the wrong order', () => {
    expect(settle('MILHAR_SECO_1', ['0937'], 1, D1).wins).toBe(false);
    expect(settle('MILHAR_SECO_1', ['8145'], 1, D1).wins).toBe(false);
  });

  it('invertida: splits the stake over 24 arrangements and pays the one that hit', () => {
    const r = settle('MILHAR_SECO_1', ['8145'], 2, D1, { invertida: true });
    expect(r.arrangements).toHaveLength(24);
    // R$ 2,00 ÷ 24 × 5000 = 416,666… → R$ 416,67.
    expect(r).toMatchObject({ wins: true, payout: 416.67, hits: [{ prize: 1, what: 'milhar 4518 (invertida de 8145)' }] });
    expect(r.lines).toContain('1º prêmio (4518): milhar 4518 (invertida de 8145), paga R$\u00a02,00 ÷ 24 × 5.000,00 = R$\u00a0416,67.');
  });

  it('invertida with a repeated digit: 12 arrangements', () => {
    const r = settle('MILHAR_SECO_1', ['1128'], 1.2, ['2811', ...D1.slice(1)], { invertida: true });
    expect(r.arrangements).toHaveLength(12);
    expect(r.payout).toBe(500);
  });

  it('caps a dry milhar at R$ 50.000,00', () => {
    const r = settle('MILHAR_SECO_1', ['4518'], 20, D1);
    expect(r).toMatchObject({ payout: 50000, grossPayout: 100000, capped: true });
  });
});

describe('MILHAR_COMBINADO_1_5 (1000 per prize hit)', () => {
  it('wins on the 4º prize', () => {
    const r = settle('MILHAR_COMBINADO_1_5', ['7777'], 1, D1);
    expect(r).toMatchObject({ wins: true, payout: 1000 });
    expect(prizesOf(r)).toEqual([4]);
  });

  it('loses when one digit differs', () => {
    expect(settle('MILHAR_COMBINADO_1_5', ['4519'], 1, D1)).toMatchObject({ wins: false, payout: 0 });
  });

  it('invertida rounds each hit to the cent and adds the rounded hits', () => {
    const r = settle('MILHAR_COMBINADO_1_5', ['1548'], 2, ['4518', '0937', '8154', '7777', '0001'], { invertida: true });
    // Each hit: R$ 2,00 ÷ 24 × 1000 = 83,333… → R$ 83,33; two hits → R$ 166,66.
    expect(prizesOf(r)).toEqual([1, 3]);
    expect(r.payout).toBe(166.66);
  });

  it('invertida of four equal digits is a single arrangement', () => {
    const r = settle('MILHAR_COMBINADO_1_5', ['7777'], 1, D1, { invertida: true });
    expect(r.arrangements).toEqual(['7777']);
    expect(r.payout).toBe(1000);
  });
});

describe('MILHAR_COMBINADO_1_10 (500 per prize hit)', () => {
  it('counts the 7º prize when the result has one', () => {
    const r = settle('MILHAR_COMBINADO_1_10', ['1234'], 2, D2_SEVEN);
    expect(r).toMatchObject({ wins: true, payout: 1000, prizesChecked: 7 });
    expect(prizesOf(r)).toEqual([7]);
    expect(r.lines).toContain('Este resultado tem 7 prêmios; na Milhar 1/10 faltaram os prêmios 8º, 9º e 10º: só os 7 que saíram foram conferidos.');
  });

  it('loses when the milhar is not in the result', () => {
    expect(settle('MILHAR_COMBINADO_1_10', ['1235'], 2, D2_SEVEN)).toMatchObject({ wins: false, payout: 0 });
  });

  it('settles a ten-prize draw, counting the 8º to 10º', () => {
    const ten = ['4518', '0937', '1200', '7777', '0001', '3433', '5210', '8841', '1234', '6060'];
    const r = settle('MILHAR_COMBINADO_1_10', ['1234'], 2, ten);
    expect(r).toMatchObject({ wins: true, payout: 1000, prizesChecked: 10 });
    expect(prizesOf(r)).toEqual([9]);
    expect(r.lines.some((l) => l.includes('faltou') || l.includes('faltaram'))).toBe(false);
    const dezena = settle('DEZENA_COMBINADO_1_10', ['60'], 1, ten);
    expect(prizesOf(dezena)).toEqual([10]);
    // A 1/5 bet never looks past the 5º, however many prizes the draw has.
    expect(settle('MILHAR_COMBINADO_1_5', ['1234'], 2, ten)).toMatchObject({ wins: false, prizesChecked: 5 });
  });

  it('names the one missing prize of a nine-prize draw', () => {
    const nine = ['4518', '0937', '1200', '7777', '0001', '3433', '5210', '8841', '1234'];
    const r = settle('CENTENA_COMBINADO_1_10', ['234'], 1, nine);
    expect(r.lines[1]).toBe('Este resultado tem 9 prêmios; na Centena 1/10 faltou o prêmio 10º: só os 9 que saíram foram conferidos.');
    expect(prizesOf(r)).toEqual([9]);
  });

  it('settles a 7º published as a centena: centena and dezena bets count it, a milhar bet cannot', () => {
    const seven = ['4518', '0937', '1200', '7777', '0001', '3433', '621'];
    expect(prizesOf(settle('CENTENA_COMBINADO_1_10', ['621'], 1, seven))).toEqual([7]);
    expect(prizesOf(settle('DEZENA_COMBINADO_1_10', ['21'], 1, seven))).toEqual([7]);
    expect(settle('MILHAR_COMBINADO_1_10', ['0621'], 1, seven)).toMatchObject({ wins: false });
  });

  it('says when a five-prize result leaves prizes unchecked', () => {
    const r = settle('MILHAR_COMBINADO_1_10', ['0001'], 0.1, D1);
    expect(r).toMatchObject({ wins: true, payout: 50, prizesChecked: 5 });
    expect(r.lines[1]).toBe('Este resultado tem 5 prêmios; na Milhar 1/10 faltaram os prêmios 6º, 7º, 8º, 9º e 10º: só os 5 que saíram foram conferidos.');
  });
});

describe('CENTENA_SECO_1 (600)', () => {
  it('wins on the last three digits of the 1º prize', () => {
    expect(settle('CENTENA_SECO_1', ['518'], 2, D1)).toMatchObject({ wins: true, payout: 1200, hits: [{ prize: 1, what: 'centena 518' }] });
  });

  it('loses on the centena of the 2º prize', () => {
    expect(settle('CENTENA_SECO_1', ['937'], 2, D1)).toMatchObject({ wins: false, payout: 0 });
  });

  it('invertida: 6 arrangements for three different digits, 3 with a repeat', () => {
    const six = settle('CENTENA_SECO_1', ['815'], 3, D1, { invertida: true });
    expect(six.arrangements).toHaveLength(6);
    expect(six.payout).toBe(300);
    const three = settle('CENTENA_SECO_1', ['001'], 3, ['2100', ...D1.slice(1)], { invertida: true });
    expect(three.arrangements).toEqual(['001', '010', '100']);
    expect(three.payout).toBe(600);
  });
});

describe('CENTENA_COMBINADO_1_5 (120 per prize hit)', () => {
  it('wins on the 3º prize', () => {
    const r = settle('CENTENA_COMBINADO_1_5', ['218'], 2, D1);
    expect(r.payout).toBe(240);
    expect(prizesOf(r)).toEqual([3]);
  });

  it('loses when no prize ends in the centena', () => {
    expect(settle('CENTENA_COMBINADO_1_5', ['999'], 2, D1).wins).toBe(false);
  });

  it('invertida pays only the arrangement that came out', () => {
    // 0,07 ÷ 6 × 120 = 1,40.
    const r = settle('CENTENA_COMBINADO_1_5', ['815'], 0.07, D1, { invertida: true });
    expect(r).toMatchObject({ payout: 1.4, hits: [{ prize: 1, what: 'centena 518 (invertida de 815)' }] });
  });
});

describe('CENTENA_COMBINADO_1_10 (60 per prize hit)', () => {
  it('counts the 6º and the 1º', () => {
    const r = settle('CENTENA_COMBINADO_1_10', ['518'], 1, [...D1, '9518']);
    expect(prizesOf(r)).toEqual([1, 6]);
    expect(r.payout).toBe(120);
  });

  it('loses when absent', () => {
    expect(settle('CENTENA_COMBINADO_1_10', ['556'], 1, D2_SEVEN)).toMatchObject({ wins: false, payout: 0, prizesChecked: 7 });
  });

  it('accepts invertida with a triple digit as one bet', () => {
    const r = settle('CENTENA_COMBINADO_1_10', ['555'], 1, ['0001', '0002', '0003', '0004', '0005', '5555'], { invertida: true });
    expect(r).toMatchObject({ arrangements: ['555'], payout: 60 });
  });
});

describe('DEZENA_SECO_1 (60)', () => {
  it('wins on the last two digits of the 1º prize', () => {
    expect(settle('DEZENA_SECO_1', ['18'], 2, D1)).toMatchObject({ wins: true, payout: 120 });
  });

  it('loses on the dezena of the 2º prize', () => {
    expect(settle('DEZENA_SECO_1', ['37'], 2, D1)).toMatchObject({ wins: false, payout: 0 });
  });

  it('handles dezena 00', () => {
    expect(settle('DEZENA_SECO_1', ['00'], 0.5, ['1200', ...D1.slice(1)])).toMatchObject({ wins: true, payout: 30 });
  });
});

describe('DEZENA_COMBINADO_1_5 (12 per prize hit)', () => {
  it('pays one hit', () => {
    expect(settle('DEZENA_COMBINADO_1_5', ['37'], 2, D1).payout).toBe(24);
  });

  it('adds two hits', () => {
    const r = settle('DEZENA_COMBINADO_1_5', ['18'], 2, D1);
    expect(prizesOf(r)).toEqual([1, 3]);
    expect(r.payout).toBe(48);
  });

  it('loses when absent', () => {
    expect(settle('DEZENA_COMBINADO_1_5', ['19'], 2, D1)).toMatchObject({ wins: false, payout: 0 });
  });
});

describe('DEZENA_COMBINADO_1_10 (6 per prize hit)', () => {
  it('counts the 1º and the 7º', () => {
    const r = settle('DEZENA_COMBINADO_1_10', ['34'], 1, ['1234', ...D2.slice(1), '5555', '9934']);
    expect(prizesOf(r)).toEqual([1, 7]);
    expect(r.payout).toBe(12);
  });

  it('loses when absent', () => {
    expect(settle('DEZENA_COMBINADO_1_10', ['35'], 1, D2_SEVEN).wins).toBe(false);
  });

  it('rounds to the cent: R$ 0,01 × 6 = R$ 0,06 per hit', () => {
    expect(settle('DEZENA_COMBINADO_1_10', ['18'], 0.01, D1).payout).toBe(0.12);
  });
});

describe('DUQUE_DEZENA_1_5 (300)', () => {
  it('wins with both dezenas in 1º-5º', () => {
    expect(settle('DUQUE_DEZENA_1_5', ['18', '37'], 1, D1)).toMatchObject({ wins: true, payout: 300 });
    expect(settle('DUQUE_DEZENA_1_5', ['01', '77'], 1, D1).payout).toBe(300);
  });

  it('loses with one of two', () => {
    const r = settle('DUQUE_DEZENA_1_5', ['18', '19'], 1, D1);
    expect(r.wins).toBe(false);
    expect(r.lines.at(-1)).toBe('Não premiada: saiu 1 de 2 dezenas do 1º ao 5º prêmio; faltou dezena 19.');
  });

  it('ignores a dezena that only the 6º prize has', () => {
    expect(settle('DUQUE_DEZENA_1_5', ['18', '99'], 1, [...D1, '1299']).wins).toBe(false);
  });
});

describe('TERNO_DEZENA_1_5 (5000)', () => {
  it('wins with the three dezenas', () => {
    expect(settle('TERNO_DEZENA_1_5', ['37', '77', '01'], 0.5, D1)).toMatchObject({ wins: true, payout: 2500 });
  });

  it('loses with two of three', () => {
    const r = settle('TERNO_DEZENA_1_5', ['18', '37', '99'], 0.5, D1);
    expect(r.wins).toBe(false);
    expect(r.lines.at(-1)).toBe('Não premiada: saíram 2 de 3 dezenas do 1º ao 5º prêmio; faltou dezena 99.');
  });

  it('loses with none', () => {
    const r = settle('TERNO_DEZENA_1_5', ['90', '91', '92'], 0.5, D1);
    expect(r.lines.at(-1)).toBe('Não premiada: nenhuma das 3 dezenas saiu do 1º ao 5º prêmio.');
  });
});

describe('PASSE_VAI_1_2 (90)', () => {
  it('wins with the first group in 1º and the second in 2º', () => {
    const r = settle('PASSE_VAI_1_2', ['5', '10'], 2, D1);
    expect(r).toMatchObject({ wins: true, payout: 180 });
    expect(prizesOf(r)).toEqual([1, 2]);
  });

  it('loses in the reverse order', () => {
    const r = settle('PASSE_VAI_1_2', ['10', '5'], 2, D1);
    expect(r.wins).toBe(false);
    expect(r.lines.at(-1)).toBe('Não premiada: no 1º prêmio saiu o grupo 05 - Cachorro, não o grupo 10 - Coelho.');
  });

  it('loses when the second group is further down than the 2º', () => {
    const r = settle('PASSE_VAI_1_2', ['5', '20'], 2, D1);
    expect(r.wins).toBe(false);
    expect(r.lines.at(-1)).toBe('Não premiada: o grupo 05 - Cachorro saiu no 1º prêmio, mas o grupo 20 - Peru não saiu no 2º prêmio.');
  });
});

describe('PASSE_VAI_VEM_INVERTIDO_1_5 (90)', () => {
  it('wins with one group in 1º and the other in 2º-5º', () => {
    const r = settle('PASSE_VAI_VEM_INVERTIDO_1_5', ['5', '20'], 2, D1);
    expect(r).toMatchObject({ wins: true, payout: 180 });
    expect(prizesOf(r)).toEqual([1, 4]);
  });

  it('wins in either order', () => {
    expect(settle('PASSE_VAI_VEM_INVERTIDO_1_5', ['1', '5'], 2, D1)).toMatchObject({ wins: true, payout: 180 });
  });

  it('loses when neither group is the 1º', () => {
    const r = settle('PASSE_VAI_VEM_INVERTIDO_1_5', ['10', '20'], 2, D1);
    expect(r.wins).toBe(false);
    expect(r.lines.at(-1)).toBe('Não premiada: no 1º prêmio saiu o grupo 05 - Cachorro, nenhum dos dois escolhidos.');
  });

  it('loses when the other group is missing from 2º-5º', () => {
    const r = settle('PASSE_VAI_VEM_INVERTIDO_1_5', ['13', '5'], 2, D1);
    expect(r.lines.at(-1)).toBe('Não premiada: o grupo 05 - Cachorro saiu no 1º prêmio, mas o grupo 13 - Galo não saiu do 2º ao 5º prêmio.');
  });
});

describe('MILHAR_CENTENA_SECO_1 (2800: half milhar 5000, half centena 600)', () => {
  it('pays both halves on the milhar', () => {
    const r = settle('MILHAR_CENTENA_SECO_1', ['4518'], 2, D1);
    expect(r).toMatchObject({ wins: true, payout: 5600, hits: [{ prize: 1, what: 'milhar 4518 (milhar e centena)' }] });
  });

  it('pays the centena half when only the centena hits', () => {
    const r = settle('MILHAR_CENTENA_SECO_1', ['9518'], 2, D1);
    expect(r).toMatchObject({ wins: true, payout: 600, hits: [{ prize: 1, what: 'centena 518 (só a centena)' }] });
    expect(r.lines).toContain('1º prêmio (4518): só a centena 518; a metade na centena paga R$\u00a01,00 × 600,00 = R$\u00a0600,00.');
  });

  it('loses when the centena differs, even with the same dezena', () => {
    expect(settle('MILHAR_CENTENA_SECO_1', ['4418'], 2, D1)).toMatchObject({ wins: false, payout: 0 });
  });

  it('splits an odd cent: R$ 0,01 pays R$ 28,00 in full and half a cent × 600 = R$ 3,00 on the centena alone', () => {
    expect(settle('MILHAR_CENTENA_SECO_1', ['4518'], 0.01, D1).payout).toBe(28);
    expect(settle('MILHAR_CENTENA_SECO_1', ['9518'], 0.01, D1).payout).toBe(3);
  });
});

describe('MILHAR_CENTENA_COMBINADO_1_5 (560: half milhar 1000, half centena 120)', () => {
  it('pays the milhar on the 3º prize', () => {
    const r = settle('MILHAR_CENTENA_COMBINADO_1_5', ['1218'], 1, D1);
    expect(r.payout).toBe(560);
    expect(prizesOf(r)).toEqual([3]);
  });

  it('adds a milhar hit and a centena-only hit', () => {
    const r = settle('MILHAR_CENTENA_COMBINADO_1_5', ['4518'], 1, ['4518', '9518', '0000', '1111', '2222']);
    expect(r.hits).toEqual([
      { prize: 1, what: 'milhar 4518 (milhar e centena)' },
      { prize: 2, what: 'centena 518 (só a centena)' },
    ]);
    expect(r.payout).toBe(620);
    expect(r.lines.at(-1)).toBe('Total: R$\u00a0620,00.');
  });

  it('loses when neither comes out', () => {
    const r = settle('MILHAR_CENTENA_COMBINADO_1_5', ['4444'], 1, D1);
    expect(r).toMatchObject({ wins: false, payout: 0 });
    expect(r.lines.at(-1)).toBe('Não premiada: nem a milhar 4444 nem a centena 444 saíram do 1º ao 5º prêmio.');
  });
});

describe('quotes without a draw', () => {
  it('gives the payout per hit', () => {
    expect(quote('GRUPO_SECO_1', ['5'], 2).payoutPerHit).toBe(36);
    expect(quote('GRUPO_COMBINADO_1_5', ['5'], 2).payoutPerHit).toBe(7.2);
    expect(quote('MILHAR_SECO_1', ['1234'], 2, { invertida: true }).payoutPerHit).toBe(416.67);
    expect(quote('TERNO_GRUPO_SECO_1_3', ['1', '2', '3'], 1).payoutPerHit).toBe(1300);
  });

  it('gives both figures of a milhar-centena', () => {
    const q = quote('MILHAR_CENTENA_SECO_1', ['4518'], 2);
    expect(q).toMatchObject({ payoutPerHit: 5600, centenaOnlyPayout: 600 });
    expect(q.lines).toContain('Acertando só a centena 518, paga R$\u00a01,00 × 600,00 = R$\u00a0600,00.');
  });

  it('explains the bet in Portuguese', () => {
    expect(quote('GRUPO_COMBINADO_1_5', ['5'], 2).lines).toEqual([
      'Aposta: Grupo 1/5, grupo 05 - Cachorro, R$\u00a02,00.',
      'Cada prêmio acertado, do 1º ao 5º, paga R$\u00a02,00 × 3,60 = R$\u00a07,20; se sair em mais de um prêmio, os valores se somam.',
    ]);
    expect(quote('PASSE_VAI_1_2', ['5', '10'], 2).lines[1]).toBe(
      'Se o grupo 05 - Cachorro sair no 1º prêmio e o grupo 10 - Coelho no 2º, paga R$\u00a02,00 × 90,00 = R$\u00a0180,00.',
    );
    expect(quote('DEZENA_COMBINADO_1_10', ['18'], 2).lines).toContain('Quando o resultado tem menos de 10 prêmios, contam só os que saíram.');
    expect(quote('MILHAR_SECO_1', ['1123'], 2, { invertida: true }).lines[0]).toBe(
      'Aposta: Milhar 1º invertida, milhar 1123 (12 combinações), R$\u00a02,00.',
    );
  });

  it('warns when one hit would pass the limit', () => {
    expect(quote('MILHAR_SECO_1', ['1234'], 20).lines.at(-1)).toBe('Acima do limite desta casa: ela paga no máximo R$\u00a050.000,00 por aposta.');
  });

  it('agrees with the /cotacoes example line for every modality', () => {
    for (const m of MODALITIES) {
      const picks =
        m.picks.kind === 'group'
          ? Array.from({ length: m.picks.count }, (_, i) => String(i + 1))
          : Array.from({ length: m.picks.count }, (_, i) => String(i + 1).padStart(m.picks.kind === 'dezena' ? 2 : m.picks.kind === 'centena' ? 3 : 4, '0'));
      const q = quote(m.key, picks, 2);
      expect(exampleLine(m, 2), m.key).toContain(`paga ${formatMoney(q.payoutPerHit)}`);
    }
  });
});

describe('validation', () => {
  const bad = (input: Partial<BetInput>): BetResult => checkBet({ modality: 'GRUPO_SECO_1', picks: ['5'], stake: 2, ...input });

  it('refuses an unknown modality', () => {
    expect(bad({ modality: 'GRUPO_SECO_9' })).toEqual({ ok: false, field: 'modality', message: 'Escolha uma modalidade.' });
  });

  it('refuses invertida outside milhar and centena', () => {
    expect(bad({ invertida: true })).toEqual({
      ok: false,
      field: 'modality',
      message: 'A opção invertida vale só para apostas de milhar e de centena.',
    });
    expect(bad({ modality: 'MILHAR_CENTENA_SECO_1', picks: ['1234'], invertida: true }).ok).toBe(false);
  });

  it('explains what the picks need', () => {
    expect(bad({ modality: 'MILHAR_SECO_1', picks: ['123'] })).toEqual({ ok: false, field: 'picks', message: 'Informe uma milhar com 4 dígitos.' });
    expect(bad({ modality: 'DUPLA_GRUPO_1_5', picks: ['5', '5'] })).toEqual({
      ok: false,
      field: 'picks',
      message: 'Escolha 2 grupos diferentes entre 01 e 25.',
    });
    expect(bad({ modality: 'PASSE_VAI_1_2', picks: ['5', '26'] })).toMatchObject({ message: 'Escolha 2 grupos diferentes entre 01 e 25.' });
    expect(bad({ modality: 'TERNO_DEZENA_1_5', picks: ['01', '02'] })).toMatchObject({
      message: 'Informe 3 dezenas diferentes, com 2 dígitos cada.',
    });
    expect(bad({ modality: 'CENTENA_SECO_1', picks: ['12'] })).toMatchObject({ message: 'Informe uma centena com 3 dígitos.' });
  });

  it('explains what the stake needs', () => {
    expect(bad({ stake: 0 })).toEqual({ ok: false, field: 'stake', message: 'O valor da aposta deve ser maior que zero.' });
    expect(bad({ stake: -2 })).toMatchObject({ message: 'O valor da aposta deve ser maior que zero.' });
    expect(bad({ stake: Number.NaN })).toMatchObject({ message: 'Informe o valor da aposta.' });
    expect(bad({ stake: Number.POSITIVE_INFINITY })).toMatchObject({ message: 'Informe um valor de aposta válido.' });
    expect(bad({ stake: 2.505 })).toMatchObject({ message: 'O valor da aposta deve ter no máximo 2 casas decimais.' });
  });

  it('explains what the draw needs', () => {
    expect(bad({ draw: ['4518', '0937', '1218', '7777'] })).toEqual({
      ok: false,
      field: 'draw',
      message: 'O resultado deve ter de 5 a 10 prêmios, cada um com 4 dígitos.',
    });
    expect(bad({ draw: ['4518', '0937', '12a8', '7777', '0001'] })).toMatchObject({ field: 'draw', message: 'O 3º prêmio deve ter 4 dígitos.' });
  });

  it('checks the picks before the stake and the draw', () => {
    expect(bad({ picks: [], stake: 0, draw: [] })).toMatchObject({ field: 'picks' });
    expect(bad({ stake: 0, draw: [] })).toMatchObject({ field: 'stake' });
  });

  it('treats a null draw as a quote', () => {
    expect(bad({ draw: null })).toMatchObject({ ok: true, settled: false });
  });
});

// Generators for the property tests.
const milharArb = fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0'));
const drawArb = fc.array(milharArb, { minLength: 5, maxLength: 7 });
const stakeArb = fc.integer({ min: 1, max: 100_000 }).map((cents) => cents / 100);
const groupOf = (milhar: string): number => {
  const d = Number(milhar.slice(2));
  return d === 0 ? 25 : Math.ceil(d / 4);
};

function picksFor(key: ModalityKey): fc.Arbitrary<string[]> {
  const { count, kind } = getModality(key).picks;
  if (kind === 'group') return fc.uniqueArray(fc.integer({ min: 1, max: 25 }), { minLength: count, maxLength: count }).map((a) => a.map(String));
  const digits = kind === 'dezena' ? 2 : kind === 'centena' ? 3 : 4;
  return fc
    .uniqueArray(fc.integer({ min: 0, max: 10 ** digits - 1 }), { minLength: count, maxLength: count })
    .map((a) => a.map((n) => String(n).padStart(digits, '0')));
}

describe('properties', () => {
  it('a bet wins exactly when it pays, never pays more than the limit, and lists hits only when it wins', () => {
    for (const m of MODALITIES) {
      fc.assert(
        fc.property(picksFor(m.key), stakeArb, drawArb, fc.boolean(), (picks, stake, draw, inv) => {
          const r = settle(m.key, picks, stake, draw, { invertida: inv && m.allowsInvertida });
          expect(r.wins).toBe(r.payout > 0);
          expect(r.hits.length > 0).toBe(r.wins);
          expect(r.payout).toBeLessThanOrEqual(PRIZE_LIMITS[m.key].maxPerBet);
          expect(r.payout).toBe(Math.min(r.grossPayout, PRIZE_LIMITS[m.key].maxPerBet));
          expect(Math.round(r.payout * 100)).toBeCloseTo(r.payout * 100, 6);
          for (const hit of r.hits) expect(hit.prize).toBeLessThanOrEqual(Math.min(m.prizes.to, draw.length));
        }),
        { numRuns: 60 },
      );
    }
  });

  it('Grupo 1/5 pays 3,60 × stake for each of 1º-5º with the group', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 25 }), stakeArb, drawArb, (group, stake, draw) => {
        const count = draw.slice(0, 5).filter((m) => groupOf(m) === group).length;
        const r = settle('GRUPO_COMBINADO_1_5', [String(group)], stake, draw);
        expect(Math.round(r.grossPayout * 100)).toBe(count * Math.round(stake * 360));
      }),
    );
  });

  it('Milhar 1º invertida wins whenever the 1º is an arrangement of the digits', () => {
    fc.assert(
      fc.property(milharArb, stakeArb, drawArb, fc.nat(), (milhar, stake, draw, shuffleSeed) => {
        const digits = [...milhar];
        // Rotate the digits by a random amount to get some arrangement of them.
        const k = shuffleSeed % 4;
        const arranged = [...digits.slice(k), ...digits.slice(0, k)].join('');
        const r = settle('MILHAR_SECO_1', [milhar], stake, [arranged, ...draw.slice(1)], { invertida: true });
        expect(r.wins).toBe(true);
        const expectedCents = Math.floor((2 * Math.round(stake * 100) * 5000 + r.arrangements.length) / (2 * r.arrangements.length));
        expect(Math.round(r.grossPayout * 100)).toBe(expectedCents);
      }),
    );
  });

  it('the order of the chosen groups does not matter for all-of bets and passe vai-vem', () => {
    const keys: ModalityKey[] = ['DUPLA_GRUPO_1_5', 'TERNO_GRUPO_1_5', 'QUADRA_GRUPO_1_5', 'PASSE_VAI_VEM_INVERTIDO_1_5', 'DUQUE_DEZENA_1_5'];
    for (const key of keys) {
      fc.assert(
        fc.property(picksFor(key), drawArb, (picks, draw) => {
          const forward = settle(key, picks, 1, draw);
          const backward = settle(key, [...picks].reverse(), 1, draw);
          expect(backward.payout).toBe(forward.payout);
        }),
        { numRuns: 50 },
      );
    }
  });

  it('a dry bet wins only through the 1º prize', () => {
    fc.assert(
      fc.property(milharArb, drawArb, (milhar, draw) => {
        const head = draw[0]!;
        expect(settle('MILHAR_SECO_1', [milhar], 1, draw).wins).toBe(head === milhar);
        expect(settle('CENTENA_SECO_1', [milhar.slice(1)], 1, draw).wins).toBe(head.slice(1) === milhar.slice(1));
        expect(settle('DEZENA_SECO_1', [milhar.slice(2)], 1, draw).wins).toBe(head.slice(2) === milhar.slice(2));
        expect(settle('GRUPO_SECO_1', [String(groupOf(milhar))], 1, draw).wins).toBe(groupOf(head) === groupOf(milhar));
      }),
    );
  });
});
