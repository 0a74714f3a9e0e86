// Admin dream-book screen (SPEC §2, §4): the dictionary by letter, filter, add/edit/delete in this
// session, and 'Salvar Alterações', which queues every change through the outbox to the `dreams` table.
// Layout only: the state and the actions are the editor hook's (use-dream-book-editor.ts).
import { TOUCH_TARGET_PX } from '../../../components/admin/touch-theme';
import { ActionIcon, Alert, Button, Card, Group, Loader, Modal, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { plural } from '../../../utils/pt-br/plural';
import { dreamKey } from '../domain/fold';
import { DreamCard } from './dream-card';
import { DreamDialog } from './dream-dialog';
import { PageHeader } from '../../../components/admin/page-header';
import { useDreamBookEditor } from './use-dream-book-editor';

export default function DreamBookPage() {
  const editor = useDreamBookEditor();
  const { online, loaded, loading, dirty, sending, total, visible, isOpen, toggle, dialog, toDelete } = editor;

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
            onClick={editor.reload}
            loading={loading}
          >
            <span aria-hidden="true">🔄</span>
          </ActionIcon>
        </Group>
        <Group gap="xs" align="flex-end" mb="md">
          <TextInput
            placeholder="Filtrar sonhos..."
            aria-label="Filtrar sonhos"
            value={editor.filter}
            onChange={(event) => editor.setFilter(event.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <Button onClick={editor.openAdd} leftSection={<span aria-hidden="true">＋</span>}>
            Adicionar
          </Button>
          <Button color="teal" onClick={() => void editor.saveChanges()} disabled={!dirty || sending} loading={sending} leftSection={<span aria-hidden="true">💾</span>}>
            Salvar Alterações
          </Button>
        </Group>
        {loaded && (
          <Text size="sm" c="dimmed" mb="sm" role="status">
            {plural(total, { one: 'sonho', other: 'sonhos' })}
            {editor.unsaved ? ' · há alterações não salvas' : ''}
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
                      mih={TOUCH_TARGET_PX}
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
                      {section.dreams.map((entry) => (
                        <DreamCard
                          key={dreamKey(entry.dream.titulo)}
                          dream={entry.dream}
                          mark={editor.markOf(entry)}
                          onEdit={editor.openEdit}
                          onDelete={editor.askDelete}
                        />
                      ))}
                    </Stack>
                  )}
                </section>
              );
            })}
          </Stack>
        )}
      </Card>

      <DreamDialog opened={dialog !== null} dream={dialog?.dream} onClose={editor.closeDialog} onSave={editor.saveFromDialog} replaces={editor.replacedBy} />

      <Modal opened={toDelete !== null} onClose={editor.cancelDelete} title="Confirmar Exclusão" closeButtonProps={{ 'aria-label': 'Fechar' }}>
        <Text mb="md">
          Tem certeza que deseja excluir o sonho "{toDelete?.titulo}"? Esta ação não pode ser desfeita (nesta sessão).
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={editor.cancelDelete}>
            Cancelar
          </Button>
          <Button color="red" onClick={editor.confirmDelete}>
            Excluir
          </Button>
        </Group>
      </Modal>
    </>
  );
}
