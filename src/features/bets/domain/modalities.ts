// The 22 bet modalities of SPEC §9 (this house's quotation: its multipliers are in payouts.ts) and example lines.
import { formatMoney, ordinal } from '../../../utils/pt-br/numbers';
import { fromCents, payoutCents, toCents } from '../../../utils/format/money';
import type { ModalityKey } from './modality-key';
import { MULTIPLIERS } from './payouts';

export type ModalityCategory = 'grupo' | 'dezena' | 'centena' | 'milhar' | 'combinadas' | 'passe';

export type PickKind = 'group' | 'dezena' | 'centena' | 'milhar';

/**
 * How a modality is settled (DOMAIN.md "Bets"):
 * - single: one number or group; every covered prize that matches is a hit paying stake × multiplier.
 * - all-of: every chosen group or dezena must appear among the covered prizes; pays once.
 * - passe-vai: first group in the 1º prize and second in the next covered prize (1º and 2º).
 * - passe-vai-vem: one group in the 1º prize and the other in any of 2º to the last covered, either order.
 * - milhar-centena: half the stake on the milhar, half on its centena, per covered prize.
 */
type WinRule = 'single' | 'all-of' | 'passe-vai' | 'passe-vai-vem' | 'milhar-centena';

export interface Modality {
  key: ModalityKey;
  /** Portuguese display name, e.g. 'Milhar 1º', 'Dupla de Grupo 1/5'. */
  name: string;
  /** The contraction that goes before the name in a sentence: 'no Grupo 1º', 'na Milhar 1º'. */
  preposition: 'no' | 'na';
  multiplier: number;
  category: ModalityCategory;
  /** One plain line a player understands. */
  explanation: string;
  /** The prizes that count, 1-based and inclusive: 1º only, 1º-5º, 1º-10º... */
  prizes: { from: 1; to: number };
  picks: { count: number; kind: PickKind };
  rule: WinRule;
  /** Whether the stake may be spread over every arrangement of the digits (invertida). */
  allowsInvertida: boolean;
  /** For milhar-centena: the centena modality whose multiplier pays a centena-only hit. */
  centenaKey?: ModalityKey;
}

type Row = Omit<Modality, 'preposition' | 'allowsInvertida' | 'rule' | 'multiplier'> & Partial<Pick<Modality, 'rule'>>;

const covered = (to: number): { from: 1; to: number } => ({ from: 1, to });

