// The admin dream manager's state as one pure reducer: the list as loaded and as edited in this session, the
// letter sections' open state and the filter, the dialogs, and the loading and sending flags. The hook
// (use-dream-book-editor.ts) runs the effects (reading, queueing, toasts) and dispatches what they bring.
import { diffDreams, type DreamEdit } from '../domain/edits';
import { dreamKey } from '../domain/fold';
import { filterSections, flatten, groupByLetter, letterOf, removeDream, saveDream, type AdminDream, type LetterSection } from '../domain/letter-sections';
import type { Dream } from '../domain/types';

export interface Loaded {
  /** The list as loaded (or as last sent): what 'Salvar Alterações' compares against. */
  baseline: AdminDream[];
  sections: LetterSection[];
  source: 'server' | 'device';
}

export interface EditorState {
  /** Null until the first load. */
  loaded: Loaded | null;
  loading: boolean;
  /** Something was changed in this session and not yet queued. */
  dirty: boolean;
  filter: string;
  /** The letters whose section the admin opened (or, while filtering, closed). */
  toggled: ReadonlySet<string>;
  /** The add/edit dialog: null when closed; `dream` absent when adding. */
  dialog: { dream?: Dream } | null;
  /** The dream awaiting delete confirmation. */
  toDelete: Dream | null;
  sending: boolean;
}

export type EditorAction =
  | { type: 'loading'; loading: boolean }
  | { type: 'loaded'; dreams: AdminDream[]; source: Loaded['source'] }
  | { type: 'filter'; value: string }
  | { type: 'toggle'; letter: string }
  | { type: 'open-dialog'; dream?: Dream }
  | { type: 'close-dialog' }
  /** The dialog's dream, kept in this session (a rename replaces the dream the dialog opened with). */
  | { type: 'dialog-saved'; dream: Dream }
  | { type: 'ask-delete'; dream: Dream }
  | { type: 'cancel-delete' }
  | { type: 'delete-confirmed' }
  | { type: 'sending'; sending: boolean }
  /** Nothing differed from the list as loaded: nothing left unsaved. */
  | { type: 'nothing-to-send' }
  /** The session's edits are queued; `rowOf` maps each saved title's key to the row its edit writes. */
  | { type: 'sent'; rowOf: ReadonlyMap<string, string> };

export const INITIAL_EDITOR_STATE: EditorState = {
  loaded: null,
  loading: true,
  dirty: false,
  filter: '',
  toggled: new Set(),
  dialog: null,
  toDelete: null,
  sending: false,
};

const filterActive = (state: EditorState): boolean => state.filter.trim() !== '';

/** Sections are closed by default and open while filtering; a toggled letter is the other way round. */
export function isLetterOpen(state: EditorState, letter: string): boolean {
  return filterActive(state) !== state.toggled.has(letter);
}

/** The sections the filter leaves. */
export function visibleSections(loaded: Loaded | null, filter: string): LetterSection[] {
  return loaded ? filterSections(loaded.sections, filter) : [];
}

/** The edits that take the backend from the list as loaded to the list as it is now. */
export function pendingEdits(loaded: Loaded, newId: () => string): DreamEdit[] {
  return diffDreams(loaded.baseline, loaded.sections, newId);
}

/** The title keys of the dreams added or changed in this session and not yet queued. */
export function unsavedKeys(loaded: Loaded | null): ReadonlySet<string> {
  if (!loaded) return new Set();
  return new Set(
    pendingEdits(loaded, () => '')
      .filter((e) => e.kind !== 'deleted')
      .map((e) => dreamKey(e.titulo)),
  );
}

const withLetter = (toggled: ReadonlySet<string>, letter: string, present: boolean): ReadonlySet<string> => {
  const next = new Set(toggled);
  if (present) next.add(letter);
  else next.delete(letter);
  return next;
};

/** The state with its sections changed (none while nothing is loaded). */
const editSections = (state: EditorState, change: (sections: LetterSection[]) => LetterSection[]): Loaded | null =>
  state.loaded && { ...state.loaded, sections: change(state.loaded.sections) };

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'loading':
      return { ...state, loading: action.loading };
    case 'loaded':
      return { ...state, loaded: { baseline: action.dreams, sections: groupByLetter(action.dreams), source: action.source }, dirty: false };
    case 'filter':
      return { ...state, filter: action.value, toggled: new Set() };
    case 'toggle':
      return { ...state, toggled: withLetter(state.toggled, action.letter, !state.toggled.has(action.letter)) };
    case 'open-dialog':
      return { ...state, dialog: action.dream ? { dream: action.dream } : {} };
    case 'close-dialog':
      return { ...state, dialog: null };
    case 'dialog-saved': {
      const original = state.dialog?.dream?.titulo;
      return {
        ...state,
        loaded: editSections(state, (sections) => saveDream(sections, action.dream, original)),
        dirty: true,
        dialog: null,
        // The saved dream's section opens (or, while filtering, stops being closed), so the admin sees it.
        toggled: withLetter(state.toggled, letterOf(action.dream.titulo), !filterActive(state)),
      };
    }
    case 'ask-delete':
      return { ...state, toDelete: action.dream };
    case 'cancel-delete':
      return { ...state, toDelete: null };
    case 'delete-confirmed': {
      const dream = state.toDelete;
      if (!dream) return state;
      return { ...state, loaded: editSections(state, (sections) => removeDream(sections, dream.titulo)), dirty: true, toDelete: null };
    }
    case 'sending':
      return { ...state, sending: action.sending };
    case 'nothing-to-send':
      return { ...state, dirty: false };
    case 'sent': {
      if (!state.loaded) return { ...state, dirty: false };
      // The new rows now exist (or will): the next save of these dreams updates them.
      const sections = state.loaded.sections.map((section) => ({
        ...section,
        dreams: section.dreams.map((entry) => {
          const id = action.rowOf.get(dreamKey(entry.dream.titulo));
          return id && id !== entry.remoteId ? { dream: entry.dream, remoteId: id, updatedAt: undefined } : entry;
        }),
      }));
      return { ...state, loaded: { ...state.loaded, sections, baseline: flatten(sections) }, dirty: false };
    }
  }
}
