// New versions of the app, tab by tab. The service worker (vite-plugin-pwa, registerType 'prompt') installs
// a new version beside the running one; each tab then offers it, and only the tab where the person pressed
// "Atualizar" reloads. Other tabs keep what they show (a half-typed chat, a form) even once the new worker
// controls them (it claims every open tab): they keep the prompt until their own person accepts.
// Registered from the update prompt once the page has painted, never during the first screen.
import { create } from 'zustand';
import { INTERVAL_CHECK_MS, shouldCheckForUpdate, type UpdateCheckReason } from './update-checks';

interface AppUpdateState {
  /** A newer version is installed (waiting, or already activated by another tab). */
  available: boolean;
  /** This tab could not load one of its pages: the version it runs is gone from the server. */
  stale: boolean;
  /** The person pressed "Depois"; the prompt returns on the next page they open. */
  dismissed: boolean;
  /** The person pressed "Atualizar" with unsent text on the page: they are asked first. */
  confirming: boolean;
}

export const useAppUpdate = create<AppUpdateState>(() => ({ available: false, stale: false, dismissed: false, confirming: false }));

/** Whether the prompt shows. */
export const selectPromptShown = (state: AppUpdateState): boolean => (state.available || state.stale) && !state.dismissed;

function offerUpdate(): void {
  useAppUpdate.setState({ available: true, dismissed: false });
}

/** A page's code could not be loaded (lazy-page.ts, crash-screen.tsx): only the new version can show it. */
export function markStale(): void {
  useAppUpdate.setState({ stale: true, dismissed: false });
}

export function dismissUpdate(): void {
  useAppUpdate.setState({ dismissed: true, confirming: false });
}

export function cancelUpdate(): void {
  useAppUpdate.setState({ confirming: false });
}

/** A page opened in the app: a dismissed prompt comes back (the person moved on from what they were doing). */
export function onNavigation(): void {
  if (useAppUpdate.getState().dismissed) useAppUpdate.setState({ dismissed: false });
  checkForUpdate('navigation');
}

const SEARCH_FIELD = '[role="search"] *, [role="combobox"]';
const TEXT_INPUT_TYPES = new Set(['text', 'email', 'tel', 'url', 'number', 'password', '']);

/**
 * Whether reloading this tab would lose something the person typed: a text field with text in it (search
 * boxes aside) or a piece of the page that says it holds unsent work (the chat's conversation, for one).
 */
export function hasUnsentWork(root: ParentNode = document): boolean {
  if (root.querySelector('[data-unsent-work]')) return true;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.disabled || field.readOnly || field.matches(SEARCH_FIELD)) continue;
    if (field instanceof HTMLInputElement && !TEXT_INPUT_TYPES.has(field.type)) continue;
    if (field.value.trim() !== '') return true;
  }
  return false;
}

let registration: ServiceWorkerRegistration | undefined;
let acceptedHere = false;
let lastCheckAt: number | undefined;
/** If the worker never takes over after "Atualizar" (it was replaced meanwhile), reload all the same. */
const TAKEOVER_TIMEOUT_MS = 4_000;

function reloadIntoNewVersion(): void {
  // The address is kept: the new version opens the page the person was on.
  window.location.reload();
}

/**
 * "Atualizar" in this tab. With unsent text on the page, the person is asked first (`confirmed` is their
 * answer). The waiting worker is told to take over; its takeover reloads this tab, and this tab only.
 */
export function acceptUpdate({ confirmed = false }: { confirmed?: boolean } = {}): void {
  if (!confirmed && hasUnsentWork()) {
    useAppUpdate.setState({ confirming: true });
    return;
  }
  useAppUpdate.setState({ confirming: false });
  acceptedHere = true;
  const waiting = registration?.waiting;
  if (!waiting) {
    // Already activated (another tab accepted), or a page of a removed version: the reload gets the new one.
    reloadIntoNewVersion();
    return;
  }
  waiting.postMessage({ type: 'SKIP_WAITING' });
  window.setTimeout(reloadIntoNewVersion, TAKEOVER_TIMEOUT_MS);
}

/** Asks the server for a new service worker when the moment is right (lib/update-checks.ts). */
export function checkForUpdate(reason: UpdateCheckReason): void {
  if (!registration) return;
  const now = Date.now();
  if (!shouldCheckForUpdate({ reason, online: navigator.onLine, now, lastCheckAt })) return;
  lastCheckAt = now;
  void registration.update().catch(() => undefined);
}

let started = false;

/** Registers the service worker and watches for new versions; once per page. */
export async function registerServiceWorker(): Promise<void> {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  const container = navigator.serviceWorker;
  let controller = container.controller;
  container.addEventListener('controllerchange', () => {
    const previous = controller;
    controller = container.controller;
    if (acceptedHere) {
      reloadIntoNewVersion();
      return;
    }
    // Another tab accepted, and the new worker claimed this one too. This tab still runs its own version: it
    // offers the update and never reloads by itself. (Without a previous worker, this is the first install.)
    if (previous) offerUpdate();
  });

  const reg = await container.register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL, type: 'classic' });
  registration = reg;
  // Registering fetched the worker script: that was a check.
  lastCheckAt = Date.now();
  // A version waits when a page of the current one is running (this tab or another): it is offered. With no
  // controller this tab is on its first visit and the worker is the first one, no update.
  const offerIfWaiting = () => {
    if (reg.waiting && container.controller) offerUpdate();
  };
  offerIfWaiting();
  reg.addEventListener('updatefound', () => {
    const worker = reg.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offerIfWaiting();
    });
  });

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate('foreground');
  });
  window.addEventListener('online', () => checkForUpdate('online'));
  window.setInterval(() => checkForUpdate('interval'), INTERVAL_CHECK_MS);
}