const ROWS: readonly Row[] = [
  {
    key: 'GRUPO_SECO_1',
    name: 'Grupo 1º',
    category: 'grupo',
    explanation: 'Você escolhe um bicho (grupo) e ganha se ele sair no 1º prêmio, a cabeça.',
    prizes: covered(1),
    picks: { count: 1, kind: 'group' },
  },
  {
    key: 'GRUPO_COMBINADO_1_5',
    name: 'Grupo 1/5',
    category: 'grupo',
    explanation: 'Você escolhe um grupo; cada prêmio do 1º ao 5º em que ele sair paga a cotação.',
    prizes: covered(5),
    picks: { count: 1, kind: 'group' },
  },
  {
    key: 'DUPLA_GRUPO_1_5',
    name: 'Dupla de Grupo 1/5',
    category: 'grupo',
    explanation: 'Você escolhe 2 grupos e ganha se os dois saírem entre o 1º e o 5º prêmio.',
    prizes: covered(5),
    picks: { count: 2, kind: 'group' },
    rule: 'all-of',
  },
  {
    key: 'TERNO_GRUPO_SECO_1_3',
    name: 'Terno de Grupo 1/3',
    category: 'grupo',
    explanation: 'Você escolhe 3 grupos e ganha se os três saírem entre o 1º e o 3º prêmio.',
    prizes: covered(3),
    picks: { count: 3, kind: 'group' },
    rule: 'all-of',
  },
  {
    key: 'TERNO_GRUPO_1_5',
    name: 'Terno de Grupo 1/5',
    category: 'grupo',
    explanation: 'Você escolhe 3 grupos e ganha se os três saírem entre o 1º e o 5º prêmio.',
    prizes: covered(5),
    picks: { count: 3, kind: 'group' },
    rule: 'all-of',
  },
  {
    key: 'QUADRA_GRUPO_1_5',
    name: 'Quadra de Grupo 1/5',
    category: 'grupo',
    explanation: 'Você escolhe 4 grupos e ganha se os quatro saírem entre o 1º e o 5º prêmio.',
    prizes: covered(5),
    picks: { count: 4, kind: 'group' },
    rule: 'all-of',
  },
  {
    key: 'QUINA_GRUPO_1_5',
    name: 'Quina de Grupo 1/5',
    category: 'grupo',
    explanation: 'Você escolhe 5 grupos e ganha se os cinco forem exatamente os grupos do 1º ao 5º prêmio.',
    prizes: covered(5),
    picks: { count: 5, kind: 'group' },
    rule: 'all-of',
  },
  {
    key: 'MILHAR_SECO_1',
    name: 'Milhar 1º',
    category: 'milhar',
    explanation: 'Você escolhe 4 algarismos e ganha se forem a milhar do 1º prêmio, na mesma ordem.',
    prizes: covered(1),
    picks: { count: 1, kind: 'milhar' },
  },
  {
    key: 'MILHAR_COMBINADO_1_5',
    name: 'Milhar 1/5',
    category: 'milhar',
    explanation: 'Você escolhe uma milhar; cada prêmio do 1º ao 5º com essa milhar paga a cotação.',
    prizes: covered(5),
    picks: { count: 1, kind: 'milhar' },
  },
  {
    key: 'MILHAR_COMBINADO_1_10',
    name: 'Milhar 1/10',
    category: 'milhar',
    explanation: 'Você escolhe uma milhar; cada prêmio do 1º ao 10º com essa milhar paga (contam os prêmios que o resultado tiver).',
    prizes: covered(10),
    picks: { count: 1, kind: 'milhar' },
  },
  {
    key: 'CENTENA_SECO_1',
    name: 'Centena 1º',
    category: 'centena',
    explanation: 'Você escolhe 3 algarismos e ganha se forem os 3 últimos do 1º prêmio.',
    prizes: covered(1),
    picks: { count: 1, kind: 'centena' },
  },
  {
    key: 'CENTENA_COMBINADO_1_5',
    name: 'Centena 1/5',
    category: 'centena',
    explanation: 'Você escolhe uma centena; cada prêmio do 1º ao 5º terminado nela paga a cotação.',
    prizes: covered(5),
    picks: { count: 1, kind: 'centena' },
  },
  {
    key: 'CENTENA_COMBINADO_1_10',
    name: 'Centena 1/10',
    category: 'centena',
    explanation: 'Você escolhe uma centena; cada prêmio do 1º ao 10º terminado nela paga (contam os prêmios que o resultado tiver).',
    prizes: covered(10),
    picks: { count: 1, kind: 'centena' },
  },
  {
    key: 'DEZENA_SECO_1',
    name: 'Dezena 1º',
    category: 'dezena',
    explanation: 'Você escolhe 2 algarismos e ganha se forem os 2 últimos do 1º prêmio.',
    prizes: covered(1),
    picks: { count: 1, kind: 'dezena' },
  },
  {
    key: 'DEZENA_COMBINADO_1_5',
    name: 'Dezena 1/5',
    category: 'dezena',
    explanation: 'Você escolhe uma dezena; cada prêmio do 1º ao 5º terminado nela paga a cotação.',
    prizes: covered(5),
    picks: { count: 1, kind: 'dezena' },
  },
  {
    key: 'DEZENA_COMBINADO_1_10',
    name: 'Dezena 1/10',
    category: 'dezena',
    explanation: 'Você escolhe uma dezena; cada prêmio do 1º ao 10º terminado nela paga (contam os prêmios que o resultado tiver).',
    prizes: covered(10),
    picks: { count: 1, kind: 'dezena' },
  },
  {
    key: 'DUQUE_DEZENA_1_5',
    name: 'Duque de Dezena 1/5',
    category: 'dezena',
    explanation: 'Você escolhe 2 dezenas e ganha se as duas saírem entre o 1º e o 5º prêmio.',
    prizes: covered(5),
    picks: { count: 2, kind: 'dezena' },
    rule: 'all-of',
  },
  {
    key: 'TERNO_DEZENA_1_5',
    name: 'Terno de Dezena 1/5',
    category: 'dezena',
    explanation: 'Você escolhe 3 dezenas e ganha se as três saírem entre o 1º e o 5º prêmio.',
    prizes: covered(5),
    picks: { count: 3, kind: 'dezena' },
    rule: 'all-of',
  },
  {
    key: 'PASSE_VAI_1_2',
    name: 'Passe Vai 1/2',
    category: 'passe',
    explanation: 'Você escolhe 2 grupos em ordem e ganha se o primeiro sair no 1º prêmio e o segundo no 2º.',
    prizes: covered(2),
    picks: { count: 2, kind: 'group' },
    rule: 'passe-vai',
  },
  {
    key: 'PASSE_VAI_VEM_INVERTIDO_1_5',
    name: 'Passe Vai-Vem 1/5',
    category: 'passe',
    explanation: 'Você escolhe 2 grupos e ganha se um sair no 1º prêmio e o outro em qualquer prêmio do 2º ao 5º.',
    prizes: covered(5),
    picks: { count: 2, kind: 'group' },
    rule: 'passe-vai-vem',
  },
  {
    key: 'MILHAR_CENTENA_SECO_1',
    name: 'Milhar e Centena 1º',
    category: 'combinadas',
    explanation: 'Metade do valor vai na milhar e metade na centena do 1º prêmio; acertando só a centena, você recebe a parte da centena.',
    prizes: covered(1),
    picks: { count: 1, kind: 'milhar' },
    rule: 'milhar-centena',
    centenaKey: 'CENTENA_SECO_1',
  },
  {
    key: 'MILHAR_CENTENA_COMBINADO_1_5',
    name: 'Milhar e Centena 1/5',
    category: 'combinadas',
    explanation: 'Metade na milhar e metade na centena, do 1º ao 5º prêmio; cada prêmio acertado paga a sua parte.',
    prizes: covered(5),
    picks: { count: 1, kind: 'milhar' },
    rule: 'milhar-centena',
    centenaKey: 'CENTENA_COMBINADO_1_5',
  },
];

