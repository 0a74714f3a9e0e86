// "Sua sorte do dia": an entertainment reading from a name and birth date, computed locally and the same all day.
import { animalByGroup } from '../../animals/domain/animals';
import type { Animal } from '../../animals/domain/animals';
import { pickOne, randomInt, seededSource } from '../../../utils/random/random-int';
import { ageOn, isIsoDate } from '../../../utils/calendar/dates';
import { stripAccents } from '../../../utils/text/accents';

export interface PersonalLuckInput {
  name: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** YYYY-MM-DD, Brasília. */
  today: string;
}

type PersonalLuckField = 'name' | 'birthDate';

export interface PersonalLuckError {
  ok: false;
  field: PersonalLuckField;
  message: string;
}

export interface PersonalLuck {
  ok: true;
  animal: Animal;
  /** Ends in one of the animal's dezenas. */
  dezena: string;
  centena: string;
  milhar: string;
  /** 1 to 60, a single number for any game. */
  luckyNumber: number;
  color: string;
  message: string;
}

const MIN_AGE = 18;

const COLORS = ['azul', 'verde', 'dourado', 'lilás', 'vermelho', 'branco', 'laranja', 'rosa', 'prata', 'turquesa'] as const;

const MESSAGES = [
  'Bom dia para colocar em ordem um plano que estava parado.',
  'Uma conversa sincera hoje pode abrir portas.',
  'Guarde um tempo para descansar: a sorte também gosta de calma.',
  'Dia de ouvir mais do que falar e reparar nos detalhes.',
  'Uma lembrança antiga pode trazer uma boa ideia.',
  'Boa hora para agradecer a quem esteve ao seu lado.',
  'Pequenos gestos de gentileza voltam em dobro.',
  'Confie na intuição, mas sem pressa para decidir.',
  'Dia favorável para aprender algo novo.',
  'Organize as contas e durma tranquilo: isso também é sorte.',
  'Um reencontro pode alegrar o seu dia.',
  'Cuide de você primeiro; o resto se ajeita.',
] as const;

/** The name as the reading sees it: no accents, lower case, single spaces; 'José  Silva' = 'jose silva'. */
export function normaliseName(name: string): string {
  return stripAccents(name)
    .toLowerCase()
    .replace(/[^\p{L}\s'-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The reading for a person on a day. Pure and deterministic: the same name (however typed),
 * birth date and day always give the same reading, and nothing leaves the device.
 */
export function personalLuck(input: PersonalLuckInput): PersonalLuck | PersonalLuckError {
  const name = normaliseName(input.name);
  if (name.replace(/[\s'-]/g, '').length < 2) return { ok: false, field: 'name', message: 'Digite o seu nome (pelo menos 2 letras).' };
  const birth = input.birthDate.trim();
  if (!isIsoDate(birth) || birth < '1900-01-01') return { ok: false, field: 'birthDate', message: 'Informe uma data de nascimento válida.' };
  if (birth > input.today) return { ok: false, field: 'birthDate', message: 'A data de nascimento não pode ser no futuro.' };
  if (ageOn(birth, input.today) < MIN_AGE) {
    return { ok: false, field: 'birthDate', message: 'Este conteúdo é só para maiores de 18 anos.' };
  }

  const source = seededSource(`sonho-e-sorte:sua-sorte:${name}|${birth}|${input.today}`);
  const animal = animalByGroup(1 + randomInt(25, source));
  const dezena = pickOne(animal.numbers, source);
  const centena = String(randomInt(10, source)) + dezena;
  const milhar = String(randomInt(10, source)) + centena;
  return {
    ok: true,
    animal,
    dezena,
    centena,
    milhar,
    luckyNumber: 1 + randomInt(60, source),
    color: pickOne(COLORS, source),
    message: pickOne(MESSAGES, source),
  };
}

