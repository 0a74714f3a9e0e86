// The chat assistant's conversation (SPEC §4, §5) as a pure state machine: the view only renders it and
// schedules the bot's 1.5 s typing delay, so every rule here is testable without timers or a DOM.
import { cleanedText, messageProblem, nameProblem, truncateText } from '../../../utils/text/clean-text';
import { isValidWhatsapp, maskWhatsapp, whatsappDigits } from './whatsapp-mask';

type ChatSender = 'user' | 'bot';

interface ChatMessage {
  sender: ChatSender;
  text: string;
  /** The view links the privacy policy under this message (the one asking for the number). */
  privacyLink?: true;
}

/** A message as the lead stores it. */
interface HistoryEntry {
  sender: ChatSender;
  text: string;
}

/** 0 asks the name, 1 the WhatsApp number, 2 the request; 3 is the end. */
export type ChatStep = 0 | 1 | 2 | 3;

/** The lead saved in suporte_clientes (SPEC §3). */
interface ChatLead {
  customer_name: string;
  /** Digits only, 10 or 11 of them. */
  customer_whatsapp: string;
  initial_message: string;
  conversation_history: HistoryEntry[];
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
/**
 * What a lead's history holds: the latest 30 messages at most, 2000 characters in each and 6000 in all. The
 * database refuses more (50, 2000 and 8000: private.is_valid_chat_history, with room for older app versions).
 */
export const MAX_HISTORY = 30;
export const MAX_TEXT_LENGTH = 2000;
export const MAX_HISTORY_CHARS = 6000;
/** Stands in the history for an answer that held nothing the database accepts. */
export const INVISIBLE_ANSWER = '(mensagem sem caracteres visíveis)';
export const MAX_NAME_LENGTH = 120;

export const BOT_TEXTS = {
  greeting: 'Olá! 👋 Eu sou a assistente virtual do Sonho & Sorte. Para começarmos, qual é o seu nome?',
  askWhatsapp: (firstName: string) =>
    `Prazer em falar com você, ${firstName}! Seu WhatsApp serve só para a nossa equipe responder ao seu pedido: não o usamos para propaganda nem o passamos a ninguém. Qual é o seu número de WhatsApp com DDD?`,
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

function firstName(name: string): string {
  return name.split(' ')[0] ?? name;
}

function botSpeaks(state: ChatState): ChatState {
  if (!state.typing || state.pending === null) return state;
  const said: ChatMessage = { sender: 'bot', text: state.pending };
  // Before the number is asked for, the visitor can read what is kept and why.
  if (state.step === 1 && state.whatsapp === '' && !state.messages.some((m) => m.privacyLink)) said.privacyLink = true;
  const messages = [...state.messages, said];
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
      const name = truncateText(trimmed.replace(/\s+/g, ' '), MAX_NAME_LENGTH);
      // The database refuses such a name; the visitor hears why now and types it again.
      const problem = nameProblem(name);
      if (problem) return { ...state, ...say(state, truncateText(trimmed, MAX_TEXT_LENGTH), problem), turn };
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
      const shown = digits === '' ? truncateText(trimmed, MAX_TEXT_LENGTH) : maskWhatsapp(trimmed);
      if (!isValidWhatsapp(digits)) {
        return { ...state, ...say(state, shown, BOT_TEXTS.invalidWhatsapp), turn };
      }
      return { ...state, ...say(state, shown, BOT_TEXTS.askRequest), whatsapp: digits, step: 2, turn };
    }
    case 2: {
      const request = truncateText(trimmed, MAX_TEXT_LENGTH);
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
    conversation_history: historyOf(state.messages),
    source: 'chat_modal',
  };
}

/**
 * The history the lead carries: each text as the database accepts it (what it would refuse in a refused answer
 * is dropped), then the latest messages within MAX_HISTORY and MAX_HISTORY_CHARS; the latest matter most.
 */
function historyOf(messages: readonly ChatMessage[]): HistoryEntry[] {
  const kept: HistoryEntry[] = [];
  let chars = 0;
  for (let i = messages.length - 1; i >= 0 && kept.length < MAX_HISTORY; i -= 1) {
    const message = messages[i];
    if (!message) continue;
    const text = cleanedText(truncateText(message.text, MAX_TEXT_LENGTH)) ?? INVISIBLE_ANSWER;
    if (chars + text.length > MAX_HISTORY_CHARS) break;
    chars += text.length;
    kept.push({ sender: message.sender, text });
  }
  return kept.reverse();
}
