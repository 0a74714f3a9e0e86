// The "Seus números" field: numbers as people paste or type them ("03-17-22-35-41-58", "3, 17 22;35", one per line,
// "1) 03 17 …", Lotomania's "00", Super Sete's columns, "… trevos 2 5", "Julho", "Flamengo/RJ"), read into a ticket's
// numbers, with what is wrong said in pt-BR. parse-numbers.labelled.ts holds the inputs it is measured on.
import { lowerNoAccents } from '../../../utils/text/accents';
import { validateTicket, type Ticket } from './check';
import { getCaixaGame, padNumber, type CaixaGame, type CaixaGameId } from './games';
import { luckyMonth } from './lucky';

export interface ParsedNumbers {
  /** Padded as shown, sorted (Super Sete: every column's digits in column order; Federal: the 6-digit ticket). */
  numbers: string[];
  /** +Milionária's trevos, sorted. */
  clovers?: string[];
  /** Super Sete: each column's digits. */
  columns?: string[][];
  /** Timemania's team or Dia de Sorte's month, when the text names one. */
  lucky?: string;
  /** pt-BR, [] when the numbers make a valid bet. */
  errors: string[];
}

/** Words people write around their numbers, skipped: "Jogo 1:", "dezenas", "Mega-Sena", "concurso 2850". */
const NOISE = /\b(?:concurso|conc)\.?\s*n?[ºo°]?\s*\d+|\b(?:jogos?|apostas?|numeros?|dezenas?|meus|seus|sorteio|bilhete|n[ºo°])\b|\b(?:e)\b/g;

/** A list marker opening a line: "1)", "2º", "Jogo 3:", "a)". "1." only when the line does not use dots. */
function stripMarker(line: string): string {
  const marked = line.replace(/^\s*(?:(?:jogo|aposta)\s*\d{1,2}\s*[:.)\-–]?|\d{1,2}\s*[)º°ª]\s*(?:jogo\s*)?[:\-–.]?|[a-z]\))\s*/, '');
  if (marked !== line) return marked;
  const dotted = /^\s*\d{1,2}\.\s+(.*)$/.exec(line);
  return dotted && !dotted[1]!.includes('.') ? dotted[1]! : line;
}

/** Digit runs; for two-digit games, a run of 4, 6… digits typed without spaces ("031722") is read in pairs. */
function numberTokens(text: string, pad: number): string[] {
  const runs = text.match(/\d+/g) ?? [];
  return runs.flatMap((run) => (pad === 2 && run.length >= 4 && run.length % 2 === 0 ? (run.match(/\d{2}/g) ?? []) : [run]));
}

function gameNamePattern(game: CaixaGame): RegExp {
  const name = lowerNoAccents(game.name)
    .replace(/[+]/g, '\\+?')
    .replace(/[-\s]+/g, '[-\\s]*');
  return new RegExp(`${name}\\s*:?`, 'g');
}

/** Words left after the numbers and the known ones: what the parser did not understand. */
function leftoverWords(text: string): string[] {
  return (text.match(/[a-zà-ú]{2,}/g) ?? []).filter((w) => !['de', 'do', 'da', 'os', 'as', 'com'].includes(w));
}

function sortedPadded(game: CaixaGame, tokens: readonly string[]): string[] {
  const values = [...new Set(tokens.map(Number))].filter((n) => n >= game.min && n <= game.max);
  return values.sort((a, b) => a - b).map((n) => padNumber(game, n));
}

function parseColumns(game: CaixaGame, text: string): ParsedNumbers {
  const cleaned = text.replace(/\b(?:colunas?|col|c)\s*\d\s*[:=\-–)]?/g, ' ');
  const tokens = cleaned.split(/[\s,;.\-–|]+/).filter((t) => t !== '');
  const digits = (token: string) => (token.match(/\d/g) ?? []);
  // One run of seven digits is one digit per column ("4072913").
  const columns = tokens.length === 1 && /^\d{7}$/.test(tokens[0]!) ? digits(tokens[0]!).map((d) => [d]) : tokens.map(digits).filter((c) => c.length > 0);
  const words = leftoverWords(cleaned);
  const errors = [...words.map((w) => `Não entendi "${w}".`), ...validateTicket({ game: game.id, numbers: [], columns })];
  return { numbers: columns.flat(), columns, errors };
}

function parseFederal(game: CaixaGame, text: string): ParsedNumbers {
  const digits = (text.match(/\d/g) ?? []).join('');
  const numbers = digits.length >= 5 && digits.length <= 6 ? [padNumber(game, Number(digits))] : [];
  return { numbers, errors: numbers.length ? [] : validateTicket({ game: game.id, numbers: [digits] }) };
}

/** Reads what a person typed in "Seus números" (and, for +Milionária, a separate trevos field). */
export function parseNumbersInput(gameId: CaixaGameId, text: string, options: { clovers?: string } = {}): ParsedNumbers {
  const game = getCaixaGame(gameId);
  let folded = lowerNoAccents(text.replace(/[\u00a0\u202f]/g, ' ')).replace(gameNamePattern(game), ' ');
  if (folded.trim() === '' && !options.clovers) return { numbers: [], errors: ['Digite seus números.'] };
  if (game.kind === 'tickets') return parseFederal(game, folded);
  folded = folded
    .split(/\r?\n/)
    .map(stripMarker)
    .join('\n')
    .replace(NOISE, ' ');
  if (game.kind === 'columns') return parseColumns(game, folded);

  let numbersText = folded;
  let cloversText = options.clovers;
  if (game.clovers) {
    const split = /\btrevos?\s*[:=]?|\|/.exec(folded);
    if (split) {
      numbersText = folded.slice(0, split.index);
      cloversText = `${folded.slice(split.index + split[0].length)} ${cloversText ?? ''}`;
    }
  }

  let lucky: string | undefined;
  if (game.lucky === 'month') {
    numbersText = numbersText.replace(/\bm[eê]s\s*(?:de|da)?\s*sorte\s*:?/g, ' ');
    numbersText = numbersText.replace(/[a-zà-ú]{3,}\.?/g, (word) => {
      const month = luckyMonth(word);
      if (month && !lucky) lucky = month;
      return month ? ' ' : word;
    });
  }
  if (game.lucky === 'team') {
    // Whatever words are left name the team: "Flamengo", "time: São Paulo/SP".
    numbersText = numbersText.replace(/\btime(?:\s+do\s+coracao)?\s*:?/g, ' ');
    const team = /[a-z][a-z .'-]*[a-z](?:\s*\/\s*[a-z]{2}\b)?/.exec(numbersText);
    if (team) {
      lucky = team[0].trim().toUpperCase().replace(/\s*\/\s*/, '/');
      numbersText = numbersText.replace(team[0], ' ');
    }
  }

  const tokens = numberTokens(numbersText, game.pad);
  const clovers = cloversText === undefined ? undefined : numberTokens(cloversText, 1);
  const ticket: Ticket = { game: game.id, numbers: tokens, ...(clovers ? { clovers } : game.clovers ? { clovers: [] } : {}) };
  const errors = [...leftoverWords(numbersText).map((w) => `Não entendi "${w}".`), ...validateTicket(ticket)];
  const result: ParsedNumbers = { numbers: sortedPadded(game, tokens), errors };
  if (game.clovers) result.clovers = [...new Set(clovers ?? [])].map(Number).filter((c) => c >= 1 && c <= 6).sort((a, b) => a - b).map(String);
  if (lucky) result.lucky = lucky;
  return result;
}
