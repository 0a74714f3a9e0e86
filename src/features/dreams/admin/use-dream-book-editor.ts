// The admin dream manager's state and actions (the page, dream-book.page.tsx, is layout only): the list as
// loaded from the one dream model (dream-book-data.ts), the session's unsaved changes, the letter sections
// and filter, the dialogs, and 'Salvar Alterações', which queues every change through the outbox and, in the
// same IndexedDB transaction, stores it on this device (admin-edits.ts): from then on a reload, offline too,
// and the visitor's dream book on this device show it before it is delivered.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { diffDreams, type DreamEdit } from '../domain/edits';
import { dreamStorageProblems } from '../domain/form-text';
import {
  countDreams,
  filterSections,
  flatten,
  groupByLetter,
  letterOf,
  removeDream,
  saveDream,
  type AdminDream,
  type LetterSection,
} from '../domain/letter-sections';
import { dreamKey } from '../domain/fold';
import type { Dream } from '../domain/types';
import { plural, pluralWord } from '../../../utils/format/plural';
import { notify } from '../../../components/toasts/notify';
import { useOnline } from '../../../lib/online';
import { outbox } from '../../../lib/outbox/outbox';
import { queueAdminEdits, toQueuedEdit, useAdminQueue, type QueuedAdminEdit } from '../../../lib/outbox/admin-edits';
import type { DreamMark } from './dream-card';
import { loadAdminDreams } from './dream-book-data';

