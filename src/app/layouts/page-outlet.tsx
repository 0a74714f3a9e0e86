// A layout's content area: the 'Voltar' button and the lazily loaded page behind the full-screen spinner.
import { memo, startTransition, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { replayEarlyInput } from '../../lib/early-input';
import { startedFromPrerender } from '../../lib/hydration';
import { BackButton } from '../shell/back-button';

/**
 * Set once the app's first page has been asked for: later layouts render their page directly. So do the
 * build-time prerender and the hydration of its markup, where the page is already on screen.
 */
const session = { started: import.meta.env.SSR || startedFromPrerender };

/**
 * On the app's first screen, the spinner is drawn as the content (not as a Suspense fallback) and the page
 * replaces it in a transition. React throttles revealing a boundary whose fallback was shown (up to 300 ms
 * after it appeared), which held the first page back even when its chunk had long arrived (preloaded with
 * the shell); a transition over content already on screen is committed as soon as the page is ready.
 * The boundary stays for later suspensions outside transitions (guards, for instance).
 */
export function PageOutlet({ withBack = true }: { withBack?: boolean }) {
  return (
    <>
      {withBack && <BackButton />}
      <PageArea />
    </>
  );
}

/**
 * Memoised, with no props: a layout that renders again (the phone layout replacing the desktop one right after
 * hydration, for instance) must not reach the page's boundary while it still waits for the page's code to
 * hydrate, or React drops the prerendered page and draws it again from scratch.
 */
const PageArea = memo(function PageArea() {
  const [showPage, setShowPage] = useState(session.started);
  useEffect(() => {
    session.started = true;
    if (!showPage) startTransition(() => setShowPage(true));
  }, [showPage]);
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      {showPage ? (
        <>
          <Outlet />
          <EarlyInput />
        </>
      ) : (
        <FullScreenSpinner />
      )}
    </Suspense>
  );
});

/**
 * In the page's boundary, after the page: its effect runs once the page has hydrated and its handlers are live.
 * The page is in the layout's <main id="conteudo">.
 */
function EarlyInput() {
  useEffect(() => replayEarlyInput(document.getElementById('conteudo') ?? document), []);
  return null;
}
