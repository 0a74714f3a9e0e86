import { describe, expect, it } from 'vitest';
import {
  applyEdits,
  applyRows,
  builtInsByKey,
  dreamFromRow,
  dropEdits,
  forgetRow,
  isShownDream,
  mergeDreamBook,
  type DreamBook,
  type DreamRow,
  type QueuedDreamEdit,
} from './merge';
import type { Dream } from './types';

const block = (significado: string) => ({ significado, palpites: { grupos: ['09 - Cobra'], milhares: ['1234'], ternoDeGrupo: [] } });
const dream = (titulo: string, significado = 'do livro'): Dream => ({ titulo, geral: block(significado) });

const row = (over: Partial<DreamRow> & Pick<DreamRow, 'id' | 'titulo'>): DreamRow => ({
  geral: block('do servidor'),
  variantes: {},
  deleted: false,
  updated_at: '2026-01-01T00:00:00Z',
  ...over,
});

const edit = (editId: string, rowId: string, titulo: string, over: Partial<QueuedDreamEdit['values']> = {}): QueuedDreamEdit => ({
  editId,
  rowId,
  op: 'upsert',
  values: { titulo, geral: block(`editado ${editId}`), variantes: {}, deleted: false, ...over },
});

const BUILT_IN = [dream('Abacaxi'), dream('Água'), dream('Cobra')];
const builtIns = builtInsByKey(BUILT_IN);

/** What a reader lists: title → meaning, tombstones left out. */
function shown(book: DreamBook): Record<string, string> {
  return Object.fromEntries([...book.values()].filter(isShownDream).map((e) => [e.titulo, e.dream.geral.significado]));
}

