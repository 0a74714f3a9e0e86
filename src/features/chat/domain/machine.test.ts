import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLEAN_TEXT_MESSAGES } from '../../../utils/text/clean-text';
import { isCleanText } from '../../../utils/text/clean-text';
import {
  BOT_TEXTS,
  INVISIBLE_ANSWER,
  MAX_HISTORY,
  MAX_HISTORY_CHARS,
  canAnswer,
  chatReducer,
  isDone,
  keyAction,
  openChat,
  whatsappMessage,
  type ChatEvent,
  type ChatState,
} from './machine';

const INVALID = 'Por favor, insira um número de WhatsApp válido com DDD (10 ou 11 dígitos).';

function run(state: ChatState, ...events: ChatEvent[]): ChatState {
  return events.reduce(chatReducer, state);
}
const ready: ChatEvent = { type: 'botReady' };
const submit = (text: string): ChatEvent => ({ type: 'userSubmit', text });

/** A conversation whose greeting has been shown. */
function greeted(): ChatState {
  return run(openChat('c-1'), ready);
}

describe('opening the chat', () => {
  it('starts typing the greeting with nothing shown and the input blocked', () => {
    const state = openChat('c-1');
    expect(state).toMatchObject({ id: 'c-1', step: 0, messages: [], typing: true, lead: null });
    expect(canAnswer(state)).toBe(false);
  });

  it('shows the greeting asking for the name once the delay elapses', () => {
    const state = greeted();
    expect(state.messages).toEqual([{ sender: 'bot', text: BOT_TEXTS.greeting }]);
    expect(state.typing).toBe(false);
    expect(canAnswer(state)).toBe(true);
  });

  it('resets everything when opened again, with the new id', () => {
    const midway = run(greeted(), submit('Ana'), ready);
    const reopened = chatReducer(midway, { type: 'open', id: 'c-2' });
    expect(reopened).toEqual(openChat('c-2'));
    expect(chatReducer(midway, { type: 'reset', id: 'c-3' })).toEqual(openChat('c-3'));
  });

  it('ignores a stray botReady when the bot is not typing', () => {
    const state = greeted();
    expect(chatReducer(state, ready)).toBe(state);
  });
});

describe('names and requests the database would refuse (issue 19)', () => {
  it.each([['zero-width spaces', '\u200B\u200B'], ['Hangul fillers', '\u3164'], ['a right-to-left override', 'Ana\u202Egnp']])(
    'a name of %s gets the reason in Portuguese and the name is asked again',
    (_, name) => {
      const state = run(greeted(), submit(name), ready);
      expect(state.step).toBe(0);
      expect(state.name).toBe('');
      expect(state.messages.at(-1)?.text).toMatch(/^O nome /);
      expect(run(state, submit('Ana'), ready).step).toBe(1);
    },
  );

  it('a request of only invisible characters gets the reason and the request is asked again', () => {
    const atRequest = run(greeted(), submit('Ana'), ready, submit('11999998888'), ready);
    const state = run(atRequest, submit('\u200B\u3000\u200B'), ready);
    expect(state.step).toBe(2);
    expect(state.messages.at(-1)?.text).toBe(CLEAN_TEXT_MESSAGES.messageBlank);
    expect(state.lead).toBeNull();
  });
});

describe('step 0: the name', () => {
  it('takes the trimmed name and asks for the WhatsApp number by first name after the delay', () => {
    const typing = run(greeted(), submit('  Maria   da  Silva  '));
    expect(typing.name).toBe('Maria da Silva');
    expect(typing.step).toBe(1);
    expect(typing.typing).toBe(true);
    expect(canAnswer(typing)).toBe(false);
    expect(typing.messages.at(-1)).toEqual({ sender: 'user', text: 'Maria da Silva' });

    const asked = chatReducer(typing, ready);
    expect(asked.messages.at(-1)).toEqual({ sender: 'bot', text: BOT_TEXTS.askWhatsapp('Maria'), privacyLink: true });
    expect(asked.messages.at(-1)?.text).toContain('WhatsApp');
  });

  it('says what the number is for before asking it, with the privacy policy linked once (LGPD, issue 27)', () => {
    const asked = run(greeted(), submit('Ana'), ready);
    expect(asked.messages.at(-1)?.text).toMatch(/serve só para a nossa equipe responder ao seu pedido.*Qual é o seu número/);
    const retried = run(asked, submit('123'), ready);
    expect(retried.messages.filter((m) => m.privacyLink)).toHaveLength(1);
  });

  it('ignores empty and whitespace-only answers', () => {
    const state = greeted();
    for (const blank of ['', ' ', '   \n\t ']) expect(chatReducer(state, submit(blank))).toBe(state);
  });

  it('ignores answers while the bot is typing', () => {
    const typing = openChat('c-1');
    expect(chatReducer(typing, submit('Ana'))).toBe(typing);
  });
});

