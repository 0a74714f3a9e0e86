// TOTP as Supabase Auth runs it (RFC 6238: HMAC-SHA1, six digits, 30-second steps, one step of
// skew either way), the base32 secret and otpauth:// URI authenticator apps read, and the QR code
// of that URI as SVG.
import { createHmac, randomBytes } from 'node:crypto';
import encodeQR from '@paulmillr/qr';

export const PERIOD_SECONDS = 30;
const DIGITS = 6;
const SKEW_STEPS = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** @param {Uint8Array} bytes RFC 4648 base32 without padding, as authenticator apps take it. */
export function base32Encode(bytes) {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** @param {string} text base32, case and spaces ignored, padding optional */
export function base32Decode(text) {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  /** @type {number[]} */
  const out = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Invalid base32 secret');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function newSecret() {
  return base32Encode(randomBytes(20));
}

/**
 * The code of one step (RFC 4226 HOTP with the step as counter).
 * @param {Uint8Array} key
 * @param {number} step
 * @param {number} [digits]
 */
export function hotp(key, step, digits = DIGITS) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

/** @param {number} [nowMs] */
export function currentStep(nowMs = Date.now()) {
  return Math.floor(nowMs / 1000 / PERIOD_SECONDS);
}

/**
 * The step a code belongs to within the skew around now, or null when it matches none.
 * @param {string} secret base32
 * @param {string} code
 * @param {number} [nowMs]
 */
export function matchingStep(secret, code, nowMs = Date.now()) {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = currentStep(nowMs);
  for (let step = now - SKEW_STEPS; step <= now + SKEW_STEPS; step++) {
    if (hotp(key, step) === code) return step;
  }
  return null;
}

/**
 * The otpauth:// URI (Google Authenticator's key URI format), as Supabase Auth writes it.
 * @param {{ issuer: string, account: string, secret: string }} input
 */
export function otpauthUri({ issuer, account, secret }) {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ algorithm: 'SHA1', digits: String(DIGITS), issuer, period: String(PERIOD_SECONDS), secret });
  return `otpauth://totp/${label}?${query.toString().replace(/\+/g, '%20')}`;
}

/**
 * The QR code of a text as one SVG path (black modules on white, a four-module quiet zone).
 * Plain characters only, no '#': supabase-js puts it after "data:image/svg+xml;utf-8," as it is.
 * @param {string} text
 */
export function qrSvg(text) {
  const matrix = /** @type {boolean[][]} */ (encodeQR(text, 'raw', { ecc: 'medium' }));
  const size = matrix.length + 8;
  let path = '';
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x + 4} ${y + 4}h1v1h-1z`;
    });
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 4}" height="${size * 4}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="white"/><path fill="black" d="${path}"/></svg>`
  );
}
