import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCHEDULES } from '../../features/schedules/data/schedules';
import { comparePt } from './order';

const collator = new Intl.Collator('pt-BR');
const same = (a: string, b: string) => Math.sign(comparePt(a, b)) === Math.sign(collator.compare(a, b));

describe('pt-BR alphabetical order without Intl (issue 30)', () => {
  it('sorts the lotteries and their draws as Intl.Collator does', () => {
    const names = [...SCHEDULES.map((s) => s.lottery), ...SCHEDULES.flatMap((s) => s.draws.map((d) => d.label))];
    expect([...names].sort(comparePt)).toEqual([...names].sort(collator.compare));
  });

  it('puts accents after the bare letter and lower case before capitals, on names people write', () => {
    const names = ['Avestruz', 'Águia', 'abelha', 'Abelha', 'São Paulo', 'Sao Paulo', 'são paulo', 'Look Goiás', 'LOTECE', 'Lotece', 'PT Rio', 'PT-SP', 'PTM', 'Coruja 21h', 'Coruja 9h', 'Maluca', 'maçã', 'maca', 'Maçã', 'pé', 'pe', 'pê', 'Ótimo', 'otimo', '1º prêmio', '10º prêmio', '2º prêmio'];
    expect([...names].sort(comparePt)).toEqual([...names].sort(collator.compare));
  });

  it('agrees with Intl.Collator on random text of Portuguese letters, digits and punctuation', () => {
    const alphabet = fc.constantFrom(...'aáàâãäAÁÀÂÃeéêEÉÊiíIÍoóôõOÓÔÕuúüUÚcçCÇnñNbBzZ0129 -_.,()/º'.split(''));
    const text = fc.array(alphabet, { maxLength: 6 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(same(a, b), `${JSON.stringify(a)} vs ${JSON.stringify(b)}: Intl ${collator.compare(a, b)}`).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });
});
