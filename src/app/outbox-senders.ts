// Every kind of outbox entry and the code that sends it to the server, one line per kind: the map a reader (and
// tsc) follows from the screen that queues a write to the table it lands in. A chat lead: use-chat-conversation.ts
// queues LEAD_KIND -> OUTBOX_SENDERS.lead -> chat/lead-outbox.ts sendLead, a plain insert into suporte_clientes.
// To add a kind: name it in lib/db-names.ts (OutboxKind), give its concept an *-outbox.ts that exports the sender
// and a start function that registers it, and add its line here (tsc refuses the map until then).
//
// It lives in app/ because lib/outbox, the engine, knows no concept; and each line loads its module with import(),
// so the map costs nothing until an entry of that kind waits (at start-up, app/waiting-deliveries.ts) or the
// concept's screen starts it. Kinds come from db-names.ts, a module without imports.
import { ADMIN_EDIT_KIND, FEEDBACK_KIND, LEAD_KIND, PUSH_SYNC_KIND, type OutboxKind } from '../lib/db-names';
import type { OutboxHandler } from '../lib/outbox/outbox';
import { deliverWaitingEntries, type DeferredHandler } from './waiting-deliveries';

export interface OutboxSender {
  /** Entries the server accepts only from a signed-in person (RLS): without a session they would only fail. */
  needsSession: boolean;
  /**
   * The concept's module: `send` delivers one entry (what it becomes on the server), `start` registers `send` for
   * the kind, with the toast that announces a refusal, and starts the flusher.
   */
  load: () => Promise<{ send: OutboxHandler; start: () => void }>;
}

export const OUTBOX_SENDERS: { readonly [K in OutboxKind]: OutboxSender } = {
  // An admin's edit of a row: the rpc apply_admin_edit, which checks the row's version (lib/outbox/admin-edits.ts).
  [ADMIN_EDIT_KIND]: { needsSession: true, load: () => import('../lib/outbox/admin-edit-delivery').then((m) => ({ send: m.deliverAdminEdit, start: m.startAdminEditDelivery })) },
  // A chat lead: a row of suporte_clientes.
  [LEAD_KIND]: { needsSession: false, load: () => import('../features/chat/lead-outbox').then((m) => ({ send: m.sendLead, start: m.ensureLeadOutbox })) },
  // The footer's feedback: a row of feedbacks.
  [FEEDBACK_KIND]: { needsSession: false, load: () => import('../features/feedback/feedback-outbox').then((m) => ({ send: m.sendFeedback, start: m.ensureFeedbackOutbox })) },
  // What this device follows: the rpcs push_subscribe / push_unsubscribe (push_subscriptions).
  [PUSH_SYNC_KIND]: { needsSession: false, load: () => import('../features/notifications/push-outbox').then((m) => ({ send: m.sendPushSync, start: m.ensurePushOutbox })) },
};

/** The senders as app/waiting-deliveries.ts loads them at start-up, in the map's order. */
export const DEFERRED_HANDLERS: readonly DeferredHandler[] = (Object.keys(OUTBOX_SENDERS) as OutboxKind[]).map((kind) => ({
  kind,
  needsSession: OUTBOX_SENDERS[kind].needsSession,
  load: async () => (await OUTBOX_SENDERS[kind].load()).start(),
}));

/** Delivers what an earlier visit left in the outbox; resolves with the kinds whose senders loaded. */
export function deliverLeftEntries(): Promise<string[]> {
  return deliverWaitingEntries({ handlers: DEFERRED_HANDLERS });
}
