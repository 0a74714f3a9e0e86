// Visitor feedback goes to the feedbacks table through the outbox; one the server refuses for good is announced.
import { FEEDBACK_KIND } from '../../lib/db-names';
import { notify } from '../../lib/notify';
import { onOutboxEvent, registerOutboxHandler, startOutbox } from '../../lib/outbox';
import { insertHandler } from '../../lib/outbox-insert';

let registered = false;

/** Registers the feedback handler and starts the outbox; idempotent. */
export function ensureFeedbackOutbox(): void {
  if (!registered) {
    registered = true;
    registerOutboxHandler(FEEDBACK_KIND, insertHandler('feedbacks'));
    onOutboxEvent((event) => {
      if (event.type === 'failed' && event.entry.kind === FEEDBACK_KIND) {
        notify.error('Não foi possível enviar sua sugestão', 'O servidor recusou a mensagem. Tente escrever de novo mais tarde.');
      }
    });
  }
  startOutbox();
}
