// The notifications feature's app-wide pieces, in the app root: the install watch (after the first paint), the
// explanation dialog, the install guide and the quiet offer (each loaded when first needed), and the
// navigation a tapped notification asks of an open window (worker/push-handlers.ts).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectPromptShown, useAppUpdate } from '../../lib/app-update';
import { useChatUi } from '../../lib/chat-ui-store';
import { OPEN_URL, onWorkerMessage } from '../../lib/sw-messages';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { useInstallUi } from './install-state';
import { useNotice } from './notice-store';
import * as parts from './part-loaders';

const NoticeDialog = lazy(() => parts.Dialogs().then((m) => ({ default: m.NoticeDialog })));
const InstallGuide = lazy(() => parts.Dialogs().then((m) => ({ default: m.InstallGuide })));
const InstallOfferBar = lazy(() => parts.Dialogs().then((m) => ({ default: m.InstallOfferBar })));

/** True from the first time `wanted` is true: a dialog's code stays mounted so it can play its closing. */
function useOnceTrue(wanted: boolean): boolean {
  const [once, setOnce] = useState(false);
  useEffect(() => {
    if (wanted) setOnce(true);
  }, [wanted]);
  return once || wanted;
}

export function NotificationsHost() {
  const navigate = useNavigate();
  // The device is read once the first screen is done; the page's inline script holds an install prompt meanwhile.
  useEffect(() => afterFirstPaint(() => void parts.InstallWatch().then((watch) => watch.startInstallWatch(), () => undefined)), []);
  // A notification tapped while the app is open: go there inside the app, nothing typed is lost to a reload.
  useEffect(() => onWorkerMessage(OPEN_URL, (message) => navigate(message.url)), [navigate]);
  const notice = useOnceTrue(useNotice((state) => state.reason !== null));
  const guide = useOnceTrue(useInstallUi((state) => state.guideOpen));
  // The offer gives way to the update prompt (the same place on screen) and to the chat (a modal).
  const offered = useInstallUi((state) => state.offer);
  const updateShown = useAppUpdate(selectPromptShown);
  const chatOpened = useChatUi((state) => state.opened);
  const offer = offered && !updateShown && !chatOpened;
  return (
    <Suspense fallback={null}>
      {notice && <NoticeDialog />}
      {guide && <InstallGuide />}
      {offer && <InstallOfferBar />}
    </Suspense>
  );
}
