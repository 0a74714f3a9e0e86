// Pieces the content screens share: the pending/conflict badge of a row and a delete confirmation.
import { Badge, Button, Group, Modal, Text } from '@mantine/core';
import type { PendingState } from '../../domain/admin/pending-edits';

const PENDING: Record<PendingState, { label: string; color: string; dark?: boolean }> = {
  pending: { label: 'pendente', color: 'gold', dark: true },
  sending: { label: 'enviando', color: 'gold', dark: true },
  failed: { label: 'não enviado', color: 'orange' },
  conflict: { label: 'conflito', color: 'red' },
};

export function PendingBadge({ state }: { state?: PendingState }) {
  if (!state) return null;
  const { label, color, dark } = PENDING[state];
  return (
    <Badge size="sm" color={color} c={dark ? 'dark' : undefined} data-testid="pending-badge">
      {label}
    </Badge>
  );
}

export function ConfirmDelete({ what, opened, onCancel, onConfirm }: { what: string; opened: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Confirmar Exclusão" closeButtonProps={{ 'aria-label': 'Fechar' }}>
      <Text mb="md">Tem certeza que deseja excluir {what}?</Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel}>
          Cancelar
        </Button>
        <Button color="red" onClick={onConfirm}>
          Excluir
        </Button>
      </Group>
    </Modal>
  );
}
