// One dream in the admin manager: title, meaning, its guesses (or 'Sem palpites cadastrados.'), and
// the edit and delete buttons.
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { RowActions } from '../../../components/admin/row-actions';
import { memo } from 'react';
import { hasPalpites } from '../domain/form-text';
import type { Dream } from '../domain/types';

export type DreamMark = 'unsaved' | 'pending' | 'failed' | 'conflict';

const MARKS: Record<DreamMark, { label: string; color: string }> = {
  unsaved: { label: 'não salvo', color: 'grape' },
  pending: { label: 'enviando', color: 'gold' },
  failed: { label: 'não enviado', color: 'orange' },
  conflict: { label: 'conflito', color: 'red' },
};

interface DreamCardProps {
  dream: Dream;
  mark?: DreamMark;
  onEdit: (dream: Dream) => void;
  onDelete: (dream: Dream) => void;
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span fw={700}>
        {label}
      </Text>{' '}
      {value}
    </Text>
  );
}

/** A dream's meaning and its guesses (or 'Sem palpites cadastrados.'): on its card, and where a save would replace it. */
export function DreamDetails({ dream }: { dream: Dream }) {
  const { significado, palpites } = dream.geral;
  return (
    <>
      <Text size="sm" mt={4} mb="xs" style={{ whiteSpace: 'pre-line' }}>
        {significado}
      </Text>
      {hasPalpites(palpites) ? (
        <Stack gap={2}>
          {palpites.grupos.length > 0 && <Line label="Grupo:" value={palpites.grupos.join(', ')} />}
          {palpites.milhares.length > 0 && <Line label="Milhar:" value={palpites.milhares.join(', ')} />}
          {palpites.ternoDeGrupo.length > 0 && <Line label="Terno:" value={palpites.ternoDeGrupo.join(' / ')} />}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" fs="italic">
          Sem palpites cadastrados.
        </Text>
      )}
    </>
  );
}

export const DreamCard = memo(function DreamCard({ dream, mark, onEdit, onDelete }: DreamCardProps) {
  return (
    <Card withBorder padding="sm" radius="md" data-testid="dream-card" component="article" aria-label={dream.titulo}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group gap="xs" style={{ minWidth: 0 }}>
          <Title order={3} fz="md">
            {dream.titulo}
          </Title>
          {mark && (
            <Badge size="sm" variant="light" color={MARKS[mark].color}>
              {MARKS[mark].label}
            </Badge>
          )}
        </Group>
        <RowActions
          actions={[{ label: 'Editar', name: `Editar ${dream.titulo}`, icon: <span aria-hidden="true">✏️</span>, onClick: () => onEdit(dream) }]}
          destructive={{ label: 'Excluir', name: `Excluir ${dream.titulo}`, icon: <span aria-hidden="true">🗑️</span>, onClick: () => onDelete(dream) }}
        />
      </Group>
      <DreamDetails dream={dream} />
    </Card>
  );
});
