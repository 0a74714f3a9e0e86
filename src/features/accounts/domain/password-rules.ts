// The password-change form's rules (SPEC §5): at least 8 characters, and the confirmation must match.
import { PASSWORD_TEXTS } from './messages';

const MIN_PASSWORD_LENGTH = 8;

export interface PasswordChangeInput {
  newPassword: string;
  confirmPassword: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeInput, string>>;

/** Counts characters as people see them, so an accented letter or an emoji is one, not two UTF-16 units. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** Errors per field; an empty object means the form may be sent. */
export function validatePasswordChange({ newPassword, confirmPassword }: PasswordChangeInput): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (passwordLength(newPassword) < MIN_PASSWORD_LENGTH) errors.newPassword = PASSWORD_TEXTS.tooShort;
  if (confirmPassword !== newPassword) errors.confirmPassword = PASSWORD_TEXTS.mismatch;
  return errors;
}

export function hasErrors(errors: PasswordChangeErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The parts of a supabase-js error the message needs. */
export interface PasswordErrorLike {
  code?: string;
  message?: string;
}

/**
 * The message of the 'Falha ao alterar senha' toast: the server's own message (SPEC §8), in
 * Portuguese when it is one we know, or 'Ocorreu um erro.' when there is none.
 */
export function passwordChangeErrorMessage(error: PasswordErrorLike): string {
  if (error.code === 'same_password') return PASSWORD_TEXTS.samePassword;
  if (error.code === 'weak_password') return PASSWORD_TEXTS.tooShort;
  const message = error.message?.trim();
  return message ? message : PASSWORD_TEXTS.failedFallback;
}
