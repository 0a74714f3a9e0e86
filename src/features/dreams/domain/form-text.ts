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

const EMPTY_DREAM_FORM: DreamFormValues = { titulo: '', significado: '', grupos: '', milhares: '', terno: '' };

const LIST_SEPARATOR = ', ';
const TERNO_SEPARATOR = ' / ';

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
function palpitesFromForm(values: Pick<DreamFormValues, 'grupos' | 'milhares' | 'terno'>): Palpites {
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
