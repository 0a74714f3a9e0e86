// The payout simulator and bet checker: validates a bet, quotes what a hit pays, and settles it on a draw.
import { animalByGroup, groupLabel } from '../../animals/domain/animals';
import { fromCents, hasWholeCents, payoutCents, toCents } from '../../../utils/format/money';
import { formatMoney, formatMultiplier, ordinal } from '../../../utils/pt-br/numbers';
import { getModality, isModalityKey, prizeRangeText } from './modalities';
import type { Modality } from './modalities';
import { PRIZE_LIMITS } from './prize-limits';
import type { PrizeLimits } from './prize-limits';
import { readDraw } from './draw';
import type { Prize } from './draw';
import { permutations } from './permutations';
import { describePick, joinPt, readPicks } from './picks';

/*
 * Payout rules, decided here once (DOMAIN.md "Bets"):
 * - A hit pays stake × the modality's multiplier. The 1/5 and 1/10 multipliers are already the
 *   dry one divided by 5 or 10 (18 → 3,60): that division is the "stake split over the prizes",
 *   so it is not divided again. Each covered prize that matches is a separate hit and the hits add
 *   up: R$ 2,00 on Grupo 1/5 pays R$ 7,20 once per prize the group comes out in.
 * - 1/10 counts the prizes the result actually has (5 to 10); the breakdown names the missing ones.
 * - Invertida divides the stake evenly over the distinct arrangements of the digits; each
 *   arrangement that hits pays (stake ÷ arrangements) × multiplier.
 * - Combined bets (duque, terno, quadra, quina, passe) pay stake × multiplier once when they win,
 *   however many prizes repeat a chosen group.
 * - Milhar-centena: a milhar hit pays stake × the MC multiplier (both halves); a centena-only hit
 *   pays half the stake × the matching centena multiplier.
 * - Each hit is rounded half up to the cent on its own (each is paid as a separate bet), and the
 *   total is the sum of the rounded hits, so the breakdown always adds up.
 * - The total is capped at the house's per-bet limit (PRIZE_LIMITS); the breakdown shows both.
 */

export interface BetInput {
  /** A modality key of SPEC §9; other strings get a validation error. */
  modality: string;
  /** Groups ('5', '05', '05 - Cachorro', 'cachorro') or numbers as digits, in the player's order. */
  picks: readonly string[];
  /** In reais, at most two decimals. */
  stake: number;
  /** Spread a milhar or centena bet over every arrangement of its digits. */
  invertida?: boolean;
  /** 5 to 10 prizes (four digits; the 7º may be a three-digit centena), 1º prize first. Without it the bet is only quoted. */
  draw?: readonly string[] | null;
  /** Defaults to this house's example limits. */
  limits?: PrizeLimits;
}

export type BetField = 'modality' | 'picks' | 'stake' | 'draw';

interface BetError {
  ok: false;
  field: BetField;
  message: string;
}

interface BetBase {
  ok: true;
  modality: Modality;
  /** Normalised picks: groups as '05', numbers as digits. */
  picks: string[];
  /** The picks as a player reads them: '05 - Cachorro', '4518'. */
  pickLabels: string[];
  invertida: boolean;
  /** The numbers actually bet: the pick itself, or all its distinct arrangements when invertida. */
  arrangements: string[];
  stake: number;
  /** The house's per-bet ceiling for this modality, in reais. */
  maxPayout: number;
  /** Plain pt-BR sentences explaining the result. */
  lines: string[];
}

export interface BetQuote extends BetBase {
  settled: false;
  /** What one hit pays (for combined bets: the win), in reais, before the limit. */
  payoutPerHit: number;
  /** Milhar-centena only: what a hit on the centena alone pays. */
  centenaOnlyPayout: number | null;
}

interface BetHit {
  /** Prize position, 1-based. */
  prize: number;
  /** What matched, in pt-BR: 'grupo 05 - Cachorro', 'milhar 2143 (invertida de 1234)'. */
  what: string;
}

export interface BetSettlement extends BetBase {
  settled: true;
  wins: boolean;
  hits: BetHit[];
  /** What the house pays, in reais: the gross payout capped at the per-bet limit. */
  payout: number;
  /** stake × multiplier summed over the hits, before the limit. */
  grossPayout: number;
  capped: boolean;
  /** How many prizes of the result this modality looked at. */
  prizesChecked: number;
}

export type BetResult = BetError | BetQuote | BetSettlement;

