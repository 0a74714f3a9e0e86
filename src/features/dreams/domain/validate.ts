// Checks a dream entry against the dream-book conventions (DOMAIN.md), so bad data cannot ship.
import { ANIMALS, groupOfDezena } from '../../animals/domain/animals';
import { dreamKey } from './fold';
import type { Dream, DreamBlock } from './types';

const GROUP_LABELS = new Map(ANIMALS.map((a) => [`${a.group} - ${a.name}`, a.id]));

function checkBlock(where: string, block: DreamBlock, problems: string[]): void {
  const { significado, palpites } = block;
  if (!significado || significado.trim().length < 20) problems.push(`${where}: significado curto demais`);
  const groupIds: number[] = [];
  if (palpites.grupos.length === 0) problems.push(`${where}: sem grupos`);
  for (const label of palpites.grupos) {
    const id = GROUP_LABELS.get(label);
    if (id === undefined) problems.push(`${where}: grupo inválido "${label}"`);
    else groupIds.push(id);
  }
  if (new Set(palpites.grupos).size !== palpites.grupos.length) problems.push(`${where}: grupos repetidos`);
  if (palpites.milhares.length === 0) problems.push(`${where}: sem milhares`);
  for (const milhar of palpites.milhares) {
    if (!/^\d{4}$/.test(milhar)) {
      problems.push(`${where}: milhar inválida "${milhar}"`);
      continue;
    }
    const group = groupOfDezena(Number(milhar.slice(2)));
    if (!groupIds.includes(group)) problems.push(`${where}: milhar ${milhar} não termina numa dezena dos grupos`);
  }
  const terno = palpites.ternoDeGrupo;
  if (terno.length !== 3) problems.push(`${where}: terno deve ter 3 grupos`);
  if (new Set(terno).size !== terno.length) problems.push(`${where}: terno com grupos repetidos`);
  for (const label of terno) {
    if (!GROUP_LABELS.has(label)) problems.push(`${where}: grupo do terno inválido "${label}"`);
  }
}

/** Every problem found in one entry; empty when the entry is valid. */
export function dreamProblems(dream: Dream): string[] {
  const problems: string[] = [];
  const where = dream.titulo || '(sem título)';
  if (!dream.titulo || dream.titulo.trim() !== dream.titulo) problems.push(`${where}: título vazio ou com espaços`);
  else if (dream.titulo[0] !== dream.titulo[0]!.toLocaleUpperCase('pt-BR')) problems.push(`${where}: título deve começar com maiúscula`);
  checkBlock(where, dream.geral, problems);
  for (const [name, block] of Object.entries(dream.variantes ?? {})) checkBlock(`${where} [${name}]`, block, problems);
  return problems;
}

/** Problems across a dictionary, including duplicate titles (two titles with one `dreamKey`). */
export function dictionaryProblems(dreams: readonly Dream[]): string[] {
  const problems = dreams.flatMap(dreamProblems);
  const seen = new Set<string>();
  for (const dream of dreams) {
    const key = dreamKey(dream.titulo);
    if (seen.has(key)) problems.push(`${dream.titulo}: título repetido`);
    seen.add(key);
  }
  return problems;
}