interface Loaded {
  /** The list as loaded (or as last sent): what 'Salvar Alterações' compares against. */
  baseline: AdminDream[];
  sections: LetterSection[];
  source: 'server' | 'device';
}

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
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(true);
  const [dirty, setDirty] = useState(false);
  const [filter, setFilterValue] = useState('');
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<{ dream?: Dream } | null>(null);
  const [toDelete, setToDelete] = useState<Dream | null>(null);
  const [sending, setSending] = useState(false);
  const loadSeq = useRef(0);

  const load = useCallback(async () => {
    const seq = ++loadSeq.current;
    setLoading(true);
    try {
      const { dreams, source } = await loadAdminDreams(await queuedEditsNow());
      if (seq !== loadSeq.current) return;
      setLoaded({ baseline: dreams, sections: groupByLetter(dreams), source });
      setDirty(false);
      notify.success(
        'Sonhos locais carregados!',
        source === 'server'
          ? `${plural(dreams.length, { one: 'sonho', other: 'sonhos' })}: o dicionário do app com as alterações salvas no servidor.`
          : `${plural(dreams.length, { one: 'sonho', other: 'sonhos' })} da cópia deste aparelho (sem conexão com o servidor).`,
      );
    } finally {
      if (seq === loadSeq.current) setLoading(false);
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

  const unsavedKeys = useMemo(() => {
    if (!loaded) return new Set<string>();
    const edits = diffDreams(loaded.baseline, loaded.sections, () => '');
    return new Set(edits.filter((e) => e.kind !== 'deleted').map((e) => dreamKey(e.titulo)));
  }, [loaded]);

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

  const filterActive = filter.trim() !== '';
  const visible = useMemo(() => (loaded ? filterSections(loaded.sections, filter) : []), [loaded, filter]);
  const isOpen = (letter: string) => filterActive !== toggled.has(letter);

  const toggle = (letter: string) =>
    setToggled((current) => {
      const next = new Set(current);
      if (next.has(letter)) next.delete(letter);
      else next.add(letter);
      return next;
    });

  const reveal = (letter: string) =>
    setToggled((current) => {
      const next = new Set(current);
      if (filterActive) next.delete(letter);
      else next.add(letter);
      return next;
    });

  const setFilter = (value: string) => {
    setFilterValue(value);
    setToggled(new Set());
  };

  const openEdit = useCallback((dream: Dream) => setDialog({ dream }), []);
  const askDelete = useCallback((dream: Dream) => setToDelete(dream), []);

  const saveFromDialog = async (dream: Dream) => {
    // Yields once so the dialog can show that it is saving.
    await new Promise((resolve) => setTimeout(resolve, 0));
    setLoaded((current) => current && { ...current, sections: saveDream(current.sections, dream, dialog?.dream?.titulo) });
    setDirty(true);
    setDialog(null);
    reveal(letterOf(dream.titulo));
    notify.success(`Sonho "${dream.titulo}" salvo localmente.`, 'Use "Salvar Alterações" para enviar ao servidor.');
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const { titulo } = toDelete;
    setLoaded((current) => current && { ...current, sections: removeDream(current.sections, titulo) });
    setDirty(true);
    setToDelete(null);
    notify.success(`Sonho "${titulo}" removido localmente.`, 'Use "Salvar Alterações" para enviar ao servidor.');
  };

  const saveChanges = async () => {
    if (!loaded) return;
    const edits: DreamEdit[] = diffDreams(loaded.baseline, loaded.sections, () => crypto.randomUUID());
    if (edits.length === 0) {
      setDirty(false);
      notify.info('Nenhuma alteração para enviar', 'A lista está igual à que foi carregada.');
      return;
    }
    const problems = edits
      .filter((e) => e.kind !== 'deleted')
      .flatMap((e) => dreamStorageProblems({ titulo: e.values.titulo, geral: e.values.geral, variantes: e.values.variantes }).map((p) => `"${e.titulo || '(sem título)'}": ${p}`));
    if (problems.length > 0) {
      notify.error('Corrija antes de salvar', problems.slice(0, 4).join('; '));
      return;
    }
    setSending(true);
    try {
      await queueAdminEdits(
        edits.map((e) => ({ table: 'dreams', id: e.id, baseUpdatedAt: e.baseUpdatedAt, op: 'upsert', values: { ...e.values }, label: `Sonho "${e.titulo}"` })),
      );
      // The new rows now exist (or will): the next save of these dreams updates them.
      const rowOf = new Map(edits.filter((e) => e.kind !== 'deleted').map((e) => [dreamKey(e.titulo), e.id]));
      setLoaded((current) => {
        if (!current) return current;
        const sections = current.sections.map((s) => ({
          ...s,
          dreams: s.dreams.map((entry) => {
            const id = rowOf.get(dreamKey(entry.dream.titulo));
            return id && id !== entry.remoteId ? { dream: entry.dream, remoteId: id, updatedAt: undefined } : entry;
          }),
        }));
        return { ...current, sections, baseline: flatten(sections) };
      });
      setDirty(false);
      if (online) notify.success('Alterações enviadas', `${plural(edits.length, { one: 'alteração', other: 'alterações' })} a caminho do servidor. Os visitantes verão no Livro dos Sonhos.`);
      else
        notify.warning(
          'Alterações na fila',
          `Sem conexão: ${plural(edits.length, { one: 'alteração guardada', other: 'alterações guardadas' })} neste aparelho ${pluralWord(edits.length, { one: 'será enviada', other: 'serão enviadas' })} quando a internet voltar.`,
        );
    } catch {
      notify.error('Não foi possível salvar', 'As alterações continuam nesta tela. Tente de novo.');
    } finally {
      setSending(false);
    }
  };

  return {
    online,
    loaded,
    loading,
    dirty,
    sending,
    total: loaded ? countDreams(loaded.sections) : 0,
    unsaved: unsavedKeys.size > 0 || dirty,
    filter,
    setFilter,
    visible,
    isOpen,
    toggle,
    markOf,
    reload: () => void load(),
    dialog,
    openAdd: () => setDialog({}),
    openEdit,
    closeDialog: () => setDialog(null),
    saveFromDialog,
    toDelete,
    askDelete,
    cancelDelete: () => setToDelete(null),
    confirmDelete,
    saveChanges,
  };
}
