// The one render helper for component tests: Mantine (test env), toasts and a memory router.
import { MantineProvider } from '@mantine/core';
import { render as rtlRender, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { cssVariablesResolver, theme } from '../app/theme';
import { ToastViewport } from '../lib/notify';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL of the memory router; pass null to render without a router. */
  route?: string | null;
}

export function render(ui: ReactElement, { route = '/', ...options }: Options = {}) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <ToastViewport />
      {route === null ? children : <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>}
    </MantineProvider>
  );
  return rtlRender(ui, { wrapper: Wrapper, ...options });
}

export * from '@testing-library/react';
