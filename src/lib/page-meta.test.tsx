import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageMeta } from './page-meta';

function Meta({ title, description }: { title: string; description?: string }) {
  usePageMeta(title, description);
  return null;
}

const description = () => document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('usePageMeta', () => {
  it('titles and describes the page, and a part of it (an open dream) over the page while it is shown', () => {
    const view = render(<Meta title="Livro dos Sonhos" description="O livro." />);
    expect(document.title).toBe('Livro dos Sonhos | Sonho & Sorte');
    expect(description()).toBe('O livro.');

    view.rerender(
      <>
        <Meta title="Livro dos Sonhos" description="O livro." />
        <Meta title="Sonhar com Cobra" description="A cobra." />
      </>,
    );
    expect(document.title).toBe('Sonhar com Cobra | Sonho & Sorte');
    expect(description()).toBe('A cobra.');

    view.rerender(<Meta title="Livro dos Sonhos" description="O livro." />);
    expect(document.title).toBe('Livro dos Sonhos | Sonho & Sorte');
    expect(description()).toBe('O livro.');
  });

  it('leaves alone what another page set since', () => {
    const view = render(<Meta title="Resultados" description="Os resultados." />);
    view.rerender(<Meta title="Palpites do Dia" description="Os palpites." />);
    expect(document.title).toBe('Palpites do Dia | Sonho & Sorte');
    expect(description()).toBe('Os palpites.');
    view.unmount();
  });
});