describe('step 1: the WhatsApp number', () => {
  const atStep1 = () => run(greeted(), submit('Ana'), ready);

  it('stores the digits of a valid 11-digit number and shows it masked', () => {
    const state = run(atStep1(), submit('(21) 98765-4321'));
    expect(state.whatsapp).toBe('21987654321');
    expect(state.step).toBe(2);
    expect(state.messages.at(-1)).toEqual({ sender: 'user', text: '(21) 98765-4321' });
    expect(chatReducer(state, ready).messages.at(-1)).toEqual({ sender: 'bot', text: BOT_TEXTS.askRequest });
  });

  it('accepts a 10-digit landline however it was typed', () => {
    const state = run(atStep1(), submit('21 3456 7890'));
    expect(state.whatsapp).toBe('2134567890');
    expect(state.messages.at(-1)?.text).toBe('(21) 3456-7890');
  });

  it('replies with the exact invalid-number text and stays on the step for fewer than 10 digits', () => {
    const state = run(atStep1(), submit('(21) 9876-543'));
    expect(state.step).toBe(1);
    expect(state.whatsapp).toBe('');
    const replied = chatReducer(state, ready);
    expect(replied.messages.at(-1)).toEqual({ sender: 'bot', text: INVALID });
    expect(canAnswer(replied)).toBe(true);

    const fixed = run(replied, submit('21987654321'), ready);
    expect(fixed.step).toBe(2);
    expect(fixed.whatsapp).toBe('21987654321');
  });

  it('rejects text with no digits, showing it as typed', () => {
    const state = run(atStep1(), submit('meu zap'), ready);
    expect(state.step).toBe(1);
    expect(state.messages.slice(-2)).toEqual([
      { sender: 'user', text: 'meu zap' },
      { sender: 'bot', text: INVALID },
    ]);
  });

  it('keeps only the first 11 digits of a longer paste', () => {
    const state = run(atStep1(), submit('219876543210000'));
    expect(state.whatsapp).toBe('21987654321');
  });

  it('ignores a blank answer without replying', () => {
    const state = atStep1();
    expect(chatReducer(state, submit('   '))).toBe(state);
  });

  it('accepts exactly the numbers with 10 or 11 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,11}$/), (digits) => {
        const state = run(atStep1(), submit(digits));
        expect(state.step).toBe(digits.length >= 10 ? 2 : 1);
      }),
    );
  });
});

