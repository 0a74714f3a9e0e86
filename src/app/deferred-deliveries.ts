// The outbox entries whose handler lives with a feature that only some screens load (admin edits: the panel;
// leads: the chat; feedback: its form; push subscriptions: the follow controls). Registered here, in the app,
// because lib/ never reaches up into a feature: app/waiting-deliveries.ts does the waiting, this says what may wait. The kinds come from db-names.ts,
// a module without imports, so this list costs nothing until an entry of a kind is found waiting.
import { ADMIN_EDIT_KIND, FEEDBACK_KIND, LEAD_KIND, PUSH_SYNC_KIND } from '../lib/db-names';
import { deliverWaitingEntries, type DeferredHandler } from './waiting-deliveries';

export const DEFERRED_HANDLERS: readonly DeferredHandler[] = [
  {
    kind: ADMIN_EDIT_KIND,
    needsSession: true,
    load: async () => (await import('../lib/outbox/admin-edit-delivery')).startAdminEditDelivery(),
  },
  // The chat's leads and the footer's feedback: their handlers (with the toasts that announce a refusal) live
  // with their features, loaded here only when entries of theirs wait.
  {
    kind: LEAD_KIND,
    needsSession: false,
    load: async () => (await import('../features/chat/lead-outbox')).ensureLeadOutbox(),
  },
  {
    kind: FEEDBACK_KIND,
    needsSession: false,
    load: async () => (await import('../features/feedback/feedback-outbox')).ensureFeedbackOutbox(),
  },
  // A follow or unfollow made offline (or whose answer was lost) reaches the server on the next visit, whatever
  // page it opens.
  {
    kind: PUSH_SYNC_KIND,
    needsSession: false,
    load: async () => (await import('../features/notifications/push-outbox')).ensurePushOutbox(),
  },
];

/** Delivers what an earlier visit left in the outbox; resolves with the kinds whose handlers loaded. */
export function deliverLeftEntries(): Promise<string[]> {
  return deliverWaitingEntries({ handlers: DEFERRED_HANDLERS });
}
