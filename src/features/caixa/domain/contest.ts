// One contest of a Caixa game as the app reads it, from a `public.lottery_contests` row (snake_case, as PostgREST
// answers it) or the same row kept in camelCase on the device.
import { isCaixaGameId, type CaixaGameId } from './games';

/** One line of a contest's prize table: `tier` is Caixa's faixa, `amount` R$ per winner. */
interface ContestPrize {
  tier: number;
  name: string;
  winners: number;
  amount: number;
}

export interface Contest {
  game: CaixaGameId;
  contest: number;
  /** 'YYYY-MM-DD'. */
  drawDate: string;
  /** Sorted and padded as shown ('04'); Super Sete: the 7 column digits in column order; Federal: the 5 tickets 1º..5º. */
  numbers: string[];
  /** The order drawn, same padding. */
  drawOrder?: string[];
  /** Dupla Sena's second draw, sorted. */
  secondNumbers?: string[];
  /** +Milionária's trevos, sorted ('1'..'6'). */
  clovers?: string[];
  /** Timemania's team as the source writes it ('OPERARIO/PR'), Dia de Sorte's month ('Julho'). */
  lucky?: string;
  /** Ordered by tier. */
  prizes: ContestPrize[];
  accumulated: boolean;
  nextContest?: number;
  nextDate?: string;
  nextEstimate?: number;
  nextAccumulated?: number;
  place?: string;
  /** A demonstration contest of the stand-in's seed, labelled as such. */
  demo: boolean;
  /** Bumped by each correction at the source. */
  revision?: number;
}

type Row = Record<string, unknown>;

/** The field in snake_case or camelCase: 'draw_date' or 'drawDate'. */
function field(row: Row, snake: string): unknown {
  if (row[snake] !== undefined) return row[snake];
  return row[snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())];
}

/** numeric(16,2) arrives from PostgREST as a string ("45000000.00"), integers as numbers. */
function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

function toStrings(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map((v) => String(v));
}

function toText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A timestamp's date part is enough: a date column may come as '2025-10-09' or '2025-10-09T00:00:00'. */
function toIsoDate(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;
}

function toPrizes(value: unknown): ContestPrize[] {
  // jsonb arrives parsed; a text copy of it is read too.
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(list)) return [];
  return list
    .filter((p): p is Row => typeof p === 'object' && p !== null)
    .map((p) => ({
      tier: toNumber(p.tier) ?? 0,
      name: typeof p.name === 'string' ? p.name : '',
      winners: toNumber(p.winners) ?? 0,
      amount: toNumber(p.amount) ?? 0,
    }))
    .sort((a, b) => a.tier - b.tier);
}

/** A contest from its database row; throws a TypeError for a row without a known game, contest number or date. */
export function contestFromRow(row: Row): Contest {
  const game = field(row, 'game');
  const contest = toNumber(field(row, 'contest'));
  const drawDate = toIsoDate(field(row, 'draw_date'));
  if (typeof game !== 'string' || !isCaixaGameId(game)) throw new TypeError(`concurso de jogo desconhecido: ${String(game)}`);
  if (contest === undefined || !Number.isInteger(contest) || contest <= 0) throw new TypeError(`número de concurso inválido: ${String(field(row, 'contest'))}`);
  if (!drawDate) throw new TypeError(`data de sorteio inválida: ${String(field(row, 'draw_date'))}`);
  const optional = {
    drawOrder: toStrings(field(row, 'draw_order')),
    secondNumbers: toStrings(field(row, 'second_numbers')),
    clovers: toStrings(field(row, 'clovers')),
    lucky: toText(field(row, 'lucky')),
    nextContest: toNumber(field(row, 'next_contest')),
    nextDate: toIsoDate(field(row, 'next_date')),
    nextEstimate: toNumber(field(row, 'next_estimate')),
    nextAccumulated: toNumber(field(row, 'next_accumulated')),
    place: toText(field(row, 'place')),
    revision: toNumber(field(row, 'revision')),
  };
  return {
    game,
    contest,
    drawDate,
    numbers: toStrings(field(row, 'numbers')) ?? [],
    prizes: toPrizes(field(row, 'prizes')),
    accumulated: field(row, 'accumulated') === true,
    demo: field(row, 'demo') === true,
    // Absent fields stay absent rather than undefined-valued, so a contest compares and serialises as its row.
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
  };
}
