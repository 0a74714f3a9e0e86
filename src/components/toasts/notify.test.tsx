import { notifications } from '@mantine/notifications';
import { act, render, screen } from '../../testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, toast } from './notify';

function visibleTitles(): string[] {
  return Array.from(document.querySelectorAll('[data-toast] .mantine-Notification-title')).map((el) => el.textContent ?? '');
}

describe('toast helper', () => {
  afterEach(() => {
    act(() => notifications.clean());
    vi.useRealTimers();
  });

  it('keeps the newest three, newest first', async () => {
    render(<div />, { route: null });
    act(() => {
      for (const n of [1, 2, 3, 4]) notify.info(`Aviso ${n}`);
    });
    await screen.findByText('Aviso 4');
    expect(visibleTitles()).toEqual(['Aviso 4', 'Aviso 3', 'Aviso 2']);
  });

  it('shows the same words once: a repeat replaces the toast on screen', async () => {
    render(<div />, { route: null });
    act(() => {
      notify.error('Falha no login', 'E-mail ou senha incorretos.');
      notify.info('Outro aviso');
      notify.error('Falha no login', 'E-mail ou senha incorretos.');
    });
    await screen.findByText('Outro aviso');
    await vi.waitFor(() => expect(visibleTitles()).toEqual(['Falha no login', 'Outro aviso']));
    act(() => {
      notify.error('Falha no login', 'Outra mensagem.');
    });
    await vi.waitFor(() => expect(visibleTitles()).toEqual(['Falha no login', 'Falha no login', 'Outro aviso']));
  });

  it("drops 'Rascunho Salvo' and shows everything else", async () => {
    render(<div />, { route: null });
    let hidden: string | null = 'x';
    act(() => {
      hidden = toast({ title: 'Rascunho Salvo' });
      notify.success('Tudo pronto!');
    });
    expect(hidden).toBeNull();
    await screen.findByText('Tudo pronto!');
    expect(screen.queryByText('Rascunho Salvo')).toBeNull();
  });

  it('closes a toast after 5 seconds', async () => {
    vi.useFakeTimers();
    render(<div />, { route: null });
    act(() => {
      notify.info('Some em breve');
    });
    expect(screen.getByText('Some em breve')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5600);
    });
    expect(screen.queryByText('Some em breve')).toBeNull();
  });
});
