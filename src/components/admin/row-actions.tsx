// Pieces the content screens share: the pending/conflict badge of a row and a delete confirmation.
import { Badge, Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import type { OutboxStatus } from '../../lib/db';

const PENDING: Record<OutboxStatus, { label: string; color: string; dark?: boolean }> = {
  pending: { label: 'pendente', color: 'gold', dark: true },
  sending: { label: 'enviando', color: 'gold', dark: true },
  failed: { label: 'não enviado', color: 'orange' },
  conflict: { label: 'conflito', color: 'red' },
};

export function PendingBadge({ state }: { state?: OutboxStatus }) {
  if (!state) return null;
  const { label, color, dark } = PENDING[state];
  return (
    <Badge size="sm" color={color} c={dark ? 'dark' : undefined} data-testid="pending-badge">
      {label}
    </Badge>
  );
}

interface ConfirmDeleteProps<Row> {
  /** The row to delete; the dialog is open while there is one. */
  row: Row | null;
  /** The row in words, after "excluir": 'a promoção "Semana da Sorte"'. */
  describe: (row: Row) => string;
  onCancel: () => void;
  onConfirm: (row: Row) => void;
}

export function ConfirmDelete<Row>({ row, describe, onCancel, onConfirm }: ConfirmDeleteProps<Row>) {
  // The last row asked about stays described while the dialog closes, so its text does not change mid-animation.
  const [shown, setShown] = useState<Row | null>(row);
  if (row !== null && row !== shown) setShown(row);
  return (
    <Modal opened={row !== null} onClose={onCancel} title="Confirmar Exclusão" closeButtonProps={{ 'aria-label': 'Fechar' }}>
      <Text mb="md">Tem certeza que deseja excluir {shown !== null ? describe(shown) : ''}?</Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel}>
          Cancelar
        </Button>
        <Button color="red" onClick={() => row !== null && onConfirm(row)}>
          Excluir
        </Button>
      </Group>
    </Modal>
  );
}
