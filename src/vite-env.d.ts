/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

interface Window {
  /** Submits and button clicks held in a prerendered page until the app starts (src/app/boot/early-events.ts). */
  __earlyEvents?: {
    queue: { type: 'submit' | 'click'; target: EventTarget | null; submitter?: HTMLElement | null }[];
    stop(): void;
    /** Chromium's install prompt (`beforeinstallprompt`), held for the app (features/notifications/install-watch.ts). */
    installPrompt?: Event;
  };
}

/** The year of the build (vite.config.ts `define`). */
declare const __BUILD_YEAR__: number;
