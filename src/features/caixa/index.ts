// The Caixa lotteries' public API: the games' rules, contests, the numbers parser, the ticket checker, the Federal's
// bicho milhares and their texts. Other concepts import from here.
export { CAIXA_GAMES, CAIXA_GAMES_AS_OF, caixaGameBySlug, getCaixaGame, isCaixaGameId, padNumber } from './domain/games';
export type { CaixaGame, CaixaGameId, CaixaSchedule, CaixaSource, Tier, TierRule } from './domain/games';
export { contestFromRow } from './domain/contest';
export type { Contest, ContestPrize } from './domain/contest';
export { checkTicket, validateTicket } from './domain/check';
export type { CheckResult, Ticket, TierWin } from './domain/check';
export { LUCKY_MONTHS, luckyMonth, sameTeam } from './domain/lucky';
export { federalBichoPrizes, federalPlace } from './domain/federal';
export { ballsText, contestNotice, moneyInWords } from './domain/format';
export { parseNumbersInput } from './domain/parse-numbers';
export type { ParsedNumbers } from './domain/parse-numbers';