// Feminine names take "na": a milhar, a centena, a dezena, a dupla, a quadra, a quina.
const FEMININE = /^(Milhar|Centena|Dezena|Dupla|Quadra|Quina)\b/;

/** The 22 modalities, in SPEC §9 order. */
export const MODALITIES: readonly Modality[] = ROWS.map((row) => ({
  ...row,
  multiplier: MULTIPLIERS[row.key],
  rule: row.rule ?? 'single',
  preposition: FEMININE.test(row.name) ? 'na' : 'no',
  allowsInvertida: row.category === 'milhar' || row.category === 'centena',
}));

export const MODALITY_BY_KEY: ReadonlyMap<ModalityKey, Modality> = new Map(MODALITIES.map((m) => [m.key, m]));

export function isModalityKey(key: string): key is ModalityKey {
  return MODALITY_BY_KEY.has(key as ModalityKey);
}

export function getModality(key: ModalityKey): Modality {
  const modality = MODALITY_BY_KEY.get(key);
  if (!modality) throw new RangeError(`modalidade desconhecida: ${key}`);
  return modality;
}

/** The /cotacoes sections, in display order. */
export const CATEGORIES: ReadonlyArray<{ key: ModalityCategory; label: string }> = [
  { key: 'grupo', label: 'Grupo' },
  { key: 'dezena', label: 'Dezena' },
  { key: 'centena', label: 'Centena' },
  { key: 'milhar', label: 'Milhar' },
  { key: 'combinadas', label: 'Milhar e centena (combinadas)' },
  { key: 'passe', label: 'Passe' },
];

export function modalitiesOf(category: ModalityCategory): Modality[] {
  return MODALITIES.filter((m) => m.category === category);
}

/** The covered prizes in words: 'do 1º ao 5º'. */
export function prizeRangeText(modality: Modality): string {
  const { from, to } = modality.prizes;
  return from === to ? `no ${ordinal(from)}` : `do ${ordinal(from)} ao ${ordinal(to)}`;
}

const money = (cents: number): string => formatMoney(fromCents(cents));

/**
 * One example sentence for /cotacoes. A dry bet reads exactly like SPEC's example
 * ('R$ 2,00 no Grupo 1º paga R$ 36,00'); the others say what one hit pays and what counts as one,
 * since "paga R$ 7,20" alone would overstate a Grupo 1/5 or understate a milhar-centena.
 */
export function exampleLine(modality: Modality, stake = 2): string {
  const stakeCents = toCents(stake);
  const head = `${money(stakeCents)} ${modality.preposition} ${modality.name} paga`;
  const perHit = money(payoutCents(stakeCents, modality.multiplier));
  const count = modality.picks.count;
  switch (modality.rule) {
    case 'single':
      return modality.prizes.to === 1 ? `${head} ${perHit}` : `${head} ${perHit} a cada prêmio acertado, ${prizeRangeText(modality)}`;
    case 'all-of': {
      const what = modality.picks.kind === 'group' ? `os ${count} grupos` : `as ${count} dezenas`;
      return `${head} ${perHit} se ${what} saírem ${prizeRangeText(modality)} prêmio`;
    }
    case 'passe-vai':
      return `${head} ${perHit} se o 1º grupo sair no 1º prêmio e o 2º grupo no 2º`;
    case 'passe-vai-vem':
      return `${head} ${perHit} se um grupo sair no 1º prêmio e o outro do 2º ao ${ordinal(modality.prizes.to)}`;
    case 'milhar-centena': {
      const centena = getModality(modality.centenaKey ?? 'CENTENA_SECO_1');
      const half = money(payoutCents(stakeCents, 1, 2));
      const centenaOnly = money(payoutCents(stakeCents, centena.multiplier, 2));
      const when =
        modality.prizes.to === 1
          ? 'se a milhar sair no 1º prêmio'
          : `a cada prêmio ${prizeRangeText(modality)} em que a milhar sair`;
      return `${head} ${perHit} ${when} (${half} na milhar e ${half} na centena); só a centena paga ${centenaOnly}`;
    }
  }
}
