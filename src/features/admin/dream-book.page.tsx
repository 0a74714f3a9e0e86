// Admin dream-book screen (SPEC §2, §4): the dictionary by letter, filter, add/edit/delete in this
// session, and 'Salvar Alterações', which queues every change through the outbox to the `dreams` table.
import { ActionIcon, Alert, Button, Card, Group, Loader, Modal, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { plural, pluralWord } from '../../domain/format/plural';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { diffDreams, type DreamEdit } from '../../domain/admin/dream-edits';
import { dreamStorageProblems } from '../../domain/admin/dream-form';
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
} from '../../domain/admin/dream-list';
import { dreamKey } from '../../domain/dreams/fold';
import type { Dream } from '../../domain/dreams/types';
import { queueAdminEdits, toQueuedEdit, useAdminQueue, type QueuedAdminEdit } from './admin-edits';
import { notify } from '../../lib/notify';
import { useOnline } from '../../lib/online';
import { outbox } from '../../lib/outbox';
import { DreamCard, type DreamMark } from './dream-card';
import { loadAdminDreams } from './dream-book-data';
import { DreamDialog } from './dream-dialog';
import { PageHeader } from './page-header';

interface Loaded {
  /** The list as loaded (or as last sent): what 'Salvar Alterações' compares against. */
  baseline: AdminDream[];
  sections: LetterSection[];
  source: 'server' | 'device';
}

async function queuedEditsNow(): Promise<QueuedAdminEdit[]> {
  return (await outbox.list()).map(toQueuedEdit).filter((e): e is QueuedAdminEdit => e !== null);
}

export default function DreamBookPage() {
  const online = useOnline();
  const queue = useAdminQueue();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(true);
  const [dirty, setDirty] = useState(false);
  const [filter, setFilter] = useState('');
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

  const onFilter = (value: string) => {
    setFilter(value);
    setToggled(new Set());
  };

  const onEdit = useCallback((dream: Dream) => setDialog({ dream }), []);
  const onAskDelete = useCallback((dream: Dream) => setToDelete(dream), []);

  const onSaveDream = async (dream: Dream) => {
    // Yields once so the dialog can show that it is saving.
    await new Promise((resolve) => setTimeout(resolve, 0));
    setLoaded((current) => current && { ...current, sections: saveDream(current.sections, dream, dialog?.dream?.titulo) });
    setDirty(true);
    setDialog(null);
    reveal(letterOf(dream.titulo));
    notify.success(`Sonho "${dream.titulo}" salvo localmente.`, 'Use "Salvar Alterações" para enviar ao servidor.');
  };

  const onConfirmDelete = () => {
    if (!toDelete) return;
    const { titulo } = toDelete;
    setLoaded((current) => current && { ...current, sections: removeDream(current.sections, titulo) });
    setDirty(true);
    setToDelete(null);
    notify.success(`Sonho "${titulo}" removido localmente.`, 'Use "Salvar Alterações" para enviar ao servidor.');
  };

  const onSaveChanges = async () => {
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

  const total = loaded ? countDreams(loaded.sections) : 0;

  return (
    <>
      <PageHeader
        title="Gerenciador do Livro dos Sonhos"
        subtitle="Adicione, edite e gerencie as interpretações dos sonhos e seus palpites."
        icon={<span style={{ fontSize: 24 }}>🌙</span>}
      />
      <Card withBorder padding="md" radius="md">
        <Group justify="space-between" mb="sm" gap="xs">
          <Title order={2} fz="lg">
            Gerenciar Sonhos ({online ? 'Sincronizado' : 'Offline: envio quando a conexão voltar'})
          </Title>
          <ActionIcon
            variant="light"
            size="lg"
            aria-label="Recarregar sonhos"
            title="Recarregar (descarta alterações não salvas)"
            onClick={() => void load()}
            loading={loading}
          >
            <span aria-hidden="true">🔄</span>
          </ActionIcon>
        </Group>
        <Group gap="xs" align="flex-end" mb="md">
          <TextInput
            placeholder="Filtrar sonhos..."
            aria-label="Filtrar sonhos"
            value={filter}
            onChange={(event) => onFilter(event.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <Button onClick={() => setDialog({})} leftSection={<span aria-hidden="true">＋</span>}>
            Adicionar
          </Button>
          <Button color="teal" onClick={() => void onSaveChanges()} disabled={!dirty || sending} loading={sending} leftSection={<span aria-hidden="true">💾</span>}>
            Salvar Alterações
          </Button>
        </Group>
        {loaded && (
          <Text size="sm" c="dimmed" mb="sm" role="status">
            {plural(total, { one: 'sonho', other: 'sonhos' })}
            {unsavedKeys.size > 0 || dirty ? ' · há alterações não salvas' : ''}
            {loaded.source === 'device' ? ' · cópia deste aparelho' : ''}
          </Text>
        )}
        {!loaded ? (
          <Group justify="center" p="xl">
            <Loader role="status" aria-label="Carregando sonhos" />
          </Group>
        ) : visible.length === 0 ? (
          <Alert color="gray">Nenhum sonho encontrado para o filtro atual.</Alert>
        ) : (
          <Stack gap="sm">
            {visible.map((section) => {
              const open = isOpen(section.letter);
              const panelId = `letra-${section.letter}`;
              return (
                <section key={section.letter} aria-labelledby={`${panelId}-titulo`}>
                  <Title order={2} fz="md" id={`${panelId}-titulo`}>
                    <UnstyledButton
                      onClick={() => toggle(section.letter)}
                      aria-expanded={open}
                      aria-controls={panelId}
                      w="100%"
                      py={6}
                      px="xs"
                      style={{ borderRadius: 6, background: 'var(--mantine-color-night-light)' }}
                    >
                      <Group justify="space-between">
                        <span>
                          Letra {section.letter} ({section.dreams.length})
                        </span>
                        <span aria-hidden="true">{open ? '▾' : '▸'}</span>
                      </Group>
                    </UnstyledButton>
                  </Title>
                  {open && (
                    <Stack gap="xs" mt="xs" id={panelId}>
                      {section.dreams.map((entry) => {
                        const key = dreamKey(entry.dream.titulo);
                        const mark: DreamMark | undefined = unsavedKeys.has(key)
                          ? 'unsaved'
                          : entry.remoteId
                            ? queueMarks.get(entry.remoteId)
                            : undefined;
                        return <DreamCard key={key} dream={entry.dream} mark={mark} onEdit={onEdit} onDelete={onAskDelete} />;
                      })}
                    </Stack>
                  )}
                </section>
              );
            })}
          </Stack>
        )}
      </Card>

      <DreamDialog opened={dialog !== null} dream={dialog?.dream} onClose={() => setDialog(null)} onSave={onSaveDream} />

      <Modal opened={toDelete !== null} onClose={() => setToDelete(null)} title="Confirmar Exclusão" closeButtonProps={{ 'aria-label': 'Fechar' }}>
        <Text mb="md">
          Tem certeza que deseja excluir o sonho "{toDelete?.titulo}"? Esta ação não pode ser desfeita (nesta sessão).
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => setToDelete(null)}>
            Cancelar
          </Button>
          <Button color="red" onClick={onConfirmDelete}>
            Excluir
          </Button>
        </Group>
      </Modal>
    </>
  );
}
