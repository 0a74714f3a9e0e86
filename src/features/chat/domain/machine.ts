// The chat assistant's conversation (SPEC §4, §5) as a pure state machine: the view only renders it and
// schedules the bot's 1.5 s typing delay, so every rule here is testable without timers or a DOM.
import { messageProblem, nameProblem } from '../../../utils/text/clean-text';
import { isValidWhatsapp, maskWhatsapp, whatsappDigits } from './whatsapp-mask';

export type ChatSender = 'user' | 'bot';

export interface ChatMessage {
  sender: ChatSender;
  text: string;
}

/** 0 asks the name, 1 the WhatsApp number, 2 the request; 3 is the end. */
export type ChatStep = 0 | 1 | 2 | 3;

/** The lead saved in suporte_clientes (SPEC §3). */
export interface ChatLead {
  customer_name: string;
  /** Digits only, 10 or 11 of them. */
  customer_whatsapp: string;
  initial_message: string;
  conversation_history: ChatMessage[];
  source: 'chat_modal';
}

export interface ChatState {
  /** The conversation's id; the lead is stored under it, so saving it twice can only ever make one row. */
  id: string;
  step: ChatStep;
  messages: ChatMessage[];
  name: string;
  whatsapp: string;
  request: string;
  /** The bot is "typing": its next message shows when the view reports the delay has elapsed. */
  typing: boolean;
  /** What the bot says when it stops typing. */
  pending: string | null;
  /** Counts the bot's turns, so the view restarts its delay timer for each one. */
  turn: number;
  /** Set once the bot has said it is ready: what must be saved. */
  lead: ChatLead | null;
}

export type ChatEvent =
  | { type: 'open'; id: string }
  | { type: 'reset'; id: string }
  | { type: 'botReady' }
  | { type: 'userSubmit'; text: string };

export const BOT_REPLY_DELAY_MS = 1500;
/** The database keeps at most 50 messages per lead, and at most 2000 characters in each text. */
export const MAX_HISTORY = 50;
export const MAX_TEXT_LENGTH = 2000;
export const MAX_NAME_LENGTH = 120;

export const BOT_TEXTS = {
  greeting: 'Olá! 👋 Eu sou a assistente virtual do Sonho & Sorte. Para começarmos, qual é o seu nome?',
  askWhatsapp: (firstName: string) =>
    `Prazer em falar com você, ${firstName}! Qual é o seu número de WhatsApp com DDD?`,
  invalidWhatsapp: 'Por favor, insira um número de WhatsApp válido com DDD (10 ou 11 dígitos).',
  askRequest: 'Obrigada! Agora me conte: como podemos ajudar você hoje?',
  ready: (firstName: string) =>
    `Perfeito, ${firstName}! Já anotei o seu pedido. Toque em "Abrir WhatsApp" para continuar a conversa com a nossa equipe.`,
} as const;

/** A fresh conversation: the bot starts typing its greeting at once. */
export function openChat(id: string): ChatState {
  return {
    id,
    step: 0,
    messages: [],
    name: '',
    whatsapp: '',
    request: '',
    typing: true,
    pending: BOT_TEXTS.greeting,
    turn: 1,
    lead: null,
  };
}

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'open':
    case 'reset':
      return openChat(event.id);
    case 'botReady':
      return botSpeaks(state);
    case 'userSubmit':
      return userAnswers(state, event.text);
  }
}

/** Whether the visitor may type now: never while the bot types, never after the end. */
export function canAnswer(state: ChatState): boolean {
  return !state.typing && state.step < 3;
}

/** The conversation is over and the lead exists. */
export function isDone(state: ChatState): boolean {
  return state.step === 3 && !state.typing;
}

export type KeyAction = 'send' | 'newline' | 'none';

/** What a key press in the answer box does: Enter sends; Shift+Enter adds a line only on the last step. */
export function keyAction(step: ChatStep, key: { key: string; shiftKey: boolean; isComposing?: boolean }): KeyAction {
  if (key.key !== 'Enter' || key.isComposing) return 'none';
  if (key.shiftKey && step === 2) return 'newline';
  return 'send';
}

/** The pre-filled WhatsApp text: a greeting with the visitor's name and request. */
export function whatsappMessage(name: string, request: string): string {
  return `Olá! Meu nome é ${name} e vim pelo chat do Sonho & Sorte. Preciso de ajuda com: ${request}`;
}

export function firstName(name: string): string {
  return name.split(' ')[0] ?? name;
}

function botSpeaks(state: ChatState): ChatState {
  if (!state.typing || state.pending === null) return state;
  const messages = [...state.messages, { sender: 'bot' as const, text: state.pending }];
  const next: ChatState = { ...state, messages, typing: false, pending: null };
  if (state.step === 3) next.lead = leadOf(next);
  return next;
}

function userAnswers(state: ChatState, text: string): ChatState {
  if (!canAnswer(state)) return state;
  const trimmed = text.trim();
  if (trimmed === '') return state;
  const turn = state.turn + 1;
  switch (state.step) {
    case 0: {
      const name = trimmed.replace(/\s+/g, ' ').slice(0, MAX_NAME_LENGTH);
      // The database refuses such a name; the visitor hears why now and types it again.
      const problem = nameProblem(name);
      if (problem) return { ...state, ...say(state, trimmed.slice(0, MAX_TEXT_LENGTH), problem), turn };
      return {
        ...state,
        ...say(state, name, BOT_TEXTS.askWhatsapp(firstName(name))),
        name,
        step: 1,
        turn,
      };
    }
    case 1: {
      const digits = whatsappDigits(trimmed);
      // The visitor's bubble shows the masked number; text with no digits at all is shown as typed.
      const shown = digits === '' ? trimmed.slice(0, MAX_TEXT_LENGTH) : maskWhatsapp(trimmed);
      if (!isValidWhatsapp(digits)) {
        return { ...state, ...say(state, shown, BOT_TEXTS.invalidWhatsapp), turn };
      }
      return { ...state, ...say(state, shown, BOT_TEXTS.askRequest), whatsapp: digits, step: 2, turn };
    }
    case 2: {
      const request = trimmed.slice(0, MAX_TEXT_LENGTH);
      const problem = messageProblem(request);
      if (problem) return { ...state, ...say(state, request, problem), turn };
      return { ...state, ...say(state, request, BOT_TEXTS.ready(firstName(state.name))), request, step: 3, turn };
    }
    case 3:
      return state;
  }
}

function say(state: ChatState, userText: string, botReply: string): Pick<ChatState, 'messages' | 'typing' | 'pending'> {
  return {
    messages: [...state.messages, { sender: 'user', text: userText }],
    typing: true,
    pending: botReply,
  };
}

function leadOf(state: ChatState): ChatLead {
  return {
    customer_name: state.name,
    customer_whatsapp: state.whatsapp,
    initial_message: state.request,
    // A visitor who mistypes the number many times could exceed the limit; the latest messages matter most.
    conversation_history: state.messages.slice(-MAX_HISTORY).map((m) => ({ sender: m.sender, text: m.text })),
    source: 'chat_modal',
  };
}
