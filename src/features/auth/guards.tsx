// Route guards: placeholder (lets everyone through) until the accounts feature lands.
import type { ReactNode } from 'react';

export function RequireUser({ children }: { redirectTo: '/log-in' | '/login'; children: ReactNode }) {
  return <>{children}</>;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
