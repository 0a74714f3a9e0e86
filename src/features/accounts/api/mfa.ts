// Supabase Auth's second factor (supabase.auth.mfa.*) as the admin screens use it: TOTP authenticators only.
import type { SupabaseClient } from '../../../lib/supabase';
import { compareCodeUnits } from '../../../utils/pt-br/order';

export interface Authenticator {
  id: string;
  name: string;
  createdAt: string;
}

export interface NewAuthenticator {
  id: string;
  /** The otpauth:// URI as an SVG QR code, a data: URL ready for <img>. */
  qrCode: string;
  /** The base32 secret, for typing into the app by hand. */
  secret: string;
  uri: string;
}

export interface MfaError {
  code?: string;
  message?: string;
  status?: number;
  name?: string;
}

/** The account's verified authenticators, oldest first. */
export async function listAuthenticators(client: SupabaseClient): Promise<Authenticator[]> {
  const { data, error } = await client.auth.mfa.listFactors();
  if (error) throw error;
  return data.totp
    .map((factor) => ({ id: factor.id, name: factor.friendly_name ?? '', createdAt: factor.created_at }))
    .sort((a, b) => compareCodeUnits(a.createdAt, b.createdAt));
}

/**
 * Starts a new authenticator. Unverified ones left behind (a page reloaded mid-way) are removed first: Supabase
 * Auth refuses a second factor of the same name.
 */
export async function startAuthenticator(client: SupabaseClient, name: string): Promise<NewAuthenticator> {
  const listed = await client.auth.mfa.listFactors();
  if (listed.error) throw listed.error;
  for (const factor of listed.data.all) {
    if (factor.status !== 'verified') await client.auth.mfa.unenroll({ factorId: factor.id });
  }
  const verifiedNames = new Set(listed.data.all.filter((f) => f.status === 'verified').map((f) => f.friendly_name));
  let friendlyName = name;
  for (let n = 2; verifiedNames.has(friendlyName); n++) friendlyName = `${name} ${n}`;
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName, issuer: 'Sonho & Sorte' });
  if (error) throw error;
  return { id: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret, uri: data.totp.uri };
}

/** Sends a code for an authenticator (a new one is verified by its first right code). Null when accepted. */
export async function verifyCode(client: SupabaseClient, factorId: string, code: string): Promise<MfaError | null> {
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code });
  return error ? { code: error.code, message: error.message, status: error.status, name: error.name } : null;
}

export async function removeAuthenticator(client: SupabaseClient, factorId: string): Promise<void> {
  const { error } = await client.auth.mfa.unenroll({ factorId });
  if (error) throw error;
}
