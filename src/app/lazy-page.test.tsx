import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../testing/render';
import { useAppUpdate } from '../lib/app-update';
import { lazyPage, preloadPages } from './lazy-page';

const pageModule = () => Promise.resolve({ default: () => <h1>Livro dos Sonhos</h1> });

describe('lazyPage', () => {
  it('suspends on its first render until its code arrives, like React.lazy', async () => {
    const Page = lazyPage(pageModule);
    render(
      <Suspense fallback={<p>Carregando…</p>}>
        <Page />
      </Suspense>,
      { route: null },
    );
    expect(screen.getByText('Carregando…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Livro dos Sonhos' })).toBeInTheDocument();
  });

  it('renders at once, never showing the fallback, once preloaded', async () => {
    const Page = lazyPage(pageModule);
    await Page.preload();
    render(
      <Suspense fallback={<p>Carregando…</p>}>
        <Page />
      </Suspense>,
      { route: null },
    );
    expect(screen.getByRole('heading', { name: 'Livro dos Sonhos' })).toBeInTheDocument();
    expect(screen.queryByText('Carregando…')).not.toBeInTheDocument();
  });
});

describe("lazyPage when the page's code is gone (a tab older than the last deploy)", () => {
  it('offers the new version in its place, never throwing to the crash screen', async () => {
    const Page = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/cotacoes.page-1a2b3c.js')));
    render(
      <Suspense fallback={<p>Carregando…</p>}>
        <Page />
      </Suspense>,
      { route: null },
    );
    expect(await screen.findByRole('heading', { name: 'Há uma nova versão do app' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atualizar e abrir a página' })).toBeInTheDocument();
    expect(useAppUpdate.getState().stale).toBe(true);
  });

  it('still throws other failures', async () => {
    const Page = lazyPage(() => Promise.reject(new Error('boom')));
    const errors: unknown[] = [];
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override componentDidCatch(error: unknown) {
        errors.push(error);
      }
      override render() {
        return this.state.failed ? <p>quebrou</p> : this.props.children;
      }
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Suspense fallback={<p>Carregando…</p>}>
          <Page />
        </Suspense>
      </Boundary>,
      { route: null },
    );
    expect(await screen.findByText('quebrou')).toBeInTheDocument();
    expect(errors).toEqual([new Error('boom')]);
    vi.restoreAllMocks();
  });
});

describe('preloadPages', () => {
  it('preloads the lazy pages among route elements and ignores the rest', async () => {
    const load = vi.fn(pageModule);
    const Page = lazyPage(load);
    await preloadPages([<Page key="page" />, <div key="div" />, null, undefined]);
    expect(load).toHaveBeenCalledOnce();
  });
});