const money = (cents: number): string => formatMoney(fromCents(cents));

interface Context {
  modality: Modality;
  picks: string[];
  arrangements: string[];
  invertida: boolean;
  stakeCents: number;
  /** How many ways the stake is split: the arrangements of an invertida, else 1. */
  divisor: number;
}

function validateStake(stake: number): string | null {
  if (typeof stake !== 'number' || Number.isNaN(stake)) return 'Informe o valor da aposta.';
  if (!Number.isFinite(stake)) return 'Informe um valor de aposta válido.';
  if (stake <= 0) return 'O valor da aposta deve ser maior que zero.';
  if (!hasWholeCents(stake)) return 'O valor da aposta deve ter no máximo 2 casas decimais.';
  return null;
}

function betLine(ctx: Context): string {
  const { modality, picks, arrangements, invertida, stakeCents } = ctx;
  const kind = modality.picks.kind;
  let what: string;
  if (kind === 'group') {
    const labels = picks.map((p) => describePick('group', p).replace(/^grupo /, ''));
    what = picks.length === 1 ? `grupo ${labels[0]}` : `grupos ${joinPt(labels)}`;
  } else if (picks.length > 1) {
    what = `${kind}s ${joinPt(picks)}`;
  } else {
    what = describePick(kind, picks[0] ?? '');
  }
  if (modality.rule === 'milhar-centena') what += ` (centena ${(picks[0] ?? '').slice(1)})`;
  if (invertida) what += ` (${arrangements.length} ${arrangements.length === 1 ? 'combinação' : 'combinações'})`;
  return `Aposta: ${modality.name}${invertida ? ' invertida' : ''}, ${what}, ${money(stakeCents)}.`;
}

/** "R$ 2,00 × 3,60 = R$ 7,20" or, for invertida, "R$ 2,00 ÷ 24 × 5.000,00 = R$ 416,67". */
function arithmetic(stakeCents: number, multiplier: number, divisor: number, resultCents: number): string {
  const split = divisor > 1 ? ` ÷ ${divisor}` : '';
  return `${money(stakeCents)}${split} × ${formatMultiplier(multiplier)} = ${money(resultCents)}`;
}

function quote(ctx: Context, limitCents: number, base: Omit<BetBase, 'lines'>): BetQuote {
  const { modality, picks, arrangements, stakeCents, divisor } = ctx;
  const perHit = payoutCents(stakeCents, modality.multiplier, divisor);
  const lines = [betLine(ctx)];
  let centenaOnly: number | null = null;
  const range = prizeRangeText(modality);
  switch (modality.rule) {
    case 'single': {
      if (ctx.invertida) {
        lines.push(`O valor é dividido entre as ${divisor} combinações: ${joinPt(arrangements)}.`);
      }
      const calc = arithmetic(stakeCents, modality.multiplier, divisor, perHit);
      if (modality.prizes.to === 1) {
        lines.push(ctx.invertida ? `Se uma combinação sair no 1º prêmio, paga ${calc}.` : `Se acertar no 1º prêmio, paga ${calc}.`);
      } else {
        lines.push(`Cada prêmio acertado, ${range}, paga ${calc}; se sair em mais de um prêmio, os valores se somam.`);
      }
      break;
    }
    case 'all-of': {
      const what = modality.picks.kind === 'group' ? `os ${picks.length} grupos` : `as ${picks.length} dezenas`;
      lines.push(`Se ${what} saírem ${range} prêmio, paga ${arithmetic(stakeCents, modality.multiplier, 1, perHit)}.`);
      break;
    }
    case 'passe-vai': {
      const [first, second] = picks.map((p) => describePick('group', p));
      lines.push(`Se o ${first} sair no 1º prêmio e o ${second} no 2º, paga ${arithmetic(stakeCents, modality.multiplier, 1, perHit)}.`);
      break;
    }
    case 'passe-vai-vem': {
      lines.push(
        `Se um dos dois grupos sair no 1º prêmio e o outro do 2º ao ${ordinal(modality.prizes.to)}, paga ${arithmetic(stakeCents, modality.multiplier, 1, perHit)}.`,
      );
      break;
    }
    case 'milhar-centena': {
      const centena = getModality(modality.centenaKey ?? 'CENTENA_SECO_1');
      centenaOnly = payoutCents(stakeCents, centena.multiplier, 2);
      const where = modality.prizes.to === 1 ? 'no 1º prêmio' : `em um prêmio ${range}`;
      lines.push(
        `Acertando a milhar ${where}, paga ${money(perHit)} (metade do valor na milhar, metade na centena).`,
        `Acertando só a centena ${(picks[0] ?? '').slice(1)}, paga ${arithmetic(payoutCents(stakeCents, 1, 2), centena.multiplier, 1, centenaOnly)}.`,
      );
      if (modality.prizes.to > 1) lines.push('Cada prêmio acertado paga a sua parte, e os valores se somam.');
      break;
    }
  }
  if (modality.prizes.to > 5) lines.push('Quando o resultado tem menos de 10 prêmios, contam só os que saíram.');
  if (perHit > limitCents) lines.push(`Acima do limite desta casa: ela paga no máximo ${money(limitCents)} por aposta.`);
  return { ...base, lines, settled: false, payoutPerHit: fromCents(perHit), centenaOnlyPayout: centenaOnly === null ? null : fromCents(centenaOnly) };
}

