import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { personalLuck } from './domain/personal-luck';
import { fireEvent, render, renderHydrated, screen } from '../../testing/render';
import SuaSortePage from './sua-sorte.page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-12T10:00:00-03:00'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Sua Sorte', () => {
  it('computes the reading locally, without any request, and labels it as entertainment', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup({ delay: null });
    render(<SuaSortePage />, { route: '/sua-sorte' });
    expect(screen.getByText('Só para entretenimento')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Seu nome'), 'Maria');
    fireEvent.change(screen.getByLabelText('Data de nascimento'), { target: { value: '1990-05-20' } });
    await user.click(screen.getByRole('button', { name: 'Ver minha sorte' }));
    const expected = personalLuck({ name: 'Maria', birthDate: '1990-05-20', today: '2026-03-12' });
    if (!expected.ok) throw new Error('expected a reading');
    const reading = screen.getByTestId('personal-luck');
    expect(screen.getByTestId('luck-animal')).toHaveTextContent(`${expected.animal.group} - ${expected.animal.name}`);
    expect(reading).toHaveTextContent(expected.milhar);
    expect(reading).toHaveTextContent(expected.message);
    expect(screen.getByRole('heading', { level: 2, name: 'Sua sorte de hoje' })).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows what is missing on the field, keeping what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SuaSortePage />, { route: '/sua-sorte' });
    await user.type(screen.getByLabelText('Seu nome'), 'Jo');
    await user.click(screen.getByRole('button', { name: 'Ver minha sorte' }));
    expect(screen.getByLabelText('Data de nascimento')).toHaveAccessibleDescription('Informe uma data de nascimento válida.');
    expect(screen.getByLabelText('Data de nascimento')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('Data de nascimento'), { target: { value: '2010-01-01' } });
    expect(screen.getByLabelText('Data de nascimento')).toHaveAccessibleDescription('Este conteúdo é só para maiores de 18 anos.');
    expect(screen.getByLabelText('Seu nome')).toHaveValue('Jo');
    expect(screen.queryByTestId('personal-luck')).not.toBeInTheDocument();
  });

  it('answers a tap that comes after hydration, before the page has read its date (lib/hydration.ts)', async () => {
    // The page as it starts from prerendered markup, the moment at which the date is read held back.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    vi.setSystemTime(new Date('2026-03-12T10:00:00-03:00'));
    vi.resetModules();
    const root = Object.assign(document.createElement('div'), { id: 'root' });
    root.setAttribute('data-route', '/sua-sorte');
    document.body.append(root);
    const { default: PrerenderedPage } = await import('./sua-sorte.page');
    root.remove();
    const { recoverableErrors } = await renderHydrated(<PrerenderedPage />, { route: '/sua-sorte' });
    expect(recoverableErrors).toEqual([]);
    // Hydrated (the form answers), the date not read yet (no latest birth date on the field).
    expect(screen.getByLabelText('Data de nascimento')).not.toHaveAttribute('max');
    fireEvent.change(screen.getByLabelText('Seu nome'), { target: { value: 'Maria' } });
    fireEvent.change(screen.getByLabelText('Data de nascimento'), { target: { value: '1990-05-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ver minha sorte' }));
    const expected = personalLuck({ name: 'Maria', birthDate: '1990-05-20', today: '2026-03-12' });
    if (!expected.ok) throw new Error('expected a reading');
    expect(screen.getByTestId('personal-luck')).toHaveTextContent(expected.milhar);
  });
});
