// Installing the app: how this browser does it, and when to offer it unasked. Chromium (Android, desktop) has
// its own prompt (`beforeinstallprompt`), iOS only "Compartilhar → Adicionar à Tela de Início", other Android
// browsers an entry in their menu. An installed app never offers it.
import { isAndroid, isIos, type Device } from './platform';

export type InstallMethod =
  /** Running installed, or installed from this browser before: nothing to offer. */
  | 'installed'
  /** The browser handed over its install prompt (`beforeinstallprompt`). */
  | 'prompt'
  /** iPhone or iPad: the illustrated guide to the Share sheet. */
  | 'ios'
  /** Another Android browser: the guide to its menu. */
  | 'android'
  /** A desktop browser without a prompt: nothing to offer. */
  | 'none';

export interface InstallEnvironment extends Device {
  /** Runs as an installed app (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  /** The browser said `appinstalled` on this device before. */
  installedBefore: boolean;
  /** A `beforeinstallprompt` event is held. */
  canPrompt: boolean;
}

export function installMethod(env: InstallEnvironment): InstallMethod {
  if (env.standalone) return 'installed';
  if (env.canPrompt) return 'prompt';
  if (env.installedBefore) return 'installed';
  if (isIos(env)) return 'ios';
  if (isAndroid(env)) return 'android';
  return 'none';
}

/** Whether the app can be installed from here (the menu's "Instalar o app"). */
export function canInstall(method: InstallMethod): boolean {
  return method === 'prompt' || method === 'ios' || method === 'android';
}

export interface OfferHistory {
  /** Visits to the app in this browser (one per browsing session), this one included. */
  visits: number;
  /** The person answered "Agora não" to the offer once: it never comes back unasked. */
  dismissed: boolean;
  /** The person followed something for the first time in this visit. */
  justFollowed: boolean;
}

/** The quiet offer: from the second visit on, or right after the first "Seguir"; once answered, never again. */
export function shouldOfferInstall(method: InstallMethod, history: OfferHistory): boolean {
  if (!canInstall(method) || history.dismissed) return false;
  return history.visits >= 2 || history.justFollowed;
}
