// The ten Caixa lotteries as data: what is drawn, what a bet may hold, each prize tier's hit condition and the draw
// calendar, with the sources they were checked against. The generator, the checker, the parser and the ingestion all
// read these facts from here.

/** When the rules and the calendar below were last checked against their sources. */
const CAIXA_GAMES_AS_OF = '2026-11-29';

/** A public text a fact was checked against. */
interface CaixaSource {
  name: string;
  url: string;
  /** 'YYYY-MM-DD' it was read. */
  checked: string;
}

/*
 * Sources (read on CAIXA_GAMES_AS_OF). Caixa's own "como jogar" pages (CAIXA_RULES) are the authority; we read their
 * text as the press and Caixa's launch notes quote it, and the prize tables as the results API answers them
 * (supabase/tests/fixtures/caixa: one real contest per game, tiers numbered by `faixa`).
 * - Bet sizes: Mega-Sena 6-20 (ACHE_MEGA, 2023; 6-15 until then), Lotofácil 15-20, Quina 5-15, Dupla Sena 6-15,
 *   Dia de Sorte 7-15 (ESTADAO_DIA), Lotomania 50 only, Timemania 10 only (DCI_TIMEMANIA), +Milionária 6-12 numbers
 *   and 2-6 trevos (JB_MILIONARIA), Super Sete 7-21 in columns (LAUNCH_SUPERSETE): 1 per column for 7, 1-2 per column
 *   for 8-14, 2-3 per column for 15-21.
 * - Multiple bets win every simple bet they contain (ESTADAO_DIA: "proporcional à quantidade equivalente de apostas
 *   simples"); Dia de Sorte's Mês de Sorte is "independente e cumulativa" with the number tiers, so each simple bet of
 *   a multiple bet that holds the month wins it too.
 * - Calendar: since 3 November 2025 every game draws at 21:00 and the Federal at 20:00, Brasília (OPOVO_HORARIO,
 *   TRIBUNA_HORARIO; 20:00 and 19:00 before); the days did not change (Mega-Sena Tue/Thu/Sat since August 2023).
 *   Holidays move or skip draws (OPOVO_FERIADO): the calendar says when to look, never that a contest exists.
 */
const CHECKED = CAIXA_GAMES_AS_OF;
const caixaPage = (page: string): CaixaSource => ({
  name: 'Loterias Caixa: como jogar',
  url: `https://loterias.caixa.gov.br/Paginas/${page}.aspx`,
  checked: CHECKED,
});
const API_FIXTURES: CaixaSource = {
  name: 'API de resultados da Caixa (listaRateioPremio de um concurso real)',
  url: 'https://servicebus2.caixa.gov.br/portaldeloterias/api',
  checked: CHECKED,
};
const OPOVO_HORARIO: CaixaSource = {
  name: 'O Povo, "Horário das loterias Caixa mudam a partir desta segunda, 3" (3/11/2025)',
  url: 'https://www.opovo.com.br/noticias/economia/loteria/2025/11/03/loterias-caixa-veja-mudanca-de-horario-a-partir-desta-segunda-3.html',
  checked: CHECKED,
};
const TRIBUNA_HORARIO: CaixaSource = {
  name: 'Tribuna PR, "Sorteios das loterias mudam de horário a partir desta segunda-feira" (3/11/2025)',
  url: 'https://www.tribunapr.com.br/noticias/brasil/sorteios-das-loterias-mudam-de-horario-a-partir-desta-segunda-feira/',
  checked: CHECKED,
};
const ACHE_MEGA: CaixaSource = {
  name: 'Ache Concursos, "Próximo sorteio da Mega-Sena" (apostas de 6 a 20 números)',
  url: 'https://acheconcursos.com.br/loterias/proximo-sorteio-da-mega-sena-saiba-tudo-sobre-o-concurso-2639-64799',
  checked: CHECKED,
};
const ESTADAO_DIA: CaixaSource = {
  name: 'Estadão Loterias, Dia de Sorte (regras da Caixa)',
  url: 'https://estadao.com.br/loterias/diadesorte/983',
  checked: CHECKED,
};
const DCI_TIMEMANIA: CaixaSource = {
  name: 'DCI, Timemania (10 números e um Time do Coração, prêmios de 3 a 7 acertos)',
  url: 'https://www.dci.com.br/financas/loterias/timemania/timemania-pode-pagar-3-milhoes-nesta-quinta-feira-04-03-21/101522/',
  checked: CHECKED,
};
const JB_MILIONARIA: CaixaSource = {
  name: 'Jornal de Brasília, lançamento da +Milionária (6 a 12 números, 2 a 6 trevos, dez faixas)',
  url: 'https://jornaldebrasilia.com.br/noticias/economia/comecam-as-apostas-da-milionaria-nova-loteria-da-caixa-com-premio-minimo-de-r-10-milhoes/',
  checked: CHECKED,
};
const LAUNCH_SUPERSETE: CaixaSource = {
  name: 'Nota de lançamento do Super Sete (colunas; 8 a 14 números com até 2 por coluna, 15 a 21 com 2 ou 3)',
  url: 'https://14news.com.br/geral/caixa-lanca-nova-modalidade-de-jogo-em-suas-loterias',
  checked: CHECKED,
};
const LOTOMANIA_G1: CaixaSource = {
  name: 'g1, Lotomania: 20 a 15 acertos e 0 acerto (aposta de 50 números)',
  url: 'https://g1.globo.com/pr/norte-noroeste/noticia/2024/05/04/apostador-de-roncador-acerta-20-dezenas-na-lotomania-e-leva-sozinho-r-8-milhoes-aposta-com-zero-acertos-leva-r200-mil.ghtml',
  checked: CHECKED,
};

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