interface Tally {
  wins: boolean;
  /** Prizes that made the bet win; empty when it lost. */
  hits: BetHit[];
  cents: number;
  lines: string[];
}

const prizeName = (p: Prize): string => `${ordinal(p.position)} prêmio (${p.milhar})`;

function settleSingle(ctx: Context, covered: Prize[]): Tally {
  const { modality, picks, arrangements, stakeCents, invertida, divisor } = ctx;
  const kind = modality.picks.kind;
  const pick = picks[0] ?? '';
  const tally: Tally = { wins: false, hits: [], cents: 0, lines: [] };
  for (const prize of covered) {
    let what: string | null = null;
    if (kind === 'group') {
      if (prize.group === Number(pick)) what = describePick('group', pick);
    } else {
      const drawn = prize[kind];
      if (arrangements.includes(drawn)) {
        what = describePick(kind, drawn) + (invertida && drawn !== pick ? ` (invertida de ${pick})` : '');
      }
    }
    if (what === null) continue;
    const cents = payoutCents(stakeCents, modality.multiplier, divisor);
    tally.hits.push({ prize: prize.position, what });
    tally.cents += cents;
    tally.lines.push(`${prizeName(prize)}: ${what}, paga ${arithmetic(stakeCents, modality.multiplier, divisor, cents)}.`);
  }
  tally.wins = tally.hits.length > 0;
  if (!tally.wins) {
    const where = modality.prizes.to === 1 ? 'no 1º prêmio' : `${prizeRangeText(modality)} prêmio`;
    const article = kind === 'group' ? 'o' : 'a';
    const subject = invertida ? `nenhuma combinação da ${kind} ${pick} saiu` : `${article} ${describePick(kind, pick)} não saiu`;
    tally.lines.push(`Não premiada: ${subject} ${where}.`);
  }
  return tally;
}

function settleAllOf(ctx: Context, covered: Prize[]): Tally {
  const { modality, picks, stakeCents } = ctx;
  const kind = modality.picks.kind;
  const tally: Tally = { wins: false, hits: [], cents: 0, lines: [] };
  const matches = (prize: Prize, pick: string): boolean => (kind === 'group' ? prize.group === Number(pick) : prize.dezena === pick);
  const missing: string[] = [];
  for (const pick of picks) {
    const found = covered.filter((prize) => matches(prize, pick));
    if (found.length === 0) missing.push(describePick(kind, pick));
    // Every prize that shows a chosen group is listed, though the bet pays once.
    for (const prize of found) tally.hits.push({ prize: prize.position, what: describePick(kind, pick) });
  }
  tally.hits.sort((a, b) => a.prize - b.prize);
  tally.wins = missing.length === 0;
  for (const hit of tally.hits) {
    const prize = covered.find((p) => p.position === hit.prize);
    if (prize) tally.lines.push(`${prizeName(prize)}: ${hit.what}.`);
  }
  const range = `${prizeRangeText(modality)} prêmio`;
  const plural = kind === 'group' ? 'grupos' : 'dezenas';
  if (tally.wins) {
    tally.cents = payoutCents(stakeCents, modality.multiplier);
    const all = kind === 'group' ? `os ${picks.length} grupos` : `as ${picks.length} dezenas`;
    tally.lines.push(`Saíram ${all} ${range}: paga ${arithmetic(stakeCents, modality.multiplier, 1, tally.cents)}.`);
  } else {
    const found = picks.length - missing.length;
    const none = kind === 'group' ? `nenhum dos ${picks.length} grupos` : `nenhuma das ${picks.length} dezenas`;
    const summary = found === 0 ? `${none} saiu ${range}` : `${found === 1 ? 'saiu' : 'saíram'} ${found} de ${picks.length} ${plural} ${range}`;
    const lack = found === 0 ? '' : `; ${missing.length === 1 ? 'faltou' : 'faltaram'} ${joinPt(missing)}`;
    tally.lines.push(`Não premiada: ${summary}${lack}.`);
    tally.hits = [];
  }
  return tally;
}

