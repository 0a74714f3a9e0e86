// The access log's failure reasons in Portuguese, for the admin's access monitor. The stored values stay as
// SPEC §8 writes them ('Invalid login credentials', ...): the log is a record, and the lockout rule reads it.

const REASONS: Record<string, string> = {
  'Invalid login credentials': 'Senha ou e-mail incorretos',
  'User not found or invalid credentials': 'Usuário não encontrado ou senha incorreta',
  'Account locked': 'Conta bloqueada (muitas tentativas)',
  'Invalid TOTP code': 'Código do autenticador incorreto',
};

/** What was tried: the password, or the authenticator's code (a factor reset is filed with the codes). */
export function methodText(method: string | null | undefined): string {
  return method === 'totp' ? 'Código' : 'Senha';
}

/** The reason in Portuguese; an unknown stored value is shown as stored; none is '—'. */
export function failureReasonText(stored: string | null): string {
  if (stored === null || stored.trim() === '') return '—';
  return REASONS[stored.trim()] ?? stored;
}

/** The unspecified addresses the log holds when no address was known (its column's default, SPEC §8: '0.0.0.0'). */
const UNKNOWN_ADDRESSES = new Set(['', '0.0.0.0', '::', '0:0:0:0:0:0:0:0', 'unknown']);

/** The address a sign-in came from, or null when none was recorded: a placeholder is never shown as an address. */
export function recordedAddress(stored: string | null | undefined): string | null {
  const address = (stored ?? '').trim();
  return UNKNOWN_ADDRESSES.has(address.toLowerCase()) ? null : address;
}
