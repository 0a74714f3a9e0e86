// The one dream validator, at two levels. 'storage': what the backend's CHECK constraints would refuse
// (supabase/migrations: title 1-120 characters, meaning up to 4000, groups 'NN - Name', four-digit milhares, at
// most 25 of each, a terno of 0 or 3 groups); the admin dialog validates nothing itself (SPEC §5), this only keeps
// an edit that can never be stored out of the outbox, and says why in Portuguese. 'dictionary': the storage rules
// plus the dream-book conventions of the built-in book (DOMAIN.md), so bad data cannot ship.
import { ANIMALS, groupLabel, groupOfDezena } from '../../animals/domain/animals';
import { dreamKey } from './fold';
import type { Dream, DreamBlock } from './types';
import { upperPt } from '../../../utils/pt-br/case';

export type DreamRules = 'storage' | 'dictionary';

/** What the backend accepts as a group: 'NN - ' and any name, NN from 01 to 25. */
const GROUP_TEXT = /^(0[1-9]|1[0-9]|2[0-5]) - .+$/;
/** The exact label of each group, 'NN - Name', and its id. */
const GROUP_OF_LABEL = new Map(ANIMALS.map((a) => [groupLabel(a), a.id]));
const MILHAR = /^\d{4}$/;
const MAX_TITLE = 120;
const MAX_MEANING = 4000;
const MAX_PICKS = 25;
const MIN_MEANING = 20;

const repeated = (items: readonly string[]): boolean => new Set(items).size !== items.length;

/** The problems of one block; `where` names a variant (' (preta)') and is '' for the general block. */
function blockProblems(block: DreamBlock, where: string, rules: DreamRules): string[] {
  const problems: string[] = [];
  const { grupos, milhares, ternoDeGrupo } = block.palpites;
  if (block.significado.length > MAX_MEANING) problems.push(`o significado${where} passa de ${MAX_MEANING} caracteres`);
  const badGroups = [...grupos, ...ternoDeGrupo].filter((g) => !GROUP_TEXT.test(g));
  if (badGroups.length > 0) problems.push(`grupo inválido${where}: ${badGroups.join(', ')} (use 01 a 25)`);
  const badMilhares = milhares.filter((m) => !MILHAR.test(m));
  if (badMilhares.length > 0) problems.push(`milhar inválida${where}: ${badMilhares.join(', ')} (4 dígitos)`);
  if (grupos.length > MAX_PICKS || milhares.length > MAX_PICKS) problems.push(`palpites demais${where} (no máximo ${MAX_PICKS})`);
  const ternoSizeOk = ternoDeGrupo.length === 3 || (rules === 'storage' && ternoDeGrupo.length === 0);
  if (!ternoSizeOk) problems.push(`o terno${where} precisa de 3 grupos`);
  if (rules === 'storage') return problems;

  if (block.significado.trim().length < MIN_MEANING) problems.push(`o significado${where} é curto demais (menos de ${MIN_MEANING} caracteres)`);
  const misnamed = [...grupos, ...ternoDeGrupo].filter((g) => GROUP_TEXT.test(g) && !GROUP_OF_LABEL.has(g));
  if (misnamed.length > 0) problems.push(`grupo com nome errado${where}: ${misnamed.join(', ')}`);
  if (grupos.length === 0) problems.push(`faltam os grupos${where}`);
  if (repeated(grupos)) problems.push(`grupos repetidos${where}`);
  if (milhares.length === 0) problems.push(`faltam as milhares${where}`);
  const groupIds = grupos.flatMap((g) => GROUP_OF_LABEL.get(g) ?? []);
  const stray = milhares.filter((m) => MILHAR.test(m) && !groupIds.includes(groupOfDezena(Number(m.slice(2)))));
  if (stray.length > 0) problems.push(`milhar fora dos grupos${where}: ${stray.join(', ')} (não termina numa dezena deles)`);
  if (repeated(ternoDeGrupo)) problems.push(`o terno${where} repete grupos`);
  return problems;
}

/** Every problem of one dream under these rules, in Portuguese; empty when the dream passes. */
export function dreamProblems(dream: Dream, rules: DreamRules): string[] {
  const problems: string[] = [];
  const title = dream.titulo.trim();
  if (title === '') problems.push('o título está vazio');
  else if (title.length > MAX_TITLE) problems.push(`o título passa de ${MAX_TITLE} caracteres`);
  if (rules === 'dictionary' && title !== '') {
    if (title !== dream.titulo) problems.push('o título tem espaços nas pontas');
    if (title[0] !== upperPt(title[0]!)) problems.push('o título deve começar com maiúscula');
  }
  problems.push(...blockProblems(dream.geral, '', rules));
  for (const [name, block] of Object.entries(dream.variantes ?? {})) problems.push(...blockProblems(block, ` (${name})`, rules));
  return problems;
}

/** A dream's problems, each prefixed with its title: '"Cobra": o terno precisa de 3 grupos'. */
export function titledProblems(dream: Dream, rules: DreamRules): string[] {
  return dreamProblems(dream, rules).map((problem) => `"${dream.titulo || '(sem título)'}": ${problem}`);
}

/** The dictionary's problems across a whole book, including duplicate titles (two titles with one `dreamKey`). */
export function dictionaryProblems(dreams: readonly Dream[]): string[] {
  const problems = dreams.flatMap((dream) => titledProblems(dream, 'dictionary'));
  const seen = new Set<string>();
  for (const dream of dreams) {
    const key = dreamKey(dream.titulo);
    if (seen.has(key)) problems.push(`"${dream.titulo}": título repetido`);
    seen.add(key);
  }
  return problems;
}
