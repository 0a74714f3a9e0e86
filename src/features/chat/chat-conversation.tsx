// The chat assistant's conversation, shared by the modal and the /chat-online page: a thin view of the
// machine in src/features/chat/domain/machine.ts.
import { ActionIcon, Alert, Anchor, Button, Group, Stack, Text, TextInput, Textarea, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  canAnswer,
  isDone,
  keyAction,
  whatsappMessage,
  type ChatStep,
} from './domain/machine';
import { WHATSAPP_MASK_MAX_LENGTH, maskWhatsapp } from './domain/whatsapp-mask';
import { whatsappHref } from '../../lib/config';
import { useOnline } from '../../lib/online';
import { outbox } from '../../lib/outbox/outbox';
import classes from './chat.module.css';
import { HeldLeads } from './held-leads';
import { SAVE_FAILED_MESSAGE, SAVE_FAILED_TITLE } from './lead-outbox';
import { useChatConversation } from './use-chat-conversation';
import { PATHS } from '../../utils/paths';

/** Where the policy says what the chat keeps (features/guides/politicas.page.tsx). */
const PRIVACY_PATH = `${PATHS.politicas}#chat`;

const INPUT_LABELS: Record<ChatStep, string> = {
  0: 'Seu nome',
  1: 'Seu WhatsApp com DDD',
  2: 'Como podemos ajudar?',
  3: 'Conversa concluída',
};

const PLACEHOLDERS: Record<ChatStep, string> = {
  0: 'Digite seu nome',
  1: '(21) 98765-4321',
  2: 'Escreva sua dúvida ou pedido (Shift+Enter para nova linha)',
  3: 'Conversa concluída',
};

interface ChatConversationProps {
  /** Called after the WhatsApp tab was opened (the modal closes itself and says 'Tudo pronto!'). */
  onHandedOver: () => void;
  /** Height of the message area. */
  height?: number | string;
}

export function ChatConversation({ onHandedOver, height = 340 }: ChatConversationProps) {
  const { state, leadStatus, submit } = useChatConversation();
  const online = useOnline();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const enabled = canAnswer(state);
  const done = isDone(state);

  useEffect(() => {
    // Keep the answer box focused across turns (and the phone keyboard open); the textarea of the last step
    // is a new element, so it is focused when it appears.
    inputRef.current?.focus();
  }, [state.step]);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [state.messages.length, state.typing]);

  const send = () => {
    if (!enabled || draft.trim() === '') return;
    submit(draft);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const action = keyAction(state.step, { key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing });
    if (action === 'send') {
      event.preventDefault();
      send();
    }
  };

  const openWhatsapp = () => {
    window.open(whatsappHref(whatsappMessage(state.name, state.request)), '_blank', 'noopener,noreferrer');
    onHandedOver();
  };

  const inputProps = {
    ref: inputRef,
    value: draft,
    // Read-only rather than disabled while the bot types: a disabled field loses its focus (Chrome may keep
    // it as the active element but stop taking text), and phones would close the keyboard at every turn.
    readOnly: !enabled,
    'aria-readonly': !enabled,
    'aria-label': INPUT_LABELS[state.step],
    placeholder: PLACEHOLDERS[state.step],
    onKeyDown,
    style: { flex: 1 },
    'data-testid': 'chat-input',
    // The modal's focus trap focuses this rather than its close button, so typing never goes astray.
    'data-autofocus': true,
  };

  return (
    <Stack
      gap="sm"
      data-testid="chat-conversation"
      data-lead-status={leadStatus}
      // Answers given but no lead yet (it is saved at the last step): a reload would lose them (lib/app-update.ts).
      data-unsent-work={state.step > 0 && state.step < 3 ? '' : undefined}
    >
      <HeldLeads exceptId={state.id} />
      <div ref={scrollerRef} className={classes.scroller} style={{ height }}>
        <div role="log" aria-live="polite" aria-label="Conversa com a assistente" className={classes.log} data-testid="chat-log">
          {state.messages.map((message, index) => (
            <div key={index} className={classes.bubble} data-sender={message.sender}>
              <VisuallyHidden>{message.sender === 'bot' ? 'Assistente: ' : 'Você: '}</VisuallyHidden>
              <span data-testid={`chat-${message.sender}-text`}>{message.text}</span>
              {message.privacyLink && (
                <Text size="xs" mt={4} data-testid="chat-privacy-note">
                  Veja o que guardamos, por quanto tempo e como pedir a exclusão na{' '}
                  {/* A new tab: the conversation stays as it is. */}
                  <Anchor href={PRIVACY_PATH} underline="always" target="_blank" rel="noopener">
                    Política de Privacidade
                  </Anchor>
                  .
                </Text>
              )}
            </div>
          ))}
        </div>
        {state.typing && (
          <div className={classes.typing} role="status" data-testid="chat-typing">
            <span className={classes.dot} aria-hidden="true" />
            <span className={classes.dot} aria-hidden="true" />
            <span className={classes.dot} aria-hidden="true" />
            <Text size="xs" c="dimmed" ml={4}>
              digitando…
            </Text>
          </div>
        )}
      </div>

      {done && <LeadNotice status={leadStatus} online={online} entryId={state.id} />}

      {done ? (
        <Button color="green.9" size="md" fullWidth onClick={openWhatsapp} leftSection={<span aria-hidden="true">💬</span>}>
          Abrir WhatsApp
        </Button>
      ) : (
        <Group gap="xs" wrap="nowrap" align="flex-end">
          {state.step === 2 ? (
            <Textarea
              {...inputProps}
              rows={3}
              maxLength={MAX_TEXT_LENGTH}
              onChange={(event) => setDraft(event.currentTarget.value)}
            />
          ) : state.step === 1 ? (
            <TextInput
              {...inputProps}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={WHATSAPP_MASK_MAX_LENGTH}
              onChange={(event) => setDraft(maskWhatsapp(event.currentTarget.value))}
            />
          ) : (
            <TextInput
              {...inputProps}
              autoComplete="name"
              maxLength={MAX_NAME_LENGTH}
              onChange={(event) => setDraft(event.currentTarget.value)}
            />
          )}
          <ActionIcon size={36} radius="xl" onClick={send} disabled={!enabled} aria-label="Enviar mensagem">
            <span aria-hidden="true">➤</span>
          </ActionIcon>
        </Group>
      )}
    </Stack>
  );
}

function LeadNotice({ status, online, entryId }: { status: string; online: boolean; entryId: string }) {
  if (status === 'failed' || status === 'unsaved') {
    return (
      <Alert color="red" title={SAVE_FAILED_TITLE} data-testid="lead-failed">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{SAVE_FAILED_MESSAGE}</Text>
          {status === 'failed' && (
            <Button size="xs" variant="light" color="red" onClick={() => void outbox.retry(entryId)}>
              Tentar enviar de novo
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  if (status === 'waiting') {
    return (
      <Alert color="blue" title="Sua mensagem vai em instantes" data-testid="lead-waiting">
        Recebemos muitas mensagens desta conexão agora. A sua ficou guardada neste aparelho e será enviada sozinha em
        instantes, só uma vez. Enquanto isso, você já pode falar com a gente no WhatsApp.
      </Alert>
    );
  }
  if (status === 'queued' && !online) {
    return (
      <Alert color="orange" title="Você está sem conexão" data-testid="lead-offline">
        Sua mensagem ficou guardada neste aparelho e será enviada assim que a conexão voltar. Enquanto isso, você já
        pode falar com a gente no WhatsApp.
      </Alert>
    );
  }
  return null;
}
