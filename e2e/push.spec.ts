// Web Push on the device (issue 26, items 0 to 3): "Seguir" asks nothing more once notifications are allowed
// and sends the device's subscription through the outbox (rpc/push_subscribe); a push delivered by Chromium's
// DevTools protocol (ServiceWorker.deliverPushMessage) shows its notification as given and refreshes an open
// /resultados tab without a reload; a tap on it takes that tab to the lottery and date. Headless Chromium has no
// push service, so PushManager.prototype.subscribe alone is replaced, by one answering a subscription with real
// P-256 keys. The build needs a VAPID public key (npm test makes one per run: VITE_VAPID_PUBLIC_KEY).
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { randomBytes, randomUUID, webcrypto } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { todayInBrasilia } from '../src/utils/calendar/dates';
import { AGE_GATE_ANSWER, expect, test } from './fixtures';
import { expectNoSeriousViolations, openMenu, showEveryDraw } from './helpers';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

interface FakeKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A subscription as a push service would hand it out: an https endpoint on a known host, a real P-256 key. */
async function fakeKeys(): Promise<FakeKeys> {
  const pair = await webcrypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  const raw = Buffer.from(await webcrypto.subtle.exportKey('raw', pair.publicKey));
  return { endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomUUID()}`, p256dh: raw.toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** Replaces PushManager.prototype.subscribe only, in every page of the context. */
async function stubSubscribe(context: BrowserContext, keys: FakeKeys): Promise<void> {
  await context.addInitScript((stub) => {
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const json = { endpoint: stub.endpoint, expirationTime: null, keys: { p256dh: stub.p256dh, auth: stub.auth } };
      (window as unknown as { subscribeOptions: unknown }).subscribeOptions = { userVisibleOnly: options?.userVisibleOnly, keyBytes: (options?.applicationServerKey as Uint8Array | undefined)?.byteLength };
      return { endpoint: stub.endpoint, expirationTime: null, options, getKey: () => null, toJSON: () => json, unsubscribe: async () => true } as unknown as PushSubscription;
    };
  }, keys);
}

/** The subscription calls the server receives; answered as the function does (no content). */
async function recordSubscribes(context: BrowserContext): Promise<Array<Record<string, unknown>>> {
  const bodies: Array<Record<string, unknown>> = [];
  await context.route(/\/rest\/v1\/rpc\/push_(un)?subscribe$/, async (route) => {
    bodies.push({ rpc: new URL(route.request().url()).pathname.split('/').at(-1), ...(route.request().postDataJSON() as object) });
    await route.fulfill({ status: 204 });
  });
  return bodies;
}

async function phoneContext(browser: Browser, colorScheme: 'light' | 'dark' = 'light', userAgent?: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...(userAgent ? { userAgent } : {}),
    baseURL: test.info().project.use.baseURL,
    serviceWorkers: 'allow',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    colorScheme,
  });
  await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), AGE_GATE_ANSWER);
  return context;
}

/** Opens `path` and waits until the service worker controls the page. */
async function visitControlled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
}

/** The registration id DevTools knows the app's service worker by. */
async function registrationId(cdp: CDPSession, scope: string): Promise<string> {
  const ids = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const registration of registrations) {
      if (!registration.isDeleted) ids.set(registration.scopeURL, registration.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => ids.get(scope) ?? '', { timeout: 15_000 }).not.toBe('');
  return ids.get(scope)!;
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, badge: (n as Notification & { badge?: string }).badge, data: n.data as unknown }));
  });

const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('"Seguir" sends the subscription with its topic; a push shows as given, refreshes the open results and a tap opens its lottery', async ({ browser, stack }) => {
  test.setTimeout(120_000);
  const context = await phoneContext(browser);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  const keys = await fakeKeys();
  await stubSubscribe(context, keys);
  const calls = await recordSubscribes(context);
  const page = await context.newPage();
  await visitControlled(page, '/resultados');
  await showEveryDraw(page);

  const follow = page.getByRole('button', { name: 'Seguir PT Rio' });
  await expect(follow).toBeVisible();
  const request = page.waitForRequest(/\/rest\/v1\/rpc\/push_subscribe$/);
  await follow.click();
  expect((await request).postDataJSON()).toEqual({ endpoint: keys.endpoint, p256dh: keys.p256dh, auth: keys.auth, topics: ['PT Rio'] });
  await expect(page.getByRole('button', { name: 'Seguindo PT Rio' })).toBeVisible();
  // The app's key went to the browser's push service, for visible notifications only.
  expect(await page.evaluate(() => (window as unknown as { subscribeOptions: unknown }).subscribeOptions)).toEqual({ userVisibleOnly: true, keyBytes: 65 });
  await expect.poll(() => page.evaluate(() => new Promise((resolve) => {
    const open = indexedDB.open('sonho-e-sorte');
    open.onsuccess = () => {
      const count = open.result.transaction('outbox').objectStore('outbox').count();
      count.onsuccess = () => resolve(count.result);
    };
  }))).toBe(0);

  // A result is published while the tab is open; its push arrives.
  const today = todayInBrasilia();
  const label = `Bahia 23:${String(Math.floor(Math.random() * 60)).padStart(2, '0')} e2e ${randomUUID().slice(0, 8)}`;
  const { data: inserted, error } = await stack.admin
    .from('draw_results')
    .insert({ lottery: 'Bahia', draw_date: today, draw_label: label, prizes: ['4735', '0812', '7790', '3346', '1125'] })
    .select('id')
    .single();
  expect(error).toBeNull();
  await markDocument(page);
  const url = `/resultados?loteria=Bahia&data=${today}`;
  const payload = { title: 'Resultado Bahia 23h', body: '1º 4735 · Grupo 09 · Cobra', url, tag: 'resultado:Bahia' };
  const cdp = await context.newCDPSession(page);
  const id = await registrationId(cdp, `${origin}/`);
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(payload) });

  await expect.poll(() => shownNotifications(page)).toEqual([
    { title: payload.title, body: payload.body, tag: payload.tag, icon: `${origin}/icons/icon-192.png`, badge: `${origin}/icons/badge-96.png`, data: { url } },
  ]);
  // The worker told the tab: the new draw shows without a reload.
  await expect(page.locator(`[data-testid="draw-result"][data-id="${String(inserted!.id)}"]`)).toBeVisible();
  expect(await sameDocument(page)).toBe(true);

  // A later result of the same lottery replaces the notification (same tag).
  const later = { ...payload, title: 'Resultado Bahia 23h30', body: '1º 0812 · Grupo 03 · Burro' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(later) });
  await expect.poll(async () => (await shownNotifications(page)).map((n) => n.title)).toEqual([later.title]);

  // A tap: headless Chromium cannot click a system notification, so the worker's own listener gets the
  // notificationclick event for the notification it shows (dispatched in the worker; waitUntil kept as a promise).
  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();
  await worker!.evaluate(async (tag) => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications({ tag });
    let handled: Promise<unknown> = Promise.resolve();
    const event = new NotificationEvent('notificationclick', { notification: notification! });
    Object.defineProperty(event, 'waitUntil', { value: (promise: Promise<unknown>) => (handled = promise) });
    scope.dispatchEvent(event);
    await handled;
  }, payload.tag);
  // The open tab went to that lottery and date inside the app (no reload), and the notification is closed.
  await expect(page).toHaveURL(new RegExp(`/resultados\\?loteria=Bahia&data=${today}$`));
  await expect(page.getByLabel('Loteria', { exact: true })).toHaveValue('Bahia');
  expect(await sameDocument(page)).toBe(true);
  await expect.poll(() => shownNotifications(page)).toEqual([]);
  expect(calls.map((call) => call.rpc)).toEqual(['push_subscribe']);
  await stack.admin.from('draw_results').delete().eq('id', inserted!.id);
  await context.close();
});

test('offline, "Palpite do dia" is followed at once and sent when the connection returns; "Seguindo" unfollows', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await phoneContext(browser);
  await context.grantPermissions(['notifications'], { origin: new URL(test.info().project.use.baseURL!).origin });
  const keys = await fakeKeys();
  await stubSubscribe(context, keys);
  const calls = await recordSubscribes(context);
  const page = await context.newPage();
  await visitControlled(page, '/palpites');
  await context.setOffline(true);
  // A tap before the prerendered page has hydrated is lost, as it would be for a person: tap again until it takes.
  const follow = page.getByRole('button', { name: 'Seguir Palpite do dia' });
  await expect(async () => {
    if (await follow.isEnabled()) await follow.click();
    await expect(page.getByRole('button', { name: 'Seguindo Palpite do dia' })).toBeVisible({ timeout: 4_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(/Sem internet agora/)).toBeVisible();
  expect(calls).toEqual([]);
  await context.setOffline(false);
  await expect.poll(() => calls).toEqual([{ rpc: 'push_subscribe', endpoint: keys.endpoint, p256dh: keys.p256dh, auth: keys.auth, topics: ['palpite-do-dia'] }]);

  await page.getByRole('button', { name: 'Seguindo Palpite do dia' }).click();
  await expect(page.getByRole('button', { name: 'Seguir Palpite do dia' })).toBeVisible();
  await expect.poll(() => calls.at(-1)).toEqual({ rpc: 'push_unsubscribe', endpoint: keys.endpoint, auth: keys.auth });
  await context.close();
});

type PermissionCase = 'granted' | 'denied' | 'unsupported' | 'iphone';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

/**
 * A phone in that state: notifications allowed, blocked in the browser's settings, a browser without push, or
 * Safari on an iPhone outside the Home Screen (Chromium saying it is one: push there needs the app installed).
 */
async function phoneIn(browser: Browser, state: PermissionCase, scheme: 'light' | 'dark'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await phoneContext(browser, scheme, state === 'iphone' ? IPHONE_SAFARI : undefined);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  if (state === 'granted') await context.grantPermissions(['notifications'], { origin });
  if (state === 'unsupported') await context.addInitScript(() => delete (window as unknown as { PushManager?: unknown }).PushManager);
  else await stubSubscribe(context, await fakeKeys());
  await recordSubscribes(context);
  const page = await context.newPage();
  if (state === 'denied') {
    // Blocked in the browser's settings: Playwright only grants, so DevTools sets it, for this context.
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    await cdp.send('Browser.setPermission', { permission: { name: 'notifications' }, setting: 'denied', origin, browserContextId: targetInfo.browserContextId });
  }
  return { context, page };
}

const NOTICE_TITLES = {
  denied: 'As notificações estão bloqueadas',
  unsupported: 'Este navegador não recebe notificações',
  iphone: 'No iPhone, instale o app primeiro',
} as const;

for (const scheme of ['light', 'dark'] as const) {
  for (const state of ['granted', 'denied', 'unsupported', 'iphone'] as const) {
    const what = { granted: 'notifications allowed', denied: 'notifications blocked', unsupported: 'a browser without push', iphone: 'an iPhone outside the Home Screen' }[state];
    test(`the follow controls at 360 px in the ${scheme} scheme, ${what}: the page, "Seguir" on Resultados and what it says`, async ({ browser }) => {
      test.setTimeout(150_000);
      mkdirSync('test-results', { recursive: true });
      const shot = (name: string) => `test-results/push-${name}-${scheme}.png`;
      const { context, page } = await phoneIn(browser, state, scheme);
      await page.goto('/notificacoes');
      await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      const list = page.getByTestId('follow-list');
      await expect(list.getByRole('button', { name: 'Seguir PT Rio' })).toBeVisible();
      await expect(list.getByRole('button', { name: 'Seguir Palpite do dia' })).toBeVisible();
      if (state === 'granted') {
        await expect(page.getByRole('switch', { name: 'Receber notificações neste aparelho' })).toBeDisabled();
        await list.getByRole('button', { name: 'Seguir PT Rio' }).click();
        await expect(list.getByRole('button', { name: 'Seguindo PT Rio' })).toBeVisible();
        await expect(page.getByRole('switch', { name: 'Receber notificações neste aparelho' })).toBeChecked();
      } else {
        await expect(page.getByTestId('device-notice')).toContainText(NOTICE_TITLES[state]);
      }
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, `/notificacoes ${state} (${scheme})`);
      await page.screenshot({ path: shot(`page-${state}`), fullPage: true });

      // The same state from a lottery's "Seguir" on Resultados.
      await page.goto('/resultados');
      await showEveryDraw(page);
      const follow = page.getByRole('button', { name: state === 'granted' ? 'Seguindo PT Rio' : 'Seguir PT Rio' });
      await expect(follow).toBeVisible();
      await follow.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot(`results-${state}`) });
      if (state !== 'granted') {
        await follow.click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toContainText(NOTICE_TITLES[state]);
        await expectNoSeriousViolations(page, `follow dialog ${state} (${scheme})`);
        await page.screenshot({ path: shot(`dialog-${state}`) });
      }
      if (state === 'iphone') {
        // The menu's "Instalar o app" opens the illustrated guide (no install prompt on an iPhone).
        await page.getByRole('dialog').getByRole('button', { name: 'Entendi' }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await openMenu(page);
        await page.getByTestId('menu-install').click();
        const guide = page.getByRole('dialog', { name: 'Instalar o Sonho & Sorte' });
        await expect(guide.getByTestId('ios-install-steps')).toContainText('Adicionar à Tela de Início');
        await expectNoSeriousViolations(page, `install guide (${scheme})`);
        await page.screenshot({ path: shot('install-guide') });
      }
      await context.close();
    });
  }
}
