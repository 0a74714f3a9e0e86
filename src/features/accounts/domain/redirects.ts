// Where a person goes after signing in or changing the password (SPEC §2, ARCHITECTURE.md "Auth").
import { PAINEL, PATHS } from '../../../utils/paths';

export const PASSWORD_MAX_AGE_DAYS = 90;
const DAY_MS = 86_400_000;

export type PasswordChangeReason = 'first-access' | 'expired' | 'recovery';

/** The profile fields that decide whether the password must change. */
export interface PasswordState {
  must_change_password: boolean;
  password_changed_at: string | null;
}

/** Why the account must change its password now, or null when it need not. */
export function passwordChangeReason(profile: PasswordState | null | undefined, now: number): PasswordChangeReason | null {
  if (!profile) return null;
  if (profile.must_change_password) return 'first-access';
  if (!profile.password_changed_at) return null;
  const changedAt = Date.parse(profile.password_changed_at);
  if (Number.isNaN(changedAt)) return null;
  return now - changedAt > PASSWORD_MAX_AGE_DAYS * DAY_MS ? 'expired' : null;
}

export function isPasswordChangeReason(value: unknown): value is PasswordChangeReason {
  return value === 'first-access' || value === 'expired' || value === 'recovery';
}

/** The login screens themselves are never the place a login sends someone back to. */
const AUTH_PATHS: ReadonlySet<string> = new Set([PATHS.logIn, PATHS.login, PATHS.recuperarSenha, PATHS.redefinirSenha]);

/**
 * The in-app path a guard remembered (router `location.state.from`), or null. Anything that is
 * not a same-site path is ignored, so crafted history state cannot send someone off-site.
 */
export function originPath(from: unknown): string | null {
  if (typeof from !== 'object' || from === null) return null;
  const { pathname, search, hash } = from as Record<string, unknown>;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return null;
  if (pathname.includes('\\')) return null;
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (AUTH_PATHS.has(normalized)) return null;
  const query = typeof search === 'string' && search.startsWith('?') ? search : '';
  const fragment = typeof hash === 'string' && hash.startsWith('#') ? hash : '';
  return `${pathname}${query}${fragment}`;
}

/** The router state given to /change-password. */
interface ChangePasswordState {
  reason: PasswordChangeReason;
  from?: string;
}

export interface LoginTarget {
  to: string;
  state?: ChangePasswordState;
}

/**
 * After the customer login: /change-password when the account must change its password,
 * otherwise back where the person came from, or /meu-perfil.
 */
export function afterLoginTarget(options: {
  from: unknown;
  profile: PasswordState | null | undefined;
  now: number;
  fallback?: string;
}): LoginTarget {
  const origin = originPath(options.from);
  const reason = passwordChangeReason(options.profile, options.now);
  if (reason) return { to: PATHS.changePassword, state: origin ? { reason, from: origin } : { reason } };
  return { to: origin ?? options.fallback ?? PATHS.meuPerfil };
}

/**
 * The admin login is shown in place of the panel page that was asked for, so after success the
 * person stays there, except on /painel itself, which has no content of its own.
 */
export function afterAdminLoginPath(pathname: string): string | null {
  return pathname === PATHS.painel || pathname === `${PATHS.painel}/` ? PAINEL.dashboard : null;
}

/** The spec sends everyone to /teste (the panel alias); a customer has no panel, so goes to the profile. */
export function afterPasswordChangePath(isAdmin: boolean): string {
  return isAdmin ? PATHS.teste : PATHS.meuPerfil;
}

/**
 * The history state an admin's "Sair" leaves on /log-in (the spec's route, the customers' 'Acessar Conta'): that
 * page then says the admin session ended and links back to the panel's login.
 */
export const ADMIN_SIGNED_OUT_STATE = { adminSignedOut: true } as const;

/** Whether /log-in was reached by an admin's "Sair" (its history state, see ADMIN_SIGNED_OUT_STATE). */
export function cameFromAdminSignOut(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { adminSignedOut?: unknown }).adminSignedOut === true;
}
