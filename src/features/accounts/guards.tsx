// Route guards (SPEC §2): a signed-in user for /meu-perfil and /change-password, an admin for /painel/*.
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { passwordChangeReason } from './domain/redirects';
import { useSession, type Profile } from './session-store';
import { useSessionInit } from './use-session-init';
import * as parts from './part-loaders';

// The admin login is its own chunk: visitors of public pages never download it.
const AdminLogin = lazy(parts.AdminLogin);

/** Signed out: off to the login screen, remembering where the person was going. */
export function RequireUser({ redirectTo, children }: { redirectTo: '/log-in' | '/login'; children: ReactNode }) {
  const status = useSessionInit();
  const location = useLocation();
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'signedOut') return <Navigate to={redirectTo} state={{ from: location }} replace />;
  return <>{children}</>;
}

function reasonNow(profile: Profile | null) {
  return passwordChangeReason(profile, Date.now());
}

/**
 * Admins only. Anyone else sees the admin login in place, on the URL they asked for; a signed-in
 * customer sees it with a refusal. An admin whose password must change goes to /change-password first.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const status = useSessionInit();
  const isAdmin = useSession((state) => state.isAdmin);
  const profile = useSession((state) => state.profile);
  const location = useLocation();
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'signedOut' || !isAdmin) {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <AdminLogin refused={status === 'signedIn'} />
      </Suspense>
    );
  }
  const reason = reasonNow(profile);
  if (reason) {
    return <Navigate to="/change-password" state={{ reason, from: `${location.pathname}${location.search}` }} replace />;
  }
  return <>{children}</>;
}
