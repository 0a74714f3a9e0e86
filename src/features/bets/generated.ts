// What /gerar-palpite can generate (Caixa games and bicho picks) and how a batch reads as text for copy and share.
import { groupLabel } from '../animals/domain/animals';
import { generateBicho, type BichoKind, type BichoPick } from './domain/random-picks';
import { LOTTERY_GAMES, gameToText, generateGames, isLotteryGameId, type GeneratedGame, type LotteryGameId } from './domain/lottery-games';
import type { RandomSource } from '../../utils/random/random-int';

export type GeneratorChoice = LotteryGameId | `bicho-${BichoKind}`;

const BICHO_KINDS: ReadonlyArray<{ kind: BichoKind; label: string; description: string }> = [
  { kind: 'grupo', label: 'Grupo (bicho)', description: 'Um dos 25 bichos.' },
  { kind: 'dezena', label: 'Dezena', description: 'Dois algarismos, de 00 a 99.' },
  { kind: 'centena', label: 'Centena', description: 'Três algarismos, de 000 a 999.' },
  { kind: 'milhar', label: 'Milhar', description: 'Quatro algarismos, de 0000 a 9999.' },
];

export const GENERATOR_OPTIONS = [
  { group: 'Loterias da Caixa', items: LOTTERY_GAMES.map((g) => ({ value: g.id, label: g.name })) },
  { group: 'Jogo do bicho', items: BICHO_KINDS.map((b) => ({ value: `bicho-${b.kind}`, label: b.label })) },
];

export const MIN_GAMES = 1;
export const MAX_GAMES = 10;

export type GeneratedItem = { type: 'lottery'; game: GeneratedGame } | { type: 'bicho'; pick: BichoPick };

export function isGeneratorChoice(value: string): value is GeneratorChoice {
  return isLotteryGameId(value) || BICHO_KINDS.some((b) => `bicho-${b.kind}` === value);
}

/** The description line under the chooser. */
export function choiceDescription(choice: GeneratorChoice): string {
  const bicho = BICHO_KINDS.find((b) => `bicho-${b.kind}` === choice);
  if (bicho) return bicho.description;
  return LOTTERY_GAMES.find((g) => g.id === choice)?.description ?? '';
}

/** `howMany` random games (1 to 10) of the chosen kind, uniform and unbiased. */
export function generate(choice: GeneratorChoice, howMany: number, source?: RandomSource): GeneratedItem[] {
  const count = Math.min(MAX_GAMES, Math.max(MIN_GAMES, Math.trunc(howMany)));
  if (isLotteryGameId(choice)) return generateGames(choice, count, source).map((game) => ({ type: 'lottery', game }));
  const kind = choice.slice('bicho-'.length) as BichoKind;
  return Array.from({ length: count }, () => ({ type: 'bicho', pick: generateBicho(kind, source) }));
}

const KIND_NAMES: Record<BichoKind, string> = { grupo: 'Grupo', dezena: 'Dezena', centena: 'Centena', milhar: 'Milhar' };

/** One item as a line: 'Mega-Sena: 05 12 23 34 45 56', 'Milhar 4518 (grupo 05 - Cachorro)'. */
export function itemToText(item: GeneratedItem): string {
  if (item.type === 'lottery') return gameToText(item.game);
  const { kind, value, animal } = item.pick;
  return kind === 'grupo' ? `Grupo ${groupLabel(animal)}` : `${KIND_NAMES[kind]} ${value} (grupo ${groupLabel(animal)})`;
}

export const RANDOM_NOTICE = 'Números aleatórios: não aumentam a chance de ganhar.';

/** The whole batch as a message to copy or share, with the notice that these are only random numbers. */
export function batchToText(items: readonly GeneratedItem[]): string {
  const lines = items.map((item, i) => (items.length > 1 ? `${i + 1}) ${itemToText(item)}` : itemToText(item)));
  return ['Palpites gerados no Sonho & Sorte:', ...lines, RANDOM_NOTICE].join('\n');
}
