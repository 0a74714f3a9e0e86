// A generated game written into an address and read back: what a shared game's link carries, so that it opens
// the same numbers again (no server keeps them). Reading checks every rule of the game, so a link edited by hand
// never shows a game that could not have been drawn.
import { animalByGroup, animalOfNumber } from '../animals/domain/animals';
import { getLotteryGame, isLotteryGameId, MONTHS, TIMEMANIA_CLUBS, type GameExtra, type LotteryGameId } from './domain/lottery-games';
import type { BichoKind } from './domain/random-picks';
import type { GeneratedItem } from './generated';

/** The parameter of each extra's values, by its label. */
const EXTRA_PARAMS: Record<string, string> = { 'Time do Coração': 'time', 'Mês de Sorte': 'mes', Trevos: 'trevos' };

const DIGITS: Record<BichoKind, number> = { grupo: 2, dezena: 2, centena: 3, milhar: 4 };

/** The query of a game's link: ?jogo=mega-sena&numeros=05-12-23-34-45-56 (and its extras: time, mes, trevos). */
export function gameLinkParams(item: GeneratedItem): URLSearchParams {
  if (item.type === 'bicho') return new URLSearchParams({ jogo: `bicho-${item.pick.kind}`, numeros: item.pick.value });
  const params = new URLSearchParams({ jogo: item.game.gameId, numeros: item.game.display.join('-') });
  for (const extra of item.game.extras) {
    const name = EXTRA_PARAMS[extra.label];
    if (name) params.set(name, extra.values.join('-'));
  }
  return params;
}

function readBicho(kind: BichoKind, value: string): GeneratedItem | null {
  if (!new RegExp(`^\\d{${DIGITS[kind]}}$`).test(value)) return null;
  if (kind === 'grupo') {
    const group = Number(value);
    if (group < 1 || group > 25) return null;
    return { type: 'bicho', pick: { kind, value, animal: animalByGroup(group) } };
  }
  return { type: 'bicho', pick: { kind, value, animal: animalOfNumber(value) } };
}

function readExtras(gameId: LotteryGameId, params: URLSearchParams): GameExtra[] | null {
  if (gameId === 'timemania') {
    const club = params.get('time') ?? '';
    return TIMEMANIA_CLUBS.includes(club) ? [{ label: 'Time do Coração', values: [club] }] : null;
  }
  if (gameId === 'dia-de-sorte') {
    const month = params.get('mes') ?? '';
    return MONTHS.includes(month) ? [{ label: 'Mês de Sorte', values: [month] }] : null;
  }
  if (gameId === 'mais-milionaria') {
    const trevos = (params.get('trevos') ?? '').split('-');
    const valid = trevos.length === 2 && trevos.every((t) => /^[1-6]$/.test(t)) && trevos[0] !== trevos[1];
    return valid ? [{ label: 'Trevos', values: trevos.map(Number).sort((a, b) => a - b).map(String) }] : null;
  }
  return [];
}

/** The game a link's query carries, or null when it carries none or one that breaks the game's rules. */
export function readGameLink(params: URLSearchParams): GeneratedItem | null {
  const choice = params.get('jogo') ?? '';
  const numbers = params.get('numeros') ?? '';
  if (choice.startsWith('bicho-')) {
    const kind = choice.slice('bicho-'.length);
    return kind in DIGITS ? readBicho(kind as BichoKind, numbers) : null;
  }
  if (!isLotteryGameId(choice)) return null;
  const game = getLotteryGame(choice);
  const parts = numbers.split('-');
  if (parts.length !== game.count || !parts.every((part) => /^\d{1,2}$/.test(part))) return null;
  const values = parts.map(Number);
  if (values.some((n) => n < game.min || n > game.max)) return null;
  if (game.kind === 'set' && new Set(values).size !== values.length) return null;
  const extras = readExtras(choice, params);
  if (!extras) return null;
  const ordered = game.kind === 'set' ? [...values].sort((a, b) => a - b) : values;
  return {
    type: 'lottery',
    game: { gameId: choice, name: game.name, numbers: ordered, display: ordered.map((n) => String(n).padStart(game.pad, '0')), extras },
  };
}