/**
 * How a prize tier is won, per simple bet. `hits`: numbers (Super Sete: columns) hit, in `draw` 1 or 2 for Dupla
 * Sena; `clovers`: +Milionária's trevos hit that qualify. `lucky`: the Time do Coração or the Mês de Sorte alone.
 * `place`: the Federal's Nº prêmio (a ticket, not a hit count).
 */
type TierRule = { hits: number; draw?: 1 | 2; clovers?: readonly number[] } | { lucky: 'team' | 'month' } | { place: number };

/** One line of a game's prize table. */
export type Tier = {
  /** Caixa's `faixa` (1 = top), the key into a contest's prizes. */
  tier: number;
  /** As the app shows it: 'Sena', '15 acertos', 'Mês de Sorte', '5 acertos + 2 trevos'. */
  name: string;
} & TierRule;

interface CaixaSchedule {
  /** 0 = Sunday. */
  weekdays: readonly number[];
  /** 'HH:MM', Brasília. */
  time: string;
  asOf: string;
  /** What changed and when, in the visitor's words. */
  note: string;
  sources: readonly CaixaSource[];
}

export interface CaixaGame {
  id: CaixaGameId;
  /** The API's path segment: `{base}/{apiSlug}/{contest}`. */
  apiSlug: string;
  /** As shown, and the push topic. */
  name: string;
  /** The name's article in a sentence: 'A Mega-Sena aceita…', 'O Super Sete tem…'. */
  article: 'a' | 'o';
  /** How many numbers a draw has (Super Sete: columns; Federal: tickets). */
  drawn: number;
  min: number;
  max: number;
  /** Digits shown per number: Mega-Sena '04', Lotomania '00', Super Sete '4', Federal '019258'. */
  pad: number;
  /** How many numbers one bet holds (Super Sete: digits over all columns). */
  betSizes: { min: number; max: number };
  /**
   * 'set': distinct numbers, shown sorted; 'columns': Super Sete, one digit drawn per column; 'tickets': the
   * Federal's five prize tickets.
   */
  kind: 'set' | 'columns' | 'tickets';
  tiers: readonly Tier[];
  /** Dupla Sena: a second draw of `drawn` numbers, with its own tiers (`draw: 2`). */
  secondDraw?: true;
  /** +Milionária's trevos: how many are drawn, their range and how many a bet holds. */
  clovers?: { drawn: number; min: number; max: number; betSizes: { min: number; max: number } };
  /** Timemania's Time do Coração, Dia de Sorte's Mês de Sorte. */
  lucky?: 'team' | 'month';
  /** Super Sete: how many digits each column may hold, for a bet of `total` digits. */
  perColumn?: (total: number) => { min: number; max: number };
  schedule: CaixaSchedule;
  sources: readonly CaixaSource[];
}

const MONDAY = 1;
const TUESDAY = 2;
const WEDNESDAY = 3;
const THURSDAY = 4;
const FRIDAY = 5;
const SATURDAY = 6;

const TIME_NOTE = 'Às 21h desde 3/11/2025 (antes, 20h).';
const schedule = (weekdays: readonly number[], time = '21:00', note = TIME_NOTE): CaixaSchedule => ({
  weekdays,
  time,
  asOf: CAIXA_GAMES_AS_OF,
  note,
  sources: [OPOVO_HORARIO, TRIBUNA_HORARIO],
});

