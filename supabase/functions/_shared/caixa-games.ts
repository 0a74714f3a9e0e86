// The ten Caixa games as the results-ingest function needs them: the API's slug, what one official
// answer must hold (how many numbers, their range and width, the second draw, the trevos, the team
// or month, the prize tiers), and the draw calendar that decides how often to ask.
//
// The same facts live in the app's catalogue (src/features/caixa/domain/games.ts) and in the
// database's rules (0015_caixa_results.sql); supabase/tests/caixa-games-contract.test.ts holds the
// three equal. Here, with no imports, so that Deno (Supabase) and Node (the stand-in) load it as is.

export type CaixaGameId =
  | 'mega-sena'
  | 'lotofacil'
  | 'quina'
  | 'lotomania'
  | 'timemania'
  | 'dupla-sena'
  | 'dia-de-sorte'
  | 'super-sete'
  | 'mais-milionaria'
  | 'federal';

export interface CaixaSourceGame {
  /** The app's path slug and the database's `game`. */
  id: CaixaGameId;
  /** What Caixa's URL uses: GET {base}/{apiSlug} and {base}/{apiSlug}/{n}. */
  apiSlug: string;
  /** The name shown, and the push topic. */
  name: string;
  /** 'set': numbers sorted ascending; 'columns': Super Sete's digit per column, in column order; 'tickets': Federal's five tickets in prize order. */
  kind: 'set' | 'columns' | 'tickets';
  /** Numbers in listaDezenas (per draw for Dupla Sena). */
  drawn: number;
  min: number;
  max: number;
  /** Digits each number is written with ("04", Lotomania "00", Super Sete "4", Federal "019258"). */
  width: number;
  /** Dupla Sena: listaDezenasSegundoSorteio, as many numbers as the first draw. */
  secondDraw: boolean;
  /** +Milionária: trevosSorteados, `drawn` of min..max, written without padding. */
  clovers: { drawn: number; min: number; max: number } | null;
  /** nomeTimeCoracaoMesSorte: Timemania's team, Dia de Sorte's month. */
  lucky: 'team' | 'month' | null;
  /** Prize tiers (faixas) in listaRateioPremio, counting the team's and the month's. */
  tiers: number;
  /** When it is drawn, in Brasília time (UTC−3, no daylight saving since 2019). */
  schedule: { weekdays: number[]; time: string };
}

// The calendar as of 2025-11-03, when Caixa moved its draws to 21:00 (the Federal to 20:00):
// https://g1.globo.com/loterias/noticia/2025/11/04/mega-sena-e-outros-sorteios-da-caixa-tem-novos-horarios-veja-mudancas.ghtml

// Weekdays as Date.getUTCDay(): 0 Sunday .. 6 Saturday.
const MON_TO_SAT = [1, 2, 3, 4, 5, 6];
const MON_WED_FRI = [1, 3, 5];
const TUE_THU_SAT = [2, 4, 6];
const WED_SAT = [3, 6];

export const CAIXA_SOURCE_GAMES: readonly CaixaSourceGame[] = [
  { id: 'mega-sena', apiSlug: 'megasena', name: 'Mega-Sena', kind: 'set', drawn: 6, min: 1, max: 60, width: 2, secondDraw: false, clovers: null, lucky: null, tiers: 3, schedule: { weekdays: TUE_THU_SAT, time: '21:00' } },
  { id: 'lotofacil', apiSlug: 'lotofacil', name: 'Lotofácil', kind: 'set', drawn: 15, min: 1, max: 25, width: 2, secondDraw: false, clovers: null, lucky: null, tiers: 5, schedule: { weekdays: MON_TO_SAT, time: '21:00' } },
  { id: 'quina', apiSlug: 'quina', name: 'Quina', kind: 'set', drawn: 5, min: 1, max: 80, width: 2, secondDraw: false, clovers: null, lucky: null, tiers: 4, schedule: { weekdays: MON_TO_SAT, time: '21:00' } },
  // Lotomania's 100th number is written "00"; the tiers are 20..15 hits and 0 hits.
  { id: 'lotomania', apiSlug: 'lotomania', name: 'Lotomania', kind: 'set', drawn: 20, min: 0, max: 99, width: 2, secondDraw: false, clovers: null, lucky: null, tiers: 7, schedule: { weekdays: MON_WED_FRI, time: '21:00' } },
  { id: 'timemania', apiSlug: 'timemania', name: 'Timemania', kind: 'set', drawn: 7, min: 1, max: 80, width: 2, secondDraw: false, clovers: null, lucky: 'team', tiers: 6, schedule: { weekdays: TUE_THU_SAT, time: '21:00' } },
  // Four tiers per draw: 1-4 the first, 5-8 the second.
  { id: 'dupla-sena', apiSlug: 'duplasena', name: 'Dupla Sena', kind: 'set', drawn: 6, min: 1, max: 50, width: 2, secondDraw: true, clovers: null, lucky: null, tiers: 8, schedule: { weekdays: MON_WED_FRI, time: '21:00' } },
  { id: 'dia-de-sorte', apiSlug: 'diadesorte', name: 'Dia de Sorte', kind: 'set', drawn: 7, min: 1, max: 31, width: 2, secondDraw: false, clovers: null, lucky: 'month', tiers: 5, schedule: { weekdays: TUE_THU_SAT, time: '21:00' } },
  { id: 'super-sete', apiSlug: 'supersete', name: 'Super Sete', kind: 'columns', drawn: 7, min: 0, max: 9, width: 1, secondDraw: false, clovers: null, lucky: null, tiers: 5, schedule: { weekdays: MON_WED_FRI, time: '21:00' } },
  { id: 'mais-milionaria', apiSlug: 'maismilionaria', name: '+Milionária', kind: 'set', drawn: 6, min: 1, max: 50, width: 2, secondDraw: false, clovers: { drawn: 2, min: 1, max: 6 }, lucky: null, tiers: 10, schedule: { weekdays: WED_SAT, time: '21:00' } },
  { id: 'federal', apiSlug: 'federal', name: 'Federal', kind: 'tickets', drawn: 5, min: 0, max: 999_999, width: 6, secondDraw: false, clovers: null, lucky: null, tiers: 5, schedule: { weekdays: WED_SAT, time: '20:00' } },
];

