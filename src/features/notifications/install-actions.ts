// The install buttons of the menu and the notifications page: they load install-watch.ts, which does the work.
import * as parts from './part-loaders';

/** "Instalar o app": the browser's prompt where there is one, else the guide. */
export function installApp(): Promise<void> {
  return parts
    .InstallWatch()
    .then((watch) => watch.installApp())
    .catch(() => undefined);
}
