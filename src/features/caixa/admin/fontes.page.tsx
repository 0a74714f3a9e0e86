// Fontes: where each Caixa game's results come from, as the ingest function last left it (the last success, the
// last status in words, the latest contest, the back-off), the sources' latest log lines (refusals, corrections) and
// a "Buscar agora" that asks the function for a poll of every game and reads the state again when it has run.
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../../components/admin/page-header';
import { notify } from '../../../components/toasts/notify';
import { toServerError } from '../../../lib/server-error';
import { getSupabase } from '../../../lib/supabase';
import { useServerQuery } from '../../../lib/use-server-query';
import { formatDateTime } from '../../../utils/pt-br/date-time';
import { CAIXA_GAMES, getCaixaGame, isCaixaGameId } from '../domain/games';
import { listContestCorrections, type ContestCorrection } from './api/list-contest-corrections';
import { listSourceEvents, type SourceEvent } from './api/list-source-events';
import { listSourceState, type SourceState } from './api/list-source-state';
import { requestPoll } from './api/request-poll';
import { changedFields, EVENT_KIND_WORDS, statusWords, type SourceTone } from './source-words';

/** How often the state is read again while a requested poll runs, and for how long at most. */
const POLL_CHECK_MS = 2_000;
const POLL_WAIT_MS = 60_000;

const TONE_BADGE: Record<SourceTone, { color: string; label: string }> = {
  ok: { color: 'teal', label: 'OK' },
  waiting: { color: 'gray', label: 'Aguardando' },
  failing: { color: 'red', label: 'Falha' },
};

const gameName = (game: string) => (isCaixaGameId(game) ? getCaixaGame(game).name : game);
const when = (iso: string | null) => (iso ? formatDateTime(iso) : 'nunca');

function SourceCard({ game, state, now }: { game: string; state: SourceState | undefined; now: number }) {
  const words = statusWords(state?.last_status ?? null, state?.last_error ?? null);
  const badge = TONE_BADGE[words.tone];
  const backoff = state?.backoff_until && Date.parse(state.backoff_until) > now ? state.backoff_until : null;
  return (
    <Card withBorder padding="md" radius="md" data-testid="source-card" data-game={game} data-status={state?.last_status ?? ''}>
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Title order={2} fz="md">
          {gameName(game)}
        </Title>
        <Badge color={badge.color} tt="none">
          {badge.label}
        </Badge>
      </Group>
      <Text fw={600} data-testid="source-status">
        {words.text}
      </Text>
      <Text size="sm">Último sucesso: {when(state?.last_success_at ?? null)}</Text>
      <Text size="sm">Última tentativa: {when(state?.last_attempt_at ?? null)}</Text>
      <Text size="sm">Último concurso: {state?.latest_contest ?? '—'}</Text>
      {backoff && (
        <Text size="sm" fw={600}>
          Nova tentativa depois de {formatDateTime(backoff)} ({state?.failures ?? 0} {state?.failures === 1 ? 'falha seguida' : 'falhas seguidas'})
        </Text>
      )}
      {state?.last_error && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Detalhe: {state.last_error}
        </Text>
      )}
    </Card>
  );
}

