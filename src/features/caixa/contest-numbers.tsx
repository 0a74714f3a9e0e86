// What a contest drew, as each game shows it: the numbers sorted and in the order drawn, Dupla Sena's two draws,
// +Milionária's trevos, Timemania's team or Dia de Sorte's month, Super Sete's columns, the Federal's tickets.
import { Stack, Text } from '@mantine/core';
import { NumberBalls } from '../../components/number-balls';
import type { Contest } from './domain/contest';
import type { CaixaGame } from './domain/games';
import classes from './caixa.module.css';

/** Each draw's order: the source lists Dupla Sena's two draws one after the other. */
function ordersOf(game: CaixaGame, contest: Contest): string[][] {
  const order = contest.drawOrder ?? [];
  if (game.secondDraw && order.length === game.drawn * 2) return [order.slice(0, game.drawn), order.slice(game.drawn)];
  return order.length === game.drawn ? [order] : [];
}

/** The lucky extra's name: 'Time do Coração' or 'Mês de Sorte'. */
const luckyName = (game: CaixaGame): string => (game.lucky === 'team' ? 'Time do Coração' : 'Mês de Sorte');

export function ContestNumbers({ game, contest, withOrder = false }: { game: CaixaGame; contest: Contest; withOrder?: boolean }) {
  if (game.kind === 'tickets') {
    return <NumberBalls numbers={contest.numbers} kind="ticket" label="Bilhetes premiados, do 1º ao 5º prêmio" />;
  }
  if (game.kind === 'columns') {
    return (
      <ol className={classes.columns} aria-label="Números sorteados, coluna por coluna">
        {contest.numbers.map((digit, index) => (
          <li key={index}>
            <span className={classes.columnLabel}>{`Coluna ${index + 1}`}</span>
            <NumberBalls numbers={[digit]} label={`Coluna ${index + 1}`} />
          </li>
        ))}
      </ol>
    );
  }
  const orders = withOrder ? ordersOf(game, contest) : [];
  const draws = game.secondDraw && contest.secondNumbers ? [contest.numbers, contest.secondNumbers] : [contest.numbers];
  return (
    <Stack gap="sm">
      {draws.map((numbers, index) => {
        const which = draws.length > 1 ? `${index + 1}º sorteio` : '';
        return (
          <Stack gap={6} key={index} data-testid="contest-draw">
            {which && (
              <Text fw={700} size="sm">
                {which}
              </Text>
            )}
            <NumberBalls numbers={numbers} label={which ? `Números do ${which}, em ordem crescente` : 'Números sorteados, em ordem crescente'} />
            {orders[index] && (
              <>
                <Text size="sm" c="dimmed">
                  Na ordem do sorteio
                </Text>
                <NumberBalls numbers={orders[index]} size="sm" label={which ? `Números do ${which}, na ordem do sorteio` : 'Números na ordem do sorteio'} />
              </>
            )}
          </Stack>
        );
      })}
      {contest.clovers && contest.clovers.length > 0 && (
        <Stack gap={6}>
          <Text fw={700} size="sm">
            Trevos
          </Text>
          <NumberBalls numbers={contest.clovers} kind="clover" label="Trevos sorteados" />
        </Stack>
      )}
      {game.lucky && contest.lucky && (
        <Text size="sm" data-testid="contest-lucky">
          {`${luckyName(game)}: `}
          <strong>{contest.lucky.replace(/\s+\//, '/')}</strong>
        </Text>
      )}
    </Stack>
  );
}
