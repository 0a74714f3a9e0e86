// Visitor feedback goes to the feedbacks table through the outbox; one the server refuses for good is announced.
import { FEEDBACK_KIND } from '../../lib/db-names';
import { notify } from '../../components/toasts/notify';
import { outbox, type OutboxHandler } from '../../lib/outbox/outbox';
import { insertHandler } from '../../lib/outbox/outbox-insert';

/** Feedback reaches the server as a row of feedbacks, keyed by the entry's id (app/outbox-senders.ts). */
export const sendFeedback: OutboxHandler = insertHandler('feedbacks');

let registered = false;

/** Registers the feedback handler and starts the outbox; idempotent. */
export function ensureFeedbackOutbox(): void {
  if (!registered) {
    registered = true;
    outbox.register(FEEDBACK_KIND, sendFeedback);
    outbox.subscribe((event) => {
      if (event.type === 'failed' && event.entry.kind === FEEDBACK_KIND) {
        notify.error('Não foi possível enviar sua sugestão', 'O servidor recusou a mensagem. Tente escrever de novo mais tarde.');
      }
    });
  }
  outbox.start();
}
