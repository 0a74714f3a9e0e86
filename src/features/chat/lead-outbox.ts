// Chat leads go to suporte_clientes through the outbox; a lead the server refuses for good is announced.
import { LEAD_KIND } from '../../lib/db-names';
import { notify } from '../../components/toasts/notify';
import { outbox, type OutboxHandler } from '../../lib/outbox/outbox';
import { insertHandler } from '../../lib/outbox/outbox-insert';

export const SAVE_FAILED_TITLE = 'Ops! Algo deu errado.';
export const SAVE_FAILED_MESSAGE = 'Não conseguimos salvar sua mensagem, mas você ainda pode nos contatar no WhatsApp.';

/** A lead reaches the server as a row of suporte_clientes, keyed by the entry's id (app/outbox-senders.ts). */
export const sendLead: OutboxHandler = insertHandler('suporte_clientes');

let registered = false;

/** Registers the lead handler and starts the outbox; idempotent, called wherever the chat can appear. */
export function ensureLeadOutbox(): void {
  if (!registered) {
    registered = true;
    outbox.register(LEAD_KIND, sendLead);
    outbox.subscribe((event) => {
      if (event.type === 'failed' && event.entry.kind === LEAD_KIND) notifySaveFailed();
    });
  }
  outbox.start();
}

export function notifySaveFailed(): void {
  notify.error(SAVE_FAILED_TITLE, SAVE_FAILED_MESSAGE);
}
