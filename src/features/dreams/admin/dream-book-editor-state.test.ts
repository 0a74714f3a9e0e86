import { describe, expect, it } from 'vitest';
import type { AdminDream } from '../domain/letter-sections';
import type { Dream } from '../domain/types';
import { editorReducer, INITIAL_EDITOR_STATE, isLetterOpen, pendingEdits, unsavedKeys, visibleSections, type EditorAction, type EditorState } from './dream-book-editor-state';

const dream = (titulo: string, significado = 'Um significado qualquer.'): Dream => ({
  titulo,
  geral: { significado, palpites: { grupos: ['09 - Cobra'], milhares: ['1234'], ternoDeGrupo: [] } },
});
const LOADED: AdminDream[] = [
  { dream: dream('Cobra'), remoteId: 'r-cobra', updatedAt: '2026-03-01T10:00:00Z' },
  { dream: dream('Água') },
  { dream: dream('Casa') },
];

const run = (...actions: EditorAction[]): EditorState => actions.reduce(editorReducer, INITIAL_EDITOR_STATE);
const loaded = (...actions: EditorAction[]) => run({ type: 'loaded', dreams: LOADED, source: 'server' }, { type: 'loading', loading: false }, ...actions);
const titles = (state: EditorState) => state.loaded!.sections.map((s) => `${s.letter}: ${s.dreams.map((d) => d.dream.titulo).join(', ')}`);

describe('the dream manager state', () => {
  it('starts loading with nothing loaded, then holds the list by letter, nothing unsaved', () => {
    expect(INITIAL_EDITOR_STATE).toMatchObject({ loaded: null, loading: true, dirty: false });
    const state = loaded();
    expect(state.loading).toBe(false);
    expect(titles(state)).toEqual(['A: Água', 'C: Casa, Cobra']);
    expect(state.loaded!.source).toBe('server');
    expect(unsavedKeys(state.loaded).size).toBe(0);
    expect(pendingEdits(state.loaded!, () => 'new')).toEqual([]);
  });

  it('keeps sections closed until toggled; a filter opens them all, toggling closes one, and a new filter starts over', () => {
    let state = loaded({ type: 'toggle', letter: 'C' });
    expect(isLetterOpen(state, 'C')).toBe(true);
    expect(isLetterOpen(state, 'A')).toBe(false);
    state = editorReducer(state, { type: 'filter', value: 'co' });
    expect(visibleSections(state.loaded, state.filter).map((s) => s.letter)).toEqual(['C']);
    expect(visibleSections(state.loaded, state.filter)[0]!.dreams.map((d) => d.dream.titulo)).toEqual(['Cobra']);
    expect(isLetterOpen(state, 'C')).toBe(true);
    state = editorReducer(state, { type: 'toggle', letter: 'C' });
    expect(isLetterOpen(state, 'C')).toBe(false);
    state = editorReducer(state, { type: 'filter', value: '' });
    expect(isLetterOpen(state, 'C')).toBe(false);
  });

  it('adds a dream from the dialog, opens its letter, and marks it unsaved', () => {
    const state = loaded({ type: 'open-dialog' }, { type: 'dialog-saved', dream: dream('Baleia') });
    expect(state.dialog).toBeNull();
    expect(state.dirty).toBe(true);
    expect(titles(state)).toEqual(['A: Água', 'B: Baleia', 'C: Casa, Cobra']);
    expect(isLetterOpen(state, 'B')).toBe(true);
    expect([...unsavedKeys(state.loaded)]).toEqual(['baleia']);
  });

  it('while filtering, a saved dream keeps its letter open', () => {
    const state = loaded({ type: 'filter', value: 'ba' }, { type: 'toggle', letter: 'B' }, { type: 'open-dialog' }, { type: 'dialog-saved', dream: dream('Baleia') });
    expect(isLetterOpen(state, 'B')).toBe(true);
  });

  it('renames the dream the dialog was opened with: the old title goes, its row is deleted on save', () => {
    const state = loaded({ type: 'open-dialog', dream: LOADED[0]!.dream }, { type: 'dialog-saved', dream: dream('Cobra preta') });
    expect(titles(state)).toEqual(['A: Água', 'C: Casa, Cobra preta']);
    const edits = pendingEdits(state.loaded!, () => 'new');
    expect(edits.map((e) => [e.kind, e.titulo, e.id])).toEqual([
      ['deleted', 'Cobra', 'r-cobra'],
      ['added', 'Cobra preta', 'new'],
    ]);
  });

  it('deletes only once confirmed, and a cancelled delete changes nothing', () => {
    let state = loaded({ type: 'ask-delete', dream: LOADED[1]!.dream }, { type: 'cancel-delete' });
    expect(state.toDelete).toBeNull();
    expect(editorReducer(state, { type: 'delete-confirmed' })).toBe(state);
    state = editorReducer(editorReducer(state, { type: 'ask-delete', dream: LOADED[1]!.dream }), { type: 'delete-confirmed' });
    expect(titles(state)).toEqual(['C: Casa, Cobra']);
    expect(state.dirty).toBe(true);
    expect(state.toDelete).toBeNull();
  });

  it('once sent, the new rows are the dreams\' rows and the list as sent is the new baseline', () => {
    const changed = loaded({ type: 'open-dialog', dream: LOADED[2]!.dream }, { type: 'dialog-saved', dream: dream('Casa', 'Um lar novo.') }, { type: 'sending', sending: true });
    expect(changed.sending).toBe(true);
    const [edit] = pendingEdits(changed.loaded!, () => 'r-casa');
    const state = editorReducer(changed, { type: 'sent', rowOf: new Map([['casa', edit!.id]]) });
    expect(state.dirty).toBe(false);
    expect(state.loaded!.sections[1]!.dreams.find((d) => d.dream.titulo === 'Casa')).toEqual({ dream: dream('Casa', 'Um lar novo.'), remoteId: 'r-casa', updatedAt: undefined });
    // The row Cobra already had is kept with its version.
    expect(state.loaded!.sections[1]!.dreams.find((d) => d.dream.titulo === 'Cobra')).toBe(changed.loaded!.sections[1]!.dreams[1]);
    expect(pendingEdits(state.loaded!, () => 'new')).toEqual([]);
    expect(unsavedKeys(state.loaded).size).toBe(0);
  });

  it('a reload replaces the session\'s changes with the list as read', () => {
    const state = loaded({ type: 'open-dialog' }, { type: 'dialog-saved', dream: dream('Baleia') }, { type: 'loaded', dreams: LOADED, source: 'device' });
    expect(state.dirty).toBe(false);
    expect(titles(state)).toEqual(['A: Água', 'C: Casa, Cobra']);
    expect(state.loaded!.source).toBe('device');
  });

  it('nothing to send clears the dirty flag', () => {
    expect(loaded({ type: 'ask-delete', dream: LOADED[1]!.dream }, { type: 'delete-confirmed' }, { type: 'nothing-to-send' }).dirty).toBe(false);
  });
});
