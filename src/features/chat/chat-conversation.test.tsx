import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOT_TEXTS } from './domain/machine';
import { db } from '../../lib/db';
import { installFakeSupabase, type FakeSupabase } from '../../testing/fake-supabase';
import { act, fireEvent, render, screen, waitFor } from '../../testing/render';
import { ChatConversation } from './chat-conversation';

vi.mock('../../lib/supabase', () => import('../../testing/fake-supabase'));
let server: FakeSupabase;

const INVALID = 'Por favor, insira um número de WhatsApp válido com DDD (10 ou 11 dígitos).';

beforeEach(async () => {
  server = installFakeSupabase();
  await db.outbox.clear();
  // Fake time that still flows, so Dexie's zero-delay timers run while the tests jump over the bot's delays.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true, advanceTimeDelta: 5 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const botDelay = () => act(() => void vi.advanceTimersByTime(1_500));

const input = () => screen.getByTestId('chat-input');
const botTexts = () => screen.queryAllByTestId('chat-bot-text').map((el) => el.textContent);
const userTexts = () => screen.queryAllByTestId('chat-user-text').map((el) => el.textContent);

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
}
function pressEnter(shiftKey = false) {
  fireEvent.keyDown(input(), { key: 'Enter', shiftKey });
}

function renderChat() {
  const onHandedOver = vi.fn();
  render(<ChatConversation onHandedOver={onHandedOver} />);
  return onHandedOver;
}

describe('ChatConversation', () => {
  it('types for 1.5 s before greeting, with the input blocked meanwhile', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    renderChat();
    expect(screen.getByRole('log')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('chat-typing')).toBeInTheDocument();
    expect(input()).toHaveAttribute('readonly');
    expect(botTexts()).toEqual([]);
    act(() => void vi.advanceTimersByTime(1_499));
    expect(botTexts()).toEqual([]);
    act(() => void vi.advanceTimersByTime(1));
    expect(botTexts()).toEqual([BOT_TEXTS.greeting]);
    expect(screen.queryByTestId('chat-typing')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Seu nome' })).not.toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Seu nome' })).toHaveFocus();
  });

  it('runs the whole conversation, queues the lead and hands over to WhatsApp', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const onHandedOver = renderChat();
    botDelay();

    type('   ');
    pressEnter();
    expect(userTexts()).toEqual([]);

    type('Ana Souza');
    pressEnter();
    expect(userTexts()).toEqual(['Ana Souza']);
    expect(input()).toHaveAttribute('readonly');
    expect(input()).toHaveFocus();
    pressEnter();
    expect(userTexts()).toEqual(['Ana Souza']);
    botDelay();
    expect(botTexts().at(-1)).toBe(BOT_TEXTS.askWhatsapp('Ana'));
    // Before the number: what it is for, and the privacy policy a tap away (in a new tab).
    const privacy = screen.getByRole('link', { name: 'Política de Privacidade' });
    expect(privacy).toHaveAttribute('href', '/politicas#chat');
    expect(privacy).toHaveAttribute('target', '_blank');

    const phone = screen.getByRole('textbox', { name: 'Seu WhatsApp com DDD' });
    fireEvent.change(phone, { target: { value: '21987654' } });
    expect(phone).toHaveValue('(21) 9876-54');
    pressEnter();
    botDelay();
    expect(botTexts().at(-1)).toBe(INVALID);

    fireEvent.change(input(), { target: { value: '219876543219999' } });
    expect(input()).toHaveValue('(21) 98765-4321');
    pressEnter();
    botDelay();
    expect(botTexts().at(-1)).toBe(BOT_TEXTS.askRequest);

    const request = screen.getByRole('textbox', { name: 'Como podemos ajudar?' });
    expect(request.tagName).toBe('TEXTAREA');
    fireEvent.change(request, { target: { value: 'Quero saber\ndos horários' } });
    fireEvent.keyDown(request, { key: 'Enter', shiftKey: true });
    expect(userTexts()).toHaveLength(3);
    fireEvent.keyDown(request, { key: 'Enter' });
    expect(userTexts().at(-1)).toBe('Quero saber\ndos horários');
    botDelay();
    expect(botTexts().at(-1)).toBe(BOT_TEXTS.ready('Ana'));
    expect(screen.queryByTestId('chat-input')).not.toBeInTheDocument();

    await waitFor(() => expect(server.rows('suporte_clientes')).toHaveLength(1));
    const [row] = server.rows('suporte_clientes');
    expect(row).toMatchObject({
      customer_name: 'Ana Souza',
      customer_whatsapp: '21987654321',
      initial_message: 'Quero saber\ndos horários',
      source: 'chat_modal',
    });
    expect(row?.conversation_history).toHaveLength(9);
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));

    fireEvent.click(screen.getByRole('button', { name: 'Abrir WhatsApp' }));
    expect(opened).toHaveBeenCalledTimes(1);
    const [href, target, features] = opened.mock.calls[0]!;
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
    const url = new URL(String(href));
    expect(url.origin + url.pathname).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(url.searchParams.get('text')).toContain('Ana Souza');
    expect(url.searchParams.get('text')).toContain('Quero saber\ndos horários');
    expect(onHandedOver).toHaveBeenCalledTimes(1);
  });

  async function finishConversation() {
    botDelay();
    type('Bia');
    pressEnter();
    botDelay();
    type('2134567890');
    pressEnter();
    botDelay();
    type('Ajuda');
    pressEnter();
    botDelay();
  }

  it('shows a lead the server refuses for good as failed, with the toast, and lets it be retried', async () => {
    server.failNext({ kind: 'http', status: 400, error: { code: '23514', message: 'check violation' } });
    renderChat();
    await finishConversation();
    expect(await screen.findByTestId('lead-failed')).toHaveTextContent(
      'Não conseguimos salvar sua mensagem, mas você ainda pode nos contatar no WhatsApp.',
    );
    expect(await screen.findByText('Ops! Algo deu errado.', { selector: '[data-toast] *' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir WhatsApp' })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Tentar enviar de novo' }));
    await waitFor(() => expect(server.rows('suporte_clientes')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('chat-conversation')).toHaveAttribute('data-lead-status', 'sent'));
    expect(screen.queryByTestId('lead-failed')).not.toBeInTheDocument();
  });

  it('says in Portuguese that a lead the server asked to wait for (429) goes shortly, and sends it once when the wait is over', async () => {
    server.failNext({ kind: 'http', status: 429, error: { code: 'PT429', message: 'Too many requests from this address', details: 'Retry after 60 seconds' } });
    renderChat();
    await finishConversation();
    expect(await screen.findByTestId('lead-waiting')).toHaveTextContent('será enviada sozinha em instantes, só uma vez');
    expect(screen.getByTestId('chat-conversation')).toHaveAttribute('data-lead-status', 'waiting');
    expect(screen.queryByTestId('lead-failed')).not.toBeInTheDocument();
    expect(server.rows('suporte_clientes')).toHaveLength(0);

    await act(async () => void (await vi.advanceTimersByTimeAsync(66_000)));
    await waitFor(() => expect(server.rows('suporte_clientes')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('chat-conversation')).toHaveAttribute('data-lead-status', 'sent'));
    expect(screen.queryByTestId('lead-waiting')).not.toBeInTheDocument();
  });

  it('tells an offline visitor the message goes when the connection returns', async () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderChat();
    await finishConversation();
    expect(await screen.findByTestId('lead-offline')).toHaveTextContent('será enviada assim que a conexão voltar');
    expect(await db.outbox.count()).toBe(1);
    expect(server.calls).toHaveLength(0);

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(server.rows('suporte_clientes')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('lead-offline')).not.toBeInTheDocument());
  });
});
