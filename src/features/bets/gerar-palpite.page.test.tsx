import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '../../testing/render';
import GerarPalpitePage from './gerar-palpite.page';

// jsdom has no canvas: the card comes out of a stand-in renderer (the real one is tested in e2e/share.spec.ts).
vi.mock('../../components/share/card-draw', () => ({
  renderCardPng: async () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
}));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
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

  it('shares each game as a card whose link opens the same game', async () => {
    const user = userEvent.setup();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
    render(<GerarPalpitePage />, { route: '/gerar-palpite' });
    await user.selectOptions(screen.getByLabelText('Quantos jogos'), '2');
    await user.click(screen.getByRole('button', { name: 'Gerar' }));
    const second = screen.getAllByTestId('generated-item')[1]!;
    const balls = within(second).getAllByTestId('ball').map((ball) => ball.textContent);
    await user.click(within(second).getByRole('button', { name: 'Compartilhar jogo 2' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const data = share.mock.calls[0]![0] as ShareData;
    expect(data.files?.[0]?.type).toBe('image/png');
    expect(data.text).toContain(`/gerar-palpite?jogo=mega-sena&numeros=${balls.join('-')}`);
  });

  it('opens a shared game from its link, above the form, and titles the page after it', async () => {
    render(<GerarPalpitePage />, { route: '/gerar-palpite?jogo=mais-milionaria&numeros=03-14-22-31-40-49&trevos=2-5' });
    const shared = screen.getByTestId('shared-game');
    expect(within(shared).getAllByTestId('ball').map((ball) => ball.textContent)).toEqual(['03', '14', '22', '31', '40', '49']);
    expect(shared).toHaveTextContent('Trevos:');
    await waitFor(() => expect(document.title).toBe('Jogo gerado: +Milionária: 03 14 22 31 40 49 | Trevos: 2 5 | Sonho & Sorte'));
  });

  it('ignores a link whose game could not have been drawn', () => {
    render(<GerarPalpitePage />, { route: '/gerar-palpite?jogo=mega-sena&numeros=01-01-01-01-01-01' });
    expect(screen.queryByTestId('shared-game')).not.toBeInTheDocument();
  });
});
