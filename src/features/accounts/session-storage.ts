// What this device keeps about who is signed in, in localStorage: supabase-js's own session (read here only to
// know, without loading supabase-js, whether there is one) and the profile last read from the server.
import type { Profile } from './api/get-profile';

/** Where supabase-js keeps the session (the storageKey given in lib/supabase.ts). */
export const AUTH_STORAGE_KEY = 'sonho-e-sorte-auth';
/**
 * The profile last read from the server for the person signed in on this device. A start without a network
 * (the admin's tablet offline) uses it for that same person, so the panel opens with what is queued on the
 * device instead of "Acesso negado". It only decides what the screen shows: the database checks every read
 * and write again. Removed on sign-out.
 */
export const PROFILE_STORAGE_KEY = 'sonho-e-sorte-profile';

/** Whether this browser holds a session from an earlier visit (read without loading supabase-js). */
export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** Forgets the stored session without supabase-js (a forced sign-out when supabase-js cannot even load). */
export function forgetStoredSession(): void {
  try {
    window.localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Nothing more can be done on this device.
  }
}

/** Remembers the profile just read (null forgets it). */
export function rememberProfile(profile: Profile | null): void {
  try {
    if (profile) window.localStorage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(profile));
    else window.localStorage.removeItem(PROFILE_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the next start without a network shows less, nothing else changes.
  }
}

/** The profile remembered on this device, if it is this person's. */
export function rememberedProfile(userId: string): Profile | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(PROFILE_STORAGE_KEY) ?? 'null') as Profile | null;
    return stored?.id === userId ? stored : null;
  } catch {
    return null;
  }
}
