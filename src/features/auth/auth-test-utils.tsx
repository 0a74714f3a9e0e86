// Test helpers for the auth screens: a fake supabase-js client and a render inside Mantine and a memory router.
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';

export function createFakeSupabase() {
  return {
    rpc: vi.fn(async (_fn: string, _args?: unknown) => ({ data: { locked: false, remaining_minutes: 0 } as unknown, error: null as unknown })),
    from: vi.fn(() => {
      const query = {
        select: () => query,
        eq: () => query,
        maybeSingle: async () => ({ data: null as unknown, error: null }),
      };
      return query;
    }),
    auth: {
      onAuthStateChange: vi.fn(() => ({ data: { subscription: { unsubscribe: vi.fn() } } })),
      signInWithPassword: vi.fn(async (_credentials: { email: string; password: string }) => ({
        data: { user: null as unknown, session: null as unknown },
        error: null as unknown,
      })),
      signOut: vi.fn(async (_options?: unknown) => ({ error: null as unknown })),
      getSession: vi.fn(async () => ({ data: { session: { access_token: 't' } as unknown } })),
      updateUser: vi.fn(async (_attributes: { password: string }) => ({ data: {}, error: null as unknown })),
    },
  };
}

export type FakeSupabase = ReturnType<typeof createFakeSupabase>;

/** What `supabase.from('profiles')...maybeSingle()` answers: the given row. */
export function profileQuery(row: unknown) {
  const query = {
    select: () => query,
    eq: () => query,
    maybeSingle: async () => ({ data: row, error: null }),
  };
  return query;
}

/** Shows where the router is, with its state, so a test can assert a navigation. */
export function WhereAmI() {
  const location = useLocation();
  return (
    <div data-testid="where">
      {location.pathname}
      {location.state ? ` ${JSON.stringify(location.state)}` : ''}
    </div>
  );
}

export function renderRoutes(routes: RouteObject[], initialEntry: string | { pathname: string; state?: unknown }) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { ...view, router };
}

/** Renders one element at `path`, plus a marker route at every other path. */
export function renderAt(element: ReactElement, path = '/', initialEntry: string | { pathname: string; state?: unknown } = path) {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <WhereAmI /> },
    ],
    initialEntry,
  );
}