const hitsTiers = (top: number, names: readonly string[]): Tier[] => names.map((name, i) => ({ tier: i + 1, name, hits: top - i }));
const acertos = (from: number, to: number): string[] => Array.from({ length: from - to + 1 }, (_, i) => `${from - i} acertos`);

export const CAIXA_GAMES: readonly CaixaGame[] = [
  {
    id: 'mega-sena',
    apiSlug: 'megasena',
    name: 'Mega-Sena',
    article: 'a',
    drawn: 6,
    min: 1,
    max: 60,
    pad: 2,
    betSizes: { min: 6, max: 20 },
    kind: 'set',
    tiers: hitsTiers(6, ['Sena', 'Quina', 'Quadra']),
    schedule: schedule([TUESDAY, THURSDAY, SATURDAY], '21:00', `${TIME_NOTE} Terças, quintas e sábados desde agosto de 2023.`),
    sources: [caixaPage('Mega-Sena'), ACHE_MEGA, API_FIXTURES],
  },
  {
    id: 'lotofacil',
    apiSlug: 'lotofacil',
    name: 'Lotofácil',
    article: 'a',
    drawn: 15,
    min: 1,
    max: 25,
    pad: 2,
    betSizes: { min: 15, max: 20 },
    kind: 'set',
    tiers: hitsTiers(15, acertos(15, 11)),
    schedule: schedule([MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY]),
    sources: [caixaPage('Lotofacil'), API_FIXTURES],
  },
  {
    id: 'quina',
    apiSlug: 'quina',
    name: 'Quina',
    article: 'a',
    drawn: 5,
    min: 1,
    max: 80,
    pad: 2,
    betSizes: { min: 5, max: 15 },
    kind: 'set',
    tiers: hitsTiers(5, ['Quina', 'Quadra', 'Terno', 'Duque']),
    schedule: schedule([MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY]),
    sources: [caixaPage('Quina'), API_FIXTURES],
  },
  {
    id: 'lotomania',
    apiSlug: 'lotomania',
    name: 'Lotomania',
    article: 'a',
    drawn: 20,
    min: 0,
    max: 99,
    pad: 2,
    betSizes: { min: 50, max: 50 },
    kind: 'set',
    tiers: [...hitsTiers(20, acertos(20, 15)), { tier: 7, name: '0 acertos', hits: 0 }],
    schedule: schedule([MONDAY, WEDNESDAY, FRIDAY]),
    sources: [caixaPage('Lotomania'), LOTOMANIA_G1, API_FIXTURES],
  },
  {
    id: 'timemania',
    apiSlug: 'timemania',
    name: 'Timemania',
    article: 'a',
    drawn: 7,
    min: 1,
    max: 80,
    pad: 2,
    betSizes: { min: 10, max: 10 },
    kind: 'set',
    tiers: [...hitsTiers(7, acertos(7, 3)), { tier: 6, name: 'Time do Coração', lucky: 'team' }],
    lucky: 'team',
    schedule: schedule([TUESDAY, THURSDAY, SATURDAY]),
    sources: [caixaPage('Timemania'), DCI_TIMEMANIA, API_FIXTURES],
  },
  {
    id: 'dupla-sena',
    apiSlug: 'duplasena',
    name: 'Dupla Sena',
    article: 'a',
    drawn: 6,
    min: 1,
    max: 50,
    pad: 2,
    betSizes: { min: 6, max: 15 },
    kind: 'set',
    // The API numbers the second draw's tiers on from the first's: 1-4 then 5-8, with the same names.
    tiers: ([1, 2] as const).flatMap((draw) =>
      ['Sena', 'Quina', 'Quadra', 'Terno'].map((name, i) => ({ tier: (draw - 1) * 4 + i + 1, name, hits: 6 - i, draw })),
    ),
    secondDraw: true,
    schedule: schedule([MONDAY, WEDNESDAY, FRIDAY]),
    sources: [caixaPage('Dupla-Sena'), API_FIXTURES],
  },
  {
    id: 'dia-de-sorte',
    apiSlug: 'diadesorte',
    name: 'Dia de Sorte',
    article: 'o',
    drawn: 7,
    min: 1,
    max: 31,
    pad: 2,
    betSizes: { min: 7, max: 15 },
    kind: 'set',
    tiers: [...hitsTiers(7, acertos(7, 4)), { tier: 5, name: 'Mês de Sorte', lucky: 'month' }],
    lucky: 'month',
    schedule: schedule([TUESDAY, THURSDAY, SATURDAY]),
    sources: [caixaPage('Dia-de-Sorte'), ESTADAO_DIA, API_FIXTURES],
  },
  {
    id: 'super-sete',
    apiSlug: 'supersete',
    name: 'Super Sete',
    article: 'o',
    drawn: 7,
    min: 0,
    max: 9,
    pad: 1,
    betSizes: { min: 7, max: 21 },
    kind: 'columns',
    tiers: hitsTiers(7, acertos(7, 3)),
    perColumn: (total) => (total <= 7 ? { min: 1, max: 1 } : total <= 14 ? { min: 1, max: 2 } : { min: 2, max: 3 }),
    // Super Sete drew at 15:00 when it was launched (2020); it joined the evening draws later.
    schedule: schedule([MONDAY, WEDNESDAY, FRIDAY]),
    sources: [caixaPage('Super-Sete'), LAUNCH_SUPERSETE, API_FIXTURES],
  },
  {
    id: 'mais-milionaria',
    apiSlug: 'maismilionaria',
    name: '+Milionária',
    article: 'a',
    drawn: 6,
    min: 1,
    max: 50,
    pad: 2,
    betSizes: { min: 6, max: 12 },
    kind: 'set',
    tiers: [
      { tier: 1, name: '6 acertos + 2 trevos', hits: 6, clovers: [2] },
      { tier: 2, name: '6 acertos + 1 ou nenhum trevo', hits: 6, clovers: [0, 1] },
      { tier: 3, name: '5 acertos + 2 trevos', hits: 5, clovers: [2] },
      { tier: 4, name: '5 acertos + 1 ou nenhum trevo', hits: 5, clovers: [0, 1] },
      { tier: 5, name: '4 acertos + 2 trevos', hits: 4, clovers: [2] },
      { tier: 6, name: '4 acertos + 1 ou nenhum trevo', hits: 4, clovers: [0, 1] },
      { tier: 7, name: '3 acertos + 2 trevos', hits: 3, clovers: [2] },
      { tier: 8, name: '3 acertos + 1 trevo', hits: 3, clovers: [1] },
      { tier: 9, name: '2 acertos + 2 trevos', hits: 2, clovers: [2] },
      { tier: 10, name: '2 acertos + 1 trevo', hits: 2, clovers: [1] },
    ],
    clovers: { drawn: 2, min: 1, max: 6, betSizes: { min: 2, max: 6 } },
    schedule: schedule([WEDNESDAY, SATURDAY]),
    sources: [caixaPage('Mais-Milionaria'), JB_MILIONARIA, API_FIXTURES],
  },
  {
    id: 'federal',
    apiSlug: 'federal',
    name: 'Federal',
    article: 'a',
    drawn: 5,
    // The API writes six digits ('012244'); regular extractions sell 00000-99999, the full range keeps a special
    // extraction's ticket from being refused.
    min: 0,
    max: 999999,
    pad: 6,
    // A Federal ticket is bought with its number printed: a person checks that one number.
    betSizes: { min: 1, max: 1 },
    kind: 'tickets',
    tiers: [1, 2, 3, 4, 5].map((place) => ({ tier: place, name: `${place}º Prêmio`, place })),
    schedule: schedule([WEDNESDAY, SATURDAY], '20:00', 'Às 20h desde 3/11/2025 (antes, 19h).'),
    sources: [caixaPage('Federal'), API_FIXTURES],
  },
];

const BY_ID: ReadonlyMap<string, CaixaGame> = new Map(CAIXA_GAMES.map((g) => [g.id, g]));
const BY_SLUG: ReadonlyMap<string, CaixaGame> = new Map(CAIXA_GAMES.map((g) => [g.apiSlug, g]));

export function isCaixaGameId(id: string): id is CaixaGameId {
  return BY_ID.has(id);
}

export function getCaixaGame(id: CaixaGameId): CaixaGame {
  const game = BY_ID.get(id);
  if (!game) throw new RangeError(`jogo desconhecido: ${id}`);
  return game;
}

/** The game of an API slug ('megasena'), or undefined. */
export function caixaGameBySlug(slug: string): CaixaGame | undefined {
  return BY_SLUG.get(slug);
}

/** A number as the game shows it: Mega-Sena 4 -> '04', Lotomania 0 -> '00', Super Sete 4 -> '4'. */
export function padNumber(game: CaixaGame, n: number): string {
  return String(n).padStart(game.pad, '0');
}
