// The root of every route: scrolls to the top on each route change, hosts app-wide pieces, and after first
// paint gets outbox entries left from an earlier visit delivered.
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SessionWatcher } from '../features/auth/session-watcher';
import { AgeGate } from '../features/responsible/age-gate';
import { afterFirstPaint } from '../lib/after-first-paint';
import { ChatHost } from './shell/chat-host';
import { UpdatePrompt } from './shell/update-prompt';

export function AppRoot() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(
    () =>
      afterFirstPaint(() => {
        // Its own chunk: Dexie and the outbox load here, after the first screen, never before it.
        void import('../lib/waiting-deliveries').then((m) => m.deliverWaitingEntries()).catch(() => undefined);
      }),
    [],
  );
  return (
    <>
      <Outlet />
      <ChatHost />
      <UpdatePrompt />
      <AgeGate />
      <SessionWatcher />
    </>
  );
}
