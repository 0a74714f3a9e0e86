// The add/edit dream dialog's text fields (SPEC §4, §5): how a dream becomes form text and back.
import { ANIMALS, groupLabel } from '../../animals/domain/animals';
import type { Dream, Palpites } from './types';

export interface DreamFormValues {
  titulo: string;
  significado: string;
  /** Groups, comma-separated: '09 - Cobra, 15 - Jacaré'. */
  grupos: string;
  /** Milhares, comma-separated: '1234, 5678'. */
  milhares: string;
  /** Terno de grupo, separated by ' / '. */
  terno: string;
}

export const EMPTY_DREAM_FORM: DreamFormValues = { titulo: '', significado: '', grupos: '', milhares: '', terno: '' };

export const LIST_SEPARATOR = ', ';
export const TERNO_SEPARATOR = ' / ';

/**
 * A group typed as a number ('9', '09', ' 9 ') becomes 'NN - Name' ('09 - Cobra'); anything else,
 * including a number outside 1-25, is returned trimmed and otherwise untouched.
 */
export function normaliseGroup(text: string): string {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return trimmed;
  const animal = ANIMALS[Number(trimmed) - 1];
  return animal ? groupLabel(animal) : trimmed;
}

/** Splits on the separator, trims every item and drops the empty ones. */
export function splitList(text: string, separator: string | RegExp): string[] {
  return text
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The dialog's fields for a dream (blank for a new one), groups normalised to 'NN - Name'. */
export function formFromDream(dream?: Dream): DreamFormValues {
  if (!dream) return { ...EMPTY_DREAM_FORM };
  const { significado, palpites } = dream.geral;
  return {
    titulo: dream.titulo,
    significado,
    grupos: palpites.grupos.map(normaliseGroup).join(LIST_SEPARATOR),
    milhares: palpites.milhares.join(LIST_SEPARATOR),
    terno: palpites.ternoDeGrupo.map(normaliseGroup).join(TERNO_SEPARATOR),
  };
}

/** The palpites typed in the dialog: groups and milhares split by commas, the terno by slashes. */
export function palpitesFromForm(values: Pick<DreamFormValues, 'grupos' | 'milhares' | 'terno'>): Palpites {
  return {
    // Numbers are normalised here too: the backend stores groups only as 'NN - Name'.
    grupos: splitList(values.grupos, ',').map(normaliseGroup),
    milhares: splitList(values.milhares, ','),
    ternoDeGrupo: splitList(values.terno, '/').map(normaliseGroup),
  };
}

/** The dream the dialog saves; variant blocks of the dream being edited are kept as they were. */
export function dreamFromForm(values: DreamFormValues, original?: Dream): Dream {
  const dream: Dream = {
    titulo: values.titulo.trim(),
    geral: { significado: values.significado.trim(), palpites: palpitesFromForm(values) },
  };
  if (original?.variantes && Object.keys(original.variantes).length > 0) dream.variantes = original.variantes;
  return dream;
}

/** Palpites as text fields, e.g. after 'Gerar Palpites'. */
export function palpitesToForm(palpites: Palpites): Pick<DreamFormValues, 'grupos' | 'milhares' | 'terno'> {
  return {
    grupos: palpites.grupos.join(LIST_SEPARATOR),
    milhares: palpites.milhares.join(LIST_SEPARATOR),
    terno: palpites.ternoDeGrupo.join(TERNO_SEPARATOR),
  };
}

export function hasPalpites(palpites: Palpites): boolean {
  return palpites.grupos.length + palpites.milhares.length + palpites.ternoDeGrupo.length > 0;
}

const GROUP_TEXT = /^(0[1-9]|1[0-9]|2[0-5]) - .+$/;

/**
 * What the backend's CHECK constraints would refuse in this dream (see supabase/migrations: title
 * 1-120 characters, meaning up to 4000, groups 'NN - Name', four-digit milhares, a terno of 0 or 3
 * groups). The dialog itself validates nothing (SPEC §5); this only keeps an edit that can never be
 * stored out of the outbox, and says why in Portuguese.
 */
export function dreamStorageProblems(dream: Dream): string[] {
  const problems: string[] = [];
  const title = dream.titulo.trim();
  if (title === '') problems.push('o título está vazio');
  else if (title.length > 120) problems.push('o título passa de 120 caracteres');
  const blocks = [['', dream.geral] as const, ...Object.entries(dream.variantes ?? {}).map(([k, b]) => [` (${k})`, b] as const)];
  for (const [where, block] of blocks) {
    if (block.significado.length > 4000) problems.push(`o significado${where} passa de 4000 caracteres`);
    const { grupos, milhares, ternoDeGrupo } = block.palpites;
    const badGroups = [...grupos, ...ternoDeGrupo].filter((g) => !GROUP_TEXT.test(g));
    if (badGroups.length > 0) problems.push(`grupo inválido${where}: ${badGroups.join(', ')} (use 01 a 25)`);
    const badMilhares = milhares.filter((m) => !/^\d{4}$/.test(m));
    if (badMilhares.length > 0) problems.push(`milhar inválida${where}: ${badMilhares.join(', ')} (4 dígitos)`);
    if (grupos.length > 25 || milhares.length > 25) problems.push(`palpites demais${where} (no máximo 25)`);
    if (ternoDeGrupo.length !== 0 && ternoDeGrupo.length !== 3) problems.push(`o terno${where} precisa de 3 grupos`);
  }
  return problems;
}
