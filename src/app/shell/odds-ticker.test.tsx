import { act, render, screen } from '../../testing/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OddsTicker } from './odds-ticker';

const LABELS = ['Milhar 1º', 'Centena 1º', 'Dezena 1º', 'Grupo 1º', 'Dupla G 1/5', 'Terno G 1/5', 'Terno G 1/3', 'Quadra G', 'Quina G', 'Duque D.', 'Terno D.', 'Pvv'];

describe('OddsTicker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the 12 labels of SPEC §9 in order, with pt-BR values, then wraps; it links to /cotacoes', () => {
    render(<OddsTicker />);
    const link = screen.getByTestId('odds-ticker');
    expect(link).toHaveAttribute('href', '/cotacoes');
    const seen: string[] = [];
    for (let i = 0; i <= LABELS.length; i += 1) {
      seen.push((link.textContent ?? '').replace(' (ver cotações)', ''));
      act(() => void vi.advanceTimersByTime(4000));
    }
    expect(seen[0]).toBe('Milhar 1º5.000,00x');
    expect(seen[3]).toBe('Grupo 1º18,00x');
    expect(seen.slice(0, 12).map((text) => LABELS.find((label) => text.startsWith(label)))).toEqual(LABELS);
    expect(seen[12]).toBe(seen[0]);
  });

  it('draws the first item still, and slides in the ones that follow', () => {
    render(<OddsTicker />);
    const link = screen.getByTestId('odds-ticker');
    expect(link).not.toHaveAttribute('data-moved');
    act(() => void vi.advanceTimersByTime(4000));
    expect(link).toHaveAttribute('data-moved', 'true');
  });
});
