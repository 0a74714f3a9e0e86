import { describe, expect, it } from 'vitest';
import { iosVersion, isAndroid, isIos } from './platform';
import { canFollow, pushAvailability, type PushEnvironment } from './push-support';

const UA = {
  iphone164: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.4 Mobile/15E148 Safari/604.1',
  iphone153: 'Mozilla/5.0 (iPhone; CPU iPhone OS 15_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.3 Mobile/15E148 Safari/604.1',
  chromeIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/119.0.6045.109 Mobile/15E148 Safari/604.1',
  ipadDesktop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

const env = (overrides: Partial<PushEnvironment> = {}): PushEnvironment => ({
  vapidKey: 'BPublicKey',
  serviceWorker: true,
  pushManager: true,
  permission: 'default',
  standalone: false,
  userAgent: UA.android,
  maxTouchPoints: 5,
  ...overrides,
});

describe('platform', () => {
  it('tells iPhones and iPads (also one asking for desktop sites) from Macs and Android', () => {
    expect(isIos({ userAgent: UA.iphone164, maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: UA.chromeIos, maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: UA.ipadDesktop, maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: UA.mac, maxTouchPoints: 0 })).toBe(false);
    expect(isIos({ userAgent: UA.android, maxTouchPoints: 5 })).toBe(false);
    expect(isAndroid({ userAgent: UA.android, maxTouchPoints: 5 })).toBe(true);
  });

  it('reads the iOS version', () => {
    expect(iosVersion({ userAgent: UA.iphone164, maxTouchPoints: 5 })).toEqual([16, 4]);
    expect(iosVersion({ userAgent: UA.ipadDesktop, maxTouchPoints: 5 })).toEqual([17, 2]);
    expect(iosVersion({ userAgent: UA.android, maxTouchPoints: 5 })).toBeNull();
  });
});

describe('pushAvailability', () => {
  it('asks on a supporting browser that has not been asked, and follows at once where allowed', () => {
    expect(pushAvailability(env())).toBe('ask');
    expect(pushAvailability(env({ permission: 'granted', userAgent: UA.desktop, maxTouchPoints: 0 }))).toBe('granted');
    expect(canFollow('ask')).toBe(true);
    expect(canFollow('granted')).toBe(true);
  });

  it('says notifications were refused', () => {
    expect(pushAvailability(env({ permission: 'denied' }))).toBe('denied');
    expect(canFollow('denied')).toBe(false);
  });

  it('says the browser cannot receive them', () => {
    expect(pushAvailability(env({ pushManager: false }))).toBe('unsupported');
    expect(pushAvailability(env({ serviceWorker: false }))).toBe('unsupported');
    expect(pushAvailability(env({ permission: null }))).toBe('unsupported');
  });

  it('on an iPhone in Safari, asks for the app on the Home Screen first (iOS 16.4+), whatever the APIs say', () => {
    const iphone = { userAgent: UA.iphone164, pushManager: false, permission: null };
    expect(pushAvailability(env(iphone))).toBe('ios-install');
    expect(pushAvailability(env({ userAgent: UA.chromeIos, pushManager: false }))).toBe('ios-install');
    expect(pushAvailability(env({ ...iphone, standalone: true, pushManager: true, permission: 'default' }))).toBe('ask');
  });

  it('on an iPhone older than iOS 16.4, asks for an iOS update, installed or not', () => {
    expect(pushAvailability(env({ userAgent: UA.iphone153 }))).toBe('ios-update');
    expect(pushAvailability(env({ userAgent: UA.iphone153, standalone: true }))).toBe('ios-update');
  });

  it('explains that this version has no notifications when built without a key', () => {
    expect(pushAvailability(env({ vapidKey: '' }))).toBe('unconfigured');
    expect(canFollow('unconfigured')).toBe(false);
  });
});
