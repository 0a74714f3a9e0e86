// The random game generator for /gerar-palpite, on the Caixa games' rules of caixa/domain/games.ts.
import { getCaixaGame, padNumber, type CaixaGame, type CaixaGameId } from '../../caixa/domain/games';
import { monthNames } from '../../../utils/pt-br/calendar-names';
import { capitalise } from '../../../utils/pt-br/case';
import { pickDistinct, pickOne, randomInt } from '../../../utils/random/random-int';
import type { RandomSource } from '../../../utils/random/random-int';

/** The games the generator makes: every Caixa game but the Federal, whose tickets come printed. */
export type LotteryGameId = Exclude<CaixaGameId, 'federal'>;

export interface LotteryGame {
  id: LotteryGameId;
  name: string;
  /** How many numbers one game has: the smallest bet (Timemania's 10, Lotomania's 50). */
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

/** The order of the generator's chooser. */
const GENERATOR_ORDER: readonly LotteryGameId[] = [
  'mega-sena',
  'lotofacil',
  'quina',
  'lotomania',
  'dupla-sena',
  'timemania',
  'dia-de-sorte',
  'super-sete',
  'mais-milionaria',
];

const EXTRA_TEXT: Partial<Record<LotteryGameId, string>> = {
  'timemania': ' e um Time do Coração',
  'dia-de-sorte': ' e um Mês de Sorte',
};

function describe(game: CaixaGame, count: number): string {
  if (game.kind === 'columns') return `Um número de ${game.min} a ${game.max} em cada uma das ${game.drawn} colunas.`;
  const clovers = game.clovers ? ` e ${game.clovers.drawn} trevos de ${game.clovers.min} a ${game.clovers.max}` : '';
  const extra = EXTRA_TEXT[game.id as LotteryGameId] ?? clovers;
  return `${count} números de ${padNumber(game, game.min)} a ${padNumber(game, game.max)}${extra}.`;
}

/** The generator's view of a Caixa game (games.ts holds the facts). */
function lotteryGame(id: LotteryGameId): LotteryGame {
  const game = getCaixaGame(id);
  const count = game.kind === 'columns' ? game.drawn : game.betSizes.min;
  const kind = game.kind === 'columns' ? 'columns' : 'set';
  return { id, name: game.name, count, min: game.min, max: game.max, pad: game.pad, kind, description: describe(game, count) };
}

export const LOTTERY_GAMES: readonly LotteryGame[] = GENERATOR_ORDER.map(lotteryGame);

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
  const clovers = getCaixaGame(gameId).clovers;
  if (clovers) extras.push({ label: 'Trevos', values: pickDistinct(clovers.drawn, clovers.min, clovers.max, source).map(String) });
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
