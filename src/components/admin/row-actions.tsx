// Pieces the admin screens share about a row: its action buttons, its pending/conflict badge and the delete
// confirmation.
import { ActionIcon, Badge, Box, Button, Group, Modal, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { OutboxStatus } from '../../lib/db';
import classes from './row-actions.module.css';
import { TOUCH_TARGET_PX } from './touch-theme';

export interface RowAction {
  /** The word on the button ('Editar'); an icon-only button shows it as its tooltip. */
  label: string;
  /** A fuller accessible name that starts with the label ('Editar Cobra'), where rows repeat the same words. */
  name?: string;
  /** Icon-only: the icon (aria-hidden) instead of the word. */
  icon?: ReactNode;
  color?: string;
  /** 'light' by default; 'default' (outlined) on a tinted card, where a light button would not stand out. */
  variant?: 'light' | 'default';
  onClick: () => void;
  loading?: boolean;
  disabled?: boolean;
}

function ActionButton({ action, destructive }: { action: RowAction; destructive?: boolean }) {
  const color = action.color ?? (destructive ? 'red' : undefined);
  const common = {
    onClick: action.onClick,
    loading: action.loading,
    disabled: action.disabled,
    color,
    'aria-label': action.name,
    'data-destructive': destructive || undefined,
  };
  if (action.icon) {
    return (
      <ActionIcon {...common} variant="subtle" size={TOUCH_TARGET_PX} aria-label={action.name ?? action.label} title={action.label}>
        {action.icon}
      </ActionIcon>
    );
  }
  return (
    <Button {...common} variant={action.variant ?? 'light'} size="sm" h={TOUCH_TARGET_PX} miw={TOUCH_TARGET_PX}>
      {action.label}
    </Button>
  );
}

interface RowActionsProps {
  actions?: readonly RowAction[];
  /**
   * The action that removes or resets something (Excluir, Remover, Redefinir): set apart at the row's end, in red.
   * Its click must ask first (ConfirmDelete or the screen's own dialog), never act at once.
   */
  destructive?: RowAction;
  mt?: string | number;
}

/**
 * A row's action buttons, the one rule for every admin list: each a touch target of at least 44 × 44 px, the
 * others 8 px apart, the destructive one at the row's end and at least 24 px from them.
 */
export function RowActions({ actions = [], destructive, mt }: RowActionsProps) {
  return (
    <Box className={classes.row} mt={mt} data-testid="row-actions">
      {actions.length > 0 && (
        <div className={classes.group}>
          {actions.map((action) => (
            <ActionButton key={action.label} action={action} />
          ))}
        </div>
      )}
      {destructive && <ActionButton action={destructive} destructive />}
    </Box>
  );
}

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
