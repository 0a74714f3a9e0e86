// A layout's content area: the 'Voltar' button and the lazily loaded page behind the full-screen spinner.
import { startTransition, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { BackButton } from '../shell/back-button';

/** Set once the app's first page has been asked for: later layouts render their page directly. */
const session = { started: false };

/**
 * On the app's first screen, the spinner is drawn as the content (not as a Suspense fallback) and the page
 * replaces it in a transition. React throttles revealing a boundary whose fallback was shown (up to 300 ms
 * after it appeared), which held the first page back even when its chunk had long arrived (preloaded with
 * the shell); a transition over content already on screen is committed as soon as the page is ready.
 * The boundary stays for later suspensions outside transitions (guards, for instance).
 */
export function PageOutlet({ withBack = true }: { withBack?: boolean }) {
  const [showPage, setShowPage] = useState(session.started);
  useEffect(() => {
    session.started = true;
    if (!showPage) startTransition(() => setShowPage(true));
  }, [showPage]);
  return (
    <>
      {withBack && <BackButton />}
      <Suspense fallback={<FullScreenSpinner />}>{showPage ? <Outlet /> : <FullScreenSpinner />}</Suspense>
    </>
  );
}
