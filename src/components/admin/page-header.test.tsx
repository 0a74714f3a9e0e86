import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { render, screen } from '../../testing/render';
import { BACK_ARIA_LABEL, PageHeader, backName, isDashboardPath } from './page-header';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe('PageHeader', () => {
  it('shows title, subtitle, icon and actions', () => {
    render(<PageHeader title="Feedbacks" subtitle="O que disseram" icon={<span>💬</span>} actions={<button>Ação</button>} />, { route: '/painel/feedbacks' });
    expect(screen.getByRole('heading', { level: 1, name: 'Feedbacks' })).toBeInTheDocument();
    expect(screen.getByText('O que disseram')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ação' })).toBeInTheDocument();
    expect(document.title).toContain('Feedbacks');
  });

  it('has a back button labelled Dashboard that goes to /teste/dashboard', async () => {
    render(
      <Routes>
        <Route path="/painel/feedbacks" element={<PageHeader title="Feedbacks" />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { route: '/painel/feedbacks' },
    );
    // Named by what it shows first (a voice-control user says "Dashboard"), then the spec's label.
    const back = screen.getByRole('link', { name: 'Dashboard – Voltar para o Painel Principal do Admin' });
    expect(back).toHaveTextContent('Dashboard');
    expect(back).toHaveAccessibleName(backName('Dashboard'));
    expect(back).toHaveAttribute('href', '/teste/dashboard');
    await userEvent.click(back);
    expect(screen.getByTestId('where')).toHaveTextContent('/teste/dashboard');
  });

  it('accepts a custom target and label', () => {
    render(<PageHeader title="X" backTo="/painel/dream-book" backLabel="Voltar aos sonhos" />, { route: '/painel/x' });
    const back = screen.getByRole('link', { name: 'Voltar aos sonhos – Voltar para o Painel Principal do Admin' });
    expect(back).toHaveTextContent('Voltar aos sonhos');
    expect(back).toHaveAttribute('href', '/painel/dream-book');
  });

  it('hides the back button on the dashboard', () => {
    render(<PageHeader title="Visão Geral" />, { route: '/painel/dashboard' });
    expect(screen.queryByRole('link', { name: new RegExp(BACK_ARIA_LABEL) })).not.toBeInTheDocument();
    expect(isDashboardPath('/teste/dashboard')).toBe(true);
    expect(isDashboardPath('/painel/')).toBe(true);
    expect(isDashboardPath('/painel/feedbacks')).toBe(false);
  });
});
