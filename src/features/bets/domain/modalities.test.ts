import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  MODALITIES,
  MODALITY_BY_KEY,
  exampleLine,
  getModality,
  isModalityKey,
  modalitiesOf,
  prizeRangeText,
} from './modalities';
import type { ModalityKey } from './modality-key';

// SPEC §9, copied by hand so a change to the table has to be made twice on purpose.
const SPEC_MULTIPLIERS: ReadonlyArray<readonly [ModalityKey, number]> = [
  ['GRUPO_SECO_1', 18],
  ['GRUPO_COMBINADO_1_5', 3.6],
  ['DUPLA_GRUPO_1_5', 90],
  ['TERNO_GRUPO_SECO_1_3', 1300],
  ['TERNO_GRUPO_1_5', 150],
  ['QUADRA_GRUPO_1_5', 1000],
  ['QUINA_GRUPO_1_5', 5000],
  ['MILHAR_SECO_1', 5000],
  ['MILHAR_COMBINADO_1_5', 1000],
  ['MILHAR_COMBINADO_1_10', 500],
  ['CENTENA_SECO_1', 600],
  ['CENTENA_COMBINADO_1_5', 120],
  ['CENTENA_COMBINADO_1_10', 60],
  ['DEZENA_SECO_1', 60],
  ['DEZENA_COMBINADO_1_5', 12],
  ['DEZENA_COMBINADO_1_10', 6],
  ['DUQUE_DEZENA_1_5', 300],
  ['TERNO_DEZENA_1_5', 5000],
  ['PASSE_VAI_1_2', 90],
  ['PASSE_VAI_VEM_INVERTIDO_1_5', 90],
  ['MILHAR_CENTENA_SECO_1', 2800],
  ['MILHAR_CENTENA_COMBINADO_1_5', 560],
];

describe('MODALITIES', () => {
  it('holds the 22 modalities of SPEC §9 in order with their exact multipliers', () => {
    expect(MODALITIES.map((m) => [m.key, m.multiplier])).toEqual(SPEC_MULTIPLIERS);
  });

  it('has unique keys and names, and a one-line explanation for each', () => {
    expect(new Set(MODALITIES.map((m) => m.key)).size).toBe(22);
    expect(new Set(MODALITIES.map((m) => m.name)).size).toBe(22);
    for (const m of MODALITIES) {
      expect(m.explanation.length).toBeGreaterThan(30);
      expect(m.explanation).not.toContain('\n');
      expect(m.explanation).toMatch(/\.$/);
    }
  });

  it('covers the prizes its key names', () => {
    for (const m of MODALITIES) {
      const expected = m.key.endsWith('_1_10') ? 10 : m.key.endsWith('_1_5') ? 5 : m.key.endsWith('_1_3') ? 3 : m.key.endsWith('_1_2') ? 2 : 1;
      expect(m.prizes, m.key).toEqual({ from: 1, to: expected });
    }
  });

  it('asks for the right picks', () => {
    const picks = (key: ModalityKey) => getModality(key).picks;
    expect(picks('GRUPO_SECO_1')).toEqual({ count: 1, kind: 'group' });
    expect(picks('QUINA_GRUPO_1_5')).toEqual({ count: 5, kind: 'group' });
    expect(picks('TERNO_GRUPO_SECO_1_3')).toEqual({ count: 3, kind: 'group' });
    expect(picks('DUQUE_DEZENA_1_5')).toEqual({ count: 2, kind: 'dezena' });
    expect(picks('TERNO_DEZENA_1_5')).toEqual({ count: 3, kind: 'dezena' });
    expect(picks('CENTENA_COMBINADO_1_10')).toEqual({ count: 1, kind: 'centena' });
    expect(picks('MILHAR_CENTENA_SECO_1')).toEqual({ count: 1, kind: 'milhar' });
    expect(picks('PASSE_VAI_1_2')).toEqual({ count: 2, kind: 'group' });
  });

  it('makes the 1/5 and 1/10 quotations a fifth and a tenth of the dry ones (DOMAIN.md)', () => {
    for (const base of ['GRUPO', 'MILHAR', 'CENTENA', 'DEZENA'] as const) {
      const dry = getModality(`${base}_SECO_1`).multiplier;
      expect(getModality(`${base}_COMBINADO_1_5`).multiplier).toBeCloseTo(dry / 5, 10);
      if (base !== 'GRUPO') expect(getModality(`${base}_COMBINADO_1_10`).multiplier).toBeCloseTo(dry / 10, 10);
    }
  });

  it('prices milhar-centena as half milhar plus half centena', () => {
    for (const key of ['MILHAR_CENTENA_SECO_1', 'MILHAR_CENTENA_COMBINADO_1_5'] as const) {
      const mc = getModality(key);
      const milhar = getModality(key === 'MILHAR_CENTENA_SECO_1' ? 'MILHAR_SECO_1' : 'MILHAR_COMBINADO_1_5');
      const centena = getModality(mc.centenaKey!);
      expect(mc.rule).toBe('milhar-centena');
      expect(mc.multiplier).toBe((milhar.multiplier + centena.multiplier) / 2);
    }
  });

  it('allows invertida only on milhar and centena bets', () => {
    expect(MODALITIES.filter((m) => m.allowsInvertida).map((m) => m.key)).toEqual([
      'MILHAR_SECO_1',
      'MILHAR_COMBINADO_1_5',
      'MILHAR_COMBINADO_1_10',
      'CENTENA_SECO_1',
      'CENTENA_COMBINADO_1_5',
      'CENTENA_COMBINADO_1_10',
    ]);
  });

  it('uses the right contraction before each name', () => {
    expect(getModality('GRUPO_SECO_1').preposition).toBe('no');
    expect(getModality('MILHAR_SECO_1').preposition).toBe('na');
    expect(getModality('DUPLA_GRUPO_1_5').preposition).toBe('na');
    expect(getModality('QUINA_GRUPO_1_5').preposition).toBe('na');
    expect(getModality('TERNO_GRUPO_1_5').preposition).toBe('no');
    expect(getModality('DUQUE_DEZENA_1_5').preposition).toBe('no');
    expect(getModality('PASSE_VAI_1_2').preposition).toBe('no');
  });

  it('looks keys up', () => {
    expect(isModalityKey('GRUPO_SECO_1')).toBe(true);
    expect(isModalityKey('GRUPO_SECO_2')).toBe(false);
    expect(MODALITY_BY_KEY.get('TERNO_DEZENA_1_5')?.name).toBe('Terno de Dezena 1/5');
    expect(() => getModality('NOPE' as ModalityKey)).toThrow(RangeError);
  });
});

