// The push sender's cryptography (supabase/functions/push-send): RFC 8291's own example byte for
// byte, round trips with an independent implementation (the http_ece package that web-push uses)
// in both directions, the VAPID JWT as a push service checks it, and the endpoint allow-list.
import { createECDH, randomBytes } from 'node:crypto';
import ece from 'http_ece';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  base64UrlDecode,
  base64UrlEncode,
  createVapidSigner,
  encryptPushMessage,
  endpointAllowed,
} from '../functions/push-send/index.ts';
import { decryptPushMessage } from './fake-push-service';

// RFC 8291, Section 5 and Appendix A.
const RFC = {
  plaintext: 'V2hlbiBJIGdyb3cgdXAsIEkgd2FudCB0byBiZSBhIHdhdGVybWVsb24',
  asPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

function newSubscriber() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

describe('RFC 8291 message encryption', () => {
  it('reproduces the RFC’s example message byte for byte', async () => {
    expect(Buffer.from(RFC.plaintext, 'base64url').toString()).toBe('When I grow up, I want to be a watermelon');
    const body = await encryptPushMessage(base64UrlDecode(RFC.plaintext), RFC.uaPublic, RFC.authSecret, {
      senderPrivateKey: base64UrlDecode(RFC.asPrivate),
      senderPublicKey: base64UrlDecode(RFC.asPublic),
      salt: base64UrlDecode(RFC.salt),
    });
    expect(base64UrlEncode(body)).toBe(RFC.body);
  });

  it('the fake push service decrypts the RFC’s example message', () => {
    const plaintext = decryptPushMessage(Buffer.from(RFC.body, 'base64url'), Buffer.from(RFC.uaPrivate, 'base64url'), Buffer.from(RFC.authSecret, 'base64url'));
    expect(plaintext.toString()).toBe('When I grow up, I want to be a watermelon');
  });

  it('http_ece decrypts what the sender encrypts, for fresh keys and lengths up to the 4 KB limit', async () => {
    for (const length of [0, 1, 15, 16, 17, 100, 1000, 3993]) {
      const { ecdh, p256dh, auth } = newSubscriber();
      const plaintext = randomBytes(length);
      const body = Buffer.from(await encryptPushMessage(plaintext, p256dh, auth));
      expect(body.length).toBeLessThanOrEqual(4096);
      expect(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth })).toEqual(plaintext);
      expect(decryptPushMessage(body, ecdh.getPrivateKey(), Buffer.from(auth, 'base64url'))).toEqual(plaintext);
    }
  });

  it('the fake push service decrypts what http_ece encrypts (so its decryption is checked independently)', () => {
    const { ecdh, p256dh, auth } = newSubscriber();
    const sender = createECDH('prime256v1');
    sender.generateKeys();
    const plaintext = Buffer.from(JSON.stringify({ title: 'Resultado PT Rio PTM 11:20', body: '1º 4735 - 09 Cobra' }));
    const body = ece.encrypt(plaintext, { version: 'aes128gcm', dh: p256dh, privateKey: sender, salt: randomBytes(16), authSecret: auth });
    expect(decryptPushMessage(body, ecdh.getPrivateKey(), Buffer.from(auth, 'base64url'))).toEqual(plaintext);
  });

  it('uses a fresh sender key and salt for every message', async () => {
    const { p256dh, auth } = newSubscriber();
    const a = Buffer.from(await encryptPushMessage(Buffer.from('x'), p256dh, auth));
    const b = Buffer.from(await encryptPushMessage(Buffer.from('x'), p256dh, auth));
    expect(a.subarray(0, 16)).not.toEqual(b.subarray(0, 16));
    expect(a.subarray(21, 86)).not.toEqual(b.subarray(21, 86));
  });

  it('refuses keys that are not a subscription’s and a message over one record', async () => {
    const { p256dh, auth } = newSubscriber();
    await expect(encryptPushMessage(Buffer.from('x'), auth, auth)).rejects.toThrow();
    await expect(encryptPushMessage(Buffer.from('x'), p256dh, p256dh)).rejects.toThrow();
    await expect(encryptPushMessage(randomBytes(3994), p256dh, auth)).rejects.toThrow(/too long/);
  });
});

describe('RFC 8292 VAPID', () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: ecdh.getPrivateKey().toString('base64url'), subject: 'mailto:contato@sonhoesorte.com.br' };
  const point = ecdh.getPublicKey();
  const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') };

  it('signs an ES256 JWT for the endpoint’s origin, under 24 h, with the contact, and names the key', async () => {
    const now = Date.now();
    const header = await createVapidSigner(keys, () => now).authorization('https://fcm.googleapis.com/fcm/send/abc:def');
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(header);
    expect(match?.[2]).toBe(keys.publicKey);
    const token = match?.[1] ?? '';
    expect(decodeProtectedHeader(token)).toEqual({ typ: 'JWT', alg: 'ES256' });
    const { payload } = await jwtVerify(token, await importJWK(jwk, 'ES256'), { audience: 'https://fcm.googleapis.com' });
    expect(payload.sub).toBe('mailto:contato@sonhoesorte.com.br');
    expect(payload.exp).toBeGreaterThan(now / 1000);
    expect(payload.exp).toBeLessThan(now / 1000 + 24 * 3600);
  });

  it('reuses a token per origin and signs another for another origin', async () => {
    const signer = createVapidSigner(keys);
    const a = await signer.authorization('https://fcm.googleapis.com/fcm/send/one');
    expect(await signer.authorization('https://fcm.googleapis.com/fcm/send/two')).toBe(a);
    const other = await signer.authorization('https://updates.push.services.mozilla.com/wpush/v2/x');
    expect(other).not.toBe(a);
    const token = /t=([^,]+)/.exec(other)?.[1] ?? '';
    await expect(jwtVerify(token, await importJWK(jwk, 'ES256'), { audience: 'https://updates.push.services.mozilla.com' })).resolves.toBeTruthy();
  });

  it('refuses a subject that is not a contact', () => {
    expect(() => createVapidSigner({ ...keys, subject: 'contato@sonhoesorte.com.br' })).toThrow(/mailto/);
  });
});

describe('push endpoints', () => {
  it('accepts the push services of real browsers', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bHxyz',
      'https://fcm.googleapis.com/wp/dQw4w9WgXcQ:APA91bHxyz',
      'https://jmt17.google.com/fcm/send/dQw4w9WgXcQ:APA91bHxyz',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGuZXjo7V3Z0uc4pYk1dRlpW',
      'https://wns2-bn3p.notify.windows.com/w/?token=BQYAAAB%2b',
    ]) {
      expect(endpointAllowed(endpoint), endpoint).toBe(true);
    }
  });

  it('refuses anything else, loopback included unless the stand-in allows it', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com@evil.example/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evil.example/fcm.googleapis.com/x',
      'https://notify.windows.com.evil.example/w',
      'https://push.apple.com/x',
      'https://storage.googleapis.com/bucket/x',
      'https://10.0.0.1/x',
      'https://fcm.googleapis.com',
      'http://127.0.0.1:8080/push/x',
      'http://localhost:8080/push/x',
    ]) {
      expect(endpointAllowed(endpoint), endpoint).toBe(false);
    }
    expect(endpointAllowed('http://127.0.0.1:8080/push/x', true)).toBe(true);
    expect(endpointAllowed('http://127.0.0.2:8080/push/x', true)).toBe(false);
    expect(endpointAllowed('http://localhost:8080/push/x', true)).toBe(false);
  });
});
