import { describe, expect, it } from 'vitest';
import { CATEGORIES, MODALITIES, exampleLine } from '../bets/domain/modalities';
import AprendaAJogarPage from './aprenda-a-jogar.page';
import PoliticasPage from './politicas.page';
import SimpatiasPage from './simpatias.page';
import { SIMPATIAS } from './data/simpatias';
import { render, screen, within } from '../../testing/render';

/** Heading levels in document order never skip a level on the way down. */
function headingLevels(): number[] {
  return [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
}

function expectHeadingsInOrder() {
  const levels = headingLevels();
  expect(levels[0]).toBe(1);
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  for (let i = 1; i < levels.length; i += 1) expect(levels[i]!).toBeLessThanOrEqual(levels[i - 1]! + 1);
}

function expectTocTargetsExist() {
  const nav = screen.getByRole('navigation', { name: 'Nesta página' });
  const links = within(nav).getAllByRole('link');
  expect(links.length).toBeGreaterThan(3);
  for (const link of links) {
    const id = link.getAttribute('href')!.slice(1);
    expect(document.getElementById(id), id).not.toBeNull();
  }
}

describe('Aprenda a Jogar', () => {
  it('sets its title, one h1 and headings in order, with a working table of contents', () => {
    render(<AprendaAJogarPage />);
    expect(document.title).toBe('Aprenda a Jogar | Sonho & Sorte');
    expectHeadingsInOrder();
    expectTocTargetsExist();
  });

  it('lists every modality of the odds module with its example line, grouped by category', () => {
    render(<AprendaAJogarPage />);
    for (const category of CATEGORIES) {
      expect(screen.getByRole('heading', { level: 3, name: category.label })).toBeInTheDocument();
    }
    for (const modality of MODALITIES) {
      const card = screen.getByTestId(`modality-${modality.key}`);
      expect(within(card).getByRole('heading', { level: 4, name: modality.name })).toBeInTheDocument();
      // jest-dom reads the no-break space after "R$" as a plain one.
      expect(card).toHaveTextContent(exampleLine(modality).replace(/\u00a0/g, ' '));
      expect(card).toHaveTextContent(modality.explanation);
      expect(screen.getByTestId(`category-${modality.category}`)).toContainElement(card);
    }
  });

  it('reads the example draw into milhar, centena, dezena and group', () => {
    render(<AprendaAJogarPage />);
    const rows = within(screen.getByTestId('example-result')).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(rows[1]).toHaveTextContent(/1º \(cabeça\)\s*4831\s*831\s*31\s*08.*Camelo/);
    expect(rows[4]).toHaveTextContent(/4º\s*1900\s*900\s*00\s*25.*Vaca/);
  });

  it('explains why 1/5 pays a fifth of the dry bet, from the quotation data', () => {
    render(<AprendaAJogarPage />);
    expect(screen.getByText(/o Grupo 1º paga 18 vezes o valor apostado e o\s+Grupo 1\/5, 3,6 vezes/)).toBeInTheDocument();
  });

  it('links to the animal table, the quotation and the simulator', () => {
    render(<AprendaAJogarPage />);
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/tabela-do-bicho', '/cotacoes', '/conferir-aposta', '/jogo-responsavel']));
  });
});

describe('Simpatias', () => {
  it('shows 10 to 15 charms as folklore, with the note that they do not change the odds', () => {
    render(<SimpatiasPage />);
    expect(SIMPATIAS.length).toBeGreaterThanOrEqual(10);
    expect(SIMPATIAS.length).toBeLessThanOrEqual(15);
    for (const simpatia of SIMPATIAS) {
      expect(screen.getByRole('heading', { level: 2, name: simpatia.title })).toBeInTheDocument();
    }
    expect(screen.getByTestId('simpatias-note')).toHaveTextContent('Nenhuma simpatia muda o resultado de um sorteio');
    expect(document.title).toBe('Simpatias | Sonho & Sorte');
    expectHeadingsInOrder();
  });

  it('has unique ids for every charm', () => {
    expect(new Set(SIMPATIAS.map((s) => s.id)).size).toBe(SIMPATIAS.length);
  });
});

describe('Políticas', () => {
  it('covers terms, privacy, storage, licence and 18+, with headings in order', () => {
    render(<PoliticasPage />);
    expect(document.title).toBe('Políticas | Sonho & Sorte');
    for (const name of ['Termos de uso', 'Privacidade e dados pessoais', 'Cookies e armazenamento no aparelho', 'Licença e aviso legal', 'Somente para maiores de 18 anos']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expectHeadingsInOrder();
    expectTocTargetsExist();
  });

  it('says what the chat stores and how to ask for deletion by WhatsApp or e-mail', () => {
    render(<PoliticasPage />);
    const chat = screen.getByRole('heading', { name: 'O que o atendimento pelo chat guarda' }).parentElement!;
    for (const item of ['seu nome', 'seu número de WhatsApp', 'a mensagem com o seu pedido', 'a conversa com o assistente']) {
      expect(chat).toHaveTextContent(item);
    }
    expect(screen.getAllByRole('link', { name: 'contato@sonhoesorte.com.br' })[0]).toHaveAttribute('href', 'mailto:contato@sonhoesorte.com.br');
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp do atendimento' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=.*exclus/);
  });

  it('says how long each thing is kept, that only a keyed hash of the address is kept, and what a deletion removes (issue 27)', () => {
    render(<PoliticasPage />);
    const periods = screen.getByRole('heading', { name: 'Por quanto tempo guardamos' }).nextElementSibling!;
    expect(periods).toHaveTextContent('até 12 meses depois do último contato');
    expect(periods).toHaveTextContent('Contagem de envios por endereço (impressão cifrada): até 2 dias');
    expect(screen.getByTestId('policy-source-hash')).toHaveTextContent('nunca o próprio endereço');
    expect(screen.getByTestId('policy-deletion')).toHaveTextContent('apagamos todas as conversas do chat feitas com o seu número');
    expect(screen.getByTestId('policy-deletion')).toHaveTextContent('o número não fica guardado');
  });

  it('lists IndexedDB and localStorage uses, and the offshore licence', () => {
    render(<PoliticasPage />);
    const storage = screen.getByTestId('device-storage');
    expect(storage).toHaveTextContent('IndexedDB');
    expect(storage).toHaveTextContent('Fila de envio');
    expect(storage).toHaveTextContent('Você tem 18 anos ou mais?');
    expect(storage).toHaveTextContent('localStorage');
    expect(screen.getByText(/licença offshore/)).toBeInTheDocument();
  });
});
