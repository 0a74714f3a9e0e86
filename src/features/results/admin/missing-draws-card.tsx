// The dashboard's late draws: each scheduled bicho draw of today (and of yesterday, which an admin opening the
// panel in the morning still has to enter) without a result 20 minutes after its time, how late, a link to enter
// it, and the follow of 'Pendências' that brings each one to this device as a notification.
import { Alert, Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { TOUCH_TARGET_PX } from '../../../components/admin/touch-theme';
import { useReloadWhenDelivered } from '../../../components/admin/use-admin-rows';
import { FollowControl } from '../../../components/follow-slot';
import { useServerQuery } from '../../../lib/use-server-query';
import { addDays, todayInBrasilia } from '../../../utils/calendar/dates';
import { PAINEL } from '../../../utils/paths';
import { PENDING_DRAWS_TOPIC } from '../../notifications/domain/topics';
import { listMissingDraws, type MissingDraw } from '../api/list-missing-draws';
import { lateness } from './missing-draws';

/** Yesterday's, one line per lottery: [lottery, its labels in time order]. */
function byLottery(draws: MissingDraw[]): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const draw of draws) groups.set(draw.lottery, [...(groups.get(draw.lottery) ?? []), draw.draw_label]);
  return [...groups];
}

function DrawRows({ draws }: { draws: MissingDraw[] }) {
  return (
    <Stack gap={6}>
      {draws.map((draw) => (
        <Group key={`${draw.lottery} ${draw.draw_time}`} gap="xs" justify="space-between" wrap="nowrap" data-testid="missing-draw">
          <Text size="sm">
            <Text span fw={700}>
              {draw.lottery}
            </Text>{' '}
            · {draw.draw_label}
          </Text>
          <Badge color="orange" variant="light" tt="none" style={{ flexShrink: 0 }}>
            {lateness(draw.minutes_late)} de atraso
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}

export function MissingDrawsCard() {
  const today = todayInBrasilia();
  const yesterday = addDays(today, -1);
  const draws = useServerQuery(['missing-draws', today], async (client, signal) => {
    const [todays, yesterdays] = await Promise.all([listMissingDraws(client, signal), listMissingDraws(client, signal, yesterday)]);
    return { today: todays, yesterday: yesterdays };
  });
  // A result entered here (through the outbox) takes its draw off the list.
  useReloadWhenDelivered(['draw_results'], draws.reload);

  return (
    <Card withBorder padding="md" radius="md" mb="lg" id="pendencias" data-testid="missing-draws">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg">
          Sorteios sem resultado
        </Title>
        <Group gap="xs">
          <FollowControl topic={PENDING_DRAWS_TOPIC} label={PENDING_DRAWS_TOPIC} wide />
          <Anchor component={Link} to={PAINEL.results} size="sm" mih={TOUCH_TARGET_PX} display="inline-flex" style={{ alignItems: 'center' }}>
            Lançar resultado
          </Anchor>
        </Group>
      </Group>
      <Text size="xs" c="dimmed" mb="xs">
        Sorteios da grade de horários ainda sem resultado 20 minutos depois da hora. Quem segue Pendências recebe um aviso
        de cada um.
      </Text>
      {draws.error && (
        <Alert color="orange" mb="xs">
          Não foi possível ler os sorteios pendentes ({draws.error.message}).
        </Alert>
      )}
      {draws.data && (
        <>
          {draws.data.today.length === 0 ? <Text c="dimmed">Nenhum sorteio atrasado hoje.</Text> : <DrawRows draws={draws.data.today} />}
          {draws.data.yesterday.length > 0 && (
            <>
              <Title order={3} fz="sm" mt="sm" mb={4}>
                Ontem
              </Title>
              <Stack gap={4}>
                {byLottery(draws.data.yesterday).map(([lottery, labels]) => (
                  <Text key={lottery} size="sm" data-testid="missing-draw-yesterday">
                    <Text span fw={700}>
                      {lottery}
                    </Text>
                    : {labels.join(', ')}
                  </Text>
                ))}
              </Stack>
            </>
          )}
        </>
      )}
    </Card>
  );
}
