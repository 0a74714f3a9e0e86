// Who is signed in: a Zustand mirror of supabase-js onAuthStateChange plus the account's profile row.
// supabase-js loads only when something needs the session, so visitors who never signed in skip it.
// The server calls are in api/, what the device keeps in session-storage.ts, the toasts in session-notices.ts.
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { create } from 'zustand';
import { NO_ASSURANCE, assuranceOf, type Assurance } from './domain/assurance';
import { classifySignInError, type SignInFailure } from './domain/sign-in-error';
import { getProfile, type Profile } from './api/get-profile';
import { signInWithPassword as signInOnServer } from './api/sign-in-with-password';
import { signOutEverywhere, signOutOnThisDevice } from './api/sign-out';
import { announceSignOutFailed } from './session-notices';
import { forgetStoredSession, hasStoredSession, rememberProfile, rememberedProfile } from './session-storage';
import { getSupabase } from '../../lib/supabase';

export type { Profile };

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  profile: Profile | null;
  isAdmin: boolean;
  /** The latest auth event (SIGNED_IN, TOKEN_REFRESHED, PASSWORD_RECOVERY, MFA_CHALLENGE_VERIFIED, ...). */
  lastEvent: AuthChangeEvent | null;
  /** What the session's token proves (aal1/aal2) and how many authenticators the account has. */
  assurance: Assurance;
}

function initialState(): SessionState {
  // Without a stored session the answer is known at once: no spinner, no supabase-js.
  return {
    status: hasStoredSession() ? 'loading' : 'signedOut',
    user: null,
    profile: null,
    isAdmin: false,
    lastEvent: null,
    assurance: NO_ASSURANCE,
  };
}

export const useSession = create<SessionState>(() => initialState());

/** Bumped on every change of who is signed in, so a slow profile read cannot overwrite a newer state. */
let generation = 0;
let started: Promise<void> | undefined;

function applySignedIn(user: User, profile: Profile | null): void {
  useSession.setState({ status: 'signedIn', user, profile, isAdmin: profile?.role === 'admin' });
}

function applySignedOut(): void {
  generation += 1;
  rememberProfile(null);
  useSession.setState({ status: 'signedOut', user: null, profile: null, isAdmin: false, assurance: NO_ASSURANCE });
}

/** The profile row; null when there is none, undefined when it could not be read (offline, server error). */
async function fetchProfile(userId: string): Promise<Profile | null | undefined> {
  try {
    return await getProfile(await getSupabase(), userId);
  } catch {
    return undefined;
  }
}

async function loadProfileAndApply(user: User, gen: number): Promise<void> {
  const profile = await fetchProfile(user.id);
  if (gen !== generation) return;
  if (profile !== undefined) {
    rememberProfile(profile);
    applySignedIn(user, profile);
    return;
  }
  // A failed read (offline) keeps what is known about the same person rather than demoting an admin: from
  // this page, or else from this device's last read.
  const known = useSession.getState();
  applySignedIn(user, known.user?.id === user.id && known.profile ? known.profile : rememberedProfile(user.id));
}

/** The onAuthStateChange callback: kept synchronous, the profile read runs after it returns. */
function handleAuthChange(event: AuthChangeEvent, session: Session | null): void {
  // "Password recovery" lasts until the password is updated or the person signs out.
  const recovering = useSession.getState().lastEvent === 'PASSWORD_RECOVERY' && event !== 'USER_UPDATED' && event !== 'SIGNED_OUT';
  useSession.setState({ lastEvent: recovering ? 'PASSWORD_RECOVERY' : event });
  if (!session || event === 'SIGNED_OUT') {
    applySignedOut();
    return;
  }
  useSession.setState({ assurance: assuranceOf(session) });
  const current = useSession.getState();
  if (current.status === 'signedIn' && current.user?.id === session.user.id) {
    // Token refresh, MFA verification, tab refocus: same person, no spinner.
    useSession.setState({ user: session.user });
    if (event === 'USER_UPDATED' || event === 'SIGNED_IN') {
      const gen = generation;
      setTimeout(() => void loadProfileAndApply(session.user, gen), 0);
    }
    return;
  }
  // Someone new (or the stored session on start): read the profile before saying who it is,
  // so the admin guard never decides on a half-known account.
  generation += 1;
  const gen = generation;
  setTimeout(() => void loadProfileAndApply(session.user, gen), 0);
}

