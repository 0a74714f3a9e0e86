// What a person has typed or marked in "Conferir meu jogo", kept as typed (also when it is wrong) for the browser
// session, per game: a reload, or the next contest of the same game, shows it again. Read into a ticket with the
// domain's parser; the picker writes the text back in the parser's own terms, so the two never disagree.
import { validateTicket, type Ticket } from './domain/check';
import type { CaixaGame } from './domain/games';
import { parseNumbersInput } from './domain/parse-numbers';

export interface TicketDraft {
  /** "Seus números" as typed. */
  text: string;
  /** +Milionária's trevos marked on the picker ('1 4'), besides any the text names. */
  clovers: string;
  /** Timemania's team or Dia de Sorte's month from its own field. */
  lucky: string;
  /** Super Sete's columns as marked on the picker; absent once the text is typed again. */
  columns?: string[][];
  /** The person left the field or asked to check: the errors are shown from then on. */
  touched: boolean;
}

const EMPTY_DRAFT: TicketDraft = { text: '', clovers: '', lucky: '', touched: false };

const storageKey = (game: string) => `sonho-e-sorte:conferir:${game}`;

// Some private modes refuse sessionStorage: the draft then lives as long as the page.
const memory = new Map<string, TicketDraft>();

export function loadDraft(game: string): TicketDraft {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(storageKey(game));
  } catch {
    return memory.get(game) ?? EMPTY_DRAFT;
  }
  if (raw === null) return EMPTY_DRAFT;
  try {
    const value = JSON.parse(raw) as Partial<TicketDraft>;
    return {
      text: typeof value.text === 'string' ? value.text : '',
      clovers: typeof value.clovers === 'string' ? value.clovers : '',
      lucky: typeof value.lucky === 'string' ? value.lucky : '',
      ...(Array.isArray(value.columns) ? { columns: value.columns.map((c) => (Array.isArray(c) ? c.map(String) : [])) } : {}),
      touched: value.touched === true,
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function storeDraft(game: string, draft: TicketDraft): void {
  memory.set(game, draft);
  try {
    window.sessionStorage.setItem(storageKey(game), JSON.stringify(draft));
  } catch {
    // Kept in memory above.
  }
}

/** The draft read: the ticket when it can be checked, else the errors; what the picker shows either way. */
export interface ReadTicket {
  ticket: Ticket | null;
  errors: string[];
  /** The numbers the picker marks (sorted, padded). */
  numbers: string[];
  clovers: string[];
  /** Super Sete: seven columns, each possibly empty. */
  columns: string[][];
  /** The team or month the ticket holds (its own field first, else the text's). */
  lucky?: string;
}

const sevenColumns = (columns: readonly string[][] | undefined, count: number): string[][] =>
  Array.from({ length: count }, (_, i) => [...(columns?.[i] ?? [])]);

export function readDraft(game: CaixaGame, draft: TicketDraft): ReadTicket {
  if (game.kind === 'columns') {
    const columns = draft.columns ?? parseNumbersInput(game.id, draft.text).columns;
    const errors = draft.columns ? validateTicket({ game: game.id, numbers: [], columns: draft.columns }) : parseNumbersInput(game.id, draft.text).errors;
    const shown = sevenColumns(columns, game.drawn);
    return { ticket: errors.length === 0 ? { game: game.id, numbers: shown.flat(), columns: shown } : null, errors, numbers: shown.flat(), clovers: [], columns: shown };
  }
  const parsed = parseNumbersInput(game.id, draft.text, game.clovers && draft.clovers.trim() !== '' ? { clovers: draft.clovers } : {});
  const lucky = draft.lucky.trim() || parsed.lucky;
  const clovers = parsed.clovers ?? [];
  const ticket: Ticket = { game: game.id, numbers: parsed.numbers, ...(game.clovers ? { clovers } : {}), ...(lucky ? { lucky } : {}) };
  return { ticket: parsed.errors.length === 0 ? ticket : null, errors: parsed.errors, numbers: parsed.numbers, clovers, columns: [], ...(lucky ? { lucky } : {}) };
}

const toggled = (values: readonly string[], value: string): string[] =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value].sort((a, b) => Number(a) - Number(b));

/**
 * The draft after a tap on the picker: the text says the marked numbers as the parser reads them, and the trevos,
 * team or month the text named move to their own fields, so nothing the person gave is dropped.
 */
export function toggleNumber(game: CaixaGame, draft: TicketDraft, number: string): TicketDraft {
  const read = readDraft(game, draft);
  return { ...draft, text: toggled(read.numbers, number).join(' '), clovers: read.clovers.join(' '), lucky: draft.lucky || read.lucky || '' };
}

export function toggleClover(game: CaixaGame, draft: TicketDraft, clover: string): TicketDraft {
  const read = readDraft(game, draft);
  return { ...draft, text: read.numbers.join(' '), clovers: toggled(read.clovers, clover).join(' ') };
}

/** Super Sete: a column's digits as the text writes them ('4', '4/5'), columns apart by spaces. */
const columnsText = (columns: readonly string[][]): string => columns.map((c) => c.join('/') || '-').join(' ');

export function toggleDigit(game: CaixaGame, draft: TicketDraft, column: number, digit: string): TicketDraft {
  const columns = readDraft(game, draft).columns.map((c, i) => (i === column ? toggled(c, digit) : c));
  return { ...draft, text: columnsText(columns), columns };
}

/** A saved ticket back in the field. */
export function draftOfTicket(ticket: Ticket): TicketDraft {
  if (ticket.columns) return { ...EMPTY_DRAFT, text: columnsText(ticket.columns), columns: ticket.columns.map((c) => [...c]) };
  return { ...EMPTY_DRAFT, text: ticket.numbers.join(' '), clovers: (ticket.clovers ?? []).join(' '), lucky: ticket.lucky ?? '' };
}
