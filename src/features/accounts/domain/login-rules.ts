// The login form's own checks (SPEC §5): e-mail and password are both required.
import { looksLikeEmail } from './lockout';
import { LOGIN_TEXTS } from './messages';

export interface LoginErrors {
  email?: string;
  password?: string;
}

export function validateLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = LOGIN_TEXTS.emailRequired;
  else if (!looksLikeEmail(email)) errors.email = LOGIN_TEXTS.emailInvalid;
  // A password may legitimately start or end with spaces: only an empty one is missing.
  if (password === '') errors.password = LOGIN_TEXTS.passwordRequired;
  return errors;
}
