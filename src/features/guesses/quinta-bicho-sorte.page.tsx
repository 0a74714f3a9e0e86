// Quinta do Bicho da Sorte: the Thursday special, this week's or the next Thursday's guess, built like the daily ones.
import { Alert, Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { blankProps } from '../../components/loading-block';
import { PageTitle } from '../../components/page-title';
import { NotDownloaded, SavedCopyTime } from '../../components/saved-copy';
import { animalByGroup } from '../animals/domain/animals';
import { daysBetween, formatLongDate, thursdayOnOrAfter } from '../../utils/calendar/dates';
import { capitalise } from '../../utils/pt-br/case';
import { guessesFor, type LuckyGuess } from './domain/lucky-guess';
import { useCachedTable } from '../../lib/content-sync/remote-cache';
import { GuessCard, placeholderGuess } from './guess-card';
import classes from './guesses.module.css';
import { ResponsibleNote } from './responsible-note';
import { useToday } from './use-today';
import { PATHS } from '../../utils/paths';

function countdown(days: number): string {
  if (days === 0) return 'Hoje é quinta-feira!';
  if (days === 1) return 'Falta 1 dia para a quinta-feira.';
  return `Faltam ${days} dias para a quinta-feira.`;
}

/** The Thursday's animal, the note on built-in guesses and the guess cards; `placeholder` draws them blank. */
function ThursdayGuesses({ guesses, placeholder = false }: { guesses: readonly LuckyGuess[]; placeholder?: boolean }) {
  const lead = guesses[0]?.grupos[0];
  const animal = lead ? animalByGroup(lead) : null;
  return (
    <Stack gap="md" {...(placeholder ? { ...blankProps, className: `${blankProps.className} ${classes.placeholder}` } : {})}>
      {animal && (
        <Card withBorder padding="md" {...(placeholder ? {} : { 'data-testid': 'thursday-animal' })}>
          <Group gap="md" wrap="nowrap">
            <span aria-hidden="true" className={classes.bigAnimal}>
              {animal.emoji}
            </span>
            <div>
              <Text size="sm" c="dimmed">
                Bicho da sorte da quinta
              </Text>
              {/* The value of the label above, not a heading of its own. */}
              <Text component="div" fw={700} size="xl">
                {animal.group} - {animal.name}
              </Text>
              <Text size="sm">Dezenas {animal.numbers.join(', ')}</Text>
            </div>
          </Group>
        </Card>
      )}
      {guesses[0]?.source === 'builtin' && (
        <Alert color="gray" variant="light">
          Palpite automático da quinta, calculado a partir da data: é o mesmo para todo mundo.
        </Alert>
      )}
      {guesses.map((guess) => (
        <GuessCard key={guess.id} guess={guess} headingOrder={3} placeholder={placeholder} />
      ))}
    </Stack>
  );
}

export default function QuintaBichoSortePage() {
  const today = useToday();
  const thursday = today ? thursdayOnOrAfter(today) : undefined;
  const saved = useCachedTable('lucky_guesses');
  const rows = saved.status === 'never' ? [] : saved.status === 'ready' ? saved.rows : undefined;
  const guesses = rows && thursday ? guessesFor(rows, thursday, 'thursday') : null;
  return (
    <>
      <PageTitle
        title="Quinta do Bicho da Sorte"
        lead="Toda quinta-feira, um bicho em destaque com grupos, milhares e centenas."
      />
      {/* Until the device's date is known, a blank line of the same height holds each place. */}
      <Title order={2} size="h3" mb={4}>
        {thursday ? capitalise(formatLongDate(thursday)) : '\u00a0'}
      </Title>
      <Text c="dimmed" mb="md" data-testid="thursday-countdown">
        {today && thursday ? countdown(daysBetween(today, thursday)) : '\u00a0'}
      </Text>
      {guesses === null ? (
        // The usual shape, blank, while the guesses load: nothing moves when they arrive.
        <div role="status" aria-busy="true" aria-label="Carregando palpites">
          <ThursdayGuesses guesses={[placeholderGuess('thursday')]} placeholder />
        </div>
      ) : (
        <>
          {saved.status === 'never' && <NotDownloaded what="os palpites da quinta" />}
          <ThursdayGuesses guesses={guesses} />
          <SavedCopyTime state={saved} />
        </>
      )}
      <Text mt="lg">
        Nos outros dias, veja os <Anchor underline="always" component={Link} to={PATHS.palpites}>palpites do dia</Anchor> e o{' '}
        <Anchor underline="always" component={Link} to={PATHS.blogDaSorte}>Blog da Sorte</Anchor>.
      </Text>
      <ResponsibleNote />
    </>
  );
}
