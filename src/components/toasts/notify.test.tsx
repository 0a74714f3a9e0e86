import { notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen } from '../../testing/render';
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

  it('waits while the pointer is on a toast, then gives every toast a full 5 seconds again', async () => {
    vi.useFakeTimers();
    render(<div />, { route: null });
    act(() => {
      notify.info('Primeiro');
      notify.info('Segundo');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    const held = screen.getByText('Segundo').closest('[role="alert"]')!;
    fireEvent.mouseEnter(held);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(visibleTitles()).toEqual(['Segundo', 'Primeiro']);
    fireEvent.mouseLeave(held);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4500);
    });
    expect(visibleTitles()).toEqual(['Segundo', 'Primeiro']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(visibleTitles()).toEqual([]);
  });

  it('closes with its button and when swiped right, and F8 focuses the one toast area', async () => {
    render(<div />, { route: null });
    act(() => {
      notify.info('Fechar pelo botão');
      notify.info('Arrastar');
    });
    await screen.findByText('Arrastar');
    expect(screen.getAllByRole('region', { name: 'Notificações (F8)' })).toHaveLength(1);
    fireEvent.keyDown(document.body, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notificações (F8)' }));

    fireEvent.click(screen.getAllByRole('button', { name: 'Fechar notificação' })[1]!);
    await vi.waitFor(() => expect(visibleTitles()).toEqual(['Arrastar']));
    const card = document.querySelector<HTMLElement>('[data-toast]')!;
    fireEvent.pointerDown(card, { clientX: 10 });
    fireEvent.pointerUp(card, { clientX: 30 });
    expect(visibleTitles()).toEqual(['Arrastar']);
    fireEvent.pointerDown(card, { clientX: 10 });
    fireEvent.pointerUp(card, { clientX: 90 });
    await vi.waitFor(() => expect(visibleTitles()).toEqual([]));
  });
});
