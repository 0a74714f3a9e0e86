import { describe, expect, it } from 'vitest';
import { render, screen, within } from '../../testing/render';
import CotacoesPage from './cotacoes.page';

describe('Cotações', () => {
  it('lists the 22 modalities with pt-BR multipliers, grouped under h2 headings after one h1', () => {
    render(<CotacoesPage />, { route: '/cotacoes' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const sections = ['Grupo', 'Dezena', 'Centena', 'Milhar', 'Milhar e centena (combinadas)', 'Passe'];
    for (const name of sections) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getAllByTestId('modality-row')).toHaveLength(22);
    expect(screen.getAllByRole('table')).toHaveLength(6);
    const milharSeco = screen.getAllByTestId('modality-row').find((row) => row.dataset.key === 'MILHAR_SECO_1');
    expect(within(milharSeco!).getByTestId('multiplier')).toHaveTextContent('5.000,00');
    const grupo15 = screen.getAllByTestId('modality-row').find((row) => row.dataset.key === 'GRUPO_COMBINADO_1_5');
    expect(within(grupo15!).getByTestId('multiplier')).toHaveTextContent('3,60');
  });

  it('labels the values as this house example and shows the worked example', () => {
    render(<CotacoesPage />, { route: '/cotacoes' });
    expect(screen.getByText('Cotação de exemplo desta casa')).toBeInTheDocument();
    expect(screen.getByText(/R\$ 2,00 no Grupo 1º paga R\$ 36,00/)).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Passe Vai-Vem 1\/5/ })).toBeInTheDocument();
    expect(document.title).toBe('Cotações | Sonho & Sorte');
  });

  it('never lets "R$" end a line apart from its amount: each is followed by a no-break space', () => {
    render(<CotacoesPage />, { route: '/cotacoes' });
    const text = document.body.textContent ?? '';
    expect(text.match(/R\$/g)?.length).toBeGreaterThan(20);
    expect(text).not.toMatch(/R\$(?!\u00a0\d)/);
  });

  it('links to the simulator, generally and per modality', () => {
    render(<CotacoesPage />, { route: '/cotacoes' });
    expect(screen.getByRole('link', { name: 'Simular ou conferir uma aposta' })).toHaveAttribute('href', '/conferir-aposta');
    expect(screen.getByRole('link', { name: 'Simular Dezena 1º' })).toHaveAttribute('href', '/conferir-aposta?modalidade=DEZENA_SECO_1');
  });

  it('shows each modality\'s exact chance and average return, that draws are independent, and flags generous example quotes', () => {
    render(<CotacoesPage />, { route: '/cotacoes' });
    const chances = screen.getAllByTestId('modality-chance');
    expect(chances).toHaveLength(22);
    const of = (key: string) => chances.find((c) => c.dataset.key === key);
    expect(of('GRUPO_SECO_1')).toHaveTextContent('Chance de ganhar: 1 em 25 por aposta · Retorno médio: R$ 0,72 por R$ 1,00 apostado.');
    expect(of('MILHAR_SECO_1')).toHaveTextContent('1 em 10.000');
    expect(of('DUPLA_GRUPO_1_5')).toHaveTextContent('R$ 2,55 por R$ 1,00 apostado (acima do valor apostado: cotação de exemplo; uma banca real paga menos)');
    expect(screen.getByTestId('chances-note')).toHaveTextContent('Cada sorteio é independente dos anteriores');
    expect(screen.getByTestId('generous-note')).toHaveTextContent('Dupla de Grupo 1/5 devolveria em média R$ 2,55');
  });
});
