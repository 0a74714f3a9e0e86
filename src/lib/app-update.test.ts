import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AppUpdate from './app-update';

/** A stand-in for navigator.serviceWorker and one registration, driven by the test. */
function fakeServiceWorker({ controlled, waiting }: { controlled: boolean; waiting: boolean }) {
  const container = new EventTarget() as EventTarget & { controller: object | null; register: ReturnType<typeof vi.fn> };
  const worker = { postMessage: vi.fn() };
  const registration = Object.assign(new EventTarget(), {
    waiting: waiting ? worker : null,
    installing: null,
    update: vi.fn(() => Promise.resolve()),
  });
  container.controller = controlled ? { scriptURL: '/sw.js' } : null;
  container.register = vi.fn(() => Promise.resolve(registration));
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  /** The new worker takes control of the page (after any tab accepted). */
  const takeOver = () => {
    container.controller = { scriptURL: '/sw.js', version: 2 };
    registration.waiting = null;
    container.dispatchEvent(new Event('controllerchange'));
  };
  return { container, registration, worker, takeOver };
}

let update: typeof AppUpdate;
const reload = vi.fn();

beforeEach(async () => {
  vi.resetModules();
  vi.stubGlobal('location', { ...window.location, reload });
  update = await import('./app-update');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  reload.mockReset();
  document.body.innerHTML = '';
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('registerServiceWorker', () => {
  it('offers a version waiting beside the running one, and reloads nothing by itself', async () => {
    fakeServiceWorker({ controlled: true, waiting: true });
    await update.registerServiceWorker();
    expect(update.useAppUpdate.getState().available).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('on a first visit, the first worker taking control is no update', async () => {
    const sw = fakeServiceWorker({ controlled: false, waiting: false });
    await update.registerServiceWorker();
    sw.takeOver();
    expect(update.useAppUpdate.getState().available).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('when another tab accepts, this one offers the update and keeps its page', async () => {
    const sw = fakeServiceWorker({ controlled: true, waiting: true });
    await update.registerServiceWorker();
    update.dismissUpdate();
    sw.takeOver();
    expect(update.useAppUpdate.getState()).toMatchObject({ available: true, dismissed: false });
    expect(reload).not.toHaveBeenCalled();
  });

  it('"Atualizar" tells the waiting worker to take over, and the takeover reloads this tab', async () => {
    const sw = fakeServiceWorker({ controlled: true, waiting: true });
    await update.registerServiceWorker();
    update.acceptUpdate();
    expect(sw.worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    sw.takeOver();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('checks again on return to the foreground and when back online, never offline', async () => {
    const sw = fakeServiceWorker({ controlled: true, waiting: false });
    await update.registerServiceWorker();
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('online'));
    expect(sw.registration.update).toHaveBeenCalledTimes(2);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sw.registration.update).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
    // Navigation right after a check does not ask again.
    update.onNavigation();
    expect(sw.registration.update).toHaveBeenCalledTimes(2);
  });
});

describe('hasUnsentWork', () => {
  const html = (markup: string) => {
    document.body.innerHTML = markup;
    return document.body;
  };

  it('sees text typed in a field or a part of the page holding unsent work', () => {
    expect(update.hasUnsentWork(html('<textarea>Quero saber</textarea>'))).toBe(true);
    const root = html('<input type="tel">');
    root.querySelector('input')!.value = '(21) 9876';
    expect(update.hasUnsentWork(root)).toBe(true);
    expect(update.hasUnsentWork(html('<div data-unsent-work></div>'))).toBe(true);
  });

  it('ignores empty fields, blanks, search boxes, choices and read-only fields', () => {
    const root = html(
      '<input value="  "><input type="checkbox" checked><input type="hidden" value="x"><input readonly value="x">' +
        '<form role="search"><input value="cobra"></form><input type="search" value="sapo"><textarea disabled>x</textarea>',
    );
    // type=search is not among the text types.
    expect(update.hasUnsentWork(root)).toBe(false);
  });
});
