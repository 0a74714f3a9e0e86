// A Caixa game's contests (/resultados/<jogo>), newest first, a page at a time: each a link to its own page. The
// newest page is downloaded on opening and "Ver mais" downloads the next; all are kept, so the pages open offline.
import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { FollowControl } from '../../components/follow-slot';
import { LoadingBlock } from '../../components/loading-block';
import { NotDownloaded } from '../../components/saved-copy';
import { PageTitle } from '../../components/page-title';
import { SavedGameWins } from '../../components/saved-game-wins';
import { useOnline } from '../../lib/online';
import { formatShortDate } from '../../utils/calendar/dates';
import { moneyInWords } from './domain/format';
import { caixaResultsPath } from '../../utils/paths';
import { ContestNumbers } from './contest-numbers';
import { contestFromRow, type Contest } from './domain/contest';
import type { CaixaGame } from './domain/games';
import { useContestPages, useSavedContests } from './use-contests';
import classes from './caixa.module.css';

function ContestItem({ game, contest }: { game: CaixaGame; contest: Contest }) {
  return (
    <li className={classes.item} data-testid="contest-item" data-contest={contest.contest}>
      <Group justify="space-between" gap="xs" wrap="wrap" mb={6}>
        <Anchor component={Link} to={caixaResultsPath(game.id, contest.contest)} fw={700} underline="always">
          {`Concurso ${contest.contest}`}
        </Anchor>
        <Text size="sm" c="dimmed">
          {formatShortDate(contest.drawDate)}
        </Text>
      </Group>
      <ContestNumbers game={game} contest={contest} />
      {(contest.accumulated || contest.demo) && (
        <Group gap="xs" mt={6} wrap="wrap">
          {contest.accumulated && (
            <Badge color="gold" variant="light">
              Acumulou!
            </Badge>
          )}
          {contest.demo && (
            <Badge color="gray" variant="outline">
              Demonstração
            </Badge>
          )}
        </Group>
      )}
    </li>
  );
}

export function GameContests({ game }: { game: CaixaGame }) {
  const { limit, downloaded, exhausted, more } = useContestPages(game.id);
  const saved = useSavedContests(game.id, limit);
  const online = useOnline();
  const contests = useMemo(
    () =>
      (saved?.rows ?? []).flatMap((row) => {
        try {
          return [contestFromRow(row)];
        } catch {
          return [];
        }
      }),
    [saved],
  );
  const latest = contests[0];
  const oldest = contests.at(-1)?.contest ?? null;
  // More to show: saved ones beyond the page, or the server's older ones while it has some and can be asked.
  const hasMore = saved !== undefined && (saved.saved > contests.length || (!exhausted && online && contests.length > 0));
  return (
    <>
      <PageTitle title={`Resultados da ${game.name}`} description={`Os concursos da ${game.name}, do mais recente ao mais antigo, com os números e a premiação.`} />
      <Group justify="space-between" gap="xs" mb="md" wrap="wrap">
        <Text size="sm" c="dimmed">
          Concursos do mais recente ao mais antigo. Os que você abrir ficam salvos para ver sem internet.
        </Text>
        <FollowControl topic={game.name} label={game.name} wide />
      </Group>
      <SavedGameWins game={game.id} />
      {latest?.accumulated && latest.nextEstimate ? (
        <Alert color="gold" variant="light" mb="md" title="Acumulou!" data-testid="game-accumulated">
          {`Estimativa do concurso ${latest.nextContest ?? latest.contest + 1}${latest.nextDate ? ` (${formatShortDate(latest.nextDate)})` : ''}: ${moneyInWords(latest.nextEstimate)}.`}
        </Alert>
      ) : null}
      {!online && contests.length > 0 && (
        <Alert color="gray" mb="md" title="Sem internet">
          Mostrando os concursos salvos neste aparelho.
        </Alert>
      )}
      {saved === undefined || (contests.length === 0 && downloaded === undefined) ? (
        <LoadingBlock label="Carregando concursos" />
      ) : contests.length === 0 ? (
        downloaded === null ? (
          <NotDownloaded what={`os concursos da ${game.name}`} />
        ) : (
          <Alert color="gray" title="Nenhum concurso por aqui ainda" data-testid="contests-empty">
            Assim que a Caixa publicar um resultado, ele aparece aqui.
          </Alert>
        )
      ) : (
        <Stack gap="md">
          <ol className={classes.list} data-testid="contest-list">
            {contests.map((contest) => (
              <ContestItem key={contest.contest} game={game} contest={contest} />
            ))}
          </ol>
          {hasMore && (
            <Button variant="default" fullWidth loading={downloaded === undefined} onClick={() => more(oldest)} data-testid="contests-more">
              Ver mais
            </Button>
          )}
        </Stack>
      )}
    </>
  );
}
