// The Loteria Federal feeds the jogo do bicho's "Federal" draw: the 1º to 5º milhares are the last four digits of the
// five prize tickets, and the 6º and 7º follow from them by the rules confirmed for the Federal in prize-rules.ts.
import { productCentena, sumPrize } from '../../results/domain/prize-rules';

/** The bicho's seven prizes from the Federal's five tickets in prize order: 5 milhares, the 6º milhar, the 7º centena. */
export function federalBichoPrizes(tickets: readonly string[]): string[] {
  if (tickets.length !== 5 || !tickets.every((t) => /^\d{4,6}$/.test(t))) throw new RangeError(`a Federal tem 5 bilhetes: ${tickets.join(', ')}`);
  const milhares = tickets.map((t) => t.slice(-4));
  return [...milhares, sumPrize(milhares), productCentena(milhares[0]!, milhares[1]!)];
}

/** The prize (1..5) a Federal ticket number won in a contest of these five tickets, or undefined. */
export function federalPlace(ticket: string, tickets: readonly string[]): number | undefined {
  if (!/^\d{1,6}$/.test(ticket.trim())) return undefined;
  const at = tickets.findIndex((t) => Number(t) === Number(ticket.trim()));
  return at >= 0 ? at + 1 : undefined;
}
