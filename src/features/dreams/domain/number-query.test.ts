import { describe, expect, it } from 'vitest';
import { lookupNumber } from '../../animals/domain/number-lookup';
import { parseNumberQuery } from './number-query';

describe('parseNumberQuery', () => {
  it('reads a group by its number', () => {
    expect(parseNumberQuery('grupo 11')).toMatchObject({ kind: 'grupo', digits: '11', animal: { name: 'Cavalo' } });
    expect(parseNumberQuery('bicho 17')).toMatchObject({ kind: 'grupo', animal: { name: 'Macaco' } });
    expect(parseNumberQuery('grupo 1')).toMatchObject({ digits: '01', animal: { name: 'Avestruz' } });
  });

  it('reads other numbers by the animal table rule', () => {
    for (const [query, digits] of [['dezena 98', '98'], ['centena 753', '753'], ['milhar 0753', '0753'], ['1234', '1234'], ['7', '07']]) {
      const lookup = lookupNumber(digits!);
      expect(parseNumberQuery(query!)).toMatchObject({ digits, animal: lookup.ok ? lookup.animal : undefined });
    }
    expect(parseNumberQuery('milhar 0753')).toMatchObject({ kind: 'milhar', animal: { name: 'Gato' } });
  });

  it('reads nothing else as a number', () => {
    for (const query of ['grupo 26', 'grupo 0', 'bicho', 'cobra 12', '12345', 'gato', '']) expect(parseNumberQuery(query), query).toBeUndefined();
  });
});
