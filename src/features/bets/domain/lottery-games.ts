// The Caixa lottery games of DOMAIN.md as data, and the random game generator for /gerar-palpite.
import { monthNames } from '../../../utils/calendar/names';
import { capitalise } from '../../../utils/format/pt-br';
import { pickDistinct, pickOne, randomInt } from '../../../utils/random/random-int';
import type { RandomSource } from '../../../utils/random/random-int';

export type LotteryGameId =
  | 'mega-sena'
  | 'lotofacil'
  | 'quina'
  | 'lotomania'
  | 'dupla-sena'
  | 'timemania'
  | 'dia-de-sorte'
  | 'super-sete'
  | 'mais-milionaria';

export interface LotteryGame {
  id: LotteryGameId;
  name: string;
  /** How many numbers one game has. */
  count: number;
  min: number;
  max: number;
  /** Digits shown per number: '05', Lotomania's '00'. */
  pad: number;
  /**
   * 'set': distinct numbers, shown sorted. 'columns': Super Sete, one digit per column, in column
   * order, repeats allowed.
   */
  kind: 'set' | 'columns';
  /** One plain pt-BR line on what a game is. */
  description: string;
}

export const LOTTERY_GAMES: readonly LotteryGame[] = [
  { id: 'mega-sena', name: 'Mega-Sena', count: 6, min: 1, max: 60, pad: 2, kind: 'set', description: '6 números de 01 a 60.' },
  { id: 'lotofacil', name: 'Lotofácil', count: 15, min: 1, max: 25, pad: 2, kind: 'set', description: '15 números de 01 a 25.' },
  { id: 'quina', name: 'Quina', count: 5, min: 1, max: 80, pad: 2, kind: 'set', description: '5 números de 01 a 80.' },
  { id: 'lotomania', name: 'Lotomania', count: 50, min: 0, max: 99, pad: 2, kind: 'set', description: '50 números de 00 a 99.' },
  { id: 'dupla-sena', name: 'Dupla Sena', count: 6, min: 1, max: 50, pad: 2, kind: 'set', description: '6 números de 01 a 50.' },
  {
    id: 'timemania',
    name: 'Timemania',
    count: 10,
    min: 1,
    max: 80,
    pad: 2,
    kind: 'set',
    description: '10 números de 01 a 80 e um Time do Coração.',
  },
  {
    id: 'dia-de-sorte',
    name: 'Dia de Sorte',
    count: 7,
    min: 1,
    max: 31,
    pad: 2,
    kind: 'set',
    description: '7 números de 01 a 31 e um Mês de Sorte.',
  },
  {
    id: 'super-sete',
    name: 'Super Sete',
    count: 7,
    min: 0,
    max: 9,
    pad: 1,
    kind: 'columns',
    description: 'Um número de 0 a 9 em cada uma das 7 colunas.',
  },
  {
    id: 'mais-milionaria',
    name: '+Milionária',
    count: 6,
    min: 1,
    max: 50,
    pad: 2,
    kind: 'set',
    description: '6 números de 01 a 50 e 2 trevos de 1 a 6.',
  },
];

const LOTTERY_GAME_BY_ID: ReadonlyMap<LotteryGameId, LotteryGame> = new Map(LOTTERY_GAMES.map((g) => [g.id, g]));

/** Dia de Sorte's "Mês de Sorte", named as on the ticket: 'Janeiro' .. 'Dezembro'. */
export const MONTHS: readonly string[] = monthNames().map(capitalise);

/**
 * Well-known clubs for Timemania's Time do Coração. The Caixa list has 80 clubs; this short list
 * keeps to famous ones we are sure of, so the suggestion is never a club that is not there.
 */
export const TIMEMANIA_CLUBS: readonly string[] = [
  'América/MG',
  'Athletico/PR',
  'Atlético/MG',
  'Avaí/SC',
  'Bahia/BA',
  'Botafogo/RJ',
  'Ceará/CE',
  'Corinthians/SP',
  'Coritiba/PR',
  'Cruzeiro/MG',
  'Figueirense/SC',
  'Flamengo/RJ',
  'Fluminense/RJ',
  'Fortaleza/CE',
  'Goiás/GO',
  'Grêmio/RS',
  'Guarani/SP',
  'Internacional/RS',
  'Juventude/RS',
  'Náutico/PE',
  'Palmeiras/SP',
  'Paysandu/PA',
  'Ponte Preta/SP',
  'Remo/PA',
  'Santa Cruz/PE',
  'Santos/SP',
  'São Paulo/SP',
  'Sport/PE',
  'Vasco da Gama/RJ',
  'Vitória/BA',
];

export const TIMEMANIA_CLUBS_NOTE = 'Sugestão entre clubes conhecidos; a lista oficial da Caixa tem 80 clubes.';

export interface GameExtra {
  label: string;
  values: string[];
}

export interface GeneratedGame {
  gameId: LotteryGameId;
  name: string;
  /** Sorted for 'set' games; column order for Super Sete. */
  numbers: number[];
  /** The numbers as shown: zero-padded. */
  display: string[];
  /** Time do Coração, Mês de Sorte, Trevos. */
  extras: GameExtra[];
}

export function getLotteryGame(id: LotteryGameId): LotteryGame {
  const game = LOTTERY_GAME_BY_ID.get(id);
  if (!game) throw new RangeError(`jogo desconhecido: ${id}`);
  return game;
}

export function isLotteryGameId(id: string): id is LotteryGameId {
  return LOTTERY_GAME_BY_ID.has(id as LotteryGameId);
}

/** One random game, drawn uniformly like the real draw (DOMAIN.md). */
export function generateGame(gameId: LotteryGameId, source?: RandomSource): GeneratedGame {
  const game = getLotteryGame(gameId);
  const numbers =
    game.kind === 'columns'
      ? Array.from({ length: game.count }, () => game.min + randomInt(game.max - game.min + 1, source))
      : pickDistinct(game.count, game.min, game.max, source);
  const extras: GameExtra[] = [];
  if (gameId === 'timemania') extras.push({ label: 'Time do Coração', values: [pickOne(TIMEMANIA_CLUBS, source)] });
  if (gameId === 'dia-de-sorte') extras.push({ label: 'Mês de Sorte', values: [pickOne(MONTHS, source)] });
  if (gameId === 'mais-milionaria') extras.push({ label: 'Trevos', values: pickDistinct(2, 1, 6, source).map(String) });
  return {
    gameId,
    name: game.name,
    numbers,
    display: numbers.map((n) => String(n).padStart(game.pad, '0')),
    extras,
  };
}

/** Several games at once (1 to 20). */
export function generateGames(gameId: LotteryGameId, howMany: number, source?: RandomSource): GeneratedGame[] {
  if (!Number.isInteger(howMany) || howMany < 1 || howMany > 20) throw new RangeError(`quantidade de jogos inválida: ${howMany}`);
  return Array.from({ length: howMany }, () => generateGame(gameId, source));
}

/** A game as one line of text, for copy and share: 'Mega-Sena: 05 12 23 34 45 56'. */
export function gameToText(game: GeneratedGame): string {
  const extras = game.extras.map((e) => ` | ${e.label}: ${e.values.join(' ')}`).join('');
  return `${game.name}: ${game.display.join(' ')}${extras}`;
}
