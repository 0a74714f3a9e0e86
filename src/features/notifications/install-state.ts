// Installing the app, as this browser allows it: Chromium's own prompt (`beforeinstallprompt`, caught as early
// as the page's inline script can, app/boot/early-events.ts), or the guide for iPhones and other Android
// browsers. Also what the quiet offer needs: how many visits, whether it was answered, whether the person just
// followed something. Small and without storage libraries: the menu and the app root use it on every page.
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { canInstall, installMethod, shouldOfferInstall, type InstallMethod } from './domain/install-offer';
import { isStandalone } from './push-environment';

/** Chromium's install prompt event. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const VISITS_KEY = 'sonho-e-sorte:visits';
/** In sessionStorage: this browsing session was counted as a visit. */
export const VISIT_COUNTED_KEY = 'sonho-e-sorte:visit-counted';
export const OFFER_ANSWERED_KEY = 'sonho-e-sorte:install-offer';
export const INSTALLED_KEY = 'sonho-e-sorte:installed';

interface InstallState {
  /** False until startInstallWatch ran (the prerendered page and its hydration know nothing of the device). */
  started: boolean;
  prompt: BeforeInstallPromptEvent | null;
  standalone: boolean;
  installedBefore: boolean;
  visits: number;
  offerAnswered: boolean;
  justFollowed: boolean;
  /** The install guide (iPhone, other Android browsers) is open. */
  guideOpen: boolean;
}

export const useInstall = create<InstallState>(() => ({
  started: false,
  prompt: null,
  standalone: false,
  installedBefore: false,
  visits: 0,
  offerAnswered: false,
  justFollowed: false,
  guideOpen: false,
}));

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage blocked: remembered for this page load only.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

/** Counts this browsing session as one visit (once, however many pages and reloads); returns the total. */
export function countVisit(): number {
  const stored = Number(read(local, VISITS_KEY) ?? '0');
  const visits = Number.isFinite(stored) && stored > 0 ? Math.floor(stored) : 0;
  if (read(session, VISIT_COUNTED_KEY)) return Math.max(visits, 1);
  write(session, VISIT_COUNTED_KEY, '1');
  write(local, VISITS_KEY, String(visits + 1));
  return visits + 1;
}

let watching = false;

/** Reads the device, counts the visit and listens for the browser's install events; once per page. */
export function startInstallWatch(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const early = window.__earlyEvents?.installPrompt as BeforeInstallPromptEvent | undefined;
  useInstall.setState({
    started: true,
    prompt: early ?? null,
    standalone: isStandalone(),
    installedBefore: read(local, INSTALLED_KEY) === 'yes',
    visits: countVisit(),
    offerAnswered: read(local, OFFER_ANSWERED_KEY) !== null,
  });
  window.addEventListener('beforeinstallprompt', (event) => {
    // Chromium's own mini-infobar stays away: the app offers it itself, quietly (install-offer.ts).
    event.preventDefault();
    useInstall.setState({ prompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => {
    write(local, INSTALLED_KEY, 'yes');
    useInstall.setState({ installedBefore: true, prompt: null, guideOpen: false });
  });
}

function methodOf(state: InstallState): InstallMethod {
  if (!state.started) return 'none';
  return installMethod({
    standalone: state.standalone,
    installedBefore: state.installedBefore,
    canPrompt: state.prompt !== null,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  });
}

const serverMethod = (): InstallMethod => 'none';

/** How this browser installs the app; 'none' while prerendered and hydrating. */
export function useInstallMethod(): InstallMethod {
  return useSyncExternalStore(useInstall.subscribe, () => methodOf(useInstall.getState()), serverMethod);
}

/** Whether the quiet offer shows now. */
export function useInstallOffer(): boolean {
  const method = useInstallMethod();
  const { visits, offerAnswered, justFollowed } = useInstall();
  return shouldOfferInstall(method, { visits, dismissed: offerAnswered, justFollowed });
}

/** "Instalar o app": the browser's prompt where there is one, else the guide. */
export async function installApp(): Promise<void> {
  const { prompt } = useInstall.getState();
  answerOffer();
  if (!prompt) {
    useInstall.setState({ guideOpen: true });
    return;
  }
  // A prompt can be shown once: the next one comes with a new event.
  useInstall.setState({ prompt: null });
  try {
    await prompt.prompt();
    const choice = await prompt.userChoice;
    if (choice.outcome === 'accepted') {
      write(local, INSTALLED_KEY, 'yes');
      useInstall.setState({ installedBefore: true });
    }
  } catch {
    // The browser refused to show it (already shown): the guide is all that is left.
    if (canInstall(methodOf(useInstall.getState()))) useInstall.setState({ guideOpen: true });
  }
}

/** The person answered the offer ("Agora não", or went to install): it does not come back unasked. */
export function answerOffer(): void {
  write(local, OFFER_ANSWERED_KEY, 'answered');
  useInstall.setState({ offerAnswered: true, justFollowed: false });
}

/** A first "Seguir" on this device: the offer may come now (notifications are best with the app installed). */
export function offerAfterFollow(): void {
  useInstall.setState({ justFollowed: true });
}

export function closeInstallGuide(): void {
  useInstall.setState({ guideOpen: false });
}

/** For tests: forget the page's watch. */
export function resetInstallWatch(): void {
  watching = false;
  useInstall.setState(useInstall.getInitialState());
}
