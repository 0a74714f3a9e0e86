// When the welcome hint bubble shows (SPEC §4, §9): first after 10 s, then every 3 minutes, at most 5 times
// per browser session, each time for 15 s; never while the chat is open.
import { useCallback, useEffect, useRef, useState } from 'react';

export const HINT_FIRST_DELAY_MS = 10_000;
export const HINT_INTERVAL_MS = 180_000;
export const HINT_VISIBLE_MS = 15_000;
export const HINT_MAX_PER_SESSION = 5;
export const HINT_COUNT_KEY = 'sonho-e-sorte:welcome-hint-count';

// Some private modes refuse sessionStorage: then the count lives as long as the page.
let memoryCount = 0;

export function readHintCount(): number {
  try {
    const raw = window.sessionStorage.getItem(HINT_COUNT_KEY);
    const parsed = raw === null ? 0 : Number.parseInt(raw, 10);
    return Number.isFinite(parsed) ? parsed : 0;
  } catch {
    return memoryCount;
  }
}

function writeHintCount(count: number): void {
  memoryCount = count;
  try {
    window.sessionStorage.setItem(HINT_COUNT_KEY, String(count));
  } catch {
    // Kept in memory above.
  }
}

export function useWelcomeHint(chatOpen: boolean, enabled = true): { visible: boolean; dismiss: () => void } {
  const [visible, setVisible] = useState(false);
  const chatOpenRef = useRef(chatOpen);

  useEffect(() => {
    chatOpenRef.current = chatOpen;
    // Once the visitor opened the chat, the current hint has done its job.
    if (chatOpen) setVisible(false);
  }, [chatOpen]);

  useEffect(() => {
    if (!enabled) return;
    let showTimer: ReturnType<typeof setTimeout> | undefined;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (delay: number) => {
      if (readHintCount() >= HINT_MAX_PER_SESSION) return;
      showTimer = setTimeout(() => {
        // A showing that falls while the chat is open is skipped, and does not count.
        if (!chatOpenRef.current && readHintCount() < HINT_MAX_PER_SESSION) {
          writeHintCount(readHintCount() + 1);
          setVisible(true);
          clearTimeout(hideTimer);
          hideTimer = setTimeout(() => setVisible(false), HINT_VISIBLE_MS);
        }
        schedule(HINT_INTERVAL_MS);
      }, delay);
    };
    schedule(HINT_FIRST_DELAY_MS);
    return () => {
      clearTimeout(showTimer);
      clearTimeout(hideTimer);
      setVisible(false);
    };
  }, [enabled]);

  const dismiss = useCallback(() => setVisible(false), []);
  return { visible: visible && !chatOpen && enabled, dismiss };
}
