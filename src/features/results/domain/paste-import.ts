// Reads a draw result pasted the way results sites and messages publish it, line by line, into
// checked prizes: each milhar's group computed, a published group or animal checked against it,
// the 6º and 7º checked against the lottery's rule. Every problem names its line, in Portuguese.
import { animalByGroup, animalByName, groupLabel } from '../../animals/domain/animals';
import { stripAccents } from '../../../utils/text/accents';
import { CENTENA_PRIZE, MAX_PRIZES, MIN_PRIZES, prizeOf, type Prize } from '../../bets/domain/draw';
import { productCentena, prizeRuleFor, sumPrize } from './prize-rules';

/*
 * Formats read (tests in paste-import.test.ts use samples shaped like real posts):
 * - "1º 4521 - 06 Cabra", "1° 4521-06", "1º) 4521 Cabra", "1. 5112 03 Burro"
 * - "1º Prêmio: 4521 - Grupo 06 (Cabra)", "1º prêmio 4521 G.06"
 * - a table copied from a page, cells split by tabs or pipes: "1º\t4521\t06\tCabra", "1° 7.706 | 02"
 *   (thousands dot accepted), even with the group alone on the next line ("1° 7.706 |" then "02 |")
 * - one milhar per line, no ordinal: "4521", "4521 - 06"
 * - all milhares on one line: "4521 0812 7790 3346 1125" (or separated by commas or dashes)
 * Lines that start with a letter (the lottery, "Resultado de hoje") are headings and are skipped;
 * a date (24/11/2026) or a time (11:20, 11h20) in them is offered to the form.
 */

interface PastedPrize {
  prize: Prize;
  /** 1-based line of the pasted text the prize came from. */
  line: number;
  /** The group the text printed, if any (checked against the milhar). */
  publishedGroup: number | null;
}

interface PasteHints {
  /** 'YYYY-MM-DD' when a heading carries a full date. */
  date: string | null;
  /** 'HH:MM' when a heading carries a time. */
  time: string | null;
}

export type PasteReading =
  | { ok: true; prizes: PastedPrize[]; warnings: string[]; hints: PasteHints; skipped: number[] }
  | { ok: false; errors: string[]; hints: PasteHints };

/** Words a prize line may carry besides the numbers and the animal. */
const FILLER = new Set(['premio', 'grupo', 'g', 'bicho', 'milhar', 'o', 'a', 'e', 'do', 'da']);

/** An ordinal at the start of a line: 1º, 1°, 1o, 1ª, 1., 1), 1-, 1:, or just 1 before the number. */
const ORDINAL = /^(\d{1,2})(?!\d|[.,]\d)\s*(?:º|°|ª|o\b|\.|\)|-|:|–)?\s*(?:pr[eê]mio\b)?\s*[:.)\-–]?\s*/i;
/** A prize number: 4 digits, 3 (a 7º centena), or with a thousands dot (7.706). */
const NUMBER = /^(\d\.\d{3}|\d{3,6})(?!\d)/;

interface Line {
  index: number;
  text: string;
}

interface Draft {
  position: number;
  digits: string;
  line: number;
  group: number | null;
  animal: number | null;
}

