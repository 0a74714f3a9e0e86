// Visitor feedback: filter by rating and unread, mark as read (through the outbox).
import { Alert, Badge, Button, Card, Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { plural } from '../../../utils/pt-br/plural';
import { useState } from 'react';
import { queueAdminEdit } from '../../../lib/outbox/admin-edits';
import { notify } from '../../../components/toasts/notify';
import { listFeedbacks, type Feedback } from '../api/list-feedbacks';
import { formatDateTime } from '../../../utils/pt-br/date-time';
import { PageHeader } from '../../../components/admin/page-header';
import { RowActions } from '../../../components/admin/row-actions';
import { useAdminRows } from '../../../components/admin/use-admin-rows';

const RATINGS = ['5', '4', '3', '2', '1'];

export default function FeedbacksPage() {
  const [rating, setRating] = useState('all');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const { rows, error } = useAdminRows('feedbacks', [rating, unreadOnly], (client, signal) =>
    listFeedbacks(client, { rating: rating === 'all' ? null : Number(rating), unreadOnly }, signal),
  );

  const markRead = (items: Feedback[]) =>
    Promise.all(
      items.map((f) =>
        queueAdminEdit({ table: 'feedbacks', id: f.id, baseUpdatedAt: f.updated_at, op: 'upsert', values: { read: true }, label: `Feedback de ${formatDateTime(f.created_at)}` }),
      ),
    );

  const unread = (rows ?? []).filter((f) => !f.read);

  return (
    <>
      <PageHeader title="Feedbacks" subtitle="O que os visitantes disseram sobre o app." icon={<span style={{ fontSize: 24 }}>💬</span>} />
      <Card withBorder padding="md" radius="md">
        <Group justify="space-between" mb="md" gap="sm">
          <Group gap="sm">
            <SegmentedControl
              value={rating}
              onChange={setRating}
              data={[{ value: 'all', label: 'Todas' }, ...RATINGS.map((r) => ({ value: r, label: `${r}★` }))]}
              aria-label="Filtrar por nota"
            />
            <Switch label="Só não lidos" checked={unreadOnly} onChange={(e) => setUnreadOnly(e.currentTarget.checked)} />
          </Group>
          <Button
            size="xs"
            variant="light"
            disabled={unread.length === 0}
            onClick={() =>
              void markRead(unread).then(() => notify.success('Feedbacks marcados como lidos', `${plural(unread.length, { one: 'feedback', other: 'feedbacks' })}.`))
            }
          >
            Marcar todos como lidos
          </Button>
        </Group>
        {error && <Alert color="orange" mb="sm">Não foi possível ler os feedbacks ({error}).</Alert>}
        {rows && rows.length === 0 && <Text c="dimmed">Nenhum feedback para este filtro.</Text>}
        <Stack gap="xs">
          {rows?.map((f) => (
            <Card key={f.id} withBorder padding="sm" data-testid="feedback-card" bg={f.read ? undefined : 'var(--mantine-color-night-light)'}>
              <Group justify="space-between" gap="xs" mb={4}>
                <Group gap="xs">
                  <Text fw={800} c="gold.8" aria-label={`Nota ${f.rating} de 5`}>
                    {'★'.repeat(f.rating)}
                    {'☆'.repeat(5 - f.rating)}
                  </Text>
                  {!f.read && <Badge size="sm">Novo</Badge>}
                  {f.pending && (
                    <Badge size="sm" color={f.pending === 'conflict' ? 'red' : 'gold'} c={f.pending === 'conflict' ? undefined : 'dark'}>
                      {f.pending === 'conflict' ? 'conflito' : 'pendente'}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDateTime(f.created_at)}
                  {f.page ? ` · ${f.page}` : ''}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {f.message}
              </Text>
              {!f.read && <RowActions mt={4} actions={[{ label: 'Marcar como lido', variant: 'default', onClick: () => void markRead([f]) }]} />}
            </Card>
          ))}
        </Stack>
      </Card>
    </>
  );
}
