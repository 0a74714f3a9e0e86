// The second factor as the app sees it (issue 28): the session's assurance level read from its access token
// (the aal and amr claims Supabase Auth signs), the admin's next step on the way to the panel, and the small
// rules of the code field. Pure: no supabase-js, no React.
import { passwordChangeReason, type PasswordState } from './redirects';

type AuthLevel = 'aal1' | 'aal2';

export interface Assurance {
  /** What the current token proves: aal1 (password or recovery link), aal2 (plus an authenticator code). */
  level: AuthLevel | null;
  /** Authenticators the account has verified. */
  verifiedFactors: number;
  /** How this session signed in, newest first ('totp', 'password', 'recovery'...). */
  methods: string[];
}

export const NO_ASSURANCE: Assurance = { level: null, verifiedFactors: 0, methods: [] };

/** The claims of a JWT, unverified (the server verifies; the app only reads what its own token says). */
export function tokenClaims(accessToken: string): Record<string, unknown> | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

interface SessionLike {
  access_token: string;
  user: { factors?: ReadonlyArray<{ status: string }> | null };
}

export function assuranceOf(session: SessionLike | null | undefined): Assurance {
  if (!session) return NO_ASSURANCE;
  const claims = tokenClaims(session.access_token);
  const level = claims?.aal === 'aal2' ? 'aal2' : claims?.aal === 'aal1' ? 'aal1' : null;
  const amr = Array.isArray(claims?.amr) ? (claims.amr as unknown[]) : [];
  const methods = amr.map((entry) => (entry && typeof entry === 'object' ? String((entry as { method?: unknown }).method ?? '') : '')).filter(Boolean);
  const verifiedFactors = (session.user.factors ?? []).filter((factor) => factor.status === 'verified').length;
  return { level, verifiedFactors, methods };
}

/**
 * Where an admin stands between the password and the panel:
 * - 'code': an authenticator exists and this session has not given a code yet (before anything else: Supabase
 *   Auth refuses a new password at aal1 once a factor is verified);
 * - 'password': the password must change (first access, expired);
 * - 'enrol': no authenticator yet (first access, or a colleague reset it);
 * - 'panel'.
 */
export type AdminStep = 'code' | 'password' | 'enrol' | 'panel';

export function adminStep(profile: PasswordState | null | undefined, assurance: Assurance, now: number): AdminStep {
  const mustChange = passwordChangeReason(profile, now) !== null;
  if (assurance.verifiedFactors === 0) return mustChange ? 'password' : 'enrol';
  if (assurance.level !== 'aal2') return 'code';
  return mustChange ? 'password' : 'panel';
}

/** The code as typed, reduced to its digits (a pasted "123 456" works). */
export function codeDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 6);
}

export function isCompleteCode(typed: string): boolean {
  return /^[0-9]{6}$/.test(codeDigits(typed));
}

/** The secret in groups of four, easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

export type CodeFailure = { kind: 'wrong' } | { kind: 'locked'; minutes: number } | { kind: 'offline' } | { kind: 'other' };

/** What a refused code means, from Supabase Auth's error (code and message). */
export function classifyCodeError(error: { code?: string; message?: string; status?: number; name?: string }): CodeFailure {
  if (error.name === 'AuthRetryableFetchError' || error.status === 0) return { kind: 'offline' };
  if (error.code === 'mfa_verification_failed' || error.code === 'mfa_challenge_expired') return { kind: 'wrong' };
  if (error.code === 'mfa_verification_rejected') {
    const minutes = /(\d+)\s*minute/i.exec(error.message ?? '');
    return { kind: 'locked', minutes: minutes ? Number(minutes[1]) : 15 };
  }
  return { kind: 'other' };
}
