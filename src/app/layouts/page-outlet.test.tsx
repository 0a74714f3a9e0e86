import { lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { render, screen } from '../../testing/render';
import { PageOutlet } from './page-outlet';

const LazyPage = lazy(() => Promise.resolve({ default: () => <h1>Página carregada</h1> }));

function App({ page }: { page: ReactNode }) {
  return (
    <Routes>
      <Route element={<PageOutlet withBack={false} />}>
        <Route path="/" element={page} />
      </Route>
    </Routes>
  );
}

describe('PageOutlet', () => {
  it("on the app's first screen draws the spinner as content, then the page replaces it", async () => {
    const first = render(<App page={<LazyPage />} />);
    expect(screen.getByTestId('full-screen-spinner')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Página carregada' })).toBeInTheDocument();
    expect(screen.queryByTestId('full-screen-spinner')).not.toBeInTheDocument();
    first.unmount();
  });

  it('later renders its page directly', () => {
    render(<App page={<h1>Outra página</h1>} />);
    expect(screen.getByRole('heading', { name: 'Outra página' })).toBeInTheDocument();
    expect(screen.queryByTestId('full-screen-spinner')).not.toBeInTheDocument();
  });
});
