// Weekday and month names in pt-BR, written once here so that every screen spells them the same way. Typed out,
// not read from Intl: the first Intl formatter of a page loads the platform's locale data, a long task on a cheap
// phone while the results page hydrates (issue 30; see utils/pt-br/numbers.ts). calendar-names.test.ts holds them to Intl.

const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'] as const;
const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'] as const;

/** Index 0 = Sunday: 'domingo', 'segunda-feira', ..., 'sábado'. */
export function weekdayNames(): readonly string[] {
  return WEEKDAYS;
}

/** Index 0 = January: 'janeiro', ..., 'dezembro'. */
export function monthNames(): readonly string[] {
  return MONTHS;
}
