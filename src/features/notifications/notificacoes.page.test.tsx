import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/db';
import { outbox } from '../../lib/outbox/outbox';
import { installFakeSupabase, type FakeSupabase } from '../../testing/fake-supabase';
import { IPHONE_SAFARI, clearPushBrowser, setPushBrowser } from '../../testing/push-browser';
import { configure, fireEvent, render, screen, waitFor, within } from '../../testing/render';
import { SCHEDULES } from '../schedules/data/schedules';
import { resetFollowState } from './follow-state';
import { resetInstallWatch } from './install-watch';
import { closeNotice } from './notice-store';
import NotificacoesPage from './notificacoes.page';
import { NotificationsHost } from './notifications-host';
import type * as PushBrowserModule from './push-browser';
import { endBrowserSubscription } from './push-browser';

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

beforeEach(async () => {
  server = installFakeSupabase();
  server.onRpc('push_subscribe', () => undefined).onRpc('push_unsubscribe', () => undefined);
  await Promise.all([db.follows.clear(), db.meta.clear(), db.outbox.clear()]);
  resetFollowState();
  resetInstallWatch();
  closeNotice();
  localStorage.clear();
});

afterEach(() => {
  outbox.stop();
  vi.restoreAllMocks();
  clearPushBrowser();
});

function renderPage() {
  return render(
    <>
      <NotificationsHost />
      <NotificacoesPage />
    </>,
    { route: '/notificacoes' },
  );
}

const list = () => screen.getByTestId('follow-list');
const deviceSwitch = () => screen.findByRole('switch', { name: 'Receber notificações neste aparelho' });

describe('Notificações', { timeout: 20_000 }, () => {
  it('lists the day’s guess and every lottery by its published name, each to follow from here', async () => {
    setPushBrowser({ permission: 'granted' });
    renderPage();
    const names = within(list())
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names[0]).toBe('Seguir Palpite do dia');
    expect(names).toHaveLength(SCHEDULES.length + 1);
    expect(names).toEqual(expect.arrayContaining(['Seguir PT Rio', 'Seguir Federal', 'Seguir Look Goiás', 'Seguir Lotep (Paraíba)']));
  });

  it('has a switch that stops everything and keeps the list, and turns it back on', async () => {
    setPushBrowser({ permission: 'granted' });
    renderPage();
    expect(await deviceSwitch()).toBeDisabled();
    fireEvent.click(within(list()).getByRole('button', { name: 'Seguir PT Rio' }));
    await waitFor(async () => expect(await deviceSwitch()).toBeChecked());
    expect(screen.getByText('Você segue PT Rio.')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('push_subscribe', 'rpc')).toHaveLength(1));
    await waitFor(() => expect(db.outbox.count()).resolves.toBe(0));

    fireEvent.click(await deviceSwitch());
    await waitFor(async () => expect(await deviceSwitch()).not.toBeChecked());
    expect(screen.getByText(/Pausadas\. A sua lista \(PT Rio\) fica guardada/)).toBeInTheDocument();
    // Nothing reaches the device at once (the browser's subscription ends), and the server forgets it.
    expect(vi.mocked(endBrowserSubscription)).toHaveBeenCalled();
    await waitFor(() => expect(server.callsTo('push_unsubscribe', 'rpc').map((call) => call.values)).toEqual([{ endpoint: KEYS.endpoint, auth: KEYS.auth }]));
    expect(within(list()).getByRole('button', { name: 'Seguir PT Rio' })).toBeInTheDocument();

    fireEvent.click(await deviceSwitch());
    await waitFor(async () => expect(await deviceSwitch()).toBeChecked());
    await waitFor(() => expect(server.callsTo('push_subscribe', 'rpc')).toHaveLength(2));
  });

  it('says a change is still to be sent while offline', async () => {
    setPushBrowser({ permission: 'granted' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPage();
    fireEvent.click(within(list()).getByRole('button', { name: 'Seguir Palpite do dia' }));
    expect(await screen.findByTestId('sync-waiting')).toHaveTextContent('assim que houver conexão');
    expect(await within(list()).findByRole('button', { name: 'Seguindo Palpite do dia' })).toBeInTheDocument();
  });

  it('explains blocked notifications in place of the switch', async () => {
    setPushBrowser({ permission: 'denied' });
    renderPage();
    const notice = await screen.findByTestId('device-notice');
    expect(notice).toHaveTextContent('As notificações estão bloqueadas');
    expect(notice).toHaveTextContent('Ajustes → Notificações → Sonho & Sorte');
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('explains a browser without notifications', async () => {
    setPushBrowser({ permission: 'default', pushManager: false });
    renderPage();
    expect(await screen.findByTestId('device-notice')).toHaveTextContent('Este navegador não recebe notificações');
  });

  it('on an iPhone in Safari, shows how to install first, and "Instalar o app" opens the illustrated guide', async () => {
    setPushBrowser({ permission: null, pushManager: false, userAgent: IPHONE_SAFARI });
    renderPage();
    const notice = await screen.findByTestId('device-notice');
    expect(notice).toHaveTextContent('No iPhone, instale o app primeiro');
    expect(within(notice).getByTestId('ios-install-steps')).toHaveTextContent('Adicionar à Tela de Início');
    fireEvent.click(await screen.findByRole('button', { name: 'Instalar o app' }));
    const guide = await screen.findByRole('dialog', { name: 'Instalar o Sonho & Sorte' });
    expect(within(guide).getByTestId('ios-install-steps')).toHaveTextContent('Compartilhar');
  });
});
