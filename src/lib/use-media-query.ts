// A CSS media query for layouts that change with it (the sidebar on a wide screen, the drawer on a phone).
import { startTransition, useEffect, useState } from 'react';

/**
 * Whether `query` matches: `initial` in the prerendered markup and while it is hydrated, then the device's answer,
 * drawn as a transition. Mantine's useMediaQuery sets it in a plain update, and React draws that in one block: on a
 * phone, the whole public layout again right after hydration, a long task of the main thread (issue 30).
 */
export function useMediaQuery(query: string, initial: boolean): boolean {
  const [matches, setMatches] = useState(initial);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
