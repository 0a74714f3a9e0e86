// Delivers a 'push-sync' outbox entry: brings the server's subscription for this device in line with what the
// device follows (follows-store.ts), read at delivery time. Followed topics and notifications on: the browser's
// subscription is sent with the topics (rpc push_subscribe); nothing followed, or paused: the subscription the
// server last accepted is deleted (rpc push_unsubscribe). A new endpoint (the browser renewed it, or it was
// ended by a pause) replaces the old one, which is deleted first.
import { db, getMeta } from '../../lib/db';
import { REQUEST_TIMEOUT_MS } from '../../lib/outbox/outbox-insert';
import { OutboxDeliveryError, classifyResponse } from '../../lib/outbox/outbox-policy';
import type { OutboxEntry } from '../../lib/outbox/outbox';
import type { SupabaseClient } from '../../lib/supabase';
import { pushSubscribe, type RpcAnswer } from './api/push-subscribe';
import { pushUnsubscribe } from './api/push-unsubscribe';
import { PUSH_REGISTERED_KEY, readFollowState } from './follows-store';
import { browserSubscription, type DeviceKeys } from './push-browser';
import { vapidPublicKey } from './push-key';

interface RegisteredDevice {
  endpoint: string;
  auth: string;
}

export interface SyncOptions {
  /** The browser's subscription (push-browser.ts); tests give their own. */
  subscription?: () => Promise<DeviceKeys>;
}

async function answered(entry: OutboxEntry, request: RpcAnswer): Promise<void> {
  const { error, status } = await request;
  const outcome = classifyResponse(status, error, entry.id);
  if (outcome.type !== 'done') throw new OutboxDeliveryError(outcome);
}

export async function deliverPushSync(entry: OutboxEntry, supabase: SupabaseClient, options: SyncOptions = {}): Promise<'done'> {
  const subscription = options.subscription ?? (() => browserSubscription(vapidPublicKey()));
  const { topics, enabled } = await readFollowState();
  const registered = await getMeta<RegisteredDevice | null>(PUSH_REGISTERED_KEY, null);
  const signal = () => AbortSignal.timeout(REQUEST_TIMEOUT_MS);

  if (!enabled || topics.length === 0) {
    if (registered) {
      await answered(entry, pushUnsubscribe(supabase, registered, signal()));
      await db.meta.delete(PUSH_REGISTERED_KEY);
    }
    return 'done';
  }

  const keys = await subscription();
  if (registered && registered.endpoint !== keys.endpoint) {
    try {
      await answered(entry, pushUnsubscribe(supabase, registered, signal()));
    } catch (error) {
      // Worth waiting for the network; a refusal is not: the sender deletes an endpoint its push service says is gone.
      if (error instanceof OutboxDeliveryError && error.outcome.type === 'retry') throw error;
    }
    await db.meta.delete(PUSH_REGISTERED_KEY);
  }
  await answered(entry, pushSubscribe(supabase, { ...keys, topics }, signal()));
  const device: RegisteredDevice = { endpoint: keys.endpoint, auth: keys.auth };
  await db.meta.put({ key: PUSH_REGISTERED_KEY, value: device });
  return 'done';
}