describe('the dream model', () => {
  it('is the built-in dictionary when there is nothing else', () => {
    const book = mergeDreamBook(BUILT_IN, []);
    expect(shown(book)).toEqual({ Abacaxi: 'do livro', Água: 'do livro', Cobra: 'do livro' });
    expect(book.get('agua')).toMatchObject({ key: 'agua', letter: 'a', source: 'builtin' });
  });

  it('lets a server row override the built-in entry of its title, and adds new titles', () => {
    const book = mergeDreamBook(BUILT_IN, [row({ id: 'r1', titulo: 'Cobra' }), row({ id: 'r2', titulo: 'Zebra' })]);
    expect(shown(book)).toEqual({ Abacaxi: 'do livro', Água: 'do livro', Cobra: 'do servidor', Zebra: 'do servidor' });
    expect(book.get('cobra')).toMatchObject({ source: 'remote', remoteId: 'r1', updatedAt: '2026-01-01T00:00:00Z' });
  });

  it('hides a built-in title under a tombstone, which stays in the book', () => {
    const book = mergeDreamBook(BUILT_IN, [row({ id: 'r1', titulo: 'Abacaxi', deleted: true, geral: null })]);
    expect(shown(book)).toEqual({ Água: 'do livro', Cobra: 'do livro' });
    expect(book.get('abacaxi')).toMatchObject({ deleted: true, remoteId: 'r1' });
  });

  it('resolves one title written with other accents, case and spaces to one key', () => {
    const book = mergeDreamBook(BUILT_IN, [row({ id: 'r1', titulo: '  AGUA ' })]);
    expect(shown(book)).toEqual({ Abacaxi: 'do livro', AGUA: 'do servidor', Cobra: 'do livro' });
    expect([...book.keys()].filter((k) => k === 'agua')).toHaveLength(1);
    const queued = mergeDreamBook(BUILT_IN, [], [edit('e1', 'n1', 'água!')]);
    expect(Object.keys(shown(queued))).toEqual(['Abacaxi', 'água!', 'Cobra']);
  });

  it('lets the newest row of a title decide, in whatever order the rows come', () => {
    const rows = [
      row({ id: 'new', titulo: 'Cobra', deleted: true, updated_at: '2026-01-02T00:00:00.000002Z' }),
      row({ id: 'old', titulo: 'cobra', updated_at: '2026-01-02T00:00:00.000001Z' }),
    ];
    expect(shown(mergeDreamBook(BUILT_IN, rows))).toEqual({ Abacaxi: 'do livro', Água: 'do livro' });
  });

  it('gives a renamed row’s old title back to its built-in entry', () => {
    const book = mergeDreamBook(BUILT_IN, [row({ id: 'r1', titulo: 'Cobra' })]);
    applyRows(book, [row({ id: 'r1', titulo: 'Serpente', updated_at: '2026-01-02T00:00:00Z' })], builtIns);
    expect(shown(book)).toMatchObject({ Cobra: 'do livro', Serpente: 'do servidor' });
    forgetRow(book, 'r1', builtIns);
    expect(book.has('serpente')).toBe(false);
  });

  it('skips a malformed live row', () => {
    expect(dreamFromRow(row({ id: 'x', titulo: 'Lua', geral: { palpites: {} } }))).toBeUndefined();
    expect(shown(mergeDreamBook(BUILT_IN, [row({ id: 'x', titulo: 'Cobra', geral: 'nada' })])).Cobra).toBe('do livro');
  });

  it('puts a queued local edit over the server row, and a queued deletion hides the title', () => {
    const book = mergeDreamBook(BUILT_IN, [row({ id: 'r1', titulo: 'Cobra' })], [edit('e1', 'r1', 'Cobra'), edit('e2', 'n2', 'Abacaxi', { deleted: true })]);
    expect(shown(book)).toEqual({ Água: 'do livro', Cobra: 'editado e1' });
    expect(book.get('cobra')).toMatchObject({ source: 'local', editId: 'e1', remoteId: 'r1', covers: { source: 'remote', remoteId: 'r1' } });
  });

  it('keeps a queued edit on top of a server row newer than the version it was based on (the server decides on delivery)', () => {
    const book = mergeDreamBook(BUILT_IN, [row({ id: 'r1', titulo: 'Cobra' })], [edit('e1', 'r1', 'Cobra')]);
    applyRows(book, [row({ id: 'r1', titulo: 'Cobra', geral: block('de outro admin'), updated_at: '2026-03-01T00:00:00Z' })], builtIns);
    expect(shown(book).Cobra).toBe('editado e1');
    // Discarded, the edit gives way to what the server holds now, not to what it covered then.
    dropEdits(book, (id) => id === 'e1', builtIns);
    expect(shown(book).Cobra).toBe('de outro admin');
  });

  it('replaces a delivered edit with the server row, without a gap or a second copy', () => {
    const book = mergeDreamBook(BUILT_IN, [], [edit('e1', 'n1', 'Zepelim')]);
    const changed = new Set([...dropEdits(book, (id) => id === 'e1', builtIns), ...applyRows(book, [row({ id: 'n1', titulo: 'Zepelim' })], builtIns)]);
    expect([...changed]).toEqual(['zepelim']);
    expect(book.get('zepelim')).toMatchObject({ source: 'remote', remoteId: 'n1' });
    expect(Object.keys(shown(book)).filter((t) => t === 'Zepelim')).toHaveLength(1);
  });

  it('brings a built-in title back when an edit stored before the dictionary is discarded', () => {
    const book: DreamBook = new Map();
    applyEdits(book, [edit('e1', 'n1', 'Cobra', { deleted: true })]);
    dropEdits(book, () => true, builtIns);
    expect(book.get('cobra')).toMatchObject({ source: 'builtin' });
  });

  it('stacks two queued edits of one title, and drops them one at a time in any order', () => {
    const book = mergeDreamBook(BUILT_IN, [row({ id: 'r1', titulo: 'Cobra' })], [edit('e1', 'r1', 'Cobra'), edit('e2', 'r1', 'Cobra')]);
    expect(shown(book).Cobra).toBe('editado e2');
    dropEdits(book, (id) => id === 'e1', builtIns);
    expect(book.get('cobra')).toMatchObject({ editId: 'e2', covers: { source: 'remote' } });
    dropEdits(book, (id) => id === 'e2', builtIns);
    expect(book.get('cobra')).toMatchObject({ source: 'remote', remoteId: 'r1' });
  });

  it('hides the old title of a row a queued edit renames', () => {
    const book = mergeDreamBook(BUILT_IN, [row({ id: 'r1', titulo: 'Cobra' })], [edit('e1', 'r1', 'Serpente')]);
    expect(shown(book)).toEqual({ Abacaxi: 'do livro', Água: 'do livro', Serpente: 'editado e1' });
    dropEdits(book, () => true, builtIns);
    expect(shown(book).Cobra).toBe('do servidor');
  });
});
