// The admin dream manager's actions (the page, dream-book.page.tsx, is layout only; the state is one pure reducer,
// dream-book-editor-state.ts): loading the list from the one dream model (dream-book-data.ts), the marks of
// unsaved and queued dreams, the toasts, and 'Salvar Alterações', which queues every change through the outbox and, in the
// same IndexedDB transaction, stores it on this device (admin-edits.ts): from then on a reload, offline too,
// and the visitor's dream book on this device show it before it is delivered.
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { titledProblems } from '../domain/validate';
import { countDreams, dreamReplacedBy, type AdminDream, type LetterSection } from '../domain/letter-sections';
import { dreamKey } from '../domain/fold';
import type { Dream } from '../domain/types';
import { plural, pluralWord } from '../../../utils/pt-br/plural';
import { notify } from '../../../components/toasts/notify';
import { useOnline } from '../../../lib/online';
import { outbox } from '../../../lib/outbox/outbox';
import { queueAdminEdits } from '../../../lib/outbox/admin-edits';
import { toQueuedEdit, type QueuedAdminEdit } from '../../../lib/outbox/admin-edit-payload';
import { useAdminQueue } from '../../../lib/outbox/admin-queue-hooks';
import type { DreamMark } from './dream-card';
import { loadAdminDreams } from './dream-book-data';
import { editorReducer, INITIAL_EDITOR_STATE, isLetterOpen, pendingEdits, unsavedKeys as unsavedKeysOf, visibleSections, type Loaded } from './dream-book-editor-state';

async function queuedEditsNow(): Promise<QueuedAdminEdit[]> {
  return (await outbox.list()).map(toQueuedEdit).filter((e): e is QueuedAdminEdit => e !== null);
}

export interface DreamBookEditor {
  online: boolean;
  /** Null until the first load. */
  loaded: Loaded | null;
  loading: boolean;
  dirty: boolean;
  sending: boolean;
  total: number;
  /** Whether some dream differs from the list as loaded. */
  unsaved: boolean;
  filter: string;
  setFilter: (value: string) => void;
  /** The sections the filter leaves. */
  visible: LetterSection[];
  isOpen: (letter: string) => boolean;
  toggle: (letter: string) => void;
  /** The badge of a dream: unsaved here, or the state of its queued edit. */
  markOf: (entry: AdminDream) => DreamMark | undefined;
  reload: () => void;
  /** The add/edit dialog: null when closed; `dream` absent when adding. */
  dialog: { dream?: Dream } | null;
  openAdd: () => void;
  openEdit: (dream: Dream) => void;
  closeDialog: () => void;
  saveFromDialog: (dream: Dream) => Promise<void>;
  /** The other dream the dialog's save would replace (same title key), asked about first. */
  replacedBy: (dream: Dream) => Dream | undefined;
  /** The dream awaiting delete confirmation. */
  toDelete: Dream | null;
  askDelete: (dream: Dream) => void;
  cancelDelete: () => void;
  confirmDelete: () => void;
  saveChanges: () => Promise<void>;
}

