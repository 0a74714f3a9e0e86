// Games saved on the device and checked against each new contest of their game: which contests count as new for a
// saved game, what it won, and the words the person is told ("Seu jogo salvo da Mega-Sena fez 4 acertos (Quadra) no
// concurso 2850"). Pure: the content worker runs checkSavedGames when it stores contests (lib/content-sync).
import { todayInBrasilia } from '../../../utils/calendar/dates';
import { pluralWord } from '../../../utils/pt-br/plural';
import { checkTicket, type CheckResult, type Ticket, type TierWin } from './check';
import type { Contest } from './contest';
import { getCaixaGame, isCaixaGameId, type CaixaGame } from './games';
import type { SavedGameWin } from './saved-win';

/** A ticket as kept in db.savedGames (lib/db.ts SavedGameRecord). */
export interface SavedGame {
  id: string;
  game: string;
  numbers: string[];
  extras: { clovers?: string[]; lucky?: string; columns?: string[][] };
  /** ms since the epoch. */
  savedAt: number;
  /** The newest contest of its game it has been checked against (or that was known when it was saved). */
  checkedThrough?: number;
  lastWin?: unknown;
}

/** The ticket a saved game holds. */
export function ticketOfSaved(saved: SavedGame): Ticket | undefined {
  if (!isCaixaGameId(saved.game)) return undefined;
  const { clovers, lucky, columns } = saved.extras ?? {};
  return { game: saved.game, numbers: saved.numbers, ...(clovers ? { clovers } : {}), ...(lucky ? { lucky } : {}), ...(columns ? { columns } : {}) };
}

/** What a ticket keeps on the device: its numbers and its game's extras. */
export function savedExtrasOf(ticket: Ticket): SavedGame['extras'] {
  return {
    ...(ticket.clovers ? { clovers: ticket.clovers } : {}),
    ...(ticket.lucky ? { lucky: ticket.lucky } : {}),
    ...(ticket.columns ? { columns: ticket.columns } : {}),
  };
}

/** One key per ticket: the same game saved twice is one saved game. */
export function savedGameId(ticket: Ticket): string {
  const parts = [ticket.game, ticket.columns ? ticket.columns.map((c) => c.join('')).join('-') : ticket.numbers.join('-')];
  if (ticket.clovers?.length) parts.push(`trevos-${ticket.clovers.join('-')}`);
  if (ticket.lucky) parts.push(ticket.lucky.trim().toLowerCase());
  return parts.join('|');
}

/** The word tiers the app names as Caixa does, with their plurals; the others are counted as prizes of their name. */
const TIER_PLURALS: Readonly<Record<string, string>> = { Sena: 'Senas', Quina: 'Quinas', Quadra: 'Quadras', Terno: 'Ternos', Duque: 'Duques' };

function counted(win: TierWin): string {
  const plural = TIER_PLURALS[win.name];
  const words = plural
    ? pluralWord(win.count, { one: win.name, other: plural })
    : pluralWord(win.count, { one: `prêmio de ${win.name}`, other: `prêmios de ${win.name}` });
  return `${win.count} ${words}`;
}

const ofDraw = (game: CaixaGame, win: TierWin, text: string): string => (game.secondDraw && win.draw ? `${text} no ${win.draw}º sorteio` : text);

/** 'a, b e c'. */
function listPt(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

/**
 * The tiers a ticket won, as a person says them: 'Quadra' for one prize, '1 Sena e 6 Quinas' for a bet of more
 * numbers, '3 Quadras no 1º sorteio e 4 Ternos no 2º sorteio'; '' when it won none.
 */
export function tiersText(game: CaixaGame, wins: readonly TierWin[]): string {
  // Counted only where some tier is won more than once: '6 acertos e Mês de Sorte', but '1 Sena e 6 Quinas'.
  const once = wins.every((win) => win.count === 1);
  return listPt(wins.map((win) => ofDraw(game, win, once ? win.name : counted(win))));
}

const acertos = (n: number): string => (n === 1 ? '1 acerto' : `${n} acertos`);

/** What a winning ticket made: '4 acertos', '4 acertos + 2 trevos'; Dupla Sena's best draw. */
function madeText(game: CaixaGame, result: CheckResult): string {
  if (game.secondDraw) return acertos(Math.max(result.hits.length, result.secondHits?.length ?? 0));
  return result.summary.hits;
}

/** 'Seu jogo salvo da Mega-Sena fez 4 acertos (Quadra) no concurso 2850'. */
export function winNotice(game: CaixaGame, contest: number, result: CheckResult): string {
  const made = madeText(game, result);
  const tiers = tiersText(game, result.wins);
  const of = game.article === 'o' ? 'do' : 'da';
  if (game.kind === 'tickets') return `Seu bilhete salvo ${of} ${game.name} foi sorteado (${tiers}) no concurso ${contest}`;
  return `Seu jogo salvo ${of} ${game.name} fez ${made}${tiers && tiers !== made ? ` (${tiers})` : ''} no concurso ${contest}`;
}

/**
 * The saved games that change when `contests` are stored: each is checked against the contests of its game newer
 * than any it was checked against and drawn no earlier than the day it was saved (Brasília), so an old contest
 * downloaded later (a page of history) is never announced as its win. A saved game keeps its newest win; one
 * that won nothing keeps its last win, only the number it was checked through moves on.
 */
export function checkSavedGames(saved: readonly SavedGame[], contests: readonly Contest[]): SavedGame[] {
  const changed: SavedGame[] = [];
  for (const game of saved) {
    const ticket = ticketOfSaved(game);
    if (!ticket) continue;
    const from = game.checkedThrough ?? 0;
    const savedDay = todayInBrasilia(new Date(game.savedAt));
    const fresh = contests
      .filter((c) => c.game === ticket.game && c.contest > from && c.drawDate >= savedDay)
      .sort((a, b) => a.contest - b.contest);
    if (fresh.length === 0) continue;
    let lastWin = game.lastWin;
    for (const contest of fresh) {
      const result = checkTicket(ticket, contest);
      if (result.wins.length === 0) continue;
      const win: SavedGameWin = { contest: contest.contest, drawDate: contest.drawDate, text: winNotice(getCaixaGame(ticket.game), contest.contest, result), seen: false };
      lastWin = win;
    }
    changed.push({ ...game, checkedThrough: fresh.at(-1)!.contest, ...(lastWin === undefined ? {} : { lastWin }) });
  }
  return changed;
}
