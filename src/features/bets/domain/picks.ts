// Reads the numbers or groups a player typed for a bet and says, in Portuguese, what is wrong.
import { animalByGroup, animalByName, groupLabel } from '../../animals/domain/animals';
import type { PickKind } from './modalities';

export type PicksReading = { ok: true; values: string[] } | { ok: false; message: string };

const DIGITS: Record<Exclude<PickKind, 'group'>, number> = { dezena: 2, centena: 3, milhar: 4 };

/**
 * A group typed as '5', '05', '05 - Cachorro' or 'cachorro' (accents optional); null when it
 * is none of the 25.
 */
export function parseGroup(text: string): number | null {
  const s = text.trim();
  const numbered = /^(\d{1,2})(?:\s*-\s*(.+))?$/.exec(s);
  if (numbered) {
    const id = Number(numbered[1]);
    if (id < 1 || id > 25) return null;
    const name = numbered[2];
    if (name !== undefined && animalByName(name)?.id !== id) return null;
    return id;
  }
  return animalByName(s)?.id ?? null;
}

/** The message that tells the player what this modality needs. */
export function picksMessage(kind: PickKind, count: number): string {
  if (kind === 'group') return count === 1 ? 'Escolha um grupo entre 01 e 25.' : `Escolha ${count} grupos diferentes entre 01 e 25.`;
  const digits = DIGITS[kind];
  if (count === 1) return `Informe uma ${kind} com ${digits} dígitos.`;
  return `Informe ${count} ${kind}s diferentes, com ${digits} dígitos cada.`;
}

/**
 * Validates the picks and returns them normalised: groups as '05', numbers as typed digits.
 * Blank entries are ignored, so a form may send empty boxes.
 */
export function readPicks(kind: PickKind, count: number, picks: readonly string[]): PicksReading {
  const entries = picks.map((p) => p.trim()).filter((p) => p !== '');
  const fail: PicksReading = { ok: false, message: picksMessage(kind, count) };
  if (entries.length !== count) return fail;
  const values: string[] = [];
  for (const entry of entries) {
    if (kind === 'group') {
      const id = parseGroup(entry);
      if (id === null) return fail;
      values.push(String(id).padStart(2, '0'));
    } else {
      if (!new RegExp(`^\\d{${DIGITS[kind]}}$`).test(entry)) return fail;
      values.push(entry);
    }
  }
  if (new Set(values).size !== values.length) return fail;
  return { ok: true, values };
}

/** How a pick reads in a sentence: 'grupo 05 - Cachorro', 'dezena 18', 'milhar 4518'. */
export function describePick(kind: PickKind, value: string): string {
  return kind === 'group' ? `grupo ${groupLabel(animalByGroup(value))}` : `${kind} ${value}`;
}

/** 'a', 'a e b', 'a, b e c'. */
export function joinPt(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}
