// The home page's "Palpite do dia": the day's first guess (the team's, else the built-in one) with its groups and
// milhares, a link to all of them and "Compartilhar". A lazy part of the home page (part-loaders.ts), drawn after
// the first screen, so the home page's first load does not carry it.
import { Anchor, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { guessShareContent, guessTitle } from '../../components/share/guess-content';
import { ShareButton } from '../../components/share/share-button';
import { useCachedTable } from '../../lib/content-sync/remote-cache';
import { animalByGroup } from '../animals/domain/animals';
import { guessesFor } from '../guesses/domain/lucky-guess';
import { todayInBrasilia } from '../../utils/calendar/dates';
import { PATHS } from '../../utils/paths';
import classes from './home.module.css';

export default function TodayGuess() {
  const saved = useCachedTable('lucky_guesses');
  const rows = saved.status === 'never' ? [] : saved.status === 'ready' ? saved.rows : undefined;
  const guess = rows ? guessesFor(rows, todayInBrasilia())[0] : undefined;
  return (
    <Card withBorder padding="md" mt="xl" component="section" aria-labelledby="home-guess-title" data-testid="home-guess">
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={2} size="h3" id="home-guess-title">
          Palpite do dia
        </Title>
        <Anchor underline="always" component={Link} to={PATHS.palpites}>
          Ver todos os palpites
        </Anchor>
      </Group>
      {guess ? (
        <>
          <Text fw={700} mb={6}>
            {guessTitle(guess)}
          </Text>
          <ul className={classes.chips} aria-label="Grupos">
            {guess.grupos.map((group) => {
              const animal = animalByGroup(group);
              return (
                <li key={group} className={classes.chip}>
                  <span aria-hidden="true">{animal.emoji}</span> {animal.group} - {animal.name}
                </li>
              );
            })}
          </ul>
          <ul className={classes.chips} aria-label="Milhares">
            {guess.milhares.map((milhar) => (
              <li key={milhar} className={classes.milhar}>
                {milhar}
              </li>
            ))}
          </ul>
          <Group mt="sm">
            <ShareButton content={guessShareContent(guess, window.location.origin)} size="sm" aria-label={`Compartilhar palpite: ${guessTitle(guess)}`}>
              Compartilhar
            </ShareButton>
          </Group>
        </>
      ) : (
        <div role="status" aria-busy="true" aria-label="Carregando o palpite do dia">
          <Skeleton height={96} />
        </div>
      )}
    </Card>
  );
}
