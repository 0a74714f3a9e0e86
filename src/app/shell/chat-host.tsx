// Loads the chat modal's code the first time someone opens it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useChatUi } from '../../lib/chat-ui-store';
import * as parts from '../part-loaders';

const ChatModal = lazy(parts.ChatModal);

export function ChatHost() {
  const opened = useChatUi((state) => state.opened);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (opened) setLoaded(true);
  }, [opened]);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ChatModal />
    </Suspense>
  );
}
