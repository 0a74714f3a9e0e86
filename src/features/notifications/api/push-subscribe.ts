// rpc push_subscribe: creates or replaces this device's subscription, its push endpoint, keys and topics.
import type { PostgrestErrorLike } from '../../../lib/outbox/outbox-policy';
import type { SupabaseClient } from '../../../lib/supabase';

export interface PushSubscribeArgs {
  endpoint: string;
  /** The keys as PushSubscription.toJSON() gives them (base64url). */
  p256dh: string;
  auth: string;
  /** draw_results.lottery values, and 'palpite-do-dia'. */
  topics: string[];
}

/** The answer as the outbox classifies it (outbox-policy.ts). */
export type RpcAnswer = PromiseLike<{ error: PostgrestErrorLike | null; status: number }>;

export function pushSubscribe(client: SupabaseClient, args: PushSubscribeArgs, signal: AbortSignal): RpcAnswer {
  const { endpoint, p256dh, auth, topics } = args;
  return client.rpc('push_subscribe', { endpoint, p256dh, auth, topics }).abortSignal(signal);
}
