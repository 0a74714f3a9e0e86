// Who is signed in, for tests: one call puts the same person in the session store (what the screens read),
// in the fake backend's auth session and in its profiles table (what a re-read of the profile finds).
import type { User } from '@supabase/supabase-js';
import { assuranceOf } from '../features/accounts/domain/assurance';
import { useSession, type Profile } from '../features/accounts/session-store';
import { currentFakeSupabase } from './fake-supabase';

/** A complete profile row: a customer who need not change the password, unless overridden. */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'u1',
    email: 'u1@exemplo.com',
    full_name: 'Pessoa',
    role: 'customer',
    must_change_password: false,
    password_changed_at: new Date().toISOString(),
    last_sign_in_at: null,
    ...overrides,
  };
}

/**
 * Signs this profile in without a sign-in screen, the state the app is in once the profile has been read. An
 * admin is past the second factor (an authenticator, aal2) unless `level` says otherwise.
 */
export function signInAs(overrides: Partial<Profile> = {}, level: { aal?: 'aal1' | 'aal2'; factors?: number } = {}): Profile {
  const profile = makeProfile(overrides);
  const fake = currentFakeSupabase();
  fake.seed('profiles', [...fake.rows('profiles').filter((row) => row.id !== profile.id), { ...profile }]);
  const admin = profile.role === 'admin';
  const factors = level.factors ?? (admin ? 1 : 0);
  for (let i = fake.auth.factors.filter((f) => f.userId === profile.id).length; i < factors; i++) fake.auth.addFactor(profile.id, `Autenticador ${i + 1}`);
  const session = fake.auth.sessionFor({ id: profile.id, email: profile.email ?? undefined }, { aal: level.aal ?? (admin && factors > 0 ? 'aal2' : 'aal1') });
  fake.auth.session = session;
  useSession.setState({
    status: 'signedIn',
    user: session.user as User,
    profile,
    isAdmin: admin,
    assurance: assuranceOf(session),
  });
  return profile;
}
