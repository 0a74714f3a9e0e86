// Text that only looks filled: the same rules the database's CHECK constraints apply to names and
// messages (migration 0008, private.is_clean_name / is_clean_message), so a visitor hears why in
// Portuguese before anything is sent instead of a refusal from the server later.

// Control and combining characters in these classes are the very characters being looked for.
/* eslint-disable no-control-regex, no-misleading-character-class */
/** White space and characters that show nothing (zero-width, fillers, format marks). */
const INVISIBLE =
  /[\u0001-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0]/gu;
/** Not allowed anywhere in a name: control, zero-width and bidirectional-control characters. */
const NAME_FORBIDDEN = /[\u0001-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;
/** Not allowed in a message: control characters other than tab and line breaks, bidi overrides. */
const MESSAGE_FORBIDDEN = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
/* eslint-enable no-control-regex, no-misleading-character-class */

export const CLEAN_TEXT_MESSAGES = {
  nameBlank: 'O nome não pode ter só espaços ou caracteres invisíveis. Digite seu nome com letras.',
  nameHidden: 'O nome tem caracteres invisíveis ou de controle. Digite-o de novo, só com letras, espaços e sinais comuns.',
  messageBlank: 'A mensagem não pode ter só espaços ou caracteres invisíveis.',
  messageHidden: 'A mensagem tem caracteres de controle ou que invertem o texto. Apague-os e tente de novo.',
} as const;

/** True when something visible is left once white space and invisible characters are removed. */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '') !== '';
}

/** Why a name would be refused, in Portuguese, or null when it is fine. */
export function nameProblem(name: string): string | null {
  if (!hasVisibleText(name)) return CLEAN_TEXT_MESSAGES.nameBlank;
  if (NAME_FORBIDDEN.test(name)) return CLEAN_TEXT_MESSAGES.nameHidden;
  return null;
}

/** Why a message would be refused, in Portuguese, or null when it is fine. */
export function messageProblem(message: string): string | null {
  if (!hasVisibleText(message)) return CLEAN_TEXT_MESSAGES.messageBlank;
  if (MESSAGE_FORBIDDEN.test(message)) return CLEAN_TEXT_MESSAGES.messageHidden;
  return null;
}
