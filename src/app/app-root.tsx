// The root of every route: scrolls to the top on each route change, hosts app-wide pieces, and after first
// paint gets outbox entries left from an earlier visit delivered and the public tables downloaded.
import { memo, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SessionWatcher } from '../features/accounts/session-watcher';
import { AgeGate } from '../features/guides/age-gate';
import { afterFirstPaint, onIntentOrSettled } from '../lib/after-first-paint';
import { outboxMayHaveEntries } from './outbox-peek';
import { ChatHost } from './shell/chat-host';
import { UpdatePrompt } from '../components/update-prompt';
import { FollowProvider, type RenderFollowControl } from '../components/follow-slot';
import { FollowButton } from '../features/notifications/follow-button';
import { NotificationsHost } from '../features/notifications/notifications-host';

/** The pages' "Seguir" controls (components/follow-slot.tsx): the notifications feature's button. */
const renderFollowControl: RenderFollowControl = (props) => <FollowButton {...props} />;

export function AppRoot() {
  const { pathname } = useLocation();
  // A new page opens at the top. Not the first one: a prerendered page may have been scrolled before the app
  // started, and a reload keeps the position the browser restored.
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(
    () =>
      afterFirstPaint(() => {
        // Its own chunk: Dexie and the outbox load there, after the first screen, and only when the bare look at
        // IndexedDB finds something waiting (never on a first visit).
        void outboxMayHaveEntries()
          .then((waiting) => (waiting ? import('./outbox-senders').then((m) => m.deliverLeftEntries()) : undefined))
          .catch(() => undefined);
      }),
    [],
  );
  // The small public tables, downloaded once the page has settled so they are there offline (public-prefetch.ts).
  useEffect(
    () =>
      onIntentOrSettled(() => void import('../lib/content-sync/public-prefetch').then((m) => m.prefetchPublicData()).catch(() => undefined), {
        intent: false,
      }),
    [],
  );
  return <AppContent />;
}

/**
 * Everything on screen, in a Suspense boundary: React hydrates the markup of a boundary later and in short
 * slices of work (an Offscreen-priority render that yields every few milliseconds), while what lies outside
 * any boundary hydrates in one blocking task. The page stays visible and its links work meanwhile; a click or
 * key on a part not yet hydrated makes React hydrate that part first. Memoised, with no props: a render of the
 * root reaching the boundary before it hydrated would make React draw it again from scratch.
 */
const AppContent = memo(function AppContent() {
  return (
    <FollowProvider value={renderFollowControl}>
      <Suspense fallback={null}>
        <Outlet />
        <ChatHost />
        <UpdatePrompt />
        <AgeGate />
        <SessionWatcher />
        <NotificationsHost />
      </Suspense>
    </FollowProvider>
  );
});
