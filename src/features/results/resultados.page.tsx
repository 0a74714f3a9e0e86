// Resultados: draws by lottery and date (today first, a day strip and a lottery filter), each with
// its prizes 1º to 10º, "Conferir", copy and share; the last 30 days are kept on the device and
// read offline; and how often each animal came out, told as the past only. Each lottery has its "Seguir" (its
// results as notifications), and a push or a return to the tab refreshes the list (lib/content-sync/remote-cache.ts).
import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { lazy, memo, startTransition, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FollowControl } from '../../components/follow-slot';
import { LoadingBlock } from '../../components/loading-block';
import { PageTitle } from '../../components/page-title';
import { SavedGameWins } from '../../components/saved-game-wins';
import { NotDownloaded } from '../../components/saved-copy';
import { addDays, formatLongDate, formatShortDate, isIsoDate, todayInBrasilia } from '../../utils/calendar/dates';
import { capitalise } from '../../utils/pt-br/case';
import { comparePt } from '../../utils/pt-br/order';
import { clockMinutes } from '../schedules/domain/next-draw';
import { readDrawRow, readDrawRows, type DrawRow } from './domain/draw-rows';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { useOnline } from '../../lib/online';
import { cachedTableStatus, RESULT_DAYS } from '../../lib/content-sync/cached-tables';
import { useTableRefresh } from '../../lib/content-sync/table-refresh';
import { DayStrip } from './day-strip';
import { usePageMeta } from '../../lib/page-meta';
import { DrawCard } from './draw-card';
import { drawPageMeta } from './draw-share';
import { FrequencyPanel } from './frequency-panel';
import { PATHS } from '../../utils/paths';
import { FIRST_ITEMS, useProgressiveCount } from './use-progressive-count';
import { useEverySavedDraw, useSavedDay, useSavedDraw, useSavedDrawIndex } from './saved-draws';
import type { DrawCount } from './domain/draw-index';
import classes from './results.module.css';

const ALL = '';

/** 'atualizado às 14:05' today, 'atualizado em 23/11/2026 às 14:05' before; Brasília time. */
function syncedText(iso: string, today: string): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return '';
  const time = clockMinutes(when);
  const day = todayInBrasilia(when);
  return day === today ? `Atualizado às ${time}.` : `Atualizado em ${formatShortDate(day)} às ${time}.`;
}

/** A shared draw titles the page (the tab, a bookmark) over "Resultados". */
function SharedDrawMeta({ draw }: { draw: DrawRow }) {
  const meta = drawPageMeta(draw);
  usePageMeta(meta.title, meta.description);
  return null;
}

function byLottery(draws: readonly DrawRow[]): Array<{ lottery: string; draws: DrawRow[] }> {
  const groups = new Map<string, DrawRow[]>();
  for (const draw of draws) groups.set(draw.lottery, [...(groups.get(draw.lottery) ?? []), draw]);
  return [...groups.entries()].sort(([a], [b]) => comparePt(a, b)).map(([lottery, list]) => ({ lottery, draws: list }));
}

interface DayDrawsProps {
  date: string;
  today: string;
  /** The lottery chosen, or ALL. */
  lottery: string;
  /** The day's draws (of the lottery chosen), newest first. */
  shown: readonly DrawRow[];
  sharedId: string | null;
}

/**
 * The day's draws by lottery, then how often each animal came out. Memoised with its own state: the cards come as
 * the reader nears them (the first screen's at once, a shared one and those above it too), and each step draws only
 * what is new here, not the page around it.
 */
