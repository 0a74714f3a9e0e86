// Notificações: what this device follows, a switch to stop everything, every lottery and the day's guess to
// follow from here, why notifications cannot come when they cannot, and installing the app. No account: the
// device keeps its list (follows-store.ts), the server only what it needs to send.
import { Alert, Anchor, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { PATHS } from '../../utils/paths';
import { useEffect, useReducer, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { resultsLotteryOf } from '../schedules/data/results-lotteries';
import { SCHEDULES } from '../schedules/data/schedules';
import { db } from '../../lib/db';
import { useLiveQuery } from '../../lib/db-hooks';
import { PUSH_SYNC_KIND } from '../../lib/db-names';
import { useHydrated } from '../../lib/hydration';
import { outbox } from '../../lib/outbox/outbox';
import { canFollow } from './domain/push-support';
import { GUESS_TOPIC, sortTopics, topicLabel } from './domain/topics';
import { FollowButton } from './follow-button';
import { useFollowState } from './follow-state';
import { installApp } from './install-actions';
import { useInstallUi } from './install-state';
import { NoticeExplanation } from './notice-explanation';
import { NOTICE_TEXTS } from './notice-texts';
import { currentAvailability } from './push-environment';
import * as parts from './part-loaders';
import { askPermissionInTap } from './permission-request';

/** The lotteries whose results the app publishes, by the name they are published under. */
const LOTTERY_TOPICS = SCHEDULES.map(resultsLotteryOf);

/** The permission can change in the browser's settings while the page is open: read again on return. */
function useAvailability() {
  const hydrated = useHydrated();
  const [, recheck] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') recheck();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
  return hydrated ? currentAvailability() : undefined;
}

/** The push entry waiting in the outbox, if any: the server has not heard of the last change yet. */
function useWaitingSync() {
  return useLiveQuery(async () => (await db.outbox.where('kind').equals(PUSH_SYNC_KIND).toArray())[0] ?? null, [], null);
}

function listText(topics: readonly string[]): string {
  const names = topics.map(topicLabel);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
}

function DeviceSwitch() {
  const availability = useAvailability();
  const state = useFollowState();
  const [busy, setBusy] = useState(false);
  if (availability === undefined || state === undefined) return <Text size="sm">Verificando este aparelho…</Text>;
  if (!canFollow(availability)) {
    const reason = availability === 'ask' || availability === 'granted' ? 'unsupported' : availability;
    return (
      <Alert color={reason === 'denied' ? 'red' : 'gray'} variant="light" title={NOTICE_TEXTS[reason].title} data-testid="device-notice">
        <NoticeExplanation reason={reason} />
      </Alert>
    );
  }
  const following = state.topics.length > 0;
  const on = following && state.enabled;
  const onChange = (checked: boolean) => {
    const request = checked ? askPermissionInTap() : undefined;
    setBusy(true);
    void parts
      .FollowFlow()
      .then((flow) => flow.switchNotifications(checked, request))
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  const description = !following
    ? 'Siga uma loteria ou o palpite do dia abaixo para ligar.'
    : on
      ? `Você segue ${listText(state.topics)}.`
      : `Pausadas. A sua lista (${listText(state.topics)}) fica guardada para quando ligar de novo.`;
  // The description beside the switch, not inside its label (Mantine's `description` would be read as part of
  // the switch's name).
  return (
    <Stack gap={4}>
      <Switch
        size="md"
        label="Receber notificações neste aparelho"
        checked={on}
        disabled={!following || busy}
        onChange={(event) => onChange(event.currentTarget.checked)}
        aria-describedby="notificacoes-estado"
        data-testid="notifications-switch"
      />
      <Text size="sm" c="dimmed" id="notificacoes-estado" data-testid="notifications-state">
        {description}
      </Text>
    </Stack>
  );
}

function WaitingSync() {
  const entry = useWaitingSync();
  if (!entry) return null;
  if (entry.status === 'failed') {
    return (
      <Alert color="red" variant="light" title="O servidor não aceitou a última mudança" data-testid="sync-failed">
        <Text size="sm">A sua escolha continua salva neste aparelho.</Text>
        <Button size="xs" mt="xs" onClick={() => void outbox.retry(entry.id)}>
          Tentar de novo
        </Button>
      </Alert>
    );
  }
  return (
    <Text size="sm" c="dimmed" data-testid="sync-waiting">
      A sua última escolha ainda vai ser enviada: assim que houver conexão, o servidor fica sabendo.
    </Text>
  );
}

function InstallCard() {
  const method = useInstallUi((state) => state.method);
  const installable = useInstallUi((state) => state.installable);
  if (!installable) return null;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="instalar-titulo">
      <Title order={2} size="h4" id="instalar-titulo">
        Instalar o app
      </Title>
      <Text size="sm" mt={4} mb="sm">
        {method === 'ios'
          ? 'No iPhone, as notificações só chegam com o app na Tela de Início.'
          : 'Com o app instalado, ele abre direto da tela inicial e funciona sem internet.'}
      </Text>
      <Button onClick={() => void installApp()} leftSection={<span aria-hidden="true">📲</span>}>
        Instalar o app
      </Button>
    </Card>
  );
}

export default function NotificacoesPage() {
  const state = useFollowState();
  // Every lottery, the day's guess first, and anything followed elsewhere that the list does not name.
  const topics = sortTopics([GUESS_TOPIC, ...LOTTERY_TOPICS, ...(state?.topics ?? [])]);
  return (
    <>
      <PageTitle title="Notificações" lead="O resultado da sua loteria no celular assim que sai, sem precisar abrir o app." />
      <Stack gap="lg">
        <Card withBorder padding="md" radius="md" component="section" aria-labelledby="aparelho-titulo">
          <Title order={2} size="h4" id="aparelho-titulo" mb="sm">
            Neste aparelho
          </Title>
          <Stack gap="sm">
            <DeviceSwitch />
            <WaitingSync />
          </Stack>
        </Card>
        <section aria-labelledby="seguir-titulo">
          <Title order={2} size="h4" id="seguir-titulo" mb="xs">
            O que seguir
          </Title>
          <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="follow-list">
            {topics.map((topic) => (
              <Group
                key={topic}
                component="li"
                justify="space-between"
                wrap="nowrap"
                py="xs"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
              >
                <div>
                  {/* The item's name, not a heading: a div, so axe's p-as-heading does not read the bold line as one. */}
                  <Text component="div" fw={600}>
                    {topicLabel(topic)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {topic === GUESS_TOPIC ? 'Os palpites da equipe, quando saem' : 'Cada resultado, assim que é publicado'}
                  </Text>
                </div>
                <FollowButton topic={topic} label={topicLabel(topic)} />
              </Group>
            ))}
          </Stack>
        </section>
        <InstallCard />
        <Text size="sm" c="dimmed">
          Não precisa de conta. O que você segue fica guardado neste aparelho e funciona sem internet: a escolha é enviada
          quando a conexão voltar. O servidor guarda só o endereço de entrega das notificações deste navegador e a lista do
          que você segue; pausar ou deixar de seguir tudo apaga esse endereço. Veja também os{' '}
          <Anchor component={Link} to={PATHS.resultados} underline="always">
            resultados
          </Anchor>{' '}
          e os{' '}
          <Anchor component={Link} to={PATHS.horarios} underline="always">
            horários
          </Anchor>
          .
        </Text>
      </Stack>
    </>
  );
}
