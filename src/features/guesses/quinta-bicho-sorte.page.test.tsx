import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { animalByGroup } from '../animals/domain/animals';
import { builtinGuess } from './domain/lucky-guess';
import { cachedTable as cached, resetCachedTable } from '../../testing/fake-remote-cache';
import { render, screen } from '../../testing/render';
import QuintaBichoSortePage from './quinta-bicho-sorte.page';

vi.mock('../../lib/content-sync/remote-cache', () => import('../../testing/fake-remote-cache'));

function at(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

beforeEach(() => {
  resetCachedTable();
  cached.syncedAt = '2026-03-12T10:00:00Z';
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Quinta do Bicho da Sorte', () => {
  it("shows next Thursday's built-in special during the week", () => {
    cached.rows = [];
    at('2026-03-09T12:00:00-03:00'); // a Monday
    render(<QuintaBichoSortePage />, { route: '/quinta-bicho-sorte' });
    expect(screen.getByRole('heading', { level: 2, name: 'Quinta-feira, 12 de março de 2026' })).toBeInTheDocument();
    expect(screen.getByTestId('thursday-countdown')).toHaveTextContent('Faltam 3 dias para a quinta-feira.');
    const lead = animalByGroup(builtinGuess('2026-03-12', 'thursday').grupos[0]!);
    expect(screen.getByTestId('thursday-animal')).toHaveTextContent(`${lead.group} - ${lead.name}`);
    expect(screen.getByTestId('guess-card')).toHaveAttribute('data-source', 'builtin');
  });

  it("shows the admins' guess on Thursday itself, and moves on to the next Thursday on Friday", () => {
    cached.rows = [{ id: 'q', guess_date: '2026-03-12', lottery: 'Especial de quinta', grupos: ['16', '09'], published: true }];
    at('2026-03-12T08:00:00-03:00');
    const { unmount } = render(<QuintaBichoSortePage />, { route: '/quinta-bicho-sorte' });
    expect(screen.getByTestId('thursday-countdown')).toHaveTextContent('Hoje é quinta-feira!');
    expect(screen.getByTestId('thursday-animal')).toHaveTextContent('16 - Leão');
    expect(screen.getByRole('heading', { level: 3, name: 'Especial de quinta' })).toBeInTheDocument();
    unmount();
    at('2026-03-13T08:00:00-03:00');
    render(<QuintaBichoSortePage />, { route: '/quinta-bicho-sorte' });
    expect(screen.getByRole('heading', { level: 2, name: 'Quinta-feira, 19 de março de 2026' })).toBeInTheDocument();
    expect(screen.getByTestId('thursday-countdown')).toHaveTextContent('Faltam 6 dias');
  });
});
