// Today's date on the Brasília clock, kept current past midnight so an open page moves to the new day's guesses.
import { useEffect, useState } from 'react';
import { todayInBrasilia } from '../../utils/calendar/dates';
import { useHydrated } from '../../lib/hydration';

const CHECK_EVERY_MS = 60_000;

/** Undefined while the page is prerendered and hydrated (the build's date is not the visitor's): see useNow. */
export function useToday(): string | undefined {
  const hydrated = useHydrated();
  const [today, setToday] = useState(() => todayInBrasilia(new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => setToday(todayInBrasilia(new Date())), CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, []);
  return hydrated ? today : undefined;
}
