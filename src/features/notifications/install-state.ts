// What the app shell needs of installing, on every page: how this browser installs the app (for the menu's
// "Instalar o app"), whether the quiet offer shows and whether the guide is open. A small store; the work (reading
// the device, counting visits, the browser's events, the prompt) is install-watch.ts, loaded after the first paint
// or on a tap (install-actions.ts). The prerendered page and its hydration see the initial state: nothing to
// install, no offer.
import { create } from 'zustand';
import type { InstallMethod } from './domain/install-offer';

export interface InstallUi {
  method: InstallMethod;
  /** The app can be installed from here (domain/install-offer.ts, canInstall): the menu's "Instalar o app". */
  installable: boolean;
  /** The quiet offer shows (install-watch.ts decides). */
  offer: boolean;
  /** The install guide (iPhone, other Android browsers) is open. */
  guideOpen: boolean;
}

export const useInstallUi = create<InstallUi>(() => ({ method: 'none', installable: false, offer: false, guideOpen: false }));

export function closeInstallGuide(): void {
  useInstallUi.setState({ guideOpen: false });
}
