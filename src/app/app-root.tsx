// The root of every route: scrolls to the top on each route change and hosts app-wide pieces.
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SessionWatcher } from '../features/auth/session-watcher';
import { AgeGate } from '../features/responsible/age-gate';
import { ChatHost } from './shell/chat-host';
import { UpdatePrompt } from './shell/update-prompt';

export function AppRoot() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
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