const DayDraws = memo(function DayDraws({ date, today, lottery, shown, sharedId }: DayDrawsProps) {
  // Each lottery's cards with the place of its first one among the day's, to know how many of its cards to draw.
  const groups = useMemo(() => {
    const lists = byLottery(shown);
    const starts = lists.map((_, index) => lists.slice(0, index).reduce((sum, group) => sum + group.draws.length, 0));
    return lists.map((group, index) => ({ ...group, start: starts[index]! }));
  }, [shown]);
  // A shared draw is drawn at once, with the cards above it (its place in the page's order, lottery by lottery).
  const sharedAt = sharedId ? groups.flatMap((group) => group.draws).findIndex((draw) => draw.id === sharedId) : -1;
  const { count: drawn, end, showAll } = useProgressiveCount(shown.length, `${lottery}|${date}`, Math.max(FIRST_ITEMS, sharedAt + 1));
  const list = useRef<HTMLDivElement>(null);
  // After "Mostrar mais", the first card that was not there takes the focus: the button is gone, and a keyboard or
  // screen reader goes on from where the reader was.
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusFrom === null || drawn <= focusFrom) return;
    const card = list.current?.querySelectorAll<HTMLElement>('[data-testid="draw-result"]')[focusFrom];
    card?.setAttribute('tabindex', '-1');
    card?.focus();
    setFocusFrom(null);
  }, [focusFrom, drawn]);
  const left = shown.length - drawn;
  return (
    <>
      <section aria-labelledby="resultados-dia" data-testid="results-day" data-date={date}>
        <Title order={2} size="h3" id="resultados-dia" mb="sm">
          {capitalise(formatLongDate(date))}
        </Title>
        {shown.length === 0 ? (
          <Alert color="gray" data-testid="results-none">
            Nenhum resultado {lottery === ALL ? '' : `de ${lottery} `}salvo para {date === today ? 'hoje' : formatShortDate(date)}.
            {date === today && ' Os sorteios de hoje aparecem aqui conforme saem; veja os '}
            {date === today && (
              <Anchor underline="always" component={Link} to={PATHS.horarios}>
                horários
              </Anchor>
            )}
            {date === today && '.'}
            {date < addDays(today, -(RESULT_DAYS - 1)) && ` Este aparelho guarda só os últimos ${RESULT_DAYS} dias.`}
          </Alert>
        ) : (
          <Stack gap="lg" ref={list}>
            {groups
              .filter(({ start }) => start < drawn)
              .map(({ lottery: name, draws, start }) => (
                <div key={name}>
                  <Group justify="space-between" gap="xs" wrap="nowrap" mb="xs">
                    <Title order={3} size="h4">
                      {name}
                    </Title>
                    {lottery === ALL && <FollowControl topic={name} label={name} />}
                  </Group>
                  {/* A CSS grid of the module, not SimpleGrid: its responsive columns add a style element per grid. */}
                  <div className={classes.cards}>
                    {draws.slice(0, drawn - start).map((draw) => (
                      <DrawCard key={draw.id} draw={draw} shared={draw.id === sharedId} />
                    ))}
                  </div>
                </div>
              ))}
            {left > 0 && (
              <div ref={end} data-testid="results-more">
                <Button
                  variant="default"
                  fullWidth
                  onClick={() => {
                    setFocusFrom(drawn);
                    showAll();
                  }}
                >
                  Mostrar {left === 1 ? 'mais 1 resultado' : `mais ${left} resultados`}
                </Button>
              </div>
            )}
          </Stack>
        )}
      </section>
      {left <= 0 && <SavedFrequencies lottery={lottery === ALL ? null : lottery} />}
    </>
  );
});

/** The frequencies of the lottery chosen (null: every lottery), over every saved draw: read once the reader is here. */
function SavedFrequencies({ lottery }: { lottery: string | null }) {
  const rows = useEverySavedDraw();
  const draws = useMemo(() => {
    const all = rows ? readDrawRows(rows) : [];
    return lottery === null ? all : all.filter((draw) => draw.lottery === lottery);
  }, [rows, lottery]);
  return rows === undefined ? null : <FrequencyPanel lottery={lottery} draws={draws} />;
}

const NO_COUNTS: readonly DrawCount[] = [];

const CaixaLatest = lazy(() => import('./caixa-latest'));

