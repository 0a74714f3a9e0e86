// Text that only looks filled: the one rule the database applies to every text a visitor fills (names,
// messages, the chat history, the feedback's page), private.is_clean_text in
// supabase/migrations/0011_anonymous_limits.sql, so a visitor hears why in Portuguese before anything is
// sent instead of a refusal from the server later. supabase/tests/clean-text-twin.test.ts runs both on one
// labelled set and on every code point.
//
// Refused anywhere: control characters (tab and line breaks only in multi-line text), bidirectional
// controls, and the characters Unicode marks as default-ignorable (zero-width, fillers, variation
// selectors, tags...) plus the blank Braille cell - except where they are part of a visible emoji: a
// zero-width joiner between two emoji, a variation selector right after a visible character, and the
// tags of one of the three subdivision flags (England, Scotland, Wales; 0017). Then something must be left
// once white space and combining marks are set aside.

// Control, format and combining characters in these classes are the very characters being looked for.
/* eslint-disable no-control-regex, no-misleading-character-class */
const EMOJI = '[\\u2190-\\u21FF\\u2300-\\u23FF\\u2600-\\u27BF\\u2B00-\\u2BFF\\u{1F000}-\\u{1FAFF}]';
const SELECTOR = '[\\uFE00-\\uFE0F\\u{E0100}-\\u{E01EF}]';
const SPACE = '\\u0009-\\u000D\\u0020\\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000';
const INVISIBLE =
  '\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u206F\\u2800' +
  '\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFFB\\u{1BCA0}-\\u{1BCA3}\\u{1D173}-\\u{1D17A}\\u{E0000}-\\u{E0FFF}' +
  // Lone surrogates cannot be stored at all (PostgreSQL text holds none).
  '\\uD800-\\uDFFF';
const COMBINING =
  '\\u0300-\\u036F\\u0483-\\u0489\\u0591-\\u05C7\\u0610-\\u061A\\u064B-\\u065F\\u0670\\u06D6-\\u06ED\\u1AB0-\\u1AFF' +
  '\\u1DC0-\\u1DFF\\u20D0-\\u20FF\\uFE20-\\uFE2F';
/** Always refused (NUL included: PostgreSQL text cannot hold it). */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/u;
const LINE_BREAK = /[\t\n\r]/u;
/**
 * The tags of the three subdivision flags emoji have (England, Scotland, Wales: gbeng, gbsct, gbwls), then the
 * cancel tag. Any other run of tags after the black flag is hidden text.
 */
const FLAG_TAG_SEQUENCE = '\\u{E0067}\\u{E0062}(?:\\u{E0065}\\u{E006E}\\u{E0067}|\\u{E0073}\\u{E0063}\\u{E0074}|\\u{E0077}\\u{E006C}\\u{E0073})\\u{E007F}';
const FLAG_TAGS = new RegExp(`(\\u{1F3F4})${FLAG_TAG_SEQUENCE}`, 'gu');
const EMOJI_JOIN = new RegExp(`(${EMOJI}[\\uFE0F\\u{1F3FB}-\\u{1F3FF}]?)\\u200D(?=${EMOJI})`, 'gu');
const SELECTED = new RegExp(`([^\\u0001-\\u001F\\u007F-\\u009F${SPACE}${INVISIBLE}])${SELECTOR}`, 'gu');
const ANY_INVISIBLE = new RegExp(`[${INVISIBLE}]`, 'u');
const ALL_INVISIBLE = new RegExp(`[${INVISIBLE}]`, 'gu');
const NOT_SHOWN = new RegExp(`[\\u0000-\\u001F\\u007F-\\u009F${SPACE}${INVISIBLE}${COMBINING}]`, 'gu');
/** What history text may keep (the allowed sequences) and what it loses (anything else invisible or control). */
const HISTORY_PARTS = new RegExp(
  `(\\u{1F3F4}${FLAG_TAG_SEQUENCE})|(${EMOJI}[\\uFE0F\\u{1F3FB}-\\u{1F3FF}]?\\u200D(?=${EMOJI}))|` +
    `([^\\u0001-\\u001F\\u007F-\\u009F${SPACE}${INVISIBLE}]${SELECTOR})|([${INVISIBLE}\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u2028\\u2029])`,
  'gu',
);
/* eslint-enable no-control-regex, no-misleading-character-class */

export const CLEAN_TEXT_MESSAGES = {
  nameBlank: 'O nome não pode ter só espaços ou caracteres invisíveis. Digite seu nome com letras.',
  nameHidden: 'O nome tem caracteres invisíveis ou de controle. Digite-o de novo, só com letras, espaços e sinais comuns.',
  messageBlank: 'A mensagem não pode ter só espaços ou caracteres invisíveis.',
  messageHidden: 'A mensagem tem caracteres invisíveis, de controle ou que invertem o texto. Apague-os e tente de novo.',
} as const;

/** The text without the invisible characters that are part of a visible emoji (flag tags, joiners, selectors). */
function withoutAllowedInvisibles(text: string): string {
  return text.replace(FLAG_TAGS, '$1').replace(EMOJI_JOIN, '$1').replace(SELECTED, '$1');
}

/** True when something visible is left once white space, invisible, control and combining characters are removed. */
function hasVisibleText(text: string): boolean {
  return text.replace(NOT_SHOWN, '') !== '';
}

/** The database's rule (private.is_clean_text): visible, and nothing control, bidi or invisible in it. */
export function isCleanText(text: string, multiline = false): boolean {
  if (CONTROL.test(text)) return false;
  if (!multiline && LINE_BREAK.test(text)) return false;
  const rest = withoutAllowedInvisibles(text);
  if (ANY_INVISIBLE.test(rest)) return false;
  return hasVisibleText(rest);
}

/** Why a name would be refused, in Portuguese, or null when it is fine. */
export function nameProblem(name: string): string | null {
  if (!hasVisibleText(name)) return CLEAN_TEXT_MESSAGES.nameBlank;
  if (!isCleanText(name, false)) return CLEAN_TEXT_MESSAGES.nameHidden;
  return null;
}

/** Why a message would be refused, in Portuguese, or null when it is fine. */
export function messageProblem(message: string): string | null {
  if (!hasVisibleText(message)) return CLEAN_TEXT_MESSAGES.messageBlank;
  if (!isCleanText(message, true)) return CLEAN_TEXT_MESSAGES.messageHidden;
  return null;
}

/**
 * A text kept as the database accepts it: control and invisible characters dropped (the emoji sequences that
 * use them stay), or null when nothing visible is left. For what a visitor typed that is kept anyway, such as
 * a refused answer in the chat history.
 */
export function cleanedText(text: string, multiline = true): string | null {
  let cleaned = text.replace(HISTORY_PARTS, (match, _flag, _join, _selected, bad: string | undefined) => (bad ? '' : match));
  if (!multiline) cleaned = cleaned.replace(/[\t\n\r]+/gu, ' ');
  if (!isCleanText(cleaned, multiline)) cleaned = cleaned.replace(ALL_INVISIBLE, '');
  return isCleanText(cleaned, multiline) ? cleaned : null;
}

/** At most `max` UTF-16 units, never cutting a character in two (a lone surrogate cannot be stored). */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/u.test(cut) ? cut.slice(0, -1) : cut;
}
