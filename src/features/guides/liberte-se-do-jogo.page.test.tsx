import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SELF_CHECK_QUESTIONS } from './domain/self-check';
import { render, screen, within } from '../../testing/render';
import LiberteSeDoJogoPage from './liberte-se-do-jogo.page';

function renderPage() {
  return render(<LiberteSeDoJogoPage />);
}

async function answerAll(yesAt: readonly number[]) {
  const groups = screen.getAllByRole('radiogroup');
  for (const [index, group] of groups.entries()) {
    await userEvent.click(within(group).getByRole('radio', { name: yesAt.includes(index) ? 'Sim' : 'Não' }));
  }
}

describe('Liberte-se do Jogo', () => {
  it('has one h1, the title and a working tel: link to the CVV', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Liberte-se do Jogo | Sonho & Sorte');
    expect(screen.getByRole('link', { name: /Ligar para o CVV: 188/ })).toHaveAttribute('href', 'tel:188');
    for (const name of ['Jogadores Anônimos', 'SUS e CAPS', 'PRO-AMJO (HC-FMUSP)']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it('asks every question of the self-check', () => {
    renderPage();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(SELF_CHECK_QUESTIONS.length);
  });

  it('says what is missing instead of scoring half a questionnaire', async () => {
    renderPage();
    await userEvent.click(within(screen.getAllByRole('radiogroup')[0]!).getByRole('radio', { name: 'Sim' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ver resultado' }));
    expect(screen.getByRole('alert')).toHaveTextContent(`Faltam responder ${SELF_CHECK_QUESTIONS.length - 1} perguntas.`);
    expect(screen.queryByTestId('self-check-result')).not.toBeInTheDocument();
  });

  it('gives a calm result when every answer is "não"', async () => {
    renderPage();
    await answerAll([]);
    await userEvent.click(screen.getByRole('button', { name: 'Ver resultado' }));
    const result = screen.getByTestId('self-check-result');
    expect(result).toHaveAttribute('data-level', 'none');
    expect(result).toHaveTextContent('Nenhum sinal de alerta');
    expect(result).toHaveFocus();
  });

  it('points kindly to help after several "sim", and can start over', async () => {
    renderPage();
    await answerAll([0, 2, 4]);
    await userEvent.click(screen.getByRole('button', { name: 'Ver resultado' }));
    const result = screen.getByTestId('self-check-result');
    expect(result).toHaveAttribute('data-level', 'help');
    expect(result).toHaveTextContent('Pode ser a hora de pedir ajuda');
    expect(result).toHaveTextContent('188');
    await userEvent.click(screen.getByRole('button', { name: 'Limpar respostas' }));
    expect(screen.queryByTestId('self-check-result')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    expect(screen.getAllByRole('radio')).toHaveLength(SELF_CHECK_QUESTIONS.length * 2);
  });

  it('counts a single "sim" as a sign worth attention', async () => {
    renderPage();
    await answerAll([0]);
    await userEvent.click(screen.getByRole('button', { name: 'Ver resultado' }));
    expect(screen.getByTestId('self-check-result')).toHaveTextContent('Você respondeu “sim” a uma pergunta.');
  });
});
