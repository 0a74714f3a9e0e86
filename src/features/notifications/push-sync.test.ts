import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, getMeta } from '../../lib/db';
import { PUSH_SYNC_KIND } from '../../lib/db-names';
import { OutboxDeliveryError } from '../../lib/outbox/outbox-policy';
import { outbox } from '../../lib/outbox/outbox';
import { installFakeSupabase, type FakeSupabase } from '../../testing/fake-supabase';
import { GUESS_TOPIC } from './domain/topics';
import { PUSH_REGISTERED_KEY, followTopic, pauseNotifications, readFollowState, resumeNotifications, unfollowTopic } from './follows-store';
import type { DeviceKeys } from './push-browser';
import { deliverPushSync } from './push-sync';

const KEYS: DeviceKeys = { endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', p256dh: 'BPublicKeyOfTheDevice', auth: 'authSecret1' };
const RENEWED: DeviceKeys = { endpoint: 'https://fcm.googleapis.com/fcm/send/device-2', p256dh: 'BOtherKey', auth: 'authSecret2' };

let server: FakeSupabase;

beforeEach(async () => {
  outbox.stop();
  server = installFakeSupabase();
  server.onRpc('push_subscribe', () => undefined).onRpc('push_unsubscribe', () => undefined);
  await Promise.all([db.follows.clear(), db.meta.clear(), db.outbox.clear()]);
});

const waiting = () => db.outbox.where('kind').equals(PUSH_SYNC_KIND).toArray();

async function deliver(keys: DeviceKeys = KEYS) {
  const [entry] = await waiting();
  expect(entry).toBeDefined();
  await deliverPushSync(entry!, server.client, { subscription: async () => keys });
  await db.outbox.delete(entry!.id);
}

const rpcs = () => server.calls.filter((call) => call.operation === 'rpc').map((call) => [call.target, call.values]);

describe('the follow state on the device', () => {
  it('keeps what is followed, in listing order, with one entry waiting however many taps', async () => {
    await followTopic('PT Rio');
    await followTopic(GUESS_TOPIC);
    await followTopic('Bahia');
    await unfollowTopic('Bahia');
    expect(await readFollowState()).toEqual({ topics: [GUESS_TOPIC, 'PT Rio'], enabled: true });
    const entries = await waiting();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.payload).toEqual({ reason: 'unfollow', topic: 'Bahia' });
  });

  it('pauses without forgetting the list, and a new follow turns everything back on', async () => {
    await followTopic('PT Rio');
    await pauseNotifications();
    expect(await readFollowState()).toEqual({ topics: ['PT Rio'], enabled: false });
    await followTopic('Nacional');
    expect(await readFollowState()).toEqual({ topics: ['Nacional', 'PT Rio'], enabled: true });
  });

  it('keeps nothing unqueued: a change the browser cannot store leaves no entry, and no entry without its change', async () => {
    await followTopic('PT Rio');
    const before = await waiting();
    vi.spyOn(db.follows, 'put').mockRejectedValueOnce(new Error('QuotaExceededError'));
    await expect(followTopic('Bahia')).rejects.toThrow('QuotaExceededError');
    expect(await readFollowState()).toEqual({ topics: ['PT Rio'], enabled: true });
    expect((await waiting()).map((entry) => entry.id)).toEqual(before.map((entry) => entry.id));
  });
});

describe('deliverPushSync', () => {
  it('sends the browser subscription with every followed topic (rpc push_subscribe) and remembers the endpoint', async () => {
    await followTopic('PT Rio');
    await followTopic(GUESS_TOPIC);
    await deliver();
    expect(rpcs()).toEqual([['push_subscribe', { endpoint: KEYS.endpoint, p256dh: KEYS.p256dh, auth: KEYS.auth, topics: [GUESS_TOPIC, 'PT Rio'] }]]);
    expect(await getMeta(PUSH_REGISTERED_KEY, null)).toEqual({ endpoint: KEYS.endpoint, auth: KEYS.auth });
  });

  it('deletes the subscription (rpc push_unsubscribe, with the auth secret) once nothing is followed', async () => {
    await followTopic('PT Rio');
    await deliver();
    await unfollowTopic('PT Rio');
    await deliver();
    expect(rpcs().at(-1)).toEqual(['push_unsubscribe', { endpoint: KEYS.endpoint, auth: KEYS.auth }]);
    expect(await getMeta(PUSH_REGISTERED_KEY, null)).toBeNull();
  });

  it('deletes it when paused, and sends nothing at all when the server never had it', async () => {
    await followTopic('PT Rio');
    await pauseNotifications();
    await deliver();
    expect(rpcs()).toEqual([]);
    await resumeNotifications();
    await deliver();
    await pauseNotifications();
    await deliver();
    expect(rpcs().map(([name]) => name)).toEqual(['push_subscribe', 'push_unsubscribe']);
  });

  it('replaces a renewed endpoint: the old one is deleted first, then the new one sent', async () => {
    await followTopic('PT Rio');
    await deliver(KEYS);
    await followTopic('Bahia');
    await deliver(RENEWED);
    expect(rpcs().slice(1)).toEqual([
      ['push_unsubscribe', { endpoint: KEYS.endpoint, auth: KEYS.auth }],
      ['push_subscribe', { endpoint: RENEWED.endpoint, p256dh: RENEWED.p256dh, auth: RENEWED.auth, topics: ['Bahia', 'PT Rio'] }],
    ]);
    expect(await getMeta(PUSH_REGISTERED_KEY, null)).toEqual({ endpoint: RENEWED.endpoint, auth: RENEWED.auth });
  });

  it('waits for the network, and holds a refusal for good, as the outbox classifies them', async () => {
    await followTopic('PT Rio');
    const [entry] = await waiting();
    server.offline = true;
    const offline = await deliverPushSync(entry!, server.client, { subscription: async () => KEYS }).catch((error: unknown) => error);
    expect(offline).toBeInstanceOf(OutboxDeliveryError);
    expect((offline as OutboxDeliveryError).outcome).toMatchObject({ type: 'retry', network: true });
    server.offline = false;
    server.failNext('rpc:push_subscribe', { code: 'P0001', message: 'endpoint must be a known push service' });
    const refused = await deliverPushSync(entry!, server.client, { subscription: async () => KEYS }).catch((error: unknown) => error);
    expect((refused as OutboxDeliveryError).outcome).toMatchObject({ type: 'failed' });
    expect(await getMeta(PUSH_REGISTERED_KEY, null)).toBeNull();
  });
});