describe('CATEGORIES', () => {
  it('places every modality in exactly one section', () => {
    const all = CATEGORIES.flatMap((c) => modalitiesOf(c.key).map((m) => m.key));
    expect(all).toHaveLength(22);
    expect(new Set(all).size).toBe(22);
    expect(modalitiesOf('passe').map((m) => m.key)).toEqual(['PASSE_VAI_1_2', 'PASSE_VAI_VEM_INVERTIDO_1_5']);
    expect(modalitiesOf('combinadas').map((m) => m.key)).toEqual(['MILHAR_CENTENA_SECO_1', 'MILHAR_CENTENA_COMBINADO_1_5']);
  });
});

describe('exampleLine', () => {
  const line = (key: ModalityKey, stake?: number) => exampleLine(getModality(key), stake);

  it('reads exactly like the spec for a dry bet', () => {
    expect(line('GRUPO_SECO_1')).toBe('R$\u00a02,00 no Grupo 1º paga R$\u00a036,00');
    expect(line('MILHAR_SECO_1')).toBe('R$\u00a02,00 na Milhar 1º paga R$\u00a010.000,00');
    expect(line('DEZENA_SECO_1', 1)).toBe('R$\u00a01,00 na Dezena 1º paga R$\u00a060,00');
  });

  it('says a 1/5 bet pays per prize hit', () => {
    expect(line('GRUPO_COMBINADO_1_5')).toBe('R$\u00a02,00 no Grupo 1/5 paga R$\u00a07,20 a cada prêmio acertado, do 1º ao 5º');
    expect(line('CENTENA_COMBINADO_1_10')).toBe('R$\u00a02,00 na Centena 1/10 paga R$\u00a0120,00 a cada prêmio acertado, do 1º ao 10º');
  });

  it('says what a combined bet needs', () => {
    expect(line('DUPLA_GRUPO_1_5')).toBe('R$\u00a02,00 na Dupla de Grupo 1/5 paga R$\u00a0180,00 se os 2 grupos saírem do 1º ao 5º prêmio');
    expect(line('TERNO_GRUPO_SECO_1_3')).toBe('R$\u00a02,00 no Terno de Grupo 1/3 paga R$\u00a02.600,00 se os 3 grupos saírem do 1º ao 3º prêmio');
    expect(line('TERNO_DEZENA_1_5', 0.5)).toBe('R$\u00a00,50 no Terno de Dezena 1/5 paga R$\u00a02.500,00 se as 3 dezenas saírem do 1º ao 5º prêmio');
    expect(line('PASSE_VAI_1_2')).toBe('R$\u00a02,00 no Passe Vai 1/2 paga R$\u00a0180,00 se o 1º grupo sair no 1º prêmio e o 2º grupo no 2º');
    expect(line('PASSE_VAI_VEM_INVERTIDO_1_5')).toBe(
      'R$\u00a02,00 no Passe Vai-Vem 1/5 paga R$\u00a0180,00 se um grupo sair no 1º prêmio e o outro do 2º ao 5º',
    );
  });

  it('explains both halves of a milhar-centena', () => {
    expect(line('MILHAR_CENTENA_SECO_1')).toBe(
      'R$\u00a02,00 na Milhar e Centena 1º paga R$\u00a05.600,00 se a milhar sair no 1º prêmio (R$\u00a01,00 na milhar e R$\u00a01,00 na centena); só a centena paga R$\u00a0600,00',
    );
    expect(line('MILHAR_CENTENA_COMBINADO_1_5')).toBe(
      'R$\u00a02,00 na Milhar e Centena 1/5 paga R$\u00a01.120,00 a cada prêmio do 1º ao 5º em que a milhar sair (R$\u00a01,00 na milhar e R$\u00a01,00 na centena); só a centena paga R$\u00a0120,00',
    );
  });

  it('gives a line for every modality, starting with the stake and its name', () => {
    for (const m of MODALITIES) {
      expect(exampleLine(m, 3)).toMatch(new RegExp(`^R\\$\u00a03,00 n[oa] ${m.name.replace(/[/]/g, '\\/')} paga R\\$\u00a0`));
    }
  });
});

describe('prizeRangeText', () => {
  it('names the covered prizes', () => {
    expect(prizeRangeText(getModality('GRUPO_SECO_1'))).toBe('no 1º');
    expect(prizeRangeText(getModality('DUPLA_GRUPO_1_5'))).toBe('do 1º ao 5º');
  });
});
