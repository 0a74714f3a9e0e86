import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../testing/render';
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

describe('preloadPages', () => {
  it('preloads the lazy pages among route elements and ignores the rest', async () => {
    const load = vi.fn(pageModule);
    const Page = lazyPage(load);
    await preloadPages([<Page key="page" />, <div key="div" />, null, undefined]);
    expect(load).toHaveBeenCalledOnce();
  });
});