describe('step 2: the request, and the end', () => {
  const atStep2 = () => run(greeted(), submit('Ana Souza'), ready, submit('21987654321'), ready);

  it('keeps a multi-line request, says it is ready after the delay and produces the lead', () => {
    const typing = run(atStep2(), submit('  Quero saber dos horários.\nE das cotações.  '));
    expect(typing.step).toBe(3);
    expect(typing.lead).toBeNull();
    expect(isDone(typing)).toBe(false);

    const done = chatReducer(typing, ready);
    expect(isDone(done)).toBe(true);
    expect(canAnswer(done)).toBe(false);
    expect(done.messages.at(-1)).toEqual({ sender: 'bot', text: BOT_TEXTS.ready('Ana') });
    expect(done.lead).toEqual({
      customer_name: 'Ana Souza',
      customer_whatsapp: '21987654321',
      initial_message: 'Quero saber dos horários.\nE das cotações.',
      conversation_history: done.messages.map(({ sender, text }) => ({ sender, text })),
      source: 'chat_modal',
    });
    expect(done.messages.map((m) => m.sender)).toEqual(['bot', 'user', 'bot', 'user', 'bot', 'user', 'bot']);
  });

  it('blocks every answer after completion', () => {
    const done = run(atStep2(), submit('Ajuda'), ready);
    expect(chatReducer(done, submit('mais uma coisa'))).toBe(done);
    expect(chatReducer(done, ready)).toBe(done);
  });

  it('ignores a blank request', () => {
    const state = atStep2();
    expect(chatReducer(state, submit('\n\n  '))).toBe(state);
  });

  it('keeps at most the last 30 messages in the lead, the newest ones', () => {
    let state = run(greeted(), submit('Ana'), ready);
    for (let i = 0; i < 30; i += 1) state = run(state, submit('123'), ready);
    state = run(state, submit('21987654321'), ready, submit('Oi'), ready);
    expect(state.messages.length).toBeGreaterThan(MAX_HISTORY);
    expect(state.lead?.conversation_history).toHaveLength(MAX_HISTORY);
    expect(state.lead?.conversation_history.at(-1)).toEqual(state.messages.at(-1));
  });

  it('keeps at most 6000 characters of history, each text at most 2000, and only text the database accepts (issue 27)', () => {
    let state = run(greeted(), submit('Ana‮gnp'), ready, submit('​⠀'), ready, submit('Ana'), ready);
    for (let i = 0; i < 5; i += 1) state = run(state, submit(`meu zap ${'é'.repeat(2500)}`), ready);
    state = run(state, submit('21987654321'), ready, submit(`Pedido ${'x'.repeat(3000)}`), ready);
    const history = state.lead?.conversation_history ?? [];
    expect(history.reduce((sum, entry) => sum + entry.text.length, 0)).toBeLessThanOrEqual(MAX_HISTORY_CHARS);
    expect(history.every((entry) => entry.text.length <= 2000 && isCleanText(entry.text, true))).toBe(true);
    expect(history.at(-1)).toEqual({ sender: 'bot', text: BOT_TEXTS.ready('Ana') });
    expect(history.at(-2)?.text).toHaveLength(2000);

    const early = run(greeted(), submit('Ana‮gnp'), ready, submit('​⠀'), ready, submit('Ana'), ready, submit('21987654321'), ready, submit('Oi'), ready);
    expect(early.lead?.conversation_history.map((entry) => entry.text).slice(1, 5)).toEqual([
      'Anagnp', CLEAN_TEXT_MESSAGES.nameHidden, INVISIBLE_ANSWER, CLEAN_TEXT_MESSAGES.nameBlank,
    ]);
  });

  it('never cuts an emoji in two at the 2000-character limit', () => {
    const done = run(atStep2(), submit(`${'x'.repeat(1999)}😀`), ready);
    expect(done.lead?.initial_message).toBe('x'.repeat(1999));
  });

  it('bounds the request to what the database accepts', () => {
    const done = run(atStep2(), submit('x'.repeat(5000)), ready);
    expect(done.lead?.initial_message).toHaveLength(2000);
  });
});

describe('keyAction', () => {
  it('sends on Enter at every step', () => {
    for (const step of [0, 1, 2] as const) expect(keyAction(step, { key: 'Enter', shiftKey: false })).toBe('send');
  });

  it('makes Shift+Enter a newline on the last step only', () => {
    expect(keyAction(2, { key: 'Enter', shiftKey: true })).toBe('newline');
    expect(keyAction(0, { key: 'Enter', shiftKey: true })).toBe('send');
    expect(keyAction(1, { key: 'Enter', shiftKey: true })).toBe('send');
  });

  it('does nothing for other keys or while an input method is composing', () => {
    expect(keyAction(2, { key: 'a', shiftKey: false })).toBe('none');
    expect(keyAction(0, { key: 'Enter', shiftKey: false, isComposing: true })).toBe('none');
  });
});

describe('whatsappMessage', () => {
  it('greets with the name and the request', () => {
    const text = whatsappMessage('Ana Souza', 'Quero saber dos horários.');
    expect(text).toContain('Ana Souza');
    expect(text).toContain('Quero saber dos horários.');
    expect(text.startsWith('Olá!')).toBe(true);
  });
});
