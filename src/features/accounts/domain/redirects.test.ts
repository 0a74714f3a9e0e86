import { describe, expect, it } from 'vitest';
import {
  afterAdminLoginPath,
  afterLoginTarget,
  afterPasswordChangePath,
  ADMIN_SIGNED_OUT_STATE,
  cameFromAdminSignOut,
  originPath,
  passwordChangeReason,
  PASSWORD_MAX_AGE_DAYS,
} from './redirects';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const fresh = { must_change_password: false, password_changed_at: iso(NOW - 10 * DAY) };

describe('passwordChangeReason', () => {
  it('is first access while the flag is set, whatever the date', () => {
    expect(passwordChangeReason({ must_change_password: true, password_changed_at: iso(NOW) }, NOW)).toBe('first-access');
    expect(passwordChangeReason({ must_change_password: true, password_changed_at: null }, NOW)).toBe('first-access');
  });

  it('is expired after 90 days, not at 90 days', () => {
    const at90 = { must_change_password: false, password_changed_at: iso(NOW - PASSWORD_MAX_AGE_DAYS * DAY) };
    const at91 = { must_change_password: false, password_changed_at: iso(NOW - 91 * DAY) };
    expect(passwordChangeReason(at90, NOW)).toBeNull();
    expect(passwordChangeReason(at91, NOW)).toBe('expired');
  });

  it('is nothing for a recent password, an unknown date or no profile', () => {
    expect(passwordChangeReason(fresh, NOW)).toBeNull();
    expect(passwordChangeReason({ must_change_password: false, password_changed_at: null }, NOW)).toBeNull();
    expect(passwordChangeReason({ must_change_password: false, password_changed_at: 'garbage' }, NOW)).toBeNull();
    expect(passwordChangeReason(null, NOW)).toBeNull();
  });
});

describe('originPath', () => {
  it('keeps an in-app location with its query and hash', () => {
    expect(originPath({ pathname: '/livro-dos-sonhos', search: '?q=cobra', hash: '#c' })).toBe('/livro-dos-sonhos?q=cobra#c');
    expect(originPath({ pathname: '/meu-perfil', search: '', hash: '' })).toBe('/meu-perfil');
    // The change-password guard sends to /login: after signing in, the person goes on to it.
    expect(originPath({ pathname: '/change-password' })).toBe('/change-password');
  });

  it('ignores login screens, other sites and junk', () => {
    expect(originPath({ pathname: '/log-in' })).toBeNull();
    expect(originPath({ pathname: '/login/' })).toBeNull();
    expect(originPath({ pathname: '//evil.example/x' })).toBeNull();
    expect(originPath({ pathname: '/\\evil.example' })).toBeNull();
    expect(originPath({ pathname: 'https://evil.example/' })).toBeNull();
    expect(originPath('/meu-perfil')).toBeNull();
    expect(originPath(undefined)).toBeNull();
  });
});

describe('afterLoginTarget', () => {
  it('goes back to the origin, or to /meu-perfil', () => {
    expect(afterLoginTarget({ from: { pathname: '/palpites' }, profile: fresh, now: NOW })).toEqual({ to: '/palpites' });
    expect(afterLoginTarget({ from: undefined, profile: fresh, now: NOW })).toEqual({ to: '/meu-perfil' });
    expect(afterLoginTarget({ from: { pathname: '/login' }, profile: fresh, now: NOW })).toEqual({ to: '/meu-perfil' });
  });

  it('sends an account that must change its password to /change-password with the reason and the origin', () => {
    const first = { must_change_password: true, password_changed_at: iso(NOW) };
    expect(afterLoginTarget({ from: { pathname: '/painel/feedbacks' }, profile: first, now: NOW })).toEqual({
      to: '/change-password',
      state: { reason: 'first-access', from: '/painel/feedbacks' },
    });
    const old = { must_change_password: false, password_changed_at: iso(NOW - 200 * DAY) };
    expect(afterLoginTarget({ from: null, profile: old, now: NOW })).toEqual({
      to: '/change-password',
      state: { reason: 'expired' },
    });
  });

  it('uses the fallback when given', () => {
    expect(afterLoginTarget({ from: null, profile: null, now: NOW, fallback: '/painel/dashboard' })).toEqual({ to: '/painel/dashboard' });
  });
});

describe('admin and password-change targets', () => {
  it('moves from the bare panel to its dashboard and stays anywhere else', () => {
    expect(afterAdminLoginPath('/painel')).toBe('/painel/dashboard');
    expect(afterAdminLoginPath('/painel/')).toBe('/painel/dashboard');
    expect(afterAdminLoginPath('/painel/feedbacks')).toBeNull();
  });

  it('sends an admin to /teste (the panel alias) and a customer to the profile', () => {
    expect(afterPasswordChangePath(true)).toBe('/teste');
    expect(afterPasswordChangePath(false)).toBe('/meu-perfil');
  });
});

describe("an admin's sign-out", () => {
  it('is told by its own history state, and only by it', () => {
    expect(cameFromAdminSignOut(ADMIN_SIGNED_OUT_STATE)).toBe(true);
    expect(cameFromAdminSignOut({ ...ADMIN_SIGNED_OUT_STATE, from: '/meu-perfil' })).toBe(true);
    for (const other of [null, undefined, 'adminSignedOut', { adminSignedOut: 'true' }, { from: '/painel' }]) {
      expect(cameFromAdminSignOut(other)).toBe(false);
    }
  });
});
