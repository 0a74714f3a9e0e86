// Palpites do Dia: the guesses admins scheduled for today, or the built-in guess of the day; cached for offline use.
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { NotDownloaded, SavedCopyTime } from '../../components/saved-copy';
import { formatLongDate } from '../../utils/calendar/dates';
import { capitalise } from '../../utils/format/pt-br';
import { guessDrawStatus } from './domain/draw-status';
import { guessesFor } from './domain/lucky-guess';
import { useCachedTable } from '../../lib/content-sync/remote-cache';
import { useNow } from '../../lib/use-now';
import { GuessCard, GuessPlaceholder } from './guess-card';
import { NextDrawLine } from '../../components/next-draw-line';
import { ResponsibleNote } from './responsible-note';
import { useToday } from './use-today';

export default function PalpitesPage() {
  const today = useToday();
  const saved = useCachedTable('lucky_guesses');
  // Never downloaded (offline on a first visit): the built-in guess still shows, said to be the only one here.
  const rows = saved.status === 'never' ? [] : saved.status === 'ready' ? saved.rows : undefined;
  const guesses = rows && today ? guessesFor(rows, today) : null;
  const now = useNow(30_000);
  return (
    <>
      <PageTitle
        title="Palpites do Dia"
        lead="Grupos, milhares e centenas sugeridos para hoje."
        description="Os palpites do dia do jogo do bicho: grupos, milhares e centenas, com o bicho de cada grupo."
      />
      {/* The date on a line of its own: a blank line holds its place until the device's date is known. */}
      <Text c="dimmed" mt={-8} mb="md" data-testid="guesses-date">
        {today ? capitalise(formatLongDate(today)) : '\u00a0'}
      </Text>
      <NextDrawLine mt={-8} mb="md" />
      {guesses === null ? (
        // The usual day's shape (the team's guess), blank, so nothing moves when it arrives.
        <Stack gap="md" role="status" aria-busy="true" aria-label="Carregando palpites">
          <GuessPlaceholder headingOrder={2} />
        </Stack>
      ) : (
        <Stack gap="md">
          {saved.status === 'never' ? (
            <NotDownloaded what="os palpites de hoje">
              Enquanto isso, este é o palpite automático do dia, calculado a partir da data: é o mesmo para todo mundo.
            </NotDownloaded>
          ) : guesses[0]?.source === 'builtin' && (
            <Alert color="gray" variant="light" data-testid="builtin-notice">
              A equipe ainda não publicou palpites para hoje. Este é o palpite automático do dia, calculado a partir da data:
              é o mesmo para todo mundo.
            </Alert>
          )}
          {guesses.map((guess) => (
            <GuessCard key={guess.id} guess={guess} headingOrder={2} drawPast={now !== undefined && guessDrawStatus(guess, now) === 'past'} />
          ))}
          <SavedCopyTime state={saved} />
        </Stack>
      )}
      <Group gap="lg" mt="lg">
        <Anchor underline="always" component={Link} to="/blog-da-sorte">
          Palpites dos últimos dias
        </Anchor>
        <Anchor underline="always" component={Link} to="/quinta-bicho-sorte">
          Quinta do Bicho da Sorte
        </Anchor>
        <Anchor underline="always" component={Link} to="/gerar-palpite">
          Gerar números aleatórios
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed" mt="md">
        Os palpites ficam salvos neste aparelho e aparecem mesmo sem internet.
      </Text>
      <ResponsibleNote />
    </>
  );
}
