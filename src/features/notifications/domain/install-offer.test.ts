import { describe, expect, it } from 'vitest';
import { canInstall, installMethod, shouldOfferInstall, type InstallEnvironment } from './install-offer';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const DESKTOP_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

const env = (overrides: Partial<InstallEnvironment>): InstallEnvironment => ({
  userAgent: ANDROID,
  maxTouchPoints: 5,
  standalone: false,
  installedBefore: false,
  canPrompt: false,
  ...overrides,
});

describe('installMethod', () => {
  it('never offers anything inside the installed app', () => {
    expect(installMethod(env({ standalone: true, canPrompt: true }))).toBe('installed');
    expect(installMethod(env({ standalone: true, userAgent: IPHONE }))).toBe('installed');
  });

  it("uses Chromium's own prompt when the browser hands it over", () => {
    expect(installMethod(env({ canPrompt: true }))).toBe('prompt');
    expect(installMethod(env({ canPrompt: true, userAgent: DESKTOP_FIREFOX, maxTouchPoints: 0 }))).toBe('prompt');
  });

  it('guides iPhones through the Share sheet and other Android browsers through their menu', () => {
    expect(installMethod(env({ userAgent: IPHONE }))).toBe('ios');
    expect(installMethod(env({}))).toBe('android');
  });

  it('offers nothing on a desktop browser without a prompt, nor where the app was installed before', () => {
    expect(installMethod(env({ userAgent: DESKTOP_FIREFOX, maxTouchPoints: 0 }))).toBe('none');
    expect(installMethod(env({ installedBefore: true }))).toBe('installed');
    expect(canInstall('none')).toBe(false);
    expect(canInstall('installed')).toBe(false);
  });
});

describe('shouldOfferInstall', () => {
  it('stays quiet on a first visit, offers on the second, or right after a first "Seguir"', () => {
    expect(shouldOfferInstall('prompt', { visits: 1, dismissed: false, justFollowed: false })).toBe(false);
    expect(shouldOfferInstall('prompt', { visits: 2, dismissed: false, justFollowed: false })).toBe(true);
    expect(shouldOfferInstall('ios', { visits: 1, dismissed: false, justFollowed: true })).toBe(true);
  });

  it('never comes back once answered, and never where installing is not possible', () => {
    expect(shouldOfferInstall('prompt', { visits: 5, dismissed: true, justFollowed: true })).toBe(false);
    expect(shouldOfferInstall('installed', { visits: 5, dismissed: false, justFollowed: true })).toBe(false);
    expect(shouldOfferInstall('none', { visits: 5, dismissed: false, justFollowed: false })).toBe(false);
  });
});
