import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../../testing/render';
import { ResultsPaste } from './results-paste';

const PASTED = 'PT Rio - PTM 11:20 - 24/11/2026\n1º 7706 - 02 Águia\n2º 0989 - 23 Urso\n3º 8937 - 10 Coelho\n4º 5820 - 05 Cachorro\n5º 3182 - 21 Touro\n6º 6634 - 09 Cobra\n7º 621 - 06 Cabra';

function setup(existing: { draw_label: string } | null = null) {
  const onSave = vi.fn(async () => undefined);
  const findExisting = vi.fn(() => existing);
  render(<ResultsPaste initial={{ lottery: 'PT Rio', draw_date: '2026-11-20' }} findExisting={findExisting} onSave={onSave} />);
  return { onSave, findExisting, user: userEvent.setup({ delay: null }) };
}

describe('ResultsPaste', () => {
  it('reads a pasted result into a checked preview, takes date and draw from the heading, and saves it', async () => {
    const { onSave, user } = setup();
    await user.click(screen.getByLabelText('Resultado colado'));
    await user.paste(PASTED);
    await user.click(screen.getByRole('button', { name: 'Ler resultado' }));
    const preview = screen.getByTestId('paste-preview');
    expect(within(preview).getAllByRole('row')).toHaveLength(8);
    expect(within(preview).getByRole('row', { name: /^7º/ })).toHaveTextContent('621');
    expect(screen.getByLabelText(/^Data/)).toHaveValue('2026-11-24');
    expect(screen.getAllByLabelText(/^Sorteio/)[0]).toHaveValue('PTM 11:20');
    await user.click(screen.getByRole('button', { name: 'Salvar resultado colado' }));
    expect(onSave).toHaveBeenCalledWith({ lottery: 'PT Rio', draw_date: '2026-11-24', draw_label: 'PTM 11:20', prizes: ['7706', '0989', '8937', '5820', '3182', '6634', '621'] });
  }, 20_000);

  it('names the bad line and saves nothing', async () => {
    const { onSave, user } = setup();
    await user.click(screen.getByLabelText('Resultado colado'));
    await user.paste(PASTED.replace('3º 8937 - 10', '3º 8937 - 11'));
    await user.click(screen.getByRole('button', { name: 'Ler resultado' }));
    expect(screen.getByTestId('paste-errors')).toHaveTextContent('Linha 4: o grupo 11 não confere com o 3º prêmio (8937), que é do grupo 10 - Coelho.');
    expect(screen.queryByRole('button', { name: 'Salvar resultado colado' })).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  }, 20_000);

  it('refuses a draw already stored for the same lottery, date and draw', async () => {
    const { onSave, user } = setup({ draw_label: 'PTM 11:20' });
    await user.click(screen.getByLabelText('Resultado colado'));
    await user.paste(PASTED);
    await user.click(screen.getByRole('button', { name: 'Ler resultado' }));
    await user.click(screen.getByRole('button', { name: 'Salvar resultado colado' }));
    expect(screen.getByText(/Já existe um resultado de PT Rio, PTM 11:20, em 24\/11\/2026/)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  }, 20_000);
});
