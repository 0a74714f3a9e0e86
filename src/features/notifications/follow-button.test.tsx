import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/db';
import { outbox } from '../../lib/outbox/outbox';
import { installFakeSupabase, type FakeSupabase } from '../../testing/fake-supabase';
import { IPHONE_SAFARI, clearPushBrowser, setPushBrowser, type PushBrowserSetup } from '../../testing/push-browser';
import { act, configure, fireEvent, render, screen, waitFor, within } from '../../testing/render';
import { FollowButton } from './follow-button';
import { resetFollowState } from './follow-state';
import { resetInstallWatch } from './install-watch';
import { closeNotice } from './notice-store';
import { NotificationsHost } from './notifications-host';
import type * as PushBrowserModule from './push-browser';
import { browserSubscription } from './push-browser';

// The first tap loads the follow code and IndexedDB: slow on a loaded machine.
configure({ asyncUtilTimeout: 5_000 });

const KEYS = vi.hoisted(() => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', p256dh: 'BDeviceKey', auth: 'deviceAuth' }));

vi.mock('../../lib/supabase', () => import('../../testing/fake-supabase'));
// A build with a VAPID key (read at each use: features/notifications/push-key.ts, permission-request.ts).
vi.stubEnv('VITE_VAPID_PUBLIC_KEY', 'BTestVapidPublicKey');
vi.mock('./push-browser', async (importOriginal) => ({
  ...(await importOriginal<typeof PushBrowserModule>()),
  browserSubscription: vi.fn(async () => KEYS),
  endBrowserSubscription: vi.fn(async () => undefined),
}));

let server: FakeSupabase;
let requestPermission: ReturnType<typeof vi.fn>;

function setBrowser(setup: PushBrowserSetup) {
  requestPermission = setPushBrowser(setup).requestPermission;
}

beforeEach(async () => {
  server = installFakeSupabase();
  server.onRpc('push_subscribe', () => undefined).onRpc('push_unsubscribe', () => undefined);
  await Promise.all([db.follows.clear(), db.meta.clear(), db.outbox.clear()]);
  resetFollowState();
  resetInstallWatch();
  closeNotice();
});

afterEach(() => {
  outbox.stop();
  vi.restoreAllMocks();
  clearPushBrowser();
});

function renderButton() {
  return render(
    <>
      <NotificationsHost />
      <FollowButton topic="PT Rio" label="PT Rio" />
    </>,
  );
}

const follow = () => fireEvent.click(screen.getByRole('button', { name: 'Seguir PT Rio' }));
const subscribeCalls = () => server.callsTo('push_subscribe', 'rpc').map((call) => call.values);
const dialog = () => screen.findByRole('dialog');

describe('FollowButton', () => {
  it('follows at once where notifications are allowed, and the server gets the topic through the outbox', async () => {
    setBrowser({ permission: 'granted' });
    renderButton();
    follow();
    expect(await screen.findByRole('button', { name: 'Seguindo PT Rio' })).toBeInTheDocument();
    expect(await screen.findByText('Você segue PT Rio')).toBeInTheDocument();
    await waitFor(() => expect(subscribeCalls()).toEqual([{ ...KEYS, topics: ['PT Rio'] }]));
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('asks for the permission in the tap itself, and follows once it is given', async () => {
    setBrowser({ permission: 'default', answer: 'granted' });
    renderButton();
    follow();
    // Synchronously, in the click: browsers only show their question from a person's gesture.
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Seguindo PT Rio' })).toBeInTheDocument();
    await waitFor(() => expect(subscribeCalls()).toHaveLength(1));
  });

  it('explains how to unblock notifications when they are refused, and keeps nothing', async () => {
    setBrowser({ permission: 'default', answer: 'denied' });
    renderButton();
    follow();
    const refused = await dialog();
    expect(within(refused).getByText('As notificações estão bloqueadas')).toBeInTheDocument();
    expect(within(refused).getByText(/Permissões → Notificações → Permitir/)).toBeInTheDocument();
    expect(await db.follows.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(screen.getByRole('button', { name: 'Seguir PT Rio' })).toBeInTheDocument();
  });

  it('does not ask again once notifications are blocked: it explains', async () => {
    setBrowser({ permission: 'denied' });
    renderButton();
    follow();
    expect(within(await dialog()).getByText('As notificações estão bloqueadas')).toBeInTheDocument();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('says what to do when the question was closed without an answer', async () => {
    setBrowser({ permission: 'default', answer: 'default' });
    renderButton();
    follow();
    expect(within(await dialog()).getByText('Você não respondeu ao pedido')).toBeInTheDocument();
    expect(await db.follows.count()).toBe(0);
  });

  it('explains that this browser cannot receive notifications', async () => {
    setBrowser({ permission: 'default', pushManager: false });
    renderButton();
    follow();
    expect(within(await dialog()).getByText('Este navegador não recebe notificações')).toBeInTheDocument();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('on an iPhone in Safari, shows how to add the app to the Home Screen first', async () => {
    setBrowser({ permission: null, pushManager: false, userAgent: IPHONE_SAFARI });
    renderButton();
    follow();
    const guide = await dialog();
    expect(within(guide).getByText('No iPhone, instale o app primeiro')).toBeInTheDocument();
    expect(within(guide).getByTestId('ios-install-steps')).toHaveTextContent('Adicionar à Tela de Início');
    expect(within(guide).getByTestId('ios-install-steps')).toHaveTextContent('Compartilhar');
  });

  it('unfollows with a tap on "Seguindo", and the server forgets the device', async () => {
    setBrowser({ permission: 'granted' });
    renderButton();
    follow();
    await waitFor(() => expect(subscribeCalls()).toHaveLength(1));
    await waitFor(() => expect(db.outbox.count()).resolves.toBe(0));
    fireEvent.click(await screen.findByRole('button', { name: 'Seguindo PT Rio' }));
    expect(await screen.findByRole('button', { name: 'Seguir PT Rio' })).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('push_unsubscribe', 'rpc').map((call) => call.values)).toEqual([{ endpoint: KEYS.endpoint, auth: KEYS.auth }]));
  });

  it('follows offline: shown at once, sent when the connection returns', async () => {
    setBrowser({ permission: 'granted' });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderButton();
    follow();
    expect(await screen.findByRole('button', { name: 'Seguindo PT Rio' })).toBeInTheDocument();
    expect(await screen.findByText(/Sem internet agora/)).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(1);
    expect(subscribeCalls()).toEqual([]);
    onLine.mockReturnValue(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(subscribeCalls()).toEqual([{ ...KEYS, topics: ['PT Rio'] }]));
    expect(vi.mocked(browserSubscription)).toHaveBeenCalled();
  });
});
