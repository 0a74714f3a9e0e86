// The push subscription's outbox handler (push-sync.ts), registered by the follow controls, the notifications
// page, and at start-up when an entry of an earlier visit waits (app/outbox-senders.ts). A sync the server
// or the browser refuses for good is announced, with what to do.
import { PUSH_SYNC_KIND } from '../../lib/db-names';
import { notify } from '../../components/toasts/notify';
import { outbox, type OutboxHandler } from '../../lib/outbox/outbox';
import { deliverPushSync } from './push-sync';

const SYNC_FAILED_TITLE = 'Não foi possível ativar as notificações';

/** What the failure toast says: blocked notifications have a remedy of their own. */
function syncFailedMessage(permission: NotificationPermission | null): string {
  if (permission === 'denied') return 'As notificações estão bloqueadas neste navegador. Veja em Notificações, no menu, como liberar.';
  return 'Tente de novo mais tarde em Notificações, no menu. O que você segue continua salvo neste aparelho.';
}

/** A follow or unfollow reaches the server through push_subscribe / push_unsubscribe (push-sync.ts). */
export const sendPushSync: OutboxHandler = (entry, supabase) => deliverPushSync(entry, supabase);

let registered = false;

/** Registers the handler and starts the outbox; idempotent. */
export function ensurePushOutbox(): void {
  if (!registered) {
    registered = true;
    outbox.register(PUSH_SYNC_KIND, sendPushSync);
    outbox.subscribe((event) => {
      if (event.type !== 'failed' || event.entry.kind !== PUSH_SYNC_KIND) return;
      notify.error(SYNC_FAILED_TITLE, syncFailedMessage(typeof Notification === 'undefined' ? null : Notification.permission));
    });
  }
  outbox.start();
}
