// The Brazilian WhatsApp number as typed in the chat: digits kept, shown as (DD) NNNN-NNNN or (DD) NNNNN-NNNN.

/** At most this many digits are kept: two for the area code (DDD) and up to nine for the number. */
const WHATSAPP_MAX_DIGITS = 11;
/** The longest masked value, '(21) 98765-4321'. */
export const WHATSAPP_MASK_MAX_LENGTH = 15;

/** The digits of `text`, at most the first 11. */
export function whatsappDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, WHATSAPP_MAX_DIGITS);
}

/**
 * Masks whatever was typed so far. Complete numbers read (21) 3456-7890 or (21) 98765-4321; shorter inputs
 * get the part of the mask they reach, so typing and deleting feel natural. The 11-digit form has no space
 * after the ninth digit because the mask must fit in 15 characters (SPEC §5).
 */
export function maskWhatsapp(text: string): string {
  const digits = whatsappDigits(text);
  if (digits.length === 0) return '';
  const ddd = digits.slice(0, 2);
  if (digits.length <= 2) return `(${ddd}`;
  const rest = digits.slice(2);
  // Up to 8 local digits read NNNN-NNNN; the ninth digit (mobile) moves the hyphen one place right.
  const split = rest.length === 9 ? 5 : 4;
  if (rest.length <= split) return `(${ddd}) ${rest}`;
  return `(${ddd}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** A WhatsApp number with area code has 10 (landline) or 11 (mobile) digits. */
export function isValidWhatsapp(digits: string): boolean {
  return /^\d{10,11}$/.test(digits);
}

/** A stored number (digits) as people read it, or as stored when it is not a complete number. */
export function formatWhatsapp(digits: string): string {
  const clean = digits.replace(/\D/g, '');
  return isValidWhatsapp(clean) ? maskWhatsapp(clean) : digits;
}
