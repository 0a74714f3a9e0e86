// A layout's content area: the 'Voltar' button and the lazily loaded page behind the full-screen spinner.
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { BackButton } from '../shell/back-button';

export function PageOutlet({ withBack = true }: { withBack?: boolean }) {
  return (
    <>
      {withBack && <BackButton />}
      <Suspense fallback={<FullScreenSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