export function getCaixaSourceGame(id: string): CaixaSourceGame | undefined {
  return CAIXA_SOURCE_GAMES.find((game) => game.id === id);
}

/** Dia de Sorte's months as the API writes them. */
export const LUCKY_MONTHS = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'] as const;

// ---------------------------------------------------------------------------------------------
// The calendar: when to ask the source next. Times are epoch milliseconds; Brasília is UTC−3.

const BRASILIA_OFFSET_MS = -3 * 3600_000;
const DAY_MS = 86_400_000;

/** How often to ask while a draw's result is awaited: the first hours after the draw, then later in the day. */
export const POLL_IN_WINDOW_MS = 30_000;
const POLL_LATE_WINDOW_MS = 60_000;
/** How long after a draw its result is awaited at POLL_IN_WINDOW_MS, then at POLL_LATE_WINDOW_MS. */
const WINDOW_FAST_MS = 3 * 3600_000;
const WINDOW_LATE_MS = 24 * 3600_000;
/** Otherwise: once an hour (prize tables are sometimes completed or corrected after publication). */
const POLL_RARELY_MS = 3600_000;

/** The instant of a draw: its Brasília date (yyyy-mm-dd) at the game's time. */
function drawInstant(game: CaixaSourceGame, isoDate: string): number {
  const [hours = 0, minutes = 0] = game.schedule.time.split(':').map(Number);
  return Date.parse(`${isoDate}T00:00:00Z`) + (hours * 60 + minutes) * 60_000 - BRASILIA_OFFSET_MS;
}

/** The first scheduled draw strictly after a Brasília date, by the weekly calendar. */
export function nextScheduledDraw(game: CaixaSourceGame, afterIsoDate: string): number {
  let day = Date.parse(`${afterIsoDate}T00:00:00Z`);
  for (let i = 0; i < 8; i++) {
    day += DAY_MS;
    if (game.schedule.weekdays.includes(new Date(day).getUTCDay())) return drawInstant(game, new Date(day).toISOString().slice(0, 10));
  }
  throw new Error(`${game.id} has no draw day`);
}

/**
 * When the next poll of a game is due, from the latest contest stored: its announced next date
 * (dataProximoConcurso, which follows holidays) or else the calendar. Before that draw, once an
 * hour (or at the draw, if sooner); from the draw on, every 30 s for three hours, then every
 * minute for the rest of the day, until a newer contest is stored.
 */
export function nextPollAt(game: CaixaSourceGame, latest: { draw_date: string; next_date?: string | null } | null, now: number): number {
  if (!latest) return now + POLL_RARELY_MS;
  const announced = latest.next_date && latest.next_date > latest.draw_date ? drawInstant(game, latest.next_date) : null;
  const draw = announced ?? nextScheduledDraw(game, latest.draw_date);
  const since = now - draw;
  if (since < 0) return Math.min(draw, now + POLL_RARELY_MS);
  if (since < WINDOW_FAST_MS) return now + POLL_IN_WINDOW_MS;
  if (since < WINDOW_LATE_MS) return now + POLL_LATE_WINDOW_MS;
  return now + POLL_RARELY_MS;
}
