// The add/edit dream dialog of SPEC §2/§4: title, meaning, and the 'Palpites da Sorte' with a random
// generator. It validates nothing (SPEC §5); groups and milhares are comma lists, the terno ' / '. Saving is
// add-or-replace by title: a title another dream already has asks first, showing that dream.
import { Button, Card, Group, Loader, Modal, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { dreamFromForm, formFromDream, palpitesToForm, type DreamFormValues } from '../domain/form-text';
import type { Dream } from '../domain/types';
import { generateDreamGuess } from '../../bets/domain/random-picks';
import { DreamDetails } from './dream-card';

export interface DreamDialogProps {
  opened: boolean;
  /** The dream being edited; absent when adding. */
  dream?: Dream;
  onClose: () => void;
  onSave: (dream: Dream) => Promise<void> | void;
  /** The other dream saving this one would replace (same title), if any: asked about before saving. */
  replaces?: (dream: Dream) => Dream | undefined;
}

/** 'Já existe um sonho “Zabumba”. Substituir?', with that dream as it is now; Cancelar goes back to the form as typed. */
function ConfirmReplace({ existing, onCancel, onConfirm }: { existing: Dream | null; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Modal
      opened={existing !== null}
      onClose={onCancel}
      title={existing ? `Já existe um sonho “${existing.titulo}”. Substituir?` : ''}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      zIndex={310}
    >
      {existing && (
        <>
          <Text size="sm" mb="xs">
            Salvar troca o significado e os palpites dele pelos que você digitou. O sonho atual:
          </Text>
          <Card withBorder padding="sm" radius="md" mb="md" data-testid="replaced-dream">
            <Text fw={700}>{existing.titulo}</Text>
            <DreamDetails dream={existing} />
          </Card>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onCancel}>
              Cancelar
            </Button>
            <Button color="red" onClick={onConfirm}>
              Substituir
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}

function DreamForm({ dream, onClose, onSave, replaces }: Omit<DreamDialogProps, 'opened'>) {
  const [values, setValues] = useState<DreamFormValues>(() => formFromDream(dream));
  const [saving, setSaving] = useState(false);
  /** The dream a save would replace, while the admin is asked. */
  const [replacing, setReplacing] = useState<Dream | null>(null);
  const set = (field: keyof DreamFormValues) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const save = async () => {
    setReplacing(null);
    setSaving(true);
    try {
      await onSave(dreamFromForm(values, dream));
    } finally {
      setSaving(false);
    }
  };

  const submit = () => {
    const existing = replaces?.(dreamFromForm(values, dream));
    if (existing) setReplacing(existing);
    else void save();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ConfirmReplace existing={replacing} onCancel={() => setReplacing(null)} onConfirm={() => void save()} />
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Preencha os detalhes e os palpites do sonho abaixo.
        </Text>
        <TextInput label="Título" value={values.titulo} onChange={set('titulo')} data-autofocus />
        <Textarea label="Significado" value={values.significado} onChange={set('significado')} autosize minRows={4} maxRows={12} />
        <Title order={3} fz="md" mt="xs">
          Palpites da Sorte
        </Title>
        <TextInput label="Grupo(s)" description="Separe por vírgulas. Ex.: 09 - Cobra, 15 - Jacaré" value={values.grupos} onChange={set('grupos')} />
        <TextInput label="Milhar(es)" description="Separe por vírgulas. Ex.: 1233, 4534" value={values.milhares} onChange={set('milhares')} />
        <TextInput label="Terno de Grupo" description="Separe por barras. Ex.: 02 - Águia / 09 - Cobra / 20 - Peru" value={values.terno} onChange={set('terno')} />
        <Group justify="space-between" mt="sm" gap="xs">
          <Button variant="light" onClick={() => setValues((v) => ({ ...v, ...palpitesToForm(generateDreamGuess()) }))} leftSection={<span aria-hidden="true">🎲</span>}>
            Gerar Palpites
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={saving} leftSection={saving ? <Loader size={14} color="gray" /> : undefined}>
              Salvar
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

export function DreamDialog({ opened, dream, onClose, onSave, replaces }: DreamDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={dream ? 'Editar Sonho' : 'Adicionar Novo Sonho'} size="lg" closeButtonProps={{ 'aria-label': 'Fechar' }}>
      {/* Mounted per opening, so each opening starts from the dream as it is now. */}
      {opened && <DreamForm dream={dream} onClose={onClose} onSave={onSave} replaces={replaces} />}
    </Modal>
  );
}
