// App-wide session duties: restore an earlier session after first paint, and the 30-minute idle logout (its
// clock, idle.ts, loads once someone is signed in: most visitors never are, and the app's entry stays small).
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { LOGIN_TEXTS } from './domain/messages';
import { afterFirstPaint } from '../../lib/after-first-paint';
import type { IdleReason } from './idle';
import * as parts from './part-loaders';
import { notify } from '../../components/toasts/notify';
import { ensureSession, signOut, useSession } from './session-store';
import { AUTH_STORAGE_KEY, hasStoredSession } from './session-storage';
import { PATHS } from '../../utils/paths';

export function SessionWatcher() {
  const navigate = useNavigate();
  const location = useLocation();
  // Where the person is when the timer fires, for /login to send them back after signing in again.
  const here = useRef<Location>(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  // Set when the idle timer fires on a page: sign out only once /login is on screen, or the guarded page's own
  // guard (still shown while the /login chunk loads) would race us to /log-in.
  const [expiring, setExpiring] = useState(false);
  useEffect(() => {
    if (!expiring || location.pathname !== PATHS.login) return;
    setExpiring(false);
    void signOut({ force: true, quiet: true }).then(() => notify.warning(LOGIN_TEXTS.idleTitle, LOGIN_TEXTS.idleMessage));
  }, [expiring, location.pathname]);
  const status = useSession((state) => state.status);
  const lastEvent = useSession((state) => state.lastEvent);

  // Only a browser that signed in before pays for supabase-js on a public page, and only after first paint.
  useEffect(() => {
    const cancel = hasStoredSession() ? afterFirstPaint(() => void ensureSession()) : undefined;
    // Another tab signing in writes the session key: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY && event.newValue !== null) void ensureSession();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      cancel?.();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const signedIn = status === 'signedIn';
  // A sign-in in this tab starts the clock now; a restored session also counts other tabs' past activity.
  const fresh = lastEvent === 'SIGNED_IN';
  useEffect(() => {
    if (!signedIn) return undefined;
    let stop: (() => void) | undefined;
    let ended = false;
    // The clock's code loads now: the 30 minutes count from this moment, however long it takes to arrive.
    const since = Date.now();
    void parts.IdleWatch().then(({ watchIdle }) => {
      if (ended) return;
      stop = watchIdle({
        fresh,
        since,
        onIdle: (reason: IdleReason) => {
          // Leave the guarded page first; the effect above signs out once /login shows.
          if (reason === 'timeout') {
            const { pathname, search } = here.current;
            setExpiring(true);
            void navigate(PATHS.login, { replace: true, state: { from: { pathname, search } } });
            return;
          }
          void signOut({ force: true, quiet: true }).then(() => notify.warning(LOGIN_TEXTS.idleTitle, LOGIN_TEXTS.idleMessage));
        },
      });
    });
    return () => {
      ended = true;
      stop?.();
    };
    // The watch lives for the whole signed-in period, not per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);
  return null;
}
