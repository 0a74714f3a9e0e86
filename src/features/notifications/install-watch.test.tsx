import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor, within } from '../../testing/render';
import { useInstallUi } from './install-state';
import {
  OFFER_ANSWERED_KEY,
  VISITS_KEY,
  VISIT_COUNTED_KEY,
  countVisit,
  offerAfterFollow,
  resetInstallWatch,
  startInstallWatch,
  type BeforeInstallPromptEvent,
} from './install-watch';
import { NotificationsHost } from './notifications-host';

// The dialogs and the bar load their code on first use: slow on a loaded machine.
configure({ asyncUtilTimeout: 5_000 });

const ANDROID = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

/** A new browsing session: sessionStorage is per tab session, localStorage stays. */
function newSession() {
  sessionStorage.clear();
  resetInstallWatch();
}

function promptEvent(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

function setDevice(userAgent: string, standalone = false) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: standalone && query === '(display-mode: standalone)', addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  localStorage.clear();
  newSession();
  delete window.__earlyEvents;
});

afterEach(() => {
  vi.restoreAllMocks();
});

const renderHost = () => render(<NotificationsHost />);
const offer = () => screen.queryByRole('region', { name: 'Instalar o app' });

describe('countVisit', () => {
  it('counts a browsing session once, however many pages and reloads', () => {
    expect(countVisit()).toBe(1);
    expect(countVisit()).toBe(1);
    sessionStorage.removeItem(VISIT_COUNTED_KEY);
    expect(countVisit()).toBe(2);
    expect(localStorage.getItem(VISITS_KEY)).toBe('2');
  });
});

describe('the quiet offer to install', () => {
  it('stays away on a first visit and comes on the second, with the browser’s own prompt', async () => {
    setDevice(ANDROID);
    renderHost();
    await waitFor(() => expect(useInstallUi.getState().method).toBe('android'));
    const { event, prompt } = promptEvent('accepted');
    act(() => void window.dispatchEvent(event));
    // Chromium's own mini-infobar is held back: the app offers it itself.
    expect(event.defaultPrevented).toBe(true);
    expect(useInstallUi.getState().method).toBe('prompt');
    expect(offer()).toBeNull();

    newSession();
    renderHost();
    await waitFor(() => expect(useInstallUi.getState().method).toBe('android'));
    const second = promptEvent('accepted');
    act(() => void window.dispatchEvent(second.event));
    const bar = await screen.findByRole('region', { name: 'Instalar o app' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Instalar' }));
    await waitFor(() => expect(second.prompt).toHaveBeenCalledTimes(1));
    expect(prompt).not.toHaveBeenCalled();
    await waitFor(() => expect(useInstallUi.getState().method).toBe('installed'));
    expect(offer()).toBeNull();
  });

  it('uses a prompt caught by the page’s inline script before the app started', async () => {
    setDevice(ANDROID);
    localStorage.setItem(VISITS_KEY, '1');
    const { event, prompt } = promptEvent();
    window.__earlyEvents = { queue: [], stop() {}, installPrompt: event };
    renderHost();
    fireEvent.click(within(await screen.findByRole('region', { name: 'Instalar o app' })).getByRole('button', { name: 'Instalar' }));
    await waitFor(() => expect(prompt).toHaveBeenCalled());
  });

  it('comes right after a first "Seguir", even on a first visit', async () => {
    setDevice(IPHONE);
    renderHost();
    await waitFor(() => expect(useInstallUi.getState().method).toBe('ios'));
    expect(offer()).toBeNull();
    act(() => offerAfterFollow());
    // No prompt on an iPhone: "Instalar" opens the illustrated guide.
    fireEvent.click(within(await screen.findByRole('region', { name: 'Instalar o app' })).getByRole('button', { name: 'Instalar' }));
    const guide = await screen.findByRole('dialog', { name: 'Instalar o Sonho & Sorte' });
    expect(within(guide).getByTestId('ios-install-steps')).toHaveTextContent('Toque em Compartilhar');
    expect(within(guide).getByTestId('ios-install-steps')).toHaveTextContent('Adicionar à Tela de Início');
  });

  it('never comes back once answered with "Agora não"', async () => {
    setDevice(IPHONE);
    localStorage.setItem(VISITS_KEY, '3');
    renderHost();
    fireEvent.click(within(await screen.findByRole('region', { name: 'Instalar o app' })).getByRole('button', { name: 'Agora não' }));
    expect(offer()).toBeNull();
    expect(localStorage.getItem(OFFER_ANSWERED_KEY)).not.toBeNull();
    newSession();
    renderHost();
    await waitFor(() => expect(useInstallUi.getState().method).toBe('ios'));
    act(() => offerAfterFollow());
    expect(offer()).toBeNull();
  });

  it('never shows inside the installed app', async () => {
    setDevice(IPHONE, true);
    localStorage.setItem(VISITS_KEY, '5');
    renderHost();
    await waitFor(() => expect(useInstallUi.getState().method).toBe('installed'));
    act(() => offerAfterFollow());
    expect(offer()).toBeNull();
  });

  it('offers nothing until the device was read (the prerendered page knows nothing of it)', () => {
    setDevice(ANDROID);
    localStorage.setItem(VISITS_KEY, '5');
    expect(useInstallUi.getState()).toEqual({ method: 'none', installable: false, offer: false, guideOpen: false });
    startInstallWatch();
    expect(useInstallUi.getState()).toMatchObject({ method: 'android', installable: true, offer: true });
    expect(localStorage.getItem(VISITS_KEY)).toBe('6');
  });
});
