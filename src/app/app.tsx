// The app's provider tree, shared by the browser entry (main.tsx) and the build-time prerender
// (entry-server.tsx): hydration needs both to render the same markup.
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { DeferredToastViewport } from '../components/toasts/notify';
import { PrerenderMetaContext, type PageMeta } from '../lib/page-meta';
import { cssVariablesResolver, theme } from './theme';

/** A data router: the browser's in main.tsx, a memory router at build time. */
type AppRouter = ReturnType<typeof createBrowserRouter>;

interface AppProps {
  router: AppRouter;
  /** Build time: receives the title and description the prerendered page asks for. */
  onPageMeta?: (meta: PageMeta) => void;
}

export function App({ router, onPageMeta }: AppProps) {
  return (
    <StrictMode>
      <PrerenderMetaContext value={onPageMeta ?? null}>
        {/* The theme's CSS variables come from a stylesheet built with the app (main.tsx, app/theme-css.ts).
            The scheme follows the system unless the menu's switch chose one (remembered by Mantine's
            localStorage manager); index.html's inline script sets it before the first paint. */}
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto" withCssVariables={false}>
          <DeferredToastViewport />
          <RouterProvider router={router} />
        </MantineProvider>
      </PrerenderMetaContext>
    </StrictMode>
  );
}
