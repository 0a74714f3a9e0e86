// Route guards (SPEC §2): a signed-in user for /meu-perfil and /change-password, an admin for /painel/*.
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { adminStep, type Assurance } from './domain/assurance';
import { passwordChangeReason } from './domain/redirects';
import { useSession, type Profile } from './session-store';
import { useSessionInit } from './use-session-init';
import * as parts from './part-loaders';
import { PATHS } from '../../utils/paths';

// The admin login is its own chunk: visitors of public pages never download it.
const AdminLogin = lazy(parts.AdminLogin);

/** Signed out: off to the login screen, remembering where the person was going. */
export function RequireUser({ redirectTo, children }: { redirectTo: typeof PATHS.logIn | typeof PATHS.login; children: ReactNode }) {
  const status = useSessionInit();
  const location = useLocation();
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'signedOut') return <Navigate to={redirectTo} state={{ from: location }} replace />;
  return <>{children}</>;
}

function reasonNow(profile: Profile | null) {
  return passwordChangeReason(profile, Date.now());
}

function stepNow(profile: Profile | null, assurance: Assurance) {
  return adminStep(profile, assurance, Date.now());
}

/**
 * Admins only. Anyone else sees the admin login in place, on the URL they asked for; a signed-in
 * customer sees it with a refusal. An admin goes on from the password in place too: the authenticator code
 * (or setting one up, the first time), and /change-password when the password must change; then the page.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const status = useSessionInit();
  const isAdmin = useSession((state) => state.isAdmin);
  const profile = useSession((state) => state.profile);
  const assurance = useSession((state) => state.assurance);
  const location = useLocation();
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'signedOut' || !isAdmin) {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <AdminLogin refused={status === 'signedIn'} />
      </Suspense>
    );
  }
  const step = stepNow(profile, assurance);
  const reason = reasonNow(profile);
  if (step === 'password' && reason) {
    return <Navigate to={PATHS.changePassword} state={{ reason, from: `${location.pathname}${location.search}` }} replace />;
  }
  if (step === 'code' || step === 'enrol') {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <AdminLogin step={step} />
      </Suspense>
    );
  }
  return <>{children}</>;
}
