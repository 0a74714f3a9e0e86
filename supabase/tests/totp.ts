// The one TOTP helper of the tests (RFC 6238: HMAC-SHA1, 30-second steps), written apart from the
// stand-in's own so that a test checks the server against an independent implementation: codes
// from an enrolment's secret, as an authenticator app computes them. Checked against the RFC's
// test vectors in totp.test.ts.
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const PERIOD = 30;

/** RFC 4648 base32 (case, spaces and padding ignored) to bytes. */
export function base32ToBytes(secret: string): Buffer {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of secret.toUpperCase().replace(/[\s=]/g, '')) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The code of one counter value (RFC 4226, dynamic truncation). */
export function hotpCode(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const value = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(value % 10 ** digits).padStart(digits, '0');
}

export function stepAt(timeMs: number): number {
  return Math.floor(timeMs / 1000 / PERIOD);
}

/** The code an authenticator app shows for a base32 secret at a moment (now by default). */
export function totpCode(secret: string, timeMs = Date.now(), digits = 6): string {
  return hotpCode(base32ToBytes(secret), stepAt(timeMs), digits);
}

/** The code of a given step. */
export function totpCodeForStep(secret: string, step: number): string {
  return hotpCode(base32ToBytes(secret), step);
}

const lastUsed = new Map<string, number>();

/**
 * A code the server will take for this secret: each right code is accepted once, so every call
 * gives a later step than the previous one (within the step of skew the server allows either
 * side of now), waiting for the clock when the three steps around now are spent.
 */
export async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    const current = stepAt(now);
    const secondsLeft = PERIOD - ((now / 1000) % PERIOD);
    // The previous step only while it stays inside the server's window until the request lands.
    const earliest = secondsLeft > 5 ? current - 1 : current;
    const step = Math.max(earliest, (lastUsed.get(secret) ?? -Infinity) + 1);
    if (step <= current + 1) {
      lastUsed.set(secret, step);
      return totpCodeForStep(secret, step);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** A code for this secret the server accepts now, but certainly wrong (no step within ±2 has it). */
export function wrongCode(secret: string): string {
  const current = stepAt(Date.now());
  const near = new Set([-2, -1, 0, 1, 2].map((d) => totpCodeForStep(secret, current + d)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!near.has(candidate)) return candidate;
  }
}