/**
 * Loads supabase-js and starts mirroring its auth events (once). supabase-js itself refreshes the
 * token before it expires and re-checks the session when the tab becomes visible (autoRefreshToken).
 */
export function ensureSession(): Promise<void> {
  started ??= getSupabase()
    .then((supabase) => {
      supabase.auth.onAuthStateChange((event, session) => handleAuthChange(event, session));
    })
    .catch(() => {
      started = undefined;
      if (useSession.getState().status === 'loading') applySignedOut();
    });
  return started;
}

/** Reads the level again from the stored session (after a code is verified or an authenticator added). */
export async function refreshAssurance(): Promise<Assurance> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  // The user object of a stored session can be older than its factors: ask the server when signed in.
  const fresh = data.session ? await supabase.auth.getUser() : null;
  const session = data.session && fresh?.data.user ? { ...data.session, user: fresh.data.user } : data.session;
  const assurance = assuranceOf(session);
  if (useSession.getState().status === 'signedIn') useSession.setState({ assurance });
  return assurance;
}

/** Marks the session as opened by a password recovery link (SPEC §4's "password recovery" state). */
export function markPasswordRecovery(): void {
  useSession.setState({ lastEvent: 'PASSWORD_RECOVERY' });
}

/** Re-reads the profile (after a password change, for instance). */
export async function refreshProfile(): Promise<Profile | null> {
  const { user } = useSession.getState();
  if (!user) return null;
  const gen = generation;
  const profile = await fetchProfile(user.id);
  if (profile === undefined) return useSession.getState().profile;
  if (gen === generation && useSession.getState().user?.id === user.id) {
    rememberProfile(profile);
    applySignedIn(user, profile);
  }
  return profile;
}

export type SignInResult = { ok: true; user: User; profile: Profile | null; isAdmin: boolean } | { ok: false; failure: SignInFailure };

/**
 * Password sign-in. The server records the attempt and enforces the lockout itself; a refusal
 * comes back as a failure. Throws only on the unexpected (the screen shows 'Erro Inesperado').
 */
export async function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  await ensureSession();
  const supabase = await getSupabase();
  const { user, error } = await signInOnServer(supabase, email.trim(), password);
  if (error || !user) return { ok: false, failure: classifySignInError(error ?? {}, { online: navigator.onLine }) };
  // The session's level and authenticators (aal1 after a password; an admin's next step may be a code).
  const { data: current } = await supabase.auth.getSession();
  useSession.setState({ assurance: assuranceOf(current.session) });
  generation += 1;
  const gen = generation;
  const profile = (await fetchProfile(user.id)) ?? null;
  if (gen === generation) {
    rememberProfile(profile);
    applySignedIn(user, profile);
  }
  return { ok: true, user, profile, isAdmin: profile?.role === 'admin' };
}

export interface SignOutOptions {
  /** Sign out on this device even when the server cannot be reached (idle logout). */
  force?: boolean;
  /** No 'Sign out Failed' toast: the caller reports the outcome. */
  quiet?: boolean;
}

/**
 * Signs out (the admin sidebar's 'Sair', /meu-perfil, idle logout). Resolves true when signed out;
 * on failure shows 'Sign out Failed' and resolves false, and the person stays signed in.
 */
export async function signOut(options: SignOutOptions = {}): Promise<boolean> {
  try {
    const supabase = await getSupabase();
    const { error } = await signOutEverywhere(supabase);
    if (!error) {
      applySignedOut();
      return true;
    }
    if (options.force) {
      await signOutOnThisDevice(supabase);
      applySignedOut();
      return true;
    }
  } catch {
    if (options.force) {
      forgetStoredSession();
      applySignedOut();
      return true;
    }
  }
  if (!options.quiet) announceSignOutFailed();
  return false;
}

/** For tests: back to the state of a fresh page load. */
export function resetSessionStore(): void {
  generation += 1;
  started = undefined;
  useSession.setState(initialState(), true);
}
