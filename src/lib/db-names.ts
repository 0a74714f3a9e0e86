// The names the offline database keeps from one version of the app to the next: its own, and the kinds of the
// outbox's entries (stored with each entry, so a kind is never renamed). A module without imports, so that the
// start-up peek at the outbox (waiting-deliveries.ts) can use them without loading Dexie or a feature.

/** The IndexedDB database that SonhoDatabase opens (db.ts). */
export const APP_DATABASE_NAME = 'sonho-e-sorte';

/** An admin's edit of a backend row (lib/outbox/admin-edits.ts). */
export const ADMIN_EDIT_KIND = 'admin-edit';
/** A lead from the chat, for suporte_clientes (features/chat/lead-outbox.ts). */
export const LEAD_KIND = 'lead';
/** A visitor's feedback, for feedbacks (features/feedback/feedback-outbox.ts). */
export const FEEDBACK_KIND = 'feedback';
/** Brings the server's push subscription of this device in line with what it follows (features/notifications/push-sync.ts). */
export const PUSH_SYNC_KIND = 'push-sync';
/** Every kind the app queues; app/outbox-senders.ts maps each to the code that sends it. */
export type OutboxKind = typeof ADMIN_EDIT_KIND | typeof LEAD_KIND | typeof FEEDBACK_KIND | typeof PUSH_SYNC_KIND;

/** Meta: false while the person paused every notification (the list of follows stays); absent means on. */
export const PUSH_ENABLED_KEY = 'push:enabled';
