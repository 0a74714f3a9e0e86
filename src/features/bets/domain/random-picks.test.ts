import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ANIMALS, animalOfNumber, groupLabel } from '../../animals/domain/animals';
import { dreamProblems } from '../../dreams/domain/validate';
import { generateBicho, generateDreamGuess, randomGroup, randomNumber } from './random-picks';
import { seededSource } from '../../../utils/random/random-int';

const LABELS = ANIMALS.map(groupLabel);

describe('bicho generators', () => {
  it('draws numbers of the right length, in range', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const source = seededSource(seed);
        expect(randomNumber('dezena', source)).toMatch(/^\d{2}$/);
        expect(randomNumber('centena', source)).toMatch(/^\d{3}$/);
        expect(randomNumber('milhar', source)).toMatch(/^\d{4}$/);
        expect(ANIMALS).toContain(randomGroup(source));
      }),
    );
  });

  it('tells the animal of each pick', () => {
    fc.assert(
      fc.property(fc.constantFrom('grupo', 'dezena', 'centena', 'milhar' as const), fc.integer(), (kind, seed) => {
        const pick = generateBicho(kind, seededSource(seed));
        expect(pick.kind).toBe(kind);
        if (kind === 'grupo') expect(pick.value).toBe(pick.animal.group);
        else expect(pick.animal).toBe(animalOfNumber(pick.value));
      }),
    );
  });

  it('reaches every group', () => {
    const source = seededSource('groups');
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++) seen.add(generateBicho('grupo', source).value);
    expect(seen.size).toBe(25);
  });
});

describe('generateDreamGuess', () => {
  it('follows SPEC §9: one group, four distinct milhares of that group, a sorted terno containing it', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const guess = generateDreamGuess(seededSource(seed));
        expect(guess.grupos).toHaveLength(1);
        const group = guess.grupos[0]!;
        expect(LABELS).toContain(group);
        const animal = ANIMALS[LABELS.indexOf(group)]!;

        expect(guess.milhares).toHaveLength(4);
        expect(new Set(guess.milhares).size).toBe(4);
        for (const m of guess.milhares) {
          expect(m).toMatch(/^\d{4}$/);
          expect(animal.numbers).toContain(m.slice(2));
        }

        expect(guess.ternoDeGrupo).toHaveLength(3);
        expect(new Set(guess.ternoDeGrupo).size).toBe(3);
        expect(guess.ternoDeGrupo).toContain(group);
        for (const label of guess.ternoDeGrupo) expect(LABELS).toContain(label);
        expect([...guess.ternoDeGrupo].sort()).toEqual(guess.ternoDeGrupo);
      }),
    );
  });

  it('passes the dream-book checks', () => {
    for (let seed = 0; seed < 50; seed++) {
      const palpites = generateDreamGuess(seededSource(seed));
      const problems = dreamProblems({ titulo: 'Teste', geral: { significado: 'Um significado longo o bastante para o teste.', palpites } }, 'dictionary');
      expect(problems).toEqual([]);
    }
  });

  it('works with the real crypto source and puts every group in a terno eventually', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) for (const label of generateDreamGuess().ternoDeGrupo) seen.add(label);
    expect(seen.size).toBe(25);
  });
});
