// Palpites do Dia: the guesses admins scheduled for today, or the built-in guess of the day; cached for offline use;
// "Seguir Palpite do dia" has the team's guesses come as notifications. A shared guess's link (?data=…&palpite=…)
// opens that day's guesses with the shared one marked.
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { FollowControl } from '../../components/follow-slot';
import { PageTitle } from '../../components/page-title';
import { NotDownloaded, SavedCopyTime } from '../../components/saved-copy';
import { guessTitle } from '../../components/share/guess-content';
import { usePageMeta } from '../../lib/page-meta';
import { formatLongDate, formatShortDate, isIsoDate, todayInBrasilia } from '../../utils/calendar/dates';
import { capitalise } from '../../utils/pt-br/case';
import { guessDrawStatus } from './domain/draw-status';
import { guessesByNextDraw, type GuessesByDraw } from './domain/next-draw-guesses';
import { SCHEDULES } from '../schedules/data/schedules';
import { guessesFor, type LuckyGuess } from './domain/lucky-guess';
import { useCachedTable } from '../../lib/content-sync/remote-cache';
import { GUESS_TOPIC, GUESS_TOPIC_LABEL } from '../notifications/domain/topics';
import { useNow } from '../../lib/use-now';
import { GuessCard, GuessPlaceholder } from './guess-card';
import { NextDrawLine } from '../../components/next-draw-line';
import { ResponsibleNote } from './responsible-note';
import { useToday } from './use-today';
import { PATHS } from '../../utils/paths';

/** A shared guess titles the page (the tab, a bookmark) over "Palpites do Dia". */
function SharedGuessMeta({ guess }: { guess: LuckyGuess }) {
  usePageMeta(`Palpite ${guessTitle(guess)} de ${formatShortDate(guess.date)}`, `Grupos, milhares e centenas do palpite de ${formatShortDate(guess.date)}.`);
  return null;
}

/**
 * None of today's guesses is for a draw still to come: the next draw's guesses under a heading of their own,
 * then today's, marked, under theirs.
 */
function NextDrawGuesses({ byDraw, next, sharedId }: { byDraw: GuessesByDraw; next: NonNullable<GuessesByDraw['next']>; sharedId: string | null }) {
  return (
    <>
      <section aria-labelledby="next-draw-guesses" data-testid="next-draw-guesses">
        <Title order={2} size="h3" id="next-draw-guesses" mb="sm">
          {next.sameDay ? 'Para as próximas extrações de hoje' : `Para a próxima extração: ${next.when}, ${formatShortDate(next.date)}`}
        </Title>
        {next.sameDay && (
          <Text mb="sm" data-testid="team-guesses-past">
            Os palpites da equipe de hoje eram para sorteios que já aconteceram. Para os próximos, este é o palpite automático do
            dia, calculado a partir da data: é o mesmo para todo mundo.
          </Text>
        )}
        <Stack gap="md">
          {next.guesses.map((guess) => (
            <GuessCard key={guess.id} guess={guess} headingOrder={3} shareable shared={guess.id === sharedId} />
          ))}
        </Stack>
      </section>
      <section aria-labelledby="past-draw-guesses" data-testid="past-draw-guesses">
        <Title order={2} size="h3" id="past-draw-guesses" mb="sm">
          Já sorteados hoje
        </Title>
        <Stack gap="md">
          {byDraw.today.map(({ guess, drawPast }) => (
            <GuessCard key={guess.id} guess={guess} headingOrder={3} drawPast={drawPast} shareable shared={guess.id === sharedId} />
          ))}
        </Stack>
      </section>
    </>
  );
}

export default function PalpitesPage() {
  const today = useToday();
  const [params] = useSearchParams();
  const wantedDay = params.get('data') ?? '';
  const sharedId = params.get('palpite');
  const saved = useCachedTable('lucky_guesses');
  // Never downloaded (offline on a first visit): the built-in guess still shows, said to be the only one here.
  const rows = saved.status === 'never' ? [] : saved.status === 'ready' ? saved.rows : undefined;
  // Today's, or the day of a shared guess.
  const day = today && isIsoDate(wantedDay) ? wantedDay : today;
  const guesses = rows && day ? guessesFor(rows, day) : null;
  const shared = sharedId && guesses ? guesses.find((guess) => guess.id === sharedId) : undefined;
  const now = useNow(30_000);
  // Today's page, once the clock is known: the next draw's guess first, those whose draw happened after it.
  const byDraw = rows && now && day === today && day === todayInBrasilia(now) ? guessesByNextDraw(rows, now, SCHEDULES) : null;
  return (
    <>
      <PageTitle
        title="Palpites do Dia"
        lead="Grupos, milhares e centenas sugeridos para hoje."
        description="Os palpites do dia do jogo do bicho: grupos, milhares e centenas, com o bicho de cada grupo."
      />
      {/* The date on a line of its own: a blank line holds its place until the device's date is known. */}
      <Text c="dimmed" mt={-8} mb="md" data-testid="guesses-date">
        {day ? capitalise(formatLongDate(day)) : '\u00a0'}
      </Text>
      {shared && <SharedGuessMeta guess={shared} />}
      {day && day !== today && (
        <Alert color="gray" variant="light" mb="md" data-testid="other-day">
          Estes são os palpites de {formatShortDate(day)}, de um link compartilhado.{' '}
          <Anchor underline="always" component={Link} to={PATHS.palpites}>
            Ver os palpites de hoje
          </Anchor>
        </Alert>
      )}
      {sharedId && guesses && !shared && (
        <Alert color="gray" mb="md" title="Palpite não encontrado" data-testid="shared-guess-missing">
          O palpite compartilhado não está salvo neste aparelho. Veja abaixo os palpites do dia.
        </Alert>
      )}
      <NextDrawLine mt={-8} mb="md" />
      <Group mb="md">
        <FollowControl topic={GUESS_TOPIC} label={GUESS_TOPIC_LABEL} wide />
      </Group>
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
          ) : day === today && !byDraw?.next && guesses[0]?.source === 'builtin' && (
            <Alert color="gray" variant="light" data-testid="builtin-notice">
              A equipe ainda não publicou palpites para hoje. Este é o palpite automático do dia, calculado a partir da data:
              é o mesmo para todo mundo.
            </Alert>
          )}
          {byDraw?.next ? (
            <NextDrawGuesses byDraw={byDraw} next={byDraw.next} sharedId={sharedId} />
          ) : (
            (byDraw?.today ?? guesses.map((guess) => ({ guess, drawPast: now !== undefined && guessDrawStatus(guess, now) === 'past' }))).map(({ guess, drawPast }) => (
              <GuessCard key={guess.id} guess={guess} headingOrder={2} drawPast={drawPast} shareable shared={guess.id === sharedId} />
            ))
          )}
          <SavedCopyTime state={saved} />
        </Stack>
      )}
      <Group gap="lg" mt="lg">
        <Anchor underline="always" component={Link} to={PATHS.blogDaSorte}>
          Palpites dos últimos dias
        </Anchor>
        <Anchor underline="always" component={Link} to={PATHS.quintaBichoSorte}>
          Quinta do Bicho da Sorte
        </Anchor>
        <Anchor underline="always" component={Link} to={PATHS.gerarPalpite}>
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