export function useDreamBookEditor(): DreamBookEditor {
  const online = useOnline();
  const queue = useAdminQueue();
  const [state, dispatch] = useReducer(editorReducer, INITIAL_EDITOR_STATE);
  const { loaded, dirty, dialog, toDelete } = state;
  const loadSeq = useRef(0);

  const load = useCallback(async () => {
    const seq = ++loadSeq.current;
    dispatch({ type: 'loading', loading: true });
    try {
      const { dreams, source } = await loadAdminDreams(await queuedEditsNow());
      if (seq !== loadSeq.current) return;
      dispatch({ type: 'loaded', dreams, source });
      notify.success(
        'Sonhos locais carregados!',
        source === 'server'
          ? `${plural(dreams.length, { one: 'sonho', other: 'sonhos' })}: o dicionário do app com as alterações salvas no servidor.`
          : `${plural(dreams.length, { one: 'sonho', other: 'sonhos' })} da cópia deste aparelho (sem conexão com o servidor).`,
      );
    } finally {
      if (seq === loadSeq.current) dispatch({ type: 'loading', loading: false });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  // Unsent changes would be lost with the page: let the browser ask first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const unsavedKeys = useMemo(() => unsavedKeysOf(loaded), [loaded]);

  const queueMarks = useMemo(() => {
    const marks = new Map<string, DreamMark>();
    for (const item of queue ?? []) {
      if (item.edit.table !== 'dreams') continue;
      marks.set(item.edit.id, item.status === 'conflict' ? 'conflict' : item.status === 'failed' ? 'failed' : 'pending');
    }
    return marks;
  }, [queue]);

  const markOf = useCallback(
    (entry: AdminDream): DreamMark | undefined =>
      unsavedKeys.has(dreamKey(entry.dream.titulo)) ? 'unsaved' : entry.remoteId ? queueMarks.get(entry.remoteId) : undefined,
    [unsavedKeys, queueMarks],
  );

  const visible = useMemo(() => visibleSections(loaded, state.filter), [loaded, state.filter]);

  const openEdit = useCallback((dream: Dream) => dispatch({ type: 'open-dialog', dream }), []);
  const askDelete = useCallback((dream: Dream) => dispatch({ type: 'ask-delete', dream }), []);

  const saveFromDialog = async (dream: Dream) => {
    // Yields once so the dialog can show that it is saving.
    await new Promise((resolve) => setTimeout(resolve, 0));
    dispatch({ type: 'dialog-saved', dream });
    notify.success(`Sonho "${dream.titulo}" salvo localmente.`, 'Use "Salvar Alterações" para enviar ao servidor.');
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    dispatch({ type: 'delete-confirmed' });
    notify.success(`Sonho "${toDelete.titulo}" removido localmente.`, 'Use "Salvar Alterações" para enviar ao servidor.');
  };

  const saveChanges = async () => {
    if (!loaded) return;
    const edits = pendingEdits(loaded, () => crypto.randomUUID());
    if (edits.length === 0) {
      dispatch({ type: 'nothing-to-send' });
      notify.info('Nenhuma alteração para enviar', 'A lista está igual à que foi carregada.');
      return;
    }
    const problems = edits
      .filter((e) => e.kind !== 'deleted')
      .flatMap((e) => titledProblems({ titulo: e.values.titulo, geral: e.values.geral, variantes: e.values.variantes }, 'storage'));
    if (problems.length > 0) {
      notify.error('Corrija antes de salvar', problems.slice(0, 4).join('; '));
      return;
    }
    dispatch({ type: 'sending', sending: true });
    try {
      await queueAdminEdits(
        edits.map((e) => ({ table: 'dreams', id: e.id, baseUpdatedAt: e.baseUpdatedAt, op: 'upsert', values: { ...e.values }, label: `Sonho "${e.titulo}"` })),
      );
      dispatch({ type: 'sent', rowOf: new Map(edits.filter((e) => e.kind !== 'deleted').map((e) => [dreamKey(e.titulo), e.id])) });
      if (online) notify.success('Alterações enviadas', `${plural(edits.length, { one: 'alteração', other: 'alterações' })} a caminho do servidor. Os visitantes verão no Livro dos Sonhos.`);
      else
        notify.warning(
          'Alterações na fila',
          `Sem conexão: ${plural(edits.length, { one: 'alteração guardada', other: 'alterações guardadas' })} neste aparelho ${pluralWord(edits.length, { one: 'será enviada', other: 'serão enviadas' })} quando a internet voltar.`,
        );
    } catch {
      notify.error('Não foi possível salvar', 'As alterações continuam nesta tela. Tente de novo.');
    } finally {
      dispatch({ type: 'sending', sending: false });
    }
  };

  return {
    online,
    loaded,
    loading: state.loading,
    dirty,
    sending: state.sending,
    total: loaded ? countDreams(loaded.sections) : 0,
    unsaved: unsavedKeys.size > 0 || dirty,
    filter: state.filter,
    setFilter: (value) => dispatch({ type: 'filter', value }),
    visible,
    isOpen: (letter) => isLetterOpen(state, letter),
    toggle: (letter) => dispatch({ type: 'toggle', letter }),
    markOf,
    reload: () => void load(),
    dialog,
    openAdd: () => dispatch({ type: 'open-dialog' }),
    openEdit,
    closeDialog: () => dispatch({ type: 'close-dialog' }),
    saveFromDialog,
    replacedBy: (dream) => (loaded ? dreamReplacedBy(loaded.sections, dream, dialog?.dream?.titulo) : undefined),
    toDelete,
    askDelete,
    cancelDelete: () => dispatch({ type: 'cancel-delete' }),
    confirmDelete,
    saveChanges,
  };
}
