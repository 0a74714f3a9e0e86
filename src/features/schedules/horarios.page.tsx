// Horários e Loterias: each lottery's draws in Brasília time, the next one and a live countdown, and its "Seguir".
import { Alert, Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { FollowControl } from '../../components/follow-slot';
import { LoadingBlock } from '../../components/loading-block';
import { PageTitle } from '../../components/page-title';
import { resultsLotteryOf } from './data/results-lotteries';
import { SCHEDULES, SCHEDULES_AS_OF, type LotterySchedule } from './data/schedules';
import {
  clockText,
  dayLabel,
  drawsOnWeekday,
  formatCountdown,
  nextDraw,
  nextDraws,
  weekdayName,
  zonedTimeToDate,
  type DrawTime,
} from './domain/next-draw';
import { zonedParts } from '../../utils/pt-br/clock';
import { useBuiltInContent } from '../../lib/content-sync/content-client';
import { STORAGE_UNAVAILABLE_NOTICE } from '../../lib/content-sync/content-loader';
import classes from './horarios.module.css';
import { useNow } from '../../lib/use-now';

/** Shown next to a time that public sources disagree on. */
const VARIES = 'horário pode variar';
const SHORT_DAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];


function daysNote(draw: DrawTime): string {
  if (!draw.weekdays || draw.weekdays.length === 7) return '';
  if (draw.weekdays.length >= 4) {
    const missing = [0, 1, 2, 3, 4, 5, 6].filter((d) => !draw.weekdays!.includes(d));
    return `exceto ${missing.map((d) => SHORT_DAYS[d]).join(' e ')}`;
  }
  return `só ${draw.weekdays.map((d) => SHORT_DAYS[d]).join(' e ')}`;
}

/** 'Sorteio 10:00' (the default description) reads better as plain 'Sorteio' next to its time. */
function drawName(draw: { time: string; label: string }): string {
  return draw.label === `Sorteio ${draw.time}` ? 'Sorteio' : draw.label;
}