function settlePasse(ctx: Context, covered: Prize[]): Tally {
  const { modality, picks, stakeCents } = ctx;
  const [a, b] = picks.map(Number) as [number, number];
  const tally: Tally = { wins: false, hits: [], cents: 0, lines: [] };
  const first = covered[0];
  const rest = covered.slice(1);
  const label = (group: number): string => describePick('group', String(group).padStart(2, '0'));
  if (first) {
    const openers = modality.rule === 'passe-vai-vem' ? [a, b] : [a];
    for (const opener of openers) {
      if (first.group !== opener) continue;
      const other = opener === a ? b : a;
      const followers = rest.filter((p) => p.group === other);
      if (followers.length === 0) continue;
      tally.wins = true;
      tally.hits.push({ prize: first.position, what: label(opener) });
      for (const p of followers) tally.hits.push({ prize: p.position, what: label(other) });
    }
  }
  for (const hit of tally.hits) {
    const prize = covered.find((p) => p.position === hit.prize);
    if (prize) tally.lines.push(`${prizeName(prize)}: ${hit.what}.`);
  }
  if (tally.wins) {
    tally.cents = payoutCents(stakeCents, modality.multiplier);
    tally.lines.push(`Passe certo: paga ${arithmetic(stakeCents, modality.multiplier, 1, tally.cents)}.`);
    return tally;
  }
  const headGroup = first ? label(first.group) : '';
  const where = modality.rule === 'passe-vai' ? 'no 2º prêmio' : `do 2º ao ${ordinal(modality.prizes.to)} prêmio`;
  let reason: string;
  if (first && (first.group === a || (modality.rule === 'passe-vai-vem' && first.group === b))) {
    const other = first.group === a ? b : a;
    reason = `o ${headGroup} saiu no 1º prêmio, mas o ${label(other)} não saiu ${where}`;
  } else if (modality.rule === 'passe-vai') {
    reason = `no 1º prêmio saiu o ${headGroup}, não o ${label(a)}`;
  } else {
    reason = `no 1º prêmio saiu o ${headGroup}, nenhum dos dois escolhidos`;
  }
  tally.lines.push(`Não premiada: ${reason}.`);
  return tally;
}

function settleMilharCentena(ctx: Context, covered: Prize[]): Tally {
  const { modality, picks, stakeCents } = ctx;
  const milhar = picks[0] ?? '';
  const centena = milhar.slice(1);
  const centenaModality = getModality(modality.centenaKey ?? 'CENTENA_SECO_1');
  const halfCents = payoutCents(stakeCents, 1, 2);
  const tally: Tally = { wins: false, hits: [], cents: 0, lines: [] };
  for (const prize of covered) {
    if (prize.milhar === milhar) {
      const cents = payoutCents(stakeCents, modality.multiplier);
      tally.hits.push({ prize: prize.position, what: `milhar ${milhar} (milhar e centena)` });
      tally.cents += cents;
      tally.lines.push(`${prizeName(prize)}: milhar e centena certas, paga ${arithmetic(stakeCents, modality.multiplier, 1, cents)}.`);
    } else if (prize.centena === centena) {
      const cents = payoutCents(stakeCents, centenaModality.multiplier, 2);
      tally.hits.push({ prize: prize.position, what: `centena ${centena} (só a centena)` });
      tally.cents += cents;
      tally.lines.push(
        `${prizeName(prize)}: só a centena ${centena}; a metade na centena paga ${arithmetic(halfCents, centenaModality.multiplier, 1, cents)}.`,
      );
    }
  }
  tally.wins = tally.hits.length > 0;
  if (!tally.wins) {
    const where = modality.prizes.to === 1 ? 'no 1º prêmio' : `${prizeRangeText(modality)} prêmio`;
    tally.lines.push(`Não premiada: nem a milhar ${milhar} nem a centena ${centena} saíram ${where}.`);
  }
  return tally;
}

