import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripAccents } from '../../../utils/text/accents';
import { ANIMALS, animalByGroup, animalByName, animalOfNumber, groupLabel, groupOfDezena } from './animals';

/** The table of DOMAIN.md, written out in full so that any drift in the generated table fails here. */
const TABLE: ReadonlyArray<readonly [string, string, string]> = [
  ['01', 'Avestruz', '01 02 03 04'],
  ['02', 'Águia', '05 06 07 08'],
  ['03', 'Burro', '09 10 11 12'],
  ['04', 'Borboleta', '13 14 15 16'],
  ['05', 'Cachorro', '17 18 19 20'],
  ['06', 'Cabra', '21 22 23 24'],
  ['07', 'Carneiro', '25 26 27 28'],
  ['08', 'Camelo', '29 30 31 32'],
  ['09', 'Cobra', '33 34 35 36'],
  ['10', 'Coelho', '37 38 39 40'],
  ['11', 'Cavalo', '41 42 43 44'],
  ['12', 'Elefante', '45 46 47 48'],
  ['13', 'Galo', '49 50 51 52'],
  ['14', 'Gato', '53 54 55 56'],
  ['15', 'Jacaré', '57 58 59 60'],
  ['16', 'Leão', '61 62 63 64'],
  ['17', 'Macaco', '65 66 67 68'],
  ['18', 'Porco', '69 70 71 72'],
  ['19', 'Pavão', '73 74 75 76'],
  ['20', 'Peru', '77 78 79 80'],
  ['21', 'Touro', '81 82 83 84'],
  ['22', 'Tigre', '85 86 87 88'],
  ['23', 'Urso', '89 90 91 92'],
  ['24', 'Veado', '93 94 95 96'],
  ['25', 'Vaca', '97 98 99 00'],
];

const pad2 = (n: number) => String(n).padStart(2, '0');

describe('the 25 groups', () => {
  it('pins group, name and four dezenas of every animal', () => {
    expect(ANIMALS.map((a) => [a.group, a.name, a.numbers.join(' ')])).toEqual(TABLE);
    expect(ANIMALS.map((a) => a.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('gives every animal an emoji and a distinct colour', () => {
    for (const animal of ANIMALS) {
      expect(animal.emoji.length, animal.name).toBeGreaterThan(0);
      expect(animal.color).toMatch(/^hsl\(\d+, \d+%, \d+%\)$/);
    }
    expect(new Set(ANIMALS.map((a) => a.color)).size).toBe(25);
  });

  it('maps all 100 dezenas, each to exactly one group, 00 to the Vaca', () => {
    const owners = new Map<string, string>();
    for (const animal of ANIMALS) for (const dezena of animal.numbers) owners.set(dezena, animal.name);
    expect(owners.size).toBe(100);
    for (let d = 0; d <= 99; d += 1) {
      const expected = TABLE.find(([, , numbers]) => numbers.split(' ').includes(pad2(d)))!;
      expect(groupOfDezena(d), pad2(d)).toBe(Number(expected[0]));
      expect(owners.get(pad2(d))).toBe(expected[1]);
    }
    expect(groupOfDezena(0)).toBe(25);
    expect(animalOfNumber('00').name).toBe('Vaca');
  });

  it('labels groups the way dream palpites write them', () => {
    expect(groupLabel(animalByGroup(9))).toBe('09 - Cobra');
    expect(groupLabel(animalByGroup('02'))).toBe('02 - Águia');
  });

  it('refuses what is not a group or a dezena', () => {
    expect(() => groupOfDezena(100)).toThrow(RangeError);
    expect(() => groupOfDezena(-1)).toThrow(RangeError);
    expect(() => groupOfDezena(2.5)).toThrow(RangeError);
    expect(() => animalByGroup(0)).toThrow(RangeError);
    expect(() => animalByGroup(26)).toThrow(RangeError);
    expect(() => animalOfNumber('12a')).toThrow(RangeError);
  });
});

describe('number → group rules (properties)', () => {
  it('a dezena d belongs to group ceil(d / 4), 00 to 25', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), (d) => {
        const group = groupOfDezena(d);
        expect(group).toBe(d === 0 ? 25 : Math.ceil(d / 4));
        expect(animalByGroup(group).numbers).toContain(pad2(d));
      }),
    );
  });

  it('only the last two digits of a centena or milhar decide its group', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), (n) => {
        const milhar = String(n).padStart(4, '0');
        const animal = animalOfNumber(milhar);
        expect(animalOfNumber(milhar.slice(1))).toBe(animal);
        expect(animalOfNumber(milhar.slice(2))).toBe(animal);
        expect(animal.numbers).toContain(milhar.slice(2));
      }),
    );
  });

  it('each group holds 4 dezenas, 40 centenas and 400 milhares', () => {
    const counts = new Map<number, number>();
    for (let n = 0; n <= 9999; n += 1) {
      const id = animalOfNumber(String(n).padStart(4, '0')).id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect([...counts.values()]).toEqual(Array(25).fill(400));
    const centenas = new Map<number, number>();
    for (let n = 0; n <= 999; n += 1) {
      const id = animalOfNumber(String(n).padStart(3, '0')).id;
      centenas.set(id, (centenas.get(id) ?? 0) + 1);
    }
    expect([...centenas.values()]).toEqual(Array(25).fill(40));
  });
});

describe('animalByName', () => {
  it('finds each of the 25 by its name, whatever the case, accents or surrounding spaces', () => {
    for (const animal of ANIMALS) {
      expect(animalByName(animal.name)).toBe(animal);
      expect(animalByName(` ${animal.name.toUpperCase()} `)).toBe(animal);
      expect(animalByName(stripAccents(animal.name).toLowerCase())).toBe(animal);
    }
    expect(animalByName('leao')?.group).toBe('16');
    expect(animalByName('JACARE')?.group).toBe('15');
  });

  it('finds nothing for any other text', () => {
    for (const text of ['', 'gat', 'gatos', 'cobra preta', '09', 'Leão-marinho']) expect(animalByName(text)).toBeUndefined();
  });
});