function formatAsOf(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** Today's draws and the next one. */
function TodaysDraws({ schedule, now }: { schedule: LotterySchedule; now: Date }) {
  const today = zonedParts(now);
  const draws = drawsOnWeekday(schedule, today.weekday);
  const next = nextDraw(schedule, now);
  return (
    <>
      {next && (
        <Text size="sm">
          {'Próxima: '}
          <strong>{`${drawName(next)} às ${next.time}`}</strong>
          {` (${dayLabel(next.at, now)}) · faltam `}
          <span className={classes.countdown} role="timer">
            {formatCountdown(next.at.getTime() - now.getTime())}
          </span>
        </Text>
      )}
      <Text size="sm" fw={700} c="dimmed" mt={4}>
        {draws.length ? `Hoje, ${weekdayName(today.weekday)}` : `Sem extrações hoje (${weekdayName(today.weekday)})`}
      </Text>
      {draws.length > 0 && (
        <ul className={classes.draws}>
          {draws.map((draw) => {
            const [h, m] = draw.time.split(':').map(Number);
            const at = zonedTimeToDate(today.year, today.month, today.day, h ?? 0, m ?? 0);
            const isNext = next !== undefined && next.at.getTime() === at.getTime();
            const state = isNext ? 'next' : at.getTime() <= now.getTime() ? 'past' : 'later';
            return (
              <li key={`${draw.time}-${draw.label}`} className={classes.draw} data-state={state}>
                <span>
                  <strong>{draw.time}</strong> {drawName(draw)}
                  {draw.varies && (
                    <Text span size="xs" fw={400} data-testid="time-varies">
                      {` (${VARIES})`}
                    </Text>
                  )}
                </span>
                <Text span size="xs" c={state === 'next' ? undefined : 'dimmed'}>
                  {state === 'past' ? 'já saiu' : state === 'next' ? 'próxima' : ''}
                </Text>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

function LotteryCard({ schedule, now }: { schedule: LotterySchedule; now: Date }) {
  const labelId = `loteria-${schedule.id}`;
  // Followed by the name its results are published under, as on Resultados.
  const topic = resultsLotteryOf(schedule);
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={labelId} data-testid={`schedule-${schedule.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <div>
            <Title order={3} size="h4" id={labelId}>
              {schedule.lottery}
            </Title>
            {schedule.region && (
              <Text size="sm" c="dimmed">
                {schedule.region}
              </Text>
            )}
          </div>
          <FollowControl topic={topic} label={topic} />
        </Group>
        <TodaysDraws schedule={schedule} now={now} />
        <Text size="xs" c="dimmed">
          {schedule.draws
            .filter((d) => d.weekdays)
            .map((d) => `${d.time} ${drawName(d)}: ${daysNote(d)}`)
            .join(' · ')}
        </Text>
        {schedule.note && <Text size="sm">{schedule.note}</Text>}
        {schedule.disagreement && (
          <Text size="sm" data-testid="schedule-disagreement">
            <strong>{`${VARIES[0]?.toUpperCase()}${VARIES.slice(1)}: `}</strong>
            {schedule.disagreement}
          </Text>
        )}
        {schedule.sources && schedule.sources.length > 0 && (
          <Text size="xs" c="dimmed" data-testid="schedule-sources">
            {'Fontes: '}
            {schedule.sources.map((source, index) => (
              <span key={source.name}>
                {index > 0 && '; '}
                {source.url ? (
                  <Anchor href={source.url} target="_blank" rel="noopener noreferrer" size="xs" underline="always">
                    {source.name}
                  </Anchor>
                ) : (
                  source.name
                )}
                {` (conferido em ${formatAsOf(source.checked)})`}
              </span>
            ))}
            .
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Everything that depends on the clock: the next draw, and each lottery's draws of today. It waits for the
 * device's clock (the build's is not the visitor's); meanwhile a block at least a screen tall holds its place.
 */
function Timetable({ schedules, now }: { schedules: readonly LotterySchedule[]; now: Date }) {
  const first = nextDraws(schedules, now)[0];
  const today = zonedParts(now);
  const asOf = schedules[0]?.asOf ?? SCHEDULES_AS_OF;
  return (
    <>
      <Card padding="lg" radius="md" mb="lg" className={classes.next} component="section" aria-labelledby="proxima-titulo">
        <Text size="sm" opacity={0.85}>
          {`Agora em Brasília: ${weekdayName(today.weekday)}, `}
          <span className={classes.countdown}>{clockText(now)}</span>
        </Text>
        <Title order={2} size="h3" id="proxima-titulo" mt={4}>
          Próxima extração
        </Title>
        {first ? (
          <Text size="xl" fw={700} data-testid="next-draw">
            {`${first.lottery} – ${drawName(first)} às ${first.time} (${dayLabel(first.at, now)}), em `}
            <span className={classes.countdown} role="timer">
              {formatCountdown(first.at.getTime() - now.getTime())}
            </span>
          </Text>
        ) : (
          <Text>Nenhuma extração cadastrada.</Text>
        )}
      </Card>
      <Alert color="blue" title="Quartas e sábados" mb="lg">
        A Loteria Federal sorteia às quartas e aos sábados, às 20:00. Nesses dias ela substitui a extração das 18:20 do Rio.
      </Alert>
      <Title order={2} size="h3" mb="sm">
        Horários por loteria
      </Title>
      <div className={classes.grid}>
        {schedules.map((schedule) => (
          <LotteryCard key={schedule.id} schedule={schedule} now={now} />
        ))}
      </div>
      <Text size="sm" c="dimmed" mt="lg">
        {`Horários de Brasília, conferidos em ${formatAsOf(asOf)}. As bancas mudam horários sem aviso e as fontes nem sempre concordam nos minutos: confirme com a sua antes de jogar.`}
      </Text>
    </>
  );
}

export default function HorariosPage() {
  const now = useNow(1000);
  // The schedules are the built-in module's; the content status only says whether this browser can keep data.
  const storageAvailable = useBuiltInContent() !== 'unavailable';
  return (
    <>
      <PageTitle
        title="Horários e Loterias"
        lead="Os horários das extrações de cada loteria, no horário de Brasília, com a próxima a sair e quanto tempo falta."
      />
      {!storageAvailable && (
        <Alert color="night" title={STORAGE_UNAVAILABLE_NOTICE.title} mb="md">
          {STORAGE_UNAVAILABLE_NOTICE.message}
        </Alert>
      )}
      {now ? <Timetable schedules={SCHEDULES} now={now} /> : <LoadingBlock label="Carregando horários" />}
    </>
  );
}
