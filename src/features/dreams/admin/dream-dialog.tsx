// The add/edit dream dialog of SPEC §2/§4: title, meaning, and the 'Palpites da Sorte' with a random
// generator. It validates nothing (SPEC §5); groups and milhares are comma lists, the terno ' / '.
import { Button, Group, Loader, Modal, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { dreamFromForm, formFromDream, palpitesToForm, type DreamFormValues } from '../domain/form-text';
import type { Dream } from '../domain/types';
import { generateDreamGuess } from '../../bets/domain/random-picks';

export interface DreamDialogProps {
  opened: boolean;
  /** The dream being edited; absent when adding. */
  dream?: Dream;
  onClose: () => void;
  onSave: (dream: Dream) => Promise<void> | void;
}

function DreamForm({ dream, onClose, onSave }: Omit<DreamDialogProps, 'opened'>) {
  const [values, setValues] = useState<DreamFormValues>(() => formFromDream(dream));
  const [saving, setSaving] = useState(false);
  const set = (field: keyof DreamFormValues) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const submit = async () => {
    setSaving(true);
    try {
      await onSave(dreamFromForm(values, dream));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
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

export function DreamDialog({ opened, dream, onClose, onSave }: DreamDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={dream ? 'Editar Sonho' : 'Adicionar Novo Sonho'} size="lg" closeButtonProps={{ 'aria-label': 'Fechar' }}>
      {/* Mounted per opening, so each opening starts from the dream as it is now. */}
      {opened && <DreamForm dream={dream} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}
