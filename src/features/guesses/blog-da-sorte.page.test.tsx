import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedTable as cached, resetCachedTable } from '../../testing/fake-remote-cache';
import { render, screen, within } from '../../testing/render';
import BlogDaSortePage from './blog-da-sorte.page';

vi.mock('../../lib/content-sync/remote-cache', () => import('../../testing/fake-remote-cache'));

beforeEach(() => {
  resetCachedTable();
  cached.syncedAt = '2026-03-12T10:00:00Z';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-12T15:00:00-03:00'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Blog da Sorte', () => {
  it('has a post for today and each of the six days before, mixing admin and built-in guesses', () => {
    cached.rows = [
      { id: 'y', guess_date: '2026-03-11', lottery: 'Federal', draw_label: null, grupos: ['02'], milhares: [], centenas: [], note: null, published: true },
      { id: 'f', guess_date: '2026-03-13', lottery: 'Futuro', grupos: ['05'], published: true },
    ];
    render(<BlogDaSortePage />, { route: '/blog-da-sorte' });
    const posts = screen.getAllByTestId('blog-post');
    expect(posts.map((p) => p.dataset.date)).toEqual([
      '2026-03-12', '2026-03-11', '2026-03-10', '2026-03-09', '2026-03-08', '2026-03-07', '2026-03-06',
    ]);
    expect(within(posts[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('Quinta-feira, 12 de março de 2026');
    expect(within(posts[0]!).getByText('Hoje')).toBeInTheDocument();
    expect(within(posts[1]!).getByTestId('guess-card')).toHaveAttribute('data-source', 'admin');
    expect(within(posts[1]!).getByRole('heading', { level: 3, name: 'Federal' })).toBeInTheDocument();
    expect(within(posts[2]!).getByTestId('guess-card')).toHaveAttribute('data-source', 'builtin');
    expect(screen.queryByText('Futuro')).not.toBeInTheDocument();
  });
});