function EventsCard({ events, error }: { events: SourceEvent[] | undefined; error: string | null }) {
  return (
    <Card withBorder padding="md" radius="md" mb="lg">
      <Title order={2} fz="lg" mb="xs">
        Últimos eventos
      </Title>
      {error && <Alert color="orange">Não foi possível ler os eventos ({error}).</Alert>}
      {events && events.length === 0 && <Text c="dimmed">Nenhum evento ainda.</Text>}
      {events && events.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs" aria-label="Últimos eventos das fontes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Quando</Table.Th>
                <Table.Th>Jogo</Table.Th>
                <Table.Th>O quê</Table.Th>
                <Table.Th>Detalhe</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((event) => (
                <Table.Tr key={event.id} data-testid="source-event">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.at)}</Table.Td>
                  <Table.Td>
                    {gameName(event.game)}
                    {event.contest !== null && ` ${event.contest}`}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={event.kind === 'refused' || event.kind === 'error' ? 'red' : event.kind === 'corrected' ? 'orange' : 'gray'} tt="none">
                      {EVENT_KIND_WORDS[event.kind] ?? event.kind}
                    </Badge>
                  </Table.Td>
                  <Table.Td maw={420}>
                    {(event.kind === 'refused' || event.kind === 'error') && <Text size="sm">{statusWords(event.status, event.detail).text}</Text>}
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {event.detail ?? event.status}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

function CorrectionsCard({ corrections, error }: { corrections: ContestCorrection[] | undefined; error: string | null }) {
  return (
    <Card withBorder padding="md" radius="md" mb="lg">
      <Title order={2} fz="lg" mb="xs">
        Correções da fonte
      </Title>
      {error && <Alert color="orange">Não foi possível ler as correções ({error}).</Alert>}
      {corrections && corrections.length === 0 && <Text c="dimmed">Nenhum concurso foi corrigido pela fonte.</Text>}
      <Stack gap="sm">
        {corrections?.map((correction) => (
          <div key={correction.id} data-testid="source-correction">
            <Text fw={600}>
              {gameName(correction.game)} {correction.contest} · revisão {correction.revision} · {formatDateTime(correction.at)}
            </Text>
            {changedFields(correction.before, correction.after).map((change) => (
              <Text key={change.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {change.field}: antes {change.before} → depois {change.after}
              </Text>
            ))}
          </div>
        ))}
      </Stack>
    </Card>
  );
}

/** The attempt time of each game before a poll was asked: the poll has run when each one changed. */
type Attempts = Map<string, string | null>;

export default function FontesPage() {
  const state = useServerQuery(['caixa-source-state'], listSourceState);
  const events = useServerQuery(['caixa-source-events'], listSourceEvents);
  const corrections = useServerQuery(['caixa-contest-corrections'], listContestCorrections);
  const [asking, setAsking] = useState(false);
  const [waiting, setWaiting] = useState<{ before: Attempts; since: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const reloadState = state.reload;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(reloadState, POLL_CHECK_MS);
    return () => clearInterval(timer);
  }, [waiting, reloadState]);

  const rows = state.data;
  const reloadEvents = events.reload;
  const reloadCorrections = corrections.reload;
  useEffect(() => {
    if (!waiting || !rows) return;
    const done = rows.length > 0 && rows.every((row) => row.last_attempt_at !== null && row.last_attempt_at !== waiting.before.get(row.game));
    const late = Date.now() - waiting.since > POLL_WAIT_MS;
    if (!done && !late) return;
    setWaiting(null);
    setNow(Date.now());
    reloadEvents();
    reloadCorrections();
    if (done) notify.info('Busca concluída', 'O estado de cada jogo abaixo é o desta busca.');
    else notify.warning('A busca ainda não terminou', 'O estado abaixo é o da última tentativa; atualize daqui a pouco.');
  }, [waiting, rows, reloadEvents, reloadCorrections]);

  const pollNow = async () => {
    setAsking(true);
    try {
      await requestPoll(await getSupabase());
      setWaiting({ before: new Map((rows ?? []).map((row) => [row.game, row.last_attempt_at])), since: Date.now() });
      reloadState();
    } catch (thrown) {
      notify.error('Não foi possível pedir a busca', toServerError(thrown).message);
    } finally {
      setAsking(false);
    }
  };

  const byGame = new Map((rows ?? []).map((row) => [row.game, row]));
  return (
    <>
      <PageHeader
        title="Fontes"
        subtitle="De onde vêm os resultados da Caixa: a última busca de cada jogo, recusas e correções."
        icon={<span style={{ fontSize: 24 }}>📡</span>}
        actions={
          <Button onClick={() => void pollNow()} loading={asking || waiting !== null}>
            Buscar agora
          </Button>
        }
      />
      {waiting && (
        <Alert color="blue" mb="md" role="status">
          Buscando na Caixa… o estado é lido de novo a cada 2 segundos.
        </Alert>
      )}
      {state.error && (
        <Alert color="orange" mb="md" title="Sem dados do servidor">
          Não foi possível ler o estado das fontes ({state.error.message}).
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mb="lg">
        {CAIXA_GAMES.map((game) => (
          <SourceCard key={game.id} game={game.id} state={byGame.get(game.id)} now={now} />
        ))}
      </SimpleGrid>
      <EventsCard events={events.data} error={events.error?.message ?? null} />
      <CorrectionsCard corrections={corrections.data} error={corrections.error?.message ?? null} />
    </>
  );
}
