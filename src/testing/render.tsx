// The one render helper for component tests: Mantine (the app's theme, test env), toasts and a memory router at
// the given entry; a data router when the test needs routes of its own (guards, redirects); and its hydrating
// twin, for what the build prerenders. The backend is the fake in ./fake-supabase, the session ./session.
import { MantineProvider } from '@mantine/core';
import { act, render as rtlRender, type queries, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { cssVariablesResolver, theme } from '../app/theme';
import ToastViewport from '../components/toasts/toast-viewport';

/** Where the memory router starts: a URL, or a location with the state a navigation would carry. */
export type Entry = string | { pathname: string; search?: string; state?: unknown };

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** Initial entry of the memory router ('/', or `path` when given); pass null to render without a router. */
  route?: Entry | null;
  /**
   * Renders `ui` as the element of this route pattern (its params then resolve), with `<WhereAmI />` at every
   * other path, in a data router the result hands back, so a test can assert where a navigation went.
   */
  path?: string;
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <ToastViewport />
      {children}
    </MantineProvider>
  );
}

function wrapperFor(route: Entry | null) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <Providers>{route === null ? children : <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>}</Providers>;
  };
}

/** Shows where the router is, with its state, so a test can assert a navigation. */
export function WhereAmI() {
  const location = useLocation();
  return (
    <div data-testid="where">
      {location.pathname}
      {location.search}
      {location.state ? ` ${JSON.stringify(location.state)}` : ''}
    </div>
  );
}

/** Renders these routes in a data router starting at `route`; the result carries the router. */
export function renderRoutes(routes: RouteObject[], { route = '/', ...options }: Omit<Options, 'path'> & { route?: Entry } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const view = rtlRender(<RouterProvider router={router} />, { wrapper: Providers, ...options });
  return { ...view, router };
}

export function render(ui: ReactElement, options: Options & { path: string }): ReturnType<typeof renderRoutes>;
export function render(ui: ReactElement, options?: Options): RenderResult;
export function render(ui: ReactElement, { route, path, ...options }: Options = {}) {
  if (path !== undefined) {
    return renderRoutes(
      [
        { path, element: ui },
        { path: '*', element: <WhereAmI /> },
      ],
      { route: route ?? path, ...options },
    );
  }
  return rtlRender(ui, { wrapper: wrapperFor(route === undefined ? '/' : route), ...options });
}

/**
 * Renders `ui` to HTML as the build's prerender does (server snapshots, no effects), then hydrates that markup
 * in the document. Returns the server's markup and the recoverable errors React reported while hydrating: a
 * mismatch between the two renders is one of them.
 */
export async function renderHydrated(
  ui: ReactElement,
  { route = '/', beforeHydrate }: { route?: Entry | null; beforeHydrate?: (container: HTMLElement) => void } = {},
) {
  const Wrapper = wrapperFor(route);
  const serverHtml = renderToString(<Wrapper>{ui}</Wrapper>);
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  beforeHydrate?.(container);
  const recoverableErrors: unknown[] = [];
  let result: RenderResult<typeof queries, HTMLDivElement> | undefined;
  await act(async () => {
    result = rtlRender<typeof queries, HTMLDivElement>(ui, { wrapper: Wrapper, container, hydrate: true, onRecoverableError: (error) => recoverableErrors.push(error) });
  });
  return { ...result!, serverHtml, recoverableErrors };
}

export * from '@testing-library/react';
