import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import BonusReceiptPage from './bonus-receipt.page';
import ComprovanteBonusPage from './comprovante-bonus.page';
import { installFakeSupabase, type FakeSupabase } from '../../testing/fake-supabase';
import { render, screen, waitFor } from '../../testing/render';

vi.mock('../../lib/supabase', () => import('../../testing/fake-supabase'));
let fake: FakeSupabase;
const rpcCalls = () => fake.calls.map((call) => ({ fn: call.target, args: call.values }));

const ID = '5e0d0000-0000-4000-8000-000000000041';
const RECEIPT = {
  id: ID,
  short_code: 'DEMO7K2QX9',
  customer_name: 'Maria Cliente',
  bonus_title: 'Bônus de Boas-Vindas',
  amount: 50,
  issued_at: '2026-11-20T17:30:00+00:00',
  details: { deposito: 100 },
};

function renderAt(path: string) {
  return render(
    <Routes>
      <Route path="/comprovante_bonus/:shortCode" element={<ComprovanteBonusPage />} />
      <Route path="/bonus-receipt/:id" element={<BonusReceiptPage />} />
      <Route path="/" element={<p>Início</p>} />
    </Routes>,
    { route: path },
  );
}

beforeEach(() => {
  // The two security-definer functions as the database answers them: null for what does not exist.
  fake = installFakeSupabase()
    .onRpc('resolve_bonus_code', ({ p_code }) => (p_code === 'DEMO7K2QX9' ? ID : null))
    .onRpc('get_bonus_receipt', ({ p_id }) => (p_id === ID ? RECEIPT : null));
});

describe('bonus pages', () => {
  it('resolves a short code and shows its receipt', async () => {
    renderAt('/comprovante_bonus/DEMO7K2QX9');
    expect(screen.getByTestId('full-screen-spinner')).toBeInTheDocument();
    expect(await screen.findByTestId('bonus-receipt')).toBeInTheDocument();
    expect(screen.getByTestId('receipt-customer')).toHaveTextContent('Maria Cliente');
    expect(screen.getByTestId('receipt-bonus')).toHaveTextContent('Bônus de Boas-Vindas');
    expect(screen.getByTestId('receipt-amount')).toHaveTextContent('R$ 50,00');
    expect(screen.getByTestId('receipt-issued')).toHaveTextContent('20/11/2026 às 14:30');
    expect(screen.getByTestId('receipt-code')).toHaveTextContent('DEMO7K2QX9');
    expect(screen.getByText('R$ 100,00')).toBeInTheDocument();
    expect(rpcCalls()).toEqual([
      { fn: 'resolve_bonus_code', args: { p_code: 'DEMO7K2QX9' } },
      { fn: 'get_bonus_receipt', args: { p_id: ID } },
    ]);
    // The title is set by an effect, which may run a moment after the receipt is on screen.
    await waitFor(() => expect(document.title).toBe('Comprovante de Bônus | Sonho & Sorte'));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('shows the not-found page for an unknown code, with a link home', async () => {
    renderAt('/comprovante_bonus/NAOEXISTE99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Comprovante não encontrado' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Comprovante não encontrado | Sonho & Sorte'));
    await userEvent.click(screen.getByRole('link', { name: 'Ir para o início' }));
    expect(screen.getByText('Início')).toBeInTheDocument();
  });

  it('titles each state once: the receipt while it opens, then what was found, and keeps that title', async () => {
    document.title = 'Outra página';
    const release = fake.pause();
    renderAt('/comprovante_bonus/NAOEXISTE99');
    await waitFor(() => expect(document.title).toBe('Comprovante de Bônus | Sonho & Sorte'));
    release();
    expect(await screen.findByTestId('receipt-not-found')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Comprovante não encontrado | Sonho & Sorte'));
    // Nothing set by the page itself comes after the state's title.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toBe('Comprovante não encontrado | Sonho & Sorte');
  });

  it('does not ask the backend about a code that cannot exist', async () => {
    renderAt('/comprovante_bonus/x');
    expect(await screen.findByTestId('receipt-not-found')).toBeInTheDocument();
    expect(rpcCalls()).toEqual([]);
  });

  it('shows the not-found page for an unknown or malformed receipt id', async () => {
    renderAt('/bonus-receipt/5e0d0000-0000-4000-8000-000000000099');
    expect(await screen.findByTestId('receipt-not-found')).toBeInTheDocument();
  });

  it('offers a retry when the backend cannot be reached, then shows the receipt', async () => {
    fake.offline = true;
    renderAt(`/bonus-receipt/${ID}`);
    expect(await screen.findByTestId('receipt-unavailable')).toBeInTheDocument();
    fake.offline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByTestId('bonus-receipt')).toBeInTheDocument();
  });
});