function cleanLine(raw: string): string {
  return raw
    .replace(/[\u00a0\t|;*_]+/g, ' ')
    .replace(/[—–]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

function hintsOf(lines: readonly Line[]): PasteHints {
  let date: string | null = null;
  let time: string | null = null;
  for (const { text } of lines) {
    const d = /(\d{2})\/(\d{2})\/(\d{4}|\d{2})\b/.exec(text);
    if (d && !date) {
      const year = (d[3] as string).length === 2 ? `20${d[3]}` : (d[3] as string);
      date = `${year}-${d[2]}-${d[1]}`;
    }
    const t = /\b([01]?\d|2[0-3])\s*(?::|h)\s*([0-5]\d)\b/i.exec(text);
    if (t && !time) time = `${(t[1] as string).padStart(2, '0')}:${t[2]}`;
  }
  return { date, time };
}

type TailReading = { group: number | null; animal: number | null } | { problem: string };

/** Reads what follows the milhar: an optional group number and an optional animal name. */
function readTail(tail: string): TailReading {
  let group: number | null = null;
  let animal: number | null = null;
  const groupMatch = /(?:^|[^\d])(\d{1,2})(?!\d)/.exec(tail);
  if (groupMatch) {
    group = Number(groupMatch[1]);
    if (group < 1 || group > 25) return { problem: `o grupo ${groupMatch[1]} não existe (vai de 01 a 25)` };
    if (/\d{3,}/.test(tail)) return { problem: 'há números a mais depois da milhar' };
  }
  for (const word of stripAccents(tail).toLowerCase().match(/[a-z]+/g) ?? []) {
    const id = animalByName(word)?.id;
    if (id !== undefined) animal = id;
    else if (!FILLER.has(word)) return { problem: `não reconheci “${word}”` };
  }
  return { group, animal };
}

/** A line with only the milhares of the whole draw. */
function oneLineDraw(text: string): string[] | null {
  const tokens = text.split(/[\s,;/-]+/).filter((t) => t !== '');
  if (tokens.length < MIN_PRIZES || !tokens.every((t) => /^\d{4}$/.test(t))) return null;
  return tokens;
}

/**
 * Parses a pasted result for `lottery`. The result is either checked prizes (with warnings that
 * do not block saving) or the list of problems, each naming its line.
 */
export function parsePastedResult(text: string, lottery: string): PasteReading {
  const lines: Line[] = text
    .split(/\r?\n/)
    .map((raw, i) => ({ index: i + 1, text: cleanLine(raw) }))
    .filter((l) => l.text !== '');
  const hints = hintsOf(lines.filter((l) => !/^\d/.test(l.text) || /^\d{2}\/\d{2}/.test(l.text)));
  const errors: string[] = [];
  const warnings: string[] = [];
  const skipped: number[] = [];
  const drafts: Draft[] = [];
  const isFederal = /federal/i.test(lottery);

  if (lines.length === 0) return { ok: false, errors: ['Cole o resultado: uma linha por prêmio, como “1º 4521 - 06 Cabra”.'], hints };

  for (const { index, text } of lines) {
    const at = `Linha ${index}`;
    // Headings: the lottery, the day, "Resultado" ... A date or time at the start is a heading too.
    if (!/^\d/.test(text) || /^\d{1,2}\/\d{2}/.test(text) || /^\d{1,2}\s*(?::|h)\s*\d{2}\b/i.test(text)) {
      skipped.push(index);
      continue;
    }
    const all = oneLineDraw(text);
    if (all) {
      for (const digits of all) drafts.push({ position: (drafts.at(-1)?.position ?? 0) + 1, digits, line: index, group: null, animal: null });
      continue;
    }
    let rest = text;
    let position: number | null = null;
    const ordinal = ORDINAL.exec(rest);
    const afterOrdinal = ordinal ? rest.slice(ordinal[0].length) : '';
    if (ordinal && NUMBER.test(afterOrdinal)) {
      position = Number(ordinal[1]);
      rest = afterOrdinal;
    } else if (!/^\d{3,}|^\d\.\d{3}/.test(rest)) {
      // "02 |" or "06 Cabra" alone: the group (and animal) cell of the prize on the line above.
      const previous = drafts.at(-1);
      const tail = readTail(rest);
      if (previous && previous.line === index - 1 && previous.group === null && previous.animal === null && !('problem' in tail)) {
        previous.group = tail.group;
        previous.animal = tail.animal;
        continue;
      }
      errors.push(`${at}: não encontrei a milhar (“${text}”).`);
      continue;
    }
    const number = NUMBER.exec(rest);
    if (!number) {
      errors.push(`${at}: não encontrei a milhar (“${text}”).`);
      continue;
    }
    let digits = (number[1] as string).replace('.', '');
    const nextPosition = position ?? (drafts.at(-1)?.position ?? 0) + 1;
    if (digits.length > 4) {
      if (!isFederal) {
        errors.push(`${at}: ${digits} tem ${digits.length} dígitos; a milhar tem 4.`);
        continue;
      }
      // The Federal's tickets have five digits; the bicho reads their last four.
      warnings.push(`${at}: bilhete ${digits} da Federal, vale a milhar ${digits.slice(-4)}.`);
      digits = digits.slice(-4);
    }
    if (digits.length === 3 && nextPosition !== CENTENA_PRIZE) {
      errors.push(`${at}: ${digits} tem 3 dígitos; só o 7º prêmio pode ser uma centena.`);
      continue;
    }
    const tail = readTail(rest.slice(number[0].length));
    if ('problem' in tail) {
      errors.push(`${at}: ${tail.problem}.`);
      continue;
    }
    drafts.push({ position: nextPosition, digits, line: index, group: tail.group, animal: tail.animal });
  }

  // Numbering: 1º, 2º ... in order, no repeats, no gaps, at most ten (once every line reads, or a
  // refused line would also be reported as a gap).
  if (errors.length > 0) return { ok: false, errors, hints };
  const seen = new Map<number, number>();
  let last = 0;
  for (const draft of drafts) {
    const at = `Linha ${draft.line}`;
    const earlier = seen.get(draft.position);
    if (earlier !== undefined) errors.push(`${at}: o ${draft.position}º prêmio aparece de novo (já veio na linha ${earlier}).`);
    else if (draft.position > MAX_PRIZES) errors.push(`${at}: o ${draft.position}º prêmio passa do limite de ${MAX_PRIZES} prêmios.`);
    else if (draft.position > last + 1) errors.push(`${at}: veio o ${draft.position}º prêmio, mas falta o ${last + 1}º antes dele.`);
    else if (draft.position < last) errors.push(`${at}: o ${draft.position}º prêmio está fora de ordem (depois do ${last}º).`);
    seen.set(draft.position, draft.line);
    last = Math.max(last, draft.position);
  }
  if (errors.length === 0 && drafts.length < MIN_PRIZES) {
    errors.push(
      drafts.length === 0
        ? 'Não encontrei nenhum prêmio. Cole uma linha por prêmio, como “1º 4521 - 06 Cabra”.'
        : `O resultado tem só ${drafts.length} ${drafts.length === 1 ? 'prêmio' : 'prêmios'}; cole pelo menos do 1º ao 5º.`,
    );
  }

  // Each published group and animal against the milhar.
  const prizes: PastedPrize[] = [];
  for (const draft of drafts) {
    if (draft.position > MAX_PRIZES || draft.digits.length < 3) continue;
    const prize = prizeOf(draft.position, draft.digits);
    const at = `Linha ${draft.line}`;
    const name = `${draft.position}º prêmio (${draft.digits})`;
    if (draft.group !== null && draft.group !== prize.group) {
      errors.push(`${at}: o grupo ${String(draft.group).padStart(2, '0')} não confere com o ${name}, que é do grupo ${groupLabel(prize.animal)}.`);
    } else if (draft.animal !== null && draft.animal !== prize.group) {
      errors.push(`${at}: ${animalByGroup(draft.animal).name} não confere com o ${name}, que é do grupo ${groupLabel(prize.animal)}.`);
    }
    prizes.push({ prize, line: draft.line, publishedGroup: draft.group ?? draft.animal });
  }

  // The 6º and 7º by the lottery's rule.
  const rule = prizeRuleFor(lottery);
  const milhares = prizes.map((p) => p.prize.milhar);
  const sixth = prizes[5];
  if (sixth && milhares.length >= 6) {
    const expected = sumPrize(milhares);
    if (sixth.prize.milhar !== expected) {
      const message = `Linha ${sixth.line}: o 6º prêmio deveria ser ${expected} (soma do 1º ao 5º), mas veio ${sixth.prize.milhar}.`;
      if (rule.confirmed) errors.push(message);
      else warnings.push(`${message} Confira na fonte: nesta loteria o 6º pode ser sorteado.`);
    }
  }
  const seventh = prizes[6];
  if (seventh && milhares.length >= 7) {
    const expected = productCentena(milhares[0] as string, milhares[1] as string);
    if (seventh.prize.centena !== expected) {
      const message = `Linha ${seventh.line}: o 7º prêmio deveria ter a centena ${expected} (1º × 2º), mas veio ${seventh.prize.milhar}.`;
      if (rule.seventh === 'product-centena') errors.push(message);
      else warnings.push(`${message} A regra do 7º desta loteria não foi confirmada: confira na fonte.`);
    }
  }

  if (errors.length > 0) return { ok: false, errors, hints };
  return { ok: true, prizes, warnings, hints, skipped };
}

/** The 6º and 7º computed by the lottery's rule from a reading's first prizes, for the preview. */
export function derivedPrizes(milhares: readonly string[]): { sixth: string | null; seventh: string | null } {
  if (milhares.length < 5 || milhares.slice(0, 5).some((m) => !/^\d{4}$/.test(m))) return { sixth: null, seventh: null };
  return { sixth: sumPrize(milhares), seventh: productCentena(milhares[0] as string, milhares[1] as string) };
}
