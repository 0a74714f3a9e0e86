import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { render, renderHydrated, screen, WhereAmI } from '../../testing/render';
import { AGE_GATE_KEY, AGE_GATE_NO, AGE_GATE_YES, AgeGate, ageGateApplies, readAgeConfirmed } from './age-gate';

function renderAt(path: string) {
  return render(
    <>
      <AgeGate />
      <Routes>
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </>,
    { route: path },
  );
}

afterEach(() => localStorage.clear());

describe('ageGateApplies', () => {
  it('covers public pages', () => {
    for (const path of ['/', '/livro-dos-sonhos', '/cotacoes', '/sua-sorte', '/politicas', '/aprenda-a-jogar/']) {
      expect(ageGateApplies(path)).toBe(true);
    }
  });

  it('never covers the help pages, standalone screens or the admin panel', () => {
    for (const path of [
      '/jogo-responsavel',
      '/jogo-responsavel/',
      '/liberte-se-do-jogo',
      '/comprovante_bonus/DEMO7K2QX9',
      '/bonus-receipt/123',
      '/log-in',
      '/login',
      '/change-password',
      '/painel/dashboard',
      '/teste',
    ]) {
      expect(ageGateApplies(path)).toBe(false);
    }
  });

  it('matches whole path segments only', () => {
    expect(ageGateApplies('/jogo-responsavel-extra')).toBe(true);
    expect(ageGateApplies('/painelx')).toBe(true);
  });
});

describe('AgeGate', () => {
  it('asks on the first visit and remembers "Sim" on the device', async () => {
    renderAt('/');
    expect(await screen.findByRole('dialog', { name: 'Você tem 18 anos ou mais?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sim' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(AGE_GATE_KEY)).toBe(AGE_GATE_YES);
    expect(readAgeConfirmed()).toBe(true);
  });

  it('stays away once answered', () => {
    localStorage.setItem(AGE_GATE_KEY, AGE_GATE_YES);
    renderAt('/tabela-do-bicho');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"Não" opens the responsible-gambling guide and is remembered, so nothing promotes betting any more', async () => {
    renderAt('/palpites');
    await userEvent.click(await screen.findByRole('button', { name: 'Não' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/jogo-responsavel {"ageGate":"under-18"}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(AGE_GATE_KEY)).toBe(AGE_GATE_NO);
    expect(document.documentElement.hasAttribute('data-age-no')).toBe(true);
    expect(readAgeConfirmed()).toBe(false);
    document.documentElement.removeAttribute('data-age-no');
  });

  it('asks again on another page after "Não", and "Sim" then replaces the answer', async () => {
    localStorage.setItem(AGE_GATE_KEY, AGE_GATE_NO);
    renderAt('/tabela-do-bicho');
    await userEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(localStorage.getItem(AGE_GATE_KEY)).toBe(AGE_GATE_YES);
    expect(document.documentElement.hasAttribute('data-age-no')).toBe(false);
  });

  it('does not cover the help pages', () => {
    renderAt('/liberte-se-do-jogo');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be dismissed with Escape', async () => {
    renderAt('/');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('treats blocked storage as not answered', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      expect(readAgeConfirmed()).toBe(false);
    } finally {
      Object.defineProperty(window, 'localStorage', original);
    }
  });
});

describe('the age gate in prerendered pages', () => {
  const gated = (
    <>
      <AgeGate />
      <p>Livro dos Sonhos</p>
    </>
  );

  it('is in the markup of a gated page, in place, so a first visitor meets it with the first paint', async () => {
    const { serverHtml, recoverableErrors, container } = await renderHydrated(gated, { route: '/livro-dos-sonhos' });
    expect(serverHtml).toContain('Você tem 18 anos ou mais?');
    expect(serverHtml).toContain('data-age-gate');
    expect(recoverableErrors).toEqual([]);
    expect(container.querySelector('[data-age-gate]')).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Você tem 18 anos ou mais?' })).toBeInTheDocument();
  });

  it('hydrates without a mismatch on a device that already answered, and then goes away', async () => {
    localStorage.setItem(AGE_GATE_KEY, AGE_GATE_YES);
    const { serverHtml, recoverableErrors, container } = await renderHydrated(gated, { route: '/livro-dos-sonhos' });
    expect(serverHtml).toContain('data-age-gate');
    expect(recoverableErrors).toEqual([]);
    expect(container.querySelector('[data-age-gate]')).toBeNull();
    expect(screen.getByText('Livro dos Sonhos')).toBeInTheDocument();
  });

  it('is not in the markup of the help pages', async () => {
    const { serverHtml } = await renderHydrated(gated, { route: '/jogo-responsavel' });
    expect(serverHtml).not.toContain('data-age-gate');
  });

  // index.html's head script marks the stored answer before the first paint (src/app/boot/age-answer-mark.ts,
  // tested there and as served in scripts/inline-script.test.ts); the stylesheet does the hiding.
  it('is hidden before the first paint by the stylesheet, from the marks the head script sets', () => {
    const css = readFileSync('src/app/global.css', 'utf8');
    expect(css).toContain('[data-age-ok] [data-age-gate]');
    expect(css).toContain('[data-age-no] [data-promo]');
  });
});
