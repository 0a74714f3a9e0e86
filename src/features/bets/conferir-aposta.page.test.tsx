import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedTable as cached, resetCachedTable } from '../../testing/fake-remote-cache';
import { render, screen, within } from '../../testing/render';
import ConferirApostaPage from './conferir-aposta.page';

vi.mock('../../lib/content-sync/remote-cache', () => import('../../testing/fake-remote-cache'));

const STORED = {
  id: '7c2f0000-0000-4000-8000-000000000001',
  lottery: 'PT Rio',
  draw_date: '2026-03-14',
  draw_label: 'PTM 11:20',
  prizes: ['4735', '0812', '7790', '3346', '1125'],
};

beforeEach(() => {
  resetCachedTable();
  cached.rows = [STORED];
});

const summary = () => screen.getByTestId('bet-summary');

describe('Conferir aposta', () => {
  it('quotes the potential payout without a draw', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ConferirApostaPage />, { route: '/conferir-aposta' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Grupo'), '09');
    await user.click(screen.getByRole('button', { name: 'Calcular prêmio' }));
    expect(summary()).toHaveTextContent('Se acertar, paga R$ 36,00');
    expect(screen.getByTestId('bet-lines')).toHaveTextContent('Se acertar no 1º prêmio, paga R$ 2,00 × 18,00 = R$ 36,00.');
  });

  it('settles a typed draw: Grupo 1º, group 09, R$ 2,00, 1º prize 4735 wins R$ 36,00', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ConferirApostaPage />, { route: '/conferir-aposta' });
    await user.selectOptions(screen.getByLabelText('Grupo'), '09');
    await user.click(screen.getByLabelText('Digitar os prêmios'));
    const prizes = ['4735', '0812', '7790', '3346', '1125'];
    for (const [i, milhar] of prizes.entries()) {
      await user.click(screen.getByLabelText(`${i + 1}º prêmio`));
      await user.paste(milhar);
    }
    expect(screen.getByRole('list', { name: 'Grupos do resultado' })).toHaveTextContent('1º 4735 🐍 Cobra');
    await user.click(screen.getByRole('button', { name: 'Conferir aposta' }));
    expect(summary()).toHaveTextContent('Aposta premiada: R$ 36,00');
    expect(summary()).toHaveTextContent('Prêmio 1º.');
  });

  it('keeps the typed values and shows the domain message when the input is wrong', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ConferirApostaPage />, { route: '/conferir-aposta?modalidade=MILHAR_SECO_1' });
    expect(screen.getByLabelText('Modalidade')).toHaveValue('MILHAR_SECO_1');
    await user.type(screen.getByLabelText('Milhar'), '47');
    await user.click(screen.getByRole('button', { name: 'Calcular prêmio' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Informe uma milhar com 4 dígitos.');
    expect(screen.getByRole('group', { name: 'Seu palpite' })).toHaveAccessibleDescription('Informe uma milhar com 4 dígitos.');
    expect(screen.getByLabelText('Milhar')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Milhar')).toHaveValue('47');
    expect(screen.getByLabelText('Milhar')).toHaveFocus();

    // Fixing it updates the answer at once.
    await user.type(screen.getByLabelText('Milhar'), '35');
    expect(summary()).toHaveTextContent('Se acertar, paga R$ 10.000,00');

    await user.clear(screen.getByLabelText('Valor da aposta'));
    await user.type(screen.getByLabelText('Valor da aposta'), '2,555');
    expect(screen.getByTestId('bet-result')).toHaveTextContent('Digite o valor em reais, com até 2 casas decimais (por exemplo, 2,50).');
    expect(screen.getByLabelText('Valor da aposta')).toHaveValue('2,555');
    await user.clear(screen.getByLabelText('Valor da aposta'));
    expect(screen.getByTestId('bet-result')).toHaveTextContent('Informe o valor da aposta.');
  });

  it('shows the chosen modality\'s chance and takes a typed draw of ten prizes', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ConferirApostaPage />, { route: '/conferir-aposta?modalidade=DEZENA_COMBINADO_1_10&premios=4735,0812,7790,3346,1125,1111,222,3333,4444,5560' });
    expect(screen.getByTestId('modality-chance')).toHaveTextContent('Retorno médio: R$ 0,60 por R$ 1,00 apostado');
    expect(screen.getByLabelText('10º (opcional)')).toHaveValue('5560');
    await user.type(screen.getByLabelText('Dezena'), '60');
    await user.click(screen.getByRole('button', { name: 'Conferir aposta' }));
    expect(summary()).toHaveTextContent('Aposta premiada');
    expect(summary()).toHaveTextContent('10º');
  });

  it('says when a typed draw is incomplete', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ConferirApostaPage />, { route: '/conferir-aposta?premios=4735,0812,7790' });
    expect(screen.getByLabelText('1º prêmio')).toHaveValue('4735');
    await user.selectOptions(screen.getByLabelText('Grupo'), '09');
    await user.click(screen.getByRole('button', { name: 'Conferir aposta' }));
    expect(screen.getByTestId('bet-result')).toHaveTextContent('O resultado deve ter de 5 a 10 prêmios, cada um com 4 dígitos.');
    expect(screen.getByLabelText('3º prêmio')).toHaveValue('7790');
  });

  it('settles on a stored result opened from ?resultado=', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ConferirApostaPage />, { route: `/conferir-aposta?resultado=${STORED.id}` });
    expect(screen.getByLabelText('Usar um resultado salvo')).toBeChecked();
    expect(screen.getByLabelText('Resultado salvo')).toHaveValue(STORED.id);
    await user.selectOptions(screen.getByLabelText('Modalidade'), 'DUPLA_GRUPO_1_5');
    await user.selectOptions(screen.getByLabelText('1º grupo'), '09');
    await user.selectOptions(screen.getByLabelText('2º grupo'), '03');
    await user.click(screen.getByRole('button', { name: 'Conferir aposta' }));
    expect(summary()).toHaveTextContent('Aposta premiada: R$ 180,00');
    expect(summary()).toHaveTextContent('Prêmios 1º e 2º.');
    // A loss on the same result.
    await user.selectOptions(screen.getByLabelText('2º grupo'), '04');
    expect(summary()).toHaveTextContent('Aposta não premiada');
    expect(within(screen.getByTestId('bet-lines')).getByText(/Não premiada/)).toBeInTheDocument();
  });

  it('warns when the linked result is not stored here, and asks to pick one', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ConferirApostaPage />, { route: '/conferir-aposta?resultado=nao-existe' });
    expect(screen.getByText('Resultado não encontrado')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Grupo'), '09');
    await user.click(screen.getByRole('button', { name: 'Conferir aposta' }));
    expect(screen.getByTestId('bet-result')).toHaveTextContent('Escolha um dos resultados salvos.');
  });

  it('spreads an invertida milhar over its arrangements', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ConferirApostaPage />, { route: '/conferir-aposta?modalidade=MILHAR_SECO_1&premios=7435,0812,7790,3346,1125' });
    await user.type(screen.getByLabelText('Milhar'), '4735');
    await user.click(screen.getByLabelText(/Invertida/));
    await user.click(screen.getByRole('button', { name: 'Conferir aposta' }));
    // R$ 2,00 ÷ 24 × 5.000 = R$ 416,67.
    expect(summary()).toHaveTextContent('Aposta premiada: R$ 416,67');
  });

  it('carries a chosen group over to another group modality and hides invertida where it does not apply', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ConferirApostaPage />, { route: '/conferir-aposta?modalidade=CENTENA_SECO_1' });
    expect(screen.getByLabelText(/Invertida/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Modalidade'), 'GRUPO_SECO_1');
    expect(screen.queryByLabelText(/Invertida/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Grupo'), '16');
    await user.selectOptions(screen.getByLabelText('Modalidade'), 'TERNO_GRUPO_1_5');
    expect(screen.getByLabelText('1º grupo')).toHaveValue('16');
    expect(screen.getByLabelText('3º grupo')).toHaveValue('');
  });
});
