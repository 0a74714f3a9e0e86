// The current time, refreshed every `intervalMs`, for clocks and countdowns.
import { useEffect, useState } from 'react';
import { useHydrated } from './hydration';

/**
 * Undefined while the page is prerendered and while its markup is hydrated: the build's clock is not the
 * visitor's, so time-dependent parts show their placeholder until the device's clock is read.
 */
export function useNow(intervalMs = 1000): Date | undefined {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return hydrated ? now : undefined;
}
