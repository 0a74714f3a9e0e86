// The newest contest of each Caixa game at a glance, below the day's draws on /resultados (issue 39): the numbers as
// balls, "Acumulou!" with the next estimate and date, the contest's number and date, links to the contest and the
// game. Loaded as the reader nears it (resultados.page.tsx); the contests are read and downloaded in the content
// worker, as the draws are, and kept for offline use.
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { NumberBalls } from '../../components/number-balls';
import type { SavedLatestContests } from '../../lib/content-sync/live-reads';
import { useLiveRead } from '../../lib/content-sync/use-live-read';
import { useTableRefresh } from '../../lib/content-sync/table-refresh';
import { formatShortDate } from '../../utils/calendar/dates';
import { caixaResultsPath } from '../../utils/paths';
import { contestFromRow, type Contest } from '../caixa/domain/contest';
import { moneyInWords } from '../caixa/domain/format';
import { CAIXA_GAMES, type CaixaGame } from '../caixa/domain/games';
import classes from './results.module.css';

const NO_ARGS = {};
const NONE: SavedLatestContests = { rows: [], syncedAt: null };

function LatestCard({ game, contest }: { game: CaixaGame; contest: Contest }) {
  const draws = contest.secondNumbers ? [contest.numbers, contest.secondNumbers] : [contest.numbers];
  return (
    <article className={classes.caixaCard} data-testid="caixa-latest" data-game={game.id} aria-labelledby={`caixa-${game.id}`}>
      <Group justify="space-between" gap="xs" wrap="wrap" mb={6}>
        <Title order={3} size="h4" id={`caixa-${game.id}`}>
          <Anchor component={Link} to={caixaResultsPath(game.id)} inherit underline="always">
            {game.name}
          </Anchor>
        </Title>
        <Anchor component={Link} to={caixaResultsPath(game.id, contest.contest)} size="sm" underline="always">
          {`Concurso ${contest.contest} · ${formatShortDate(contest.drawDate)}`}
        </Anchor>
      </Group>
      <Stack gap={6}>
        {draws.map((numbers, index) => (
          <NumberBalls
            key={index}
            numbers={numbers}
            size="sm"
            kind={game.kind === 'tickets' ? 'ticket' : 'number'}
            label={draws.length > 1 ? `${index + 1}º sorteio` : game.kind === 'tickets' ? 'Bilhetes premiados' : 'Números sorteados'}
          />
        ))}
        {contest.clovers && <NumberBalls numbers={contest.clovers} size="sm" kind="clover" label="Trevos" />}
        {contest.lucky && (
          <Text size="sm">
            {game.lucky === 'team' ? 'Time do Coração: ' : 'Mês de Sorte: '}
            <strong>{contest.lucky.replace(/\s+\//, '/')}</strong>
          </Text>
        )}
      </Stack>
      {(contest.accumulated || contest.demo) && (
        <Group gap="xs" mt={6} wrap="wrap">
          {contest.accumulated && (
            <Badge color="gold" variant="light">
              Acumulou!
            </Badge>
          )}
          {contest.demo && (
            <Badge color="gray" variant="outline" size="sm">
              demonstração
            </Badge>
          )}
        </Group>
      )}
      {contest.nextEstimate ? (
        <Text size="sm" mt={6} data-testid="caixa-next">
          {`Próximo${contest.nextDate ? ` em ${formatShortDate(contest.nextDate)}` : ''}: ${moneyInWords(contest.nextEstimate)}`}
        </Text>
      ) : null}
    </article>
  );
}

export default function CaixaLatest() {
  const refreshed = useTableRefresh('lottery_contests');
  const saved = useLiveRead('latest-contests', NO_ARGS, NONE);
  // In the catalogue's order (Mega-Sena first); a row the app cannot read is left out.
  const latest = useMemo(() => {
    const byGame = new Map<string, Contest>();
    for (const row of saved?.rows ?? []) {
      try {
        const contest = contestFromRow(row);
        byGame.set(contest.game, contest);
      } catch {
        // Not a contest of a game this version knows.
      }
    }
    return CAIXA_GAMES.flatMap((game) => {
      const contest = byGame.get(game.id);
      return contest ? [{ game, contest }] : [];
    });
  }, [saved]);
  if (saved === undefined || (latest.length === 0 && refreshed === undefined)) {
    return (
      <Text c="dimmed" size="sm">
        Carregando os concursos…
      </Text>
    );
  }
  if (latest.length === 0) {
    // Not the page's own NotDownloaded: /resultados may already say it of the day's draws just above.
    return (
      <Text size="sm" data-testid="caixa-latest-none">
        {refreshed === null ? 'Ainda não baixamos os concursos da Caixa. Conecte-se uma vez para ver.' : 'Nenhum concurso publicado ainda.'}
      </Text>
    );
  }
  return (
    <div className={classes.cards}>
      {latest.map(({ game, contest }) => (
        <LatestCard key={game.id} game={game} contest={contest} />
      ))}
    </div>
  );
}
