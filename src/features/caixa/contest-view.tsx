// One contest of a Caixa game (/resultados/<jogo>/<concurso>, the address notifications and shares use): what was
// drawn, every prize tier with its winners and prize, whether it accumulated, the next contest, the place; the
// previous and next contests; "Seguir" the game; and the ticket check and the share card (contest-tools.tsx).
import { Alert, Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { FollowControl } from '../../components/follow-slot';
import { LoadingBlock } from '../../components/loading-block';
import { usePageMeta } from '../../lib/page-meta';
import { formatLongDate, formatShortDate, todayInBrasilia } from '../../utils/calendar/dates';
import { capitalise } from '../../utils/pt-br/case';
import { formatMoney, formatNumber } from '../../utils/pt-br/numbers';
import { caixaResultsPath, PATHS } from '../../utils/paths';
import { animalOfNumber } from '../animals/domain/animals';
import { ContestNumbers } from './contest-numbers';
import { ContestTools } from './contest-tools';
import { contestFromRow, type Contest } from './domain/contest';
import { federalBichoPrizes } from './domain/federal';
import { moneyInWords } from './domain/format';
import type { CaixaGame } from './domain/games';
import { useContestDownload, useSavedContest } from './use-contests';
import classes from './caixa.module.css';

/** The tier's name as the game calls it ('Quadra'), the source's when the game has no such tier; Dupla Sena's by draw. */
function tierName(game: CaixaGame, tier: number, source: string): string {
  const known = game.tiers.find((t) => t.tier === tier);
  if (!known) return source;
  return 'draw' in known && game.secondDraw ? `${known.name} (${known.draw}º sorteio)` : known.name;
}

/**
 * Every prize tier. Two columns, the winners under each prize: three (tier, winners, prize) did not fit 320 px with
 * +Milionária's tier names and a Mega-Sena prize of nine digits. The Federal's: prize, ticket and value.
 */
function PrizeTable({ game, contest }: { game: CaixaGame; contest: Contest }) {
  const tickets = game.kind === 'tickets';
  return (
    <table className={classes.table} data-testid="contest-prizes">
      <caption className={classes.caption}>Premiação</caption>
      <thead>
        <tr>
          <th scope="col">{tickets ? 'Prêmio' : 'Faixa'}</th>
          {tickets && <th scope="col">Bilhete</th>}
          <th scope="col" className={classes.money}>
            {tickets ? 'Valor' : 'Prêmio e ganhadores'}
          </th>
        </tr>
      </thead>
      <tbody>
        {contest.prizes.map((prize) => (
          <tr key={prize.tier}>
            <th scope="row" className={classes.tierName}>
              {tierName(game, prize.tier, prize.name)}
            </th>
            {tickets && <td className={classes.digits}>{contest.numbers[prize.tier - 1] ?? ''}</td>}
            <td className={classes.money}>
              {tickets ? (
                formatMoney(prize.amount)
              ) : prize.winners === 0 ? (
                <span className={classes.winners}>Nenhum ganhador</span>
              ) : (
                <>
                  <strong>{formatMoney(prize.amount)}</strong>
                  <span className={classes.winners}>{`${formatNumber(prize.winners, 0)} ${prize.winners === 1 ? 'ganhador' : 'ganhadores'}`}</span>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The Federal's prizes as the jogo do bicho reads them (domain/federal.ts): the five milhares, then the 6º and 7º. */
function FederalBicho({ tickets }: { tickets: readonly string[] }) {
  let prizes: string[];
  try {
    prizes = federalBichoPrizes(tickets);
  } catch {
    return null;
  }
  return (
    <table className={classes.table} data-testid="federal-bicho">
      <caption className={classes.caption}>No jogo do bicho</caption>
      <thead>
        <tr>
          <th scope="col">Prêmio</th>
          <th scope="col">Milhar</th>
          <th scope="col">Bicho</th>
        </tr>
      </thead>
      <tbody>
        {prizes.map((milhar, index) => {
          const animal = animalOfNumber(milhar);
          return (
            <tr key={index}>
              <th scope="row">{`${index + 1}º`}</th>
              <td className={classes.digits}>{milhar}</td>
              <td className={classes.animal}>
                <span aria-hidden="true">{animal.emoji}</span> {animal.name}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** 'Mega-Sena 2850: 04 12 19 33 41 58', a contest as its page's title and description name it. */
function contestMeta(game: CaixaGame, contest: Contest): { title: string; description: string } {
  return {
    title: `${game.name} ${contest.contest}`,
    description: `${game.name}, concurso ${contest.contest} de ${formatShortDate(contest.drawDate)}: ${contest.numbers.join(' ')}.`,
  };
}

function ContestMeta({ game, contest }: { game: CaixaGame; contest: Contest }) {
  const meta = contestMeta(game, contest);
  usePageMeta(meta.title, meta.description);
  return null;
}

/**
 * Links to the contests before and after, and to the game's list. The next one is linked once it is known: a newer
 * contest is saved, or the day this one announced for it has come.
 */
function ContestNav({ game, contest, newest, nextDate }: { game: CaixaGame; contest: number; newest: number | null; nextDate?: string }) {
  const hasNext = (newest !== null && newest > contest) || (nextDate !== undefined && nextDate <= todayInBrasilia());
  return (
    <Group gap="xs" justify="space-between" wrap="wrap" data-testid="contest-nav">
      {contest > 1 ? (
        <Button component={Link} to={caixaResultsPath(game.id, contest - 1)} variant="default" size="sm" aria-label={`Concurso anterior, ${contest - 1}`}>
          {`← ${contest - 1}`}
        </Button>
      ) : (
        <span />
      )}
      <Anchor component={Link} to={caixaResultsPath(game.id)} size="sm" underline="always">
        Todos os concursos
      </Anchor>
      {hasNext ? (
        <Button component={Link} to={caixaResultsPath(game.id, contest + 1)} variant="default" size="sm" aria-label={`Próximo concurso, ${contest + 1}`}>
          {`${contest + 1} →`}
        </Button>
      ) : (
        <span />
      )}
    </Group>
  );
}

function ContestDetails({ game, contest }: { game: CaixaGame; contest: Contest }) {
  return (
    <Stack gap="md" data-testid="contest" data-game={game.id} data-contest={contest.contest}>
      {contest.demo && (
        <Alert color="yellow" variant="light" title="Dados de demonstração">
          Este concurso foi gerado para mostrar como o app funciona: não é um resultado real da Caixa.
        </Alert>
      )}
      <ContestNumbers game={game} contest={contest} withOrder />
      {game.kind === 'tickets' && <FederalBicho tickets={contest.numbers} />}
      <PrizeTable game={game} contest={contest} />
      {contest.accumulated && (
        <Alert color="gold" variant="light" title="Acumulou!" data-testid="contest-accumulated">
          Ninguém acertou o prêmio principal.
          {contest.nextAccumulated ? ` Acumulado para o próximo concurso: ${formatMoney(contest.nextAccumulated)}.` : ''}
        </Alert>
      )}
      {(contest.nextContest || contest.nextDate || contest.nextEstimate) && (
        <Text data-testid="contest-next">
          {`Próximo concurso${contest.nextContest ? ` ${contest.nextContest}` : ''}`}
          {contest.nextDate ? `: ${formatLongDate(contest.nextDate)}` : ''}
          {contest.nextEstimate ? `. Estimativa de prêmio: ${moneyInWords(contest.nextEstimate)}.` : '.'}
        </Text>
      )}
      {contest.place && (
        <Text size="sm" c="dimmed" data-testid="contest-place">
          {`Sorteio realizado em ${contest.place}.`}
        </Text>
      )}
    </Stack>
  );
}

/** Says the contest is nowhere to be read, with the ways on. */
export function ContestNotFound({ game, contest, offline = false }: { game?: CaixaGame; contest?: number; offline?: boolean }) {
  return (
    <Alert color="gray" title={offline ? 'Concurso não salvo neste aparelho' : 'Concurso não encontrado'} data-testid="contest-not-found">
      <Stack gap="xs">
        <Text size="sm">
          {offline
            ? `O concurso ${contest ?? ''} ainda não foi baixado. Conecte-se uma vez para ver; depois ele abre sem internet.`
            : game && contest
              ? `Não há concurso ${contest} da ${game.name}: ele ainda não foi sorteado, ou o endereço está errado.`
              : 'Não encontramos essa loteria ou esse concurso: o endereço pode estar errado.'}
        </Text>
        <Group gap="md" wrap="wrap">
          {game && (
            <Anchor component={Link} to={caixaResultsPath(game.id)} underline="always">
              {`Concursos da ${game.name}`}
            </Anchor>
          )}
          <Anchor component={Link} to={PATHS.resultados} underline="always">
            Todos os resultados
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}

export function ContestView({ game, contest: number }: { game: CaixaGame; contest: number }) {
  const saved = useSavedContest(game.id, number);
  const download = useContestDownload(game.id, number);
  const contest = useMemo(() => {
    if (!saved?.row) return undefined;
    try {
      return contestFromRow(saved.row);
    } catch {
      return undefined;
    }
  }, [saved]);

  let body;
  if (contest) body = <ContestDetails game={game} contest={contest} />;
  else if (saved === undefined || download === undefined) body = <LoadingBlock label="Carregando concurso" />;
  else body = <ContestNotFound game={game} contest={number} offline={download === null} />;
  return (
    <Stack gap="md">
      {contest && <ContestMeta game={game} contest={contest} />}
      {/* The game's name whole on one line ("Mega-Sena" broke at its hyphen at 320 px); "Seguir" on the line below. */}
      <Stack gap="xs">
        <Title order={1} size="h2">
          <span className={classes.nowrap}>{game.name}</span> · Concurso {number}
        </Title>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            {contest && <Text>{capitalise(formatLongDate(contest.drawDate))}</Text>}
            {contest?.demo && (
              <Badge color="gray" variant="outline" data-testid="contest-demo">
                Demonstração
              </Badge>
            )}
          </Group>
          <FollowControl topic={game.name} label={game.name} />
        </Group>
      </Stack>
      {body}
      {/* Share, a saved game's win and "Conferir meu jogo" (contest-tools.tsx, the ticket check's code in a chunk of its own). */}
      {contest && <ContestTools contest={contest} />}
      <ContestNav game={game} contest={number} newest={saved?.newest ?? null} nextDate={contest?.nextDate} />
    </Stack>
  );
}
