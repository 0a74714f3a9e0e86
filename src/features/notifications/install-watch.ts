// Installing the app, as this browser allows it: Chromium's own prompt (`beforeinstallprompt`, caught as early as
// the page's inline script can, app/boot/early-events.ts), or the guide for iPhones and other Android browsers.
// Also what the quiet offer needs: how many visits, whether it was answered, whether the person just followed
// something. Loaded after the first paint (notifications-host.tsx) or on a tap; publishes to install-state.ts.
import { canInstall, installMethod, shouldOfferInstall, type InstallMethod } from './domain/install-offer';
import { useInstallUi } from './install-state';
import { isStandalone } from './standalone';

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

interface Device {
  prompt: BeforeInstallPromptEvent | null;
  standalone: boolean;
  installedBefore: boolean;
  visits: number;
  offerAnswered: boolean;
  justFollowed: boolean;
}

const initial = (): Device => ({ prompt: null, standalone: false, installedBefore: false, visits: 0, offerAnswered: false, justFollowed: false });
let device = initial();
let watching = false;

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

function methodOf(state: Device): InstallMethod {
  return installMethod({
    standalone: state.standalone,
    installedBefore: state.installedBefore,
    canPrompt: state.prompt !== null,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  });
}

/** Changes the device's state and publishes what the shell shows. */
function update(change: Partial<Device>, ui: { guideOpen?: boolean } = {}): void {
  device = { ...device, ...change };
  const method = methodOf(device);
  const offer = shouldOfferInstall(method, { visits: device.visits, dismissed: device.offerAnswered, justFollowed: device.justFollowed });
  useInstallUi.setState({ method, installable: canInstall(method), offer, ...ui });
}

/** Counts this browsing session as one visit (once, however many pages and reloads); returns the total. */
export function countVisit(): number {
  const stored = Number(read(local, VISITS_KEY) ?? '0');
  const visits = Number.isFinite(stored) && stored > 0 ? Math.floor(stored) : 0;
  if (read(session, VISIT_COUNTED_KEY)) return Math.max(visits, 1);
  write(session, VISIT_COUNTED_KEY, '1');
  write(local, VISITS_KEY, String(visits + 1));
  return visits + 1;
}

/** Reads the device, counts the visit and listens for the browser's install events; once per page. */
export function startInstallWatch(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Chromium's own mini-infobar stays away: the app offers it itself, quietly.
    event.preventDefault();
    update({ prompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => {
    write(local, INSTALLED_KEY, 'yes');
    update({ installedBefore: true, prompt: null }, { guideOpen: false });
  });
  update({
    prompt: (window.__earlyEvents?.installPrompt as BeforeInstallPromptEvent | undefined) ?? device.prompt,
    standalone: isStandalone(),
    installedBefore: read(local, INSTALLED_KEY) === 'yes',
    visits: countVisit(),
    offerAnswered: read(local, OFFER_ANSWERED_KEY) !== null,
  });
}

/** The person answered the offer ("Agora não", or went to install): it does not come back unasked. */
export function answerOffer(): void {
  write(local, OFFER_ANSWERED_KEY, 'answered');
  update({ offerAnswered: true, justFollowed: false });
}

/** A first "Seguir" on this device: the offer may come now (notifications are best with the app installed). */
export function offerAfterFollow(): void {
  startInstallWatch();
  update({ justFollowed: true });
}

/** "Instalar o app": the browser's prompt where there is one, else the guide. */
export async function installApp(): Promise<void> {
  startInstallWatch();
  const { prompt } = device;
  answerOffer();
  if (!prompt) {
    update({}, { guideOpen: true });
    return;
  }
  // A prompt can be shown once: the next one comes with a new event.
  update({ prompt: null });
  try {
    await prompt.prompt();
    const choice = await prompt.userChoice;
    if (choice.outcome === 'accepted') {
      write(local, INSTALLED_KEY, 'yes');
      update({ installedBefore: true });
    }
  } catch {
    // The browser would not show it: the guide is what is left.
    update({}, { guideOpen: true });
  }
}

/** For tests: forget the page's watch. */
export function resetInstallWatch(): void {
  watching = false;
  device = initial();
  useInstallUi.setState(useInstallUi.getInitialState());
}
