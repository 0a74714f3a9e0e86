// A counter that moves to the next item every `intervalMs`, wrapping around.
import { useEffect, useState } from 'react';

export function nextIndex(index: number, length: number): number {
  return length === 0 ? 0 : (index + 1) % length;
}

export function useRotatingIndex(length: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (length < 2) return undefined;
    const timer = window.setInterval(() => setIndex((current) => nextIndex(current, length)), intervalMs);
    return () => window.clearInterval(timer);
  }, [length, intervalMs]);
  return index;
}
