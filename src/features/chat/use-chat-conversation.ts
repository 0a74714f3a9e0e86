// Runs the chat machine for a view: the bot's typing delay, and saving the lead through the outbox.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { BOT_REPLY_DELAY_MS, chatReducer, openChat, type ChatState } from './domain/machine';
import { LEAD_KIND } from '../../lib/db-names';
import { outbox } from '../../lib/outbox/outbox';
import { useOutboxEntry } from '../../lib/outbox/outbox-hooks';
import { ensureLeadOutbox, notifySaveFailed } from './lead-outbox';

/**
 * Where the lead stands: not yet produced, waiting in the outbox, waiting because the server asked to (too
 * many messages from this address: it goes on its own shortly), stored on the server, refused by the server
 * (dead letter), or not even kept on this device (IndexedDB unavailable).
 */
type LeadStatus = 'none' | 'queued' | 'waiting' | 'sent' | 'failed' | 'unsaved';

export interface ChatConversation {
  state: ChatState;
  leadStatus: LeadStatus;
  submit: (text: string) => void;
  restart: () => void;
}

export function useChatConversation(): ChatConversation {
  const [state, dispatch] = useReducer(chatReducer, null, () => openChat(crypto.randomUUID()));
  const [saved, setSaved] = useState<{ id: string; ok: boolean } | null>(null);
  const queued = useRef<string | null>(null);

  useEffect(() => {
    ensureLeadOutbox();
  }, []);

  useEffect(() => {
    if (!state.typing) return;
    const timer = setTimeout(() => dispatch({ type: 'botReady' }), BOT_REPLY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.typing, state.turn]);

  const { lead, id } = state;
  useEffect(() => {
    // The conversation id is the row id, so even a second enqueue could only ever store one row.
    if (!lead || queued.current === id) return;
    queued.current = id;
    outbox.enqueue(LEAD_KIND, lead, { id }).then(
      () => setSaved({ id, ok: true }),
      () => {
        setSaved({ id, ok: false });
        notifySaveFailed();
      },
    );
  }, [lead, id]);

  const entry = useOutboxEntry(lead ? id : null);
  let leadStatus: LeadStatus = 'none';
  if (lead) {
    if (saved?.id !== id) leadStatus = 'queued';
    else if (!saved.ok) leadStatus = 'unsaved';
    else if (entry?.status === 'failed' || entry?.status === 'conflict') leadStatus = 'failed';
    else if (entry === null) leadStatus = 'sent';
    else if (entry?.serverWait) leadStatus = 'waiting';
    else leadStatus = 'queued';
  }

  const submit = useCallback((text: string) => dispatch({ type: 'userSubmit', text }), []);
  const restart = useCallback(() => dispatch({ type: 'reset', id: crypto.randomUUID() }), []);
  return { state, leadStatus, submit, restart };
}
