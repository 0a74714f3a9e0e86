import { describe, expect, it } from 'vitest';
import { MODALITIES } from './modalities';
import { MULTIPLIERS, TICKER } from './payouts';

describe('MULTIPLIERS', () => {
  it('pays every one of the 22 modalities, and nothing else', () => {
    expect(Object.keys(MULTIPLIERS).sort()).toEqual(MODALITIES.map((m) => m.key).sort());
    expect(MODALITIES.every((m) => m.multiplier === MULTIPLIERS[m.key] && m.multiplier > 0)).toBe(true);
  });
});

describe('TICKER', () => {
  it('shows the 12 labels of SPEC §9 in order, mapped as DOMAIN.md says', () => {
    expect(TICKER).toEqual([
      { key: 'MILHAR_SECO_1', displayName: 'Milhar 1º', value: 5000 },
      { key: 'CENTENA_SECO_1', displayName: 'Centena 1º', value: 600 },
      { key: 'DEZENA_SECO_1', displayName: 'Dezena 1º', value: 60 },
      { key: 'GRUPO_SECO_1', displayName: 'Grupo 1º', value: 18 },
      { key: 'DUPLA_GRUPO_1_5', displayName: 'Dupla G 1/5', value: 90 },
      { key: 'TERNO_GRUPO_1_5', displayName: 'Terno G 1/5', value: 150 },
      { key: 'TERNO_GRUPO_SECO_1_3', displayName: 'Terno G 1/3', value: 1300 },
      { key: 'QUADRA_GRUPO_1_5', displayName: 'Quadra G', value: 1000 },
      { key: 'QUINA_GRUPO_1_5', displayName: 'Quina G', value: 5000 },
      { key: 'DUQUE_DEZENA_1_5', displayName: 'Duque D.', value: 300 },
      { key: 'TERNO_DEZENA_1_5', displayName: 'Terno D.', value: 5000 },
      { key: 'PASSE_VAI_VEM_INVERTIDO_1_5', displayName: 'Pvv', value: 90 },
    ]);
  });
});
