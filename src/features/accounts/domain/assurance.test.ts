import { describe, expect, it } from 'vitest';
import { adminStep, assuranceOf, classifyCodeError, codeDigits, groupSecret, isCompleteCode, tokenClaims, type Assurance } from './assurance';

function jwt(claims: object): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part(claims)}.signature`;
}

const NOW = Date.parse('2026-05-01T12:00:00Z');
const fresh = { must_change_password: false, password_changed_at: '2026-04-30T00:00:00Z' };
const firstAccess = { must_change_password: true, password_changed_at: null };
const level = (aal: 'aal1' | 'aal2', verifiedFactors: number): Assurance => ({ level: aal, verifiedFactors, methods: [] });

describe('assuranceOf', () => {
  it('reads aal and amr from the token and counts the verified factors', () => {
    const session = {
      access_token: jwt({ aal: 'aal2', amr: [{ method: 'totp', timestamp: 2 }, { method: 'password', timestamp: 1 }] }),
      user: { factors: [{ status: 'verified' }, { status: 'unverified' }] },
    };
    expect(assuranceOf(session)).toEqual({ level: 'aal2', verifiedFactors: 1, methods: ['totp', 'password'] });
  });

  it('knows nothing without a session or with a token it cannot read', () => {
    expect(assuranceOf(null)).toEqual({ level: null, verifiedFactors: 0, methods: [] });
    expect(assuranceOf({ access_token: 'not-a-jwt', user: {} }).level).toBeNull();
    expect(tokenClaims('a.!!!.c')).toBeNull();
  });

  it('reads non-ASCII claims (an accented e-mail) as UTF-8', () => {
    const token = `x.${Buffer.from(JSON.stringify({ email: 'joão@exemplo.com' })).toString('base64url')}.y`;
    expect(tokenClaims(token)?.email).toBe('joão@exemplo.com');
  });
});

describe('adminStep', () => {
  it('first access without an authenticator: the password first, then the authenticator', () => {
    expect(adminStep(firstAccess, level('aal1', 0), NOW)).toBe('password');
    expect(adminStep(fresh, level('aal1', 0), NOW)).toBe('enrol');
  });

  it('with an authenticator: the code before anything else, then the password if it must change', () => {
    expect(adminStep(fresh, level('aal1', 1), NOW)).toBe('code');
    expect(adminStep(firstAccess, level('aal1', 2), NOW)).toBe('code');
    expect(adminStep(firstAccess, level('aal2', 1), NOW)).toBe('password');
    expect(adminStep(fresh, level('aal2', 1), NOW)).toBe('panel');
  });

  it('an expired password counts as one that must change', () => {
    expect(adminStep({ must_change_password: false, password_changed_at: '2025-01-01T00:00:00Z' }, level('aal2', 1), NOW)).toBe('password');
  });
});

describe('the code field', () => {
  it('keeps six digits of what was typed or pasted', () => {
    expect(codeDigits('123 456')).toBe('123456');
    expect(codeDigits('12-34-56-78')).toBe('123456');
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode(' 123456 ')).toBe(true);
  });

  it('groups the secret by four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
  });

  it('reads Supabase Auth refusals', () => {
    expect(classifyCodeError({ code: 'mfa_verification_failed', status: 422 })).toEqual({ kind: 'wrong' });
    expect(classifyCodeError({ code: 'mfa_verification_rejected', message: 'Account locked. Try again in 7 minutes' })).toEqual({ kind: 'locked', minutes: 7 });
    expect(classifyCodeError({ name: 'AuthRetryableFetchError', status: 0 })).toEqual({ kind: 'offline' });
    expect(classifyCodeError({ code: 'unexpected_failure', status: 500 })).toEqual({ kind: 'other' });
  });
});
