// The one render helper for component tests: Mantine (test env), toasts and a memory router; and its hydrating
// twin, for what the build prerenders.
import { MantineProvider } from '@mantine/core';
import { act, render as rtlRender, type queries, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { cssVariablesResolver, theme } from '../app/theme';
import ToastViewport from '../lib/toast-viewport';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL of the memory router; pass null to render without a router. */
  route?: string | null;
}

function wrapperFor(route: string | null) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <ToastViewport />
        {route === null ? children : <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>}
      </MantineProvider>
    );
  };
}

export function render(ui: ReactElement, { route = '/', ...options }: Options = {}) {
  return rtlRender(ui, { wrapper: wrapperFor(route), ...options });
}

/**
 * Renders `ui` to HTML as the build's prerender does (server snapshots, no effects), then hydrates that markup
 * in the document. Returns the server's markup and the recoverable errors React reported while hydrating: a
 * mismatch between the two renders is one of them.
 */
export async function renderHydrated(
  ui: ReactElement,
  { route = '/', beforeHydrate }: { route?: string | null; beforeHydrate?: (container: HTMLElement) => void } = {},
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