/** The Caixa section's id: the link under the page's lead jumps to it. */
const CAIXA_SECTION = 'loterias-caixa';

/**
 * The Caixa games' newest contests, below the day's draws: their code and data come once the draws are shown and the
 * reader nears the section (or jumps to it), never with the page's first screen, which stays as light as it was.
 */
function CaixaSection({ ready }: { ready: boolean }) {
  const [near, setNear] = useState(false);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = section.current;
    if (near || !ready || !element) return undefined;
    const show = () => startTransition(() => setNear(true));
    if (typeof IntersectionObserver !== 'function') return afterFirstPaint(show);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        show();
      },
      { rootMargin: '0px 0px 50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ready]);
  const waiting = <div className={classes.caixaWaiting} />;
  return (
    <section id={CAIXA_SECTION} ref={section} aria-labelledby="loterias-caixa-titulo" data-testid="caixa-section">
      <Title order={2} size="h3" id="loterias-caixa-titulo" mb="sm">
        Loterias da Caixa
      </Title>
      {near ? <Suspense fallback={waiting}>{<CaixaLatest />}</Suspense> : waiting}
    </section>
  );
}

export default function ResultadosPage() {
  const refreshed = useTableRefresh('draw_results');
  // What is saved, from its counts per day and lottery; then only the rows of the day shown (saved-draws.ts). Both
  // drawn at transition priority: React draws what a download brings in slices of a few milliseconds.
  const index = useDeferredValue(useSavedDrawIndex());
  const keys = index?.counts ?? NO_COUNTS;
  const saved = keys.reduce((sum, key) => sum + key.count, 0);
  const status = cachedTableStatus(index === undefined ? undefined : saved, index?.syncedAt, refreshed);
  const lastSync = index?.syncedAt;
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const today = todayInBrasilia();

  // A shared link names its draw (sorteio), with that draw's lottery and day.
  const sharedId = params.get('sorteio');
  const sharedRow = useSavedDraw(sharedId);
  const shared = useMemo(() => (sharedRow ? (readDrawRow(sharedRow) ?? undefined) : undefined), [sharedRow]);
  const lotteries = useMemo(() => [...new Set(keys.map((key) => key.lottery))].sort(comparePt), [keys]);
  const wantedLottery = params.get('loteria') ?? ALL;
  const lottery = lotteries.includes(wantedLottery) ? wantedLottery : ALL;
  // The day strip's counts, and the latest day with draws (the index holds the days in order).
  const { counts, latest } = useMemo(() => {
    const perDate = new Map<string, number>();
    let last: string | undefined;
    for (const key of keys) {
      if (lottery !== ALL && key.lottery !== lottery) continue;
      perDate.set(key.date, (perDate.get(key.date) ?? 0) + key.count);
      last = key.date;
    }
    return { counts: perDate, latest: last };
  }, [keys, lottery]);

  // Today first; when today has nothing yet (early morning, or offline since yesterday), the latest day that has.
  const wantedDate = params.get('data') ?? '';
  const date = isIsoDate(wantedDate) ? wantedDate : counts.has(today) ? today : (latest ?? today);
  // The day read last: while another is read (a few milliseconds), its cards stay, under their own date.
  const day = useDeferredValue(useSavedDay(status === 'ready' && saved > 0 ? date : null));
  const dayDraws = useMemo(() => (day ? readDrawRows(day.rows) : undefined), [day]);
  const shown = useMemo(() => (dayDraws && lottery !== ALL ? dayDraws.filter((draw) => draw.lottery === lottery) : dayDraws), [dayDraws, lottery]);
  // Any demo row saved: the notice stays with every day and lottery (their counts and frequencies include them).
  const anyDemo = shared?.demo === true || keys.some((key) => key.demo > 0);

  const update = useCallback(
    (next: { loteria?: string; data?: string }) => {
      const merged = new URLSearchParams(params);
      for (const [key, value] of Object.entries(next)) {
        if (value) merged.set(key, value);
        else merged.delete(key);
      }
      setParams(merged, { replace: true });
    },
    [params, setParams],
  );
  // The same function while the address stays: the day strip is drawn again only when its days or counts change.
  const selectDay = useCallback((day: string) => update({ data: day }), [update]);

  return (
    <>
      <PageTitle title="Resultados" lead="Os resultados de cada loteria por dia, com a milhar, o grupo e o bicho de cada prêmio." />
      {shared && <SharedDrawMeta draw={shared} />}
      {/* A Caixa game saved on this device that won in a contest stored since (features/caixa, issue 39). */}
      <SavedGameWins game={null} />
      <Text size="sm" c="dimmed" mb="xs">
        Resultados lançados pela equipe do Sonho &amp; Sorte; em caso de diferença, vale a fonte oficial de cada loteria.
        Os últimos {RESULT_DAYS} dias ficam salvos neste aparelho para ver sem internet.
      </Text>
      <Anchor href={`#${CAIXA_SECTION}`} size="sm" underline="always" display="inline-block" mb="xs">
        Mega-Sena, Lotofácil, Quina e as outras loterias da Caixa
      </Anchor>
      {lastSync && (
        <Text size="sm" mb="md" data-testid="results-synced">
          {syncedText(lastSync, today)}
        </Text>
      )}
      {/* Offline with a saved copy only: before any download, "nothing downloaded yet" below is the one message. */}
      {!online && index !== undefined && status !== 'never' && (
        <Alert color="gray" mb="md" title="Sem internet">
          Mostrando os resultados salvos neste aparelho. Os novos aparecem quando a conexão voltar.
        </Alert>
      )}
      {anyDemo && (
        <Alert color="yellow" variant="light" mb="md" title="Dados de demonstração" data-testid="demo-notice">
          Os resultados marcados com “demonstração” foram gerados para mostrar como o app funciona: não são resultados
          reais de nenhuma loteria.
        </Alert>
      )}
      {sharedId && sharedRow !== undefined && !shared && (
        <Alert color="gray" mb="md" title="Resultado não encontrado" data-testid="shared-draw-missing">
          O resultado compartilhado não está salvo neste aparelho: aqui ficam os últimos {RESULT_DAYS} dias, baixados quando
          há internet.
        </Alert>
      )}
      {status === 'never' ? (
        <NotDownloaded what="os resultados" />
      ) : status === 'loading' ? (
        <LoadingBlock label="Carregando resultados" />
      ) : saved === 0 ? (
        <Alert color="gray" title="Nenhum resultado por aqui ainda" data-testid="results-empty">
          Assim que a equipe lançar os resultados, eles aparecem nesta página e ficam salvos para ver sem internet. Enquanto
          isso, veja os <Anchor underline="always" component={Link} to={PATHS.horarios}>horários das extrações</Anchor>.
        </Alert>
      ) : (
        <Stack gap="lg">
          <Stack gap="xs">
            <Group align="flex-end" gap="sm" wrap="wrap">
              <NativeSelect
                label="Loteria"
                value={lottery}
                onChange={(event) => update({ loteria: event.currentTarget.value })}
                data={[{ value: ALL, label: 'Todas as loterias' }, ...lotteries.map((l) => ({ value: l, label: l }))]}
                w={320}
                maw="100%"
              />
              {/* One lottery chosen: follow it here, whether or not it has draws on the day shown. */}
              {lottery !== ALL && <FollowControl topic={lottery} label={lottery} />}
            </Group>
            <DayStrip today={today} days={RESULT_DAYS} selected={date} counts={counts} onSelect={selectDay} />
          </Stack>
          {day && shown ? (
            <DayDraws date={day.date} today={today} lottery={lottery} shown={shown} sharedId={sharedId} />
          ) : (
            <LoadingBlock label="Carregando resultados" />
          )}
        </Stack>
      )}
      <CaixaSection ready={status !== 'loading' && !(status === 'ready' && saved > 0 && !day)} />
    </>
  );
}