/** The prizes a modality covers that a draw of `prizeCount` prizes does not have: [8, 9, 10] for a 7-prize draw on 1/10. */
function missingPrizes(modality: Modality, prizeCount: number): number[] {
  const missing: number[] = [];
  for (let position = Math.max(prizeCount + 1, modality.prizes.from); position <= modality.prizes.to; position += 1) missing.push(position);
  return missing;
}

/**
 * Validates a bet; without a draw, quotes what a hit pays; with one, settles it. Never throws on
 * user input: every problem comes back as a BetError with a Portuguese message.
 */
export function checkBet(input: BetInput): BetResult {
  if (!isModalityKey(input.modality)) return { ok: false, field: 'modality', message: 'Escolha uma modalidade.' };
  const modality = getModality(input.modality);
  const invertida = input.invertida === true;
  if (invertida && !modality.allowsInvertida) {
    return { ok: false, field: 'modality', message: 'A opção invertida vale só para apostas de milhar e de centena.' };
  }
  const picksReading = readPicks(modality.picks.kind, modality.picks.count, input.picks);
  if (!picksReading.ok) return { ok: false, field: 'picks', message: picksReading.message };
  const stakeProblem = validateStake(input.stake);
  if (stakeProblem) return { ok: false, field: 'stake', message: stakeProblem };

  const picks = picksReading.values;
  const first = picks[0] ?? '';
  const arrangements = modality.picks.kind === 'group' || modality.picks.count > 1 ? [...picks] : invertida ? permutations(first) : [first];
  const stakeCents = toCents(input.stake);
  const limitCents = toCents((input.limits ?? PRIZE_LIMITS)[modality.key].maxPerBet);
  const ctx: Context = { modality, picks, arrangements, invertida, stakeCents, divisor: invertida ? arrangements.length : 1 };
  const base: Omit<BetBase, 'lines'> = {
    ok: true,
    modality,
    picks,
    pickLabels: picks.map((p) => (modality.picks.kind === 'group' ? groupLabel(animalByGroup(p)) : p)),
    invertida,
    arrangements,
    stake: fromCents(stakeCents),
    maxPayout: fromCents(limitCents),
  };

  if (input.draw === undefined || input.draw === null) return quote(ctx, limitCents, base);

  const drawReading = readDraw(input.draw);
  if (!drawReading.ok) return { ok: false, field: 'draw', message: drawReading.message };
  const covered = drawReading.prizes.filter((p) => p.position >= modality.prizes.from && p.position <= modality.prizes.to);

  let tally: Tally;
  switch (modality.rule) {
    case 'single':
      tally = settleSingle(ctx, covered);
      break;
    case 'all-of':
      tally = settleAllOf(ctx, covered);
      break;
    case 'passe-vai':
    case 'passe-vai-vem':
      tally = settlePasse(ctx, covered);
      break;
    case 'milhar-centena':
      tally = settleMilharCentena(ctx, covered);
      break;
  }

  const lines = [betLine(ctx)];
  const missing = missingPrizes(modality, drawReading.prizes.length);
  if (missing.length > 0) {
    const names = joinPt(missing.map(ordinal));
    lines.push(
      `Este resultado tem ${drawReading.prizes.length} prêmios; ${modality.preposition} ${modality.name} ${missing.length === 1 ? 'faltou o prêmio' : 'faltaram os prêmios'} ${names}: só os ${drawReading.prizes.length} que saíram foram conferidos.`,
    );
  }
  lines.push(...tally.lines);
  const { wins } = tally;
  const capped = tally.cents > limitCents;
  const payout = capped ? limitCents : tally.cents;
  if (capped) {
    lines.push(`O prêmio calculado, ${money(tally.cents)}, passa do limite desta casa para ${modality.preposition === 'na' ? 'a' : 'o'} ${modality.name}: paga ${money(limitCents)}.`);
  }
  if (wins && tally.hits.length > 1 && (modality.rule === 'single' || modality.rule === 'milhar-centena')) {
    lines.push(`Total: ${money(payout)}.`);
  }
  return {
    ...base,
    lines,
    settled: true,
    wins,
    hits: tally.hits,
    payout: fromCents(payout),
    grossPayout: fromCents(tally.cents),
    capped,
    prizesChecked: covered.length,
  };
}
