// Counted words in Brazilian Portuguese, through Intl.PluralRules (CLDR): '1 pendente', '2 pendentes'.
// Written once here so that no text hand-rolls `n === 1 ? ... : ...` and gets the agreement wrong
// ('1 alteração guardadas').
import { formatNumber } from './numbers';

// Made on first use, not when the module loads (see utils/pt-br/numbers.ts on Intl's first use).
let rules: Intl.PluralRules | undefined;

export interface PluralForms {
  /** The form for one (CLDR 'one': 0 and 1 in Portuguese, e.g. 'alteração guardada'). */
  one: string;
  /** The form for the other counts ('alterações guardadas'). */
  other: string;
  /** An optional whole text for zero ('nenhuma alteração'), in place of the count and 'one'. */
  zero?: string;
}

/** The words for `count`, without the number: 'pendente' or 'pendentes'. */
export function pluralWord(count: number, forms: PluralForms): string {
  rules ??= new Intl.PluralRules('pt-BR');
  return rules.select(count) === 'one' ? forms.one : forms.other;
}

/** The count and its words: 1 -> '1 pendente', 1234 -> '1.234 pendentes'; zero's own text when given. */
export function plural(count: number, forms: PluralForms): string {
  if (count === 0 && forms.zero !== undefined) return forms.zero;
  return `${formatNumber(count, 3)} ${pluralWord(count, forms)}`;
}
