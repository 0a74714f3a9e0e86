// Who the header and the menu greet: a signed-in customer's name, or nobody. Drawn only after hydration: the
// prerendered page cannot know who is signed in, and its markup must match the first render in the browser.
import { useHydrated } from '../../lib/hydration';
import { useSession } from '../../features/accounts/session-store';

export interface Customer {
  /** The account's name, when it has one. */
  name: string | null;
}

export function useCustomer(): Customer | null {
  const hydrated = useHydrated();
  const signedIn = useSession((state) => state.status === 'signedIn');
  const profileName = useSession((state) => state.profile?.full_name ?? null);
  const metadataName = useSession((state) => state.user?.user_metadata?.full_name as unknown);
  if (!hydrated || !signedIn) return null;
  const name = (profileName ?? (typeof metadataName === 'string' ? metadataName : '')).trim();
  return { name: name === '' ? null : name };
}
