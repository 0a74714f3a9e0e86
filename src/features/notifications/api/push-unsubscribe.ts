// rpc push_unsubscribe: deletes this device's subscription; the auth secret proves it is this device's.
import type { SupabaseClient } from '../../../lib/supabase';
import type { RpcAnswer } from './push-subscribe';

export interface PushUnsubscribeArgs {
  endpoint: string;
  auth: string;
}

export function pushUnsubscribe(client: SupabaseClient, args: PushUnsubscribeArgs, signal: AbortSignal): RpcAnswer {
  const { endpoint, auth } = args;
  return client.rpc('push_unsubscribe', { endpoint, auth }).abortSignal(signal);
}
