import { describe, expect, it, vi } from 'vitest';
import { OPEN_URL, PUSH_RECEIVED } from '../../../lib/sw-messages';
import { handleNotificationClick, handlePush, type WorkerScope, type WorkerWindow } from './push-handlers';

const ORIGIN = 'https://sonhoesorte.com.br';

function fakeWindow(id: string, path: string, extra: Partial<WorkerWindow> = {}): WorkerWindow & { messages: unknown[] } {
  const messages: unknown[] = [];
  return {
    id,
    url: `${ORIGIN}${path}`,
    focused: false,
    visibilityState: 'hidden',
    focus: vi.fn(async () => undefined),
    postMessage: (message: unknown) => messages.push(message),
    messages,
    ...extra,
  };
}

function fakeScope(windows: WorkerWindow[] = []) {
  const shown: Array<{ title: string; options?: NotificationOptions }> = [];
  const opened: string[] = [];
  const scope: WorkerScope = {
    location: { origin: ORIGIN },
    registration: { showNotification: async (title, options) => void shown.push({ title, options }) },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url) => void opened.push(url),
    },
  };
  return { scope, shown, opened };
}

const RESULT = {
  title: 'Resultado PT Rio 14h',
  body: '1º 4735 · Grupo 09 · Cobra',
  url: '/resultados?loteria=PT%20Rio&data=2026-11-24',
  tag: 'resultado:PT Rio',
};

describe('handlePush', () => {
  it('shows the message as given, with the app icon and badge, and tells every open window', async () => {
    const tab = fakeWindow('a', '/resultados');
    const { scope, shown } = fakeScope([tab]);
    await handlePush(scope, JSON.stringify(RESULT));
    expect(shown).toEqual([
      {
        title: RESULT.title,
        options: expect.objectContaining({
          body: RESULT.body,
          tag: RESULT.tag,
          icon: '/icons/icon-192.png',
          badge: '/icons/badge-96.png',
          data: { url: RESULT.url },
        }) as unknown,
      },
    ]);
    expect(tab.messages).toEqual([{ type: PUSH_RECEIVED, tag: RESULT.tag, url: RESULT.url }]);
  });

  it('still shows a notification for a message it cannot read (the browser requires one per push)', async () => {
    const { scope, shown } = fakeScope();
    await handlePush(scope, 'garbage');
    expect(shown[0]?.title).toBe('Sonho & Sorte');
  });
});

describe('handleNotificationClick', () => {
  it('opens the app at the address when no window is open', async () => {
    const { scope, opened } = fakeScope();
    await handleNotificationClick(scope, { url: RESULT.url });
    expect(opened).toEqual([RESULT.url]);
  });

  it('focuses a window already there, without telling it to move', async () => {
    const there = fakeWindow('b', RESULT.url);
    const { scope, opened } = fakeScope([fakeWindow('a', '/'), there]);
    await handleNotificationClick(scope, { url: RESULT.url });
    expect(there.focus).toHaveBeenCalled();
    expect(there.messages).toEqual([]);
    expect(opened).toEqual([]);
  });

  it('has an open window go to the address inside the app, even when focusing it is refused', async () => {
    const tab = fakeWindow('a', '/horarios', { focus: vi.fn(async () => Promise.reject(new DOMException('Not allowed to focus a window.', 'InvalidAccessError'))) });
    const { scope, opened } = fakeScope([tab]);
    await handleNotificationClick(scope, { url: RESULT.url });
    expect(tab.messages).toEqual([{ type: OPEN_URL, url: RESULT.url }]);
    expect(tab.focus).toHaveBeenCalled();
    expect(opened).toEqual([]);
  });

  it('never leads outside the app, whatever the notification carries', async () => {
    const { scope, opened } = fakeScope();
    await handleNotificationClick(scope, { url: 'https://example.com/phish' });
    await handleNotificationClick(scope, null);
    expect(opened).toEqual(['/', '/']);
  });
});
