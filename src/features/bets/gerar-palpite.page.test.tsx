import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '../../testing/render';
import GerarPalpitePage from './gerar-palpite.page';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

const numbersOf = (item: HTMLElement) => within(item).getAllByTestId('ball').map((b) => Number(b.textContent));

describe('Gerar palpite', () => {
  it('generates Mega-Sena games as sorted balls, and says that they are only random', async () => {
    const user = userEvent.setup();
    render(<GerarPalpitePage />, { route: '/gerar-palpite' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByTestId('random-notice')).toHaveTextContent('não aumentam a sua chance de ganhar');
    await user.selectOptions(screen.getByLabelText('Quantos jogos'), '3');
    await user.click(screen.getByRole('button', { name: 'Gerar' }));
    const items = screen.getAllByTestId('generated-item');
    expect(items).toHaveLength(3);
    for (const item of items) {
      const numbers = numbersOf(item);
      expect(numbers).toHaveLength(6);
      expect(new Set(numbers).size).toBe(6);
      expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
      expect(numbers.every((n) => n >= 1 && n <= 60)).toBe(true);
    }
    expect(screen.getByRole('status')).toHaveTextContent('3 jogos gerados.');
  });

  it('shows the extras of +Milionária and a bicho milhar with its animal', async () => {
    const user = userEvent.setup();
    render(<GerarPalpitePage />, { route: '/gerar-palpite' });
    await user.selectOptions(screen.getByLabelText('Jogo'), 'mais-milionaria');
    await user.click(screen.getByRole('button', { name: 'Gerar' }));
    expect(screen.getByTestId('generated-item')).toHaveTextContent('Trevos:');
    await user.selectOptions(screen.getByLabelText('Jogo'), 'bicho-milhar');
    expect(screen.getByText('Quatro algarismos, de 0000 a 9999.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gerar de novo' }));
    expect(screen.getByTestId('bicho-pick').textContent).toMatch(/\d{4}$/);
    expect(screen.getByTestId('generated-item')).toHaveTextContent(/Grupo \d{2} - /);
  });

  it('copies the games to the clipboard and confirms with a toast', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    render(<GerarPalpitePage />, { route: '/gerar-palpite' });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Gerar' }));
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^Palpites gerados no Sonho & Sorte:\nMega-Sena: (\d{2} ){5}\d{2}\nNúmeros aleatórios/));
    expect(await screen.findByText('Palpites copiados')).toBeInTheDocument();
  });

  it('tells when copying is not possible', async () => {
    const user = userEvent.setup();
    render(<GerarPalpitePage />, { route: '/gerar-palpite' });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Gerar' }));
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText('Não foi possível copiar')).toBeInTheDocument();
  });

  it('shares through the Web Share API when there is one', async () => {
    const user = userEvent.setup();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<GerarPalpitePage />, { route: '/gerar-palpite' });
    await user.click(screen.getByRole('button', { name: 'Gerar' }));
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Palpites do Sonho & Sorte', text: expect.stringContaining('Mega-Sena: ') }));
  });

  it('falls back to a WhatsApp link without the Web Share API', async () => {
    const user = userEvent.setup();
    render(<GerarPalpitePage />, { route: '/gerar-palpite' });
    await user.click(screen.getByRole('button', { name: 'Gerar' }));
    const link = screen.getByRole('link', { name: 'Compartilhar no WhatsApp' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=Palpites%20gerados/);
    expect(link).toHaveAttribute('target', '_blank');
  });
});
