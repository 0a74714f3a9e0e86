// The test helper's TOTP against RFC 6238's own test vectors (Appendix B, SHA-1), and against the
// stand-in's implementation, so both agree with the standard and with each other.
import { describe, expect, it } from 'vitest';
import { base32Encode, hotp as standInHotp, matchingStep } from '../local/auth/totp.mjs';
import { base32ToBytes, freshCode, hotpCode, stepAt, totpCode, totpCodeForStep } from './totp';

// RFC 6238's seed for HMAC-SHA1: the ASCII string "12345678901234567890".
const SEED = Buffer.from('12345678901234567890', 'ascii');
const SECRET = base32Encode(SEED);

const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('RFC 6238 appendix B (SHA-1, eight digits)', () => {
  it.each(VECTORS)('T = %i s gives %s', (seconds, code) => {
    expect(SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32ToBytes(SECRET)).toEqual(SEED);
    expect(totpCode(SECRET, seconds * 1000, 8)).toBe(code);
    expect(standInHotp(SEED, stepAt(seconds * 1000), 8)).toBe(code);
    // Six digits, as Supabase Auth uses: the last six of the same number.
    expect(totpCode(SECRET, seconds * 1000)).toBe(code.slice(2));
  });
});

describe('RFC 4226 appendix D (HOTP)', () => {
  it('the first ten counter values', () => {
    const codes = Array.from({ length: 10 }, (_, counter) => hotpCode(SEED, counter));
    expect(codes).toEqual(['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489']);
  });
});

describe('the stand-in accepts one step of skew either way, no more', () => {
  it('codes of the steps around now', () => {
    const now = Date.now();
    const step = stepAt(now);
    for (const delta of [-1, 0, 1]) expect(matchingStep(SECRET, totpCodeForStep(SECRET, step + delta), now)).toBe(step + delta);
    for (const delta of [-3, -2, 2, 3]) {
      const code = totpCodeForStep(SECRET, step + delta);
      const collides = [-1, 0, 1].some((d) => totpCodeForStep(SECRET, step + d) === code);
      if (!collides) expect(matchingStep(SECRET, code, now)).toBeNull();
    }
  });
});

describe('freshCode', () => {
  it('never gives the same step twice for one secret', async () => {
    const secret = base32Encode(Buffer.from('another secret, twenty bytes'));
    const step = stepAt(Date.now());
    const codes = [await freshCode(secret), await freshCode(secret)];
    const steps = codes.map((code) => [-1, 0, 1, 2].map((d) => step + d).find((s) => totpCodeForStep(secret, s) === code));
    expect(steps[0]).toBeDefined();
    expect(steps[1]).toBeGreaterThan(steps[0]!);
  });
});
