import { describe, expect, it } from 'vitest';
import type { Dream } from './types';
import {
  countDreams,
  dreamReplacedBy,
  filterSections,
  findDream,
  flatten,
  groupByLetter,
  letterOf,
  removeDream,
  saveDream,
  upsertDream,
  type AdminDream,
} from './letter-sections';

const dream = (titulo: string, significado = `Significado de ${titulo}`): Dream => ({
  titulo,
  geral: { significado, palpites: { grupos: [], milhares: [], ternoDeGrupo: [] } },
});
const entry = (titulo: string, extra: Partial<AdminDream> = {}): AdminDream => ({ dream: dream(titulo), ...extra });
const titles = (sections: ReturnType<typeof groupByLetter>) => sections.map((s) => [s.letter, s.dreams.map((e) => e.dream.titulo)]);

describe('letter sections', () => {
  it('groups by the first letter without accent and sorts titles with pt-BR comparison', () => {
    const sections = groupByLetter([entry('Avião'), entry('Banana'), entry('Águia'), entry('Abacaxi'), entry('Ébano')]);
    expect(titles(sections)).toEqual([
      ['A', ['Abacaxi', 'Águia', 'Avião']],
      ['B', ['Banana']],
      ['E', ['Ébano']],
    ]);
    expect(countDreams(sections)).toBe(5);
  });

  it('puts titles that do not start with a letter under #', () => {
    expect(letterOf('1º lugar')).toBe('#');
    expect(letterOf('  çedilha')).toBe('C');
  });
});

describe('insert or replace by title', () => {
  const start = groupByLetter([entry('Abacaxi'), entry('Cobra', { remoteId: 'r1', updatedAt: 't1' })]);

  it('inserts a new title into its section, re-sorted', () => {
    const next = upsertDream(start, dream('Abacate'));
    expect(titles(next)).toEqual([
      ['A', ['Abacate', 'Abacaxi']],
      ['C', ['Cobra']],
    ]);
  });

  it('creates the section of a new letter in letter order', () => {
    expect(titles(upsertDream(start, dream('Barco')))).toEqual([
      ['A', ['Abacaxi']],
      ['B', ['Barco']],
      ['C', ['Cobra']],
    ]);
  });

  it('replaces the entry with the same title (case and accents ignored) and keeps its backend row', () => {
    const next = upsertDream(start, dream('COBRA', 'Nova interpretação'));
    expect(countDreams(next)).toBe(2);
    const replaced = findDream(next, 'cobra');
    expect(replaced?.dream.geral.significado).toBe('Nova interpretação');
    expect(replaced?.remoteId).toBe('r1');
    expect(replaced?.updatedAt).toBe('t1');
  });

  it('does not change the input', () => {
    upsertDream(start, dream('Abacate'));
    expect(countDreams(start)).toBe(2);
  });

  it('a rename removes the old title and adds the new one', () => {
    const next = saveDream(start, dream('Barco'), 'Abacaxi');
    expect(titles(next)).toEqual([
      ['B', ['Barco']],
      ['C', ['Cobra']],
    ]);
    expect(findDream(next, 'Barco')?.remoteId).toBeUndefined();
  });

  it('saving under the same title replaces in place', () => {
    const next = saveDream(start, dream('Cobra', 'outro'), 'Cobra');
    expect(flatten(next).map((e) => e.dream.geral.significado)).toEqual(['Significado de Abacaxi', 'outro']);
  });
});

describe('which dream a save would replace', () => {
  const start = groupByLetter([entry('Abacaxi'), entry('Zabumba')]);

  it('names the existing dream a new one of the same title key would replace', () => {
    expect(dreamReplacedBy(start, dream('zabumba'))?.titulo).toBe('Zabumba');
    expect(dreamReplacedBy(start, dream('  ZABUMBA '))?.titulo).toBe('Zabumba');
    expect(dreamReplacedBy(start, dream('Zabumbas'))).toBeUndefined();
  });

  it("is nothing when a dream keeps its own title, and the other dream when a rename takes another's", () => {
    expect(dreamReplacedBy(start, dream('Zabumba'), 'Zabumba')).toBeUndefined();
    expect(dreamReplacedBy(start, dream('zabumba'), 'Zabumba')).toBeUndefined();
    expect(dreamReplacedBy(start, dream('Zabumba'), 'Abacaxi')?.titulo).toBe('Zabumba');
  });
});

describe('delete', () => {
  it('removes the entry and drops the letter section when it becomes empty', () => {
    const sections = groupByLetter([entry('Abacaxi'), entry('Abelha'), entry('Cobra')]);
    const once = removeDream(sections, 'Cobra');
    expect(titles(once)).toEqual([['A', ['Abacaxi', 'Abelha']]]);
    const twice = removeDream(once, 'abacaxi');
    expect(titles(twice)).toEqual([['A', ['Abelha']]]);
    expect(removeDream(twice, 'Abelha')).toEqual([]);
  });

  it('leaves the list alone when the title is absent', () => {
    const sections = groupByLetter([entry('Abacaxi')]);
    expect(titles(removeDream(sections, 'Zebra'))).toEqual([['A', ['Abacaxi']]]);
  });
});

describe('filter', () => {
  const sections = groupByLetter([entry('Abacaxi'), entry('Água'), entry('Cobra'), entry('Cobra preta'), entry('Dente')]);

  it('keeps titles containing the text, ignoring case, and drops sections without a match', () => {
    expect(titles(filterSections(sections, 'COBRA'))).toEqual([['C', ['Cobra', 'Cobra preta']]]);
    expect(titles(filterSections(sections, 'ent'))).toEqual([['D', ['Dente']]]);
  });

  it('matches a substring anywhere in the title and ignores accents', () => {
    expect(titles(filterSections(sections, 'gua'))).toEqual([['A', ['Água']]]);
    expect(titles(filterSections(sections, 'agua'))).toEqual([['A', ['Água']]]);
  });

  it('an empty or blank filter keeps everything; no match gives no sections', () => {
    expect(countDreams(filterSections(sections, '  '))).toBe(5);
    expect(filterSections(sections, 'xyz')).toEqual([]);
  });
});
