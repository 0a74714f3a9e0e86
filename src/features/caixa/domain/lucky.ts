// Timemania's Time do Coração and Dia de Sorte's Mês de Sorte, compared as people and the source write them: the API
// pads a team with spaces ('APARECIDENSE     /GO') and a person types 'Aparecidense' or 'julho' or '7'.
import { monthNames } from '../../../utils/pt-br/calendar-names';
import { capitalise } from '../../../utils/pt-br/case';
import { lowerNoAccents } from '../../../utils/text/accents';

/** The Mês de Sorte as the ticket names it: 'Janeiro' .. 'Dezembro'. */
export const LUCKY_MONTHS: readonly string[] = monthNames().map(capitalise);

const FOLDED_MONTHS = LUCKY_MONTHS.map(lowerNoAccents);

/** The month a person or the source wrote ('julho', 'JUL', '7', '07'), as 'Julho'; undefined when it is none. */
export function luckyMonth(text: string): string | undefined {
  const folded = lowerNoAccents(text.trim()).replace(/\.$/, '');
  if (/^\d{1,2}$/.test(folded)) return LUCKY_MONTHS[Number(folded) - 1];
  const at = folded.length >= 3 ? FOLDED_MONTHS.findIndex((m) => m === folded || m.startsWith(folded)) : -1;
  return at >= 0 ? LUCKY_MONTHS[at] : undefined;
}

/** A team folded for comparison: 'APARECIDENSE     /GO' and 'Aparecidense/go' -> 'aparecidense/go'. */
function foldTeam(text: string): string {
  return lowerNoAccents(text)
    .replace(/\s*\/\s*/g, '/')
    .replace(/[^a-z0-9/]+/g, ' ')
    .trim();
}

/** Whether two writings name the same team; a side without its state ('Flamengo') matches on the name alone. */
export function sameTeam(a: string, b: string): boolean {
  const [nameA = '', stateA] = foldTeam(a).split('/');
  const [nameB = '', stateB] = foldTeam(b).split('/');
  if (nameA === '' || nameA !== nameB) return false;
  return stateA === undefined || stateB === undefined || stateA === stateB;
}
