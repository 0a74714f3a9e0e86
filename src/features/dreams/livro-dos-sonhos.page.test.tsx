import userEvent from '@testing-library/user-event';
import { rowEntry } from './domain/merge';
import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AfterFirstPaint from '../../lib/after-first-paint';
import type * as ContentLoader from '../../lib/content-sync/content-loader';
import { ensureBuiltInContent } from '../../lib/content-sync/content-loader';
import { restartContentService } from '../../lib/content-sync/content-client';
import { db } from '../../lib/db';
import { act, render, screen, waitFor, within } from '../../testing/render';
import { POPULAR } from './dream-letters';
import LivroDosSonhosPage from './livro-dos-sonhos.page';

// There is no worker in jsdom: the content service (the dream book) runs in the page, as where workers can't.
// `held`: the built-in content stays loading until the test lets it go (release()); `unavailable`: IndexedDB
// can't be used.
const storage = vi.hoisted(() => ({ unavailable: false, held: false, waiting: [] as (() => void)[] }));
vi.mock('../../lib/content-sync/content-loader', async (importActual) => {
  const actual = await importActual<typeof ContentLoader>();
  return {
    ...actual,
    ensureBuiltInContent: async (...args: Parameters<typeof actual.ensureBuiltInContent>) => {
      if (storage.held) await new Promise<void>((resolve) => storage.waiting.push(resolve));
      return storage.unavailable ? 'unavailable' : actual.ensureBuiltInContent(...args);
    },
  };
});
// No backend in component tests: the sync is covered by src/lib/content-sync/dream-sync.test.ts.
vi.mock('../../lib/content-sync/dream-sync', async (importActual) => ({
  ...(await importActual<object>()),
  syncDreams: async () => ({ status: 'offline' }),
}));
// The book starts on intent or once the page has settled: at once here (the next task), unless a test holds it
// to see the page wait for intent (with a quiet time longer than the test).
const start = vi.hoisted(() => ({ onIntentOnly: false }));
vi.mock('../../lib/after-first-paint', async (importActual) => {
  const actual = await importActual<typeof AfterFirstPaint>();
  return {
    ...actual,
    onIntentOrSettled: (task: () => void) => {
      if (start.onIntentOnly) return actual.onIntentOrSettled(task, { quietMs: 60_000 });
      const timer = setTimeout(task, 0);
      return () => clearTimeout(timer);
    },
  };
});
// jsdom has no canvas: the card comes out of a stand-in renderer (the real one is tested in e2e/share.spec.ts).
vi.mock('../../components/share/card-draw', () => ({
  renderCardPng: async () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
}));
function release() {
  storage.held = false;
  for (const resolve of storage.waiting.splice(0)) resolve();
}

const probe = { search: '' };
function LocationProbe() {
  const { search } = useLocation();
  useEffect(() => {
    probe.search = search;
  }, [search]);
  return null;
}

function renderPage(route = '/livro-dos-sonhos') {
  return render(
    <Routes>
      <Route
        path="/livro-dos-sonhos"
        element={
          <>
            <LivroDosSonhosPage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

const searchBox = () => screen.getByRole('searchbox', { name: /Com o que você sonhou/ });
const results = () => screen.findByTestId('dream-results', {}, { timeout: 10_000 });

beforeEach(async () => {
  start.onIntentOnly = false;
  storage.unavailable = false;
  storage.held = false;
  restartContentService();
  await db.recentDreams.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

// Generous timeout: IndexedDB and rendering run slowly on a shared two-core machine.
describe('Livro dos Sonhos', { timeout: 20_000 }, () => {
  it('has one h1, a labelled search box and headings in order', async () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(searchBox()).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Navegue pelas letras' }, { timeout: 10_000 });
    const levels = [...document.querySelectorAll('h1, h2, h3, h4')].map((h) => Number(h.tagName[1]));
    for (let i = 1; i < levels.length; i += 1) expect(levels[i]!).toBeLessThanOrEqual(levels[i - 1]! + 1);
  });

  it('draws the heading, search box, letters and popular dreams at once, with no book loaded', () => {
    storage.held = true;
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Livro dos Sonhos' })).toBeInTheDocument();
    expect(searchBox()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sonhos com a letra A' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sonhos com a letra Z' })).toBeInTheDocument();
    const popular = screen.getByRole('list', { name: 'Sonhos mais procurados' });
    expect(within(popular).getAllByRole('link').map((link) => link.textContent)).toEqual([...POPULAR]);
    expect(screen.queryByText('Carregando o livro dos sonhos…')).not.toBeInTheDocument();
  });

  it("holds a letter's place while the book loads, then lists its dreams there", async () => {
    storage.held = true;
    renderPage('/livro-dos-sonhos?letra=c');
    expect(screen.getByText('Carregando o livro dos sonhos…').closest('[class*="browseArea"]')).not.toBeNull();
    expect(screen.queryByRole('list', { name: 'Sonhos mais procurados' })).not.toBeInTheDocument();
    act(release);
    const heading = await screen.findByRole('heading', { level: 2, name: /^Letra C \(\d+\)$/ }, { timeout: 10_000 });
    expect(within(screen.getByRole('list', { name: heading.textContent! })).getByRole('link', { name: 'Cobra' })).toBeInTheDocument();
    expect(screen.queryByText('Carregando o livro dos sonhos…')).not.toBeInTheDocument();
  });

  it('starts the book only when the person is about to use the page: the recent dreams come with it', async () => {
    start.onIntentOnly = true;
    await ensureBuiltInContent();
    await db.recentDreams.put({ key: 'cobra', titulo: 'Cobra', viewedAt: 1 });
    const user = userEvent.setup();
    renderPage();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('list', { name: 'Vistos recentemente' })).not.toBeInTheDocument();
    await user.click(searchBox());
    const recent = await screen.findByRole('list', { name: 'Vistos recentemente' }, { timeout: 10_000 });
    expect(within(recent).getByRole('link', { name: 'Cobra' })).toBeInTheDocument();
  });

  it('answers a query typed before the book has loaded, and Enter then opens the first hit', async () => {
    storage.held = true;
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), 'cobra preta{Enter}');
    expect(screen.queryByTestId('dream-entry')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Carregando o livro dos sonhos…')).toBeInTheDocument();
    act(release);
    const entry = await screen.findByTestId('dream-entry', {}, { timeout: 10_000 });
    expect(within(entry).getByRole('heading', { level: 2, name: 'Cobra' })).toBeInTheDocument();
    expect(new URLSearchParams(probe.search).get('variante')).toBe('preta');
  });

  it('finds Águia for "aguia" as you type, and writes the query to the URL', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'Navegue pelas letras' }, { timeout: 10_000 });
    await user.type(searchBox(), 'aguia');
    const list = await results();
    expect(within(list).getAllByRole('link')[0]).toHaveTextContent('Águia');
    await waitFor(() => expect(new URLSearchParams(probe.search).get('q')).toBe('aguia'));
  });

  it('opens Cobra with its "preta" block for "sonhei com cobra preta" + Enter', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'Navegue pelas letras' }, { timeout: 10_000 });
    await user.type(searchBox(), 'sonhei com cobra preta');
    // The query reaches the address after a pause; the hook reads window.location for it, which a memory router
    // (these tests) never changes, so Enter waits for it here as a person's would come after it.
    await waitFor(() => expect(new URLSearchParams(probe.search).get('q')).toBe('sonhei com cobra preta'));
    await user.keyboard('{Enter}');
    const entry = await screen.findByTestId('dream-entry', {}, { timeout: 10_000 });
    expect(within(entry).getByRole('heading', { level: 2, name: 'Cobra' })).toBeInTheDocument();
    const preta = entry.querySelector('[data-variant="preta"]')!;
    expect(preta).toHaveAttribute('data-active', 'true');
    expect(within(preta as HTMLElement).getByRole('heading', { level: 3, name: 'Preta' })).toBeInTheDocument();
    expect(within(preta as HTMLElement).getByText('Sua busca')).toBeInTheDocument();
    const params = new URLSearchParams(probe.search);
    expect([params.get('sonho'), params.get('variante'), params.get('q')]).toEqual(['Cobra', 'preta', 'sonhei com cobra preta']);
  });

  it('opens the entry of a shared link, groups with their animal emoji', async () => {
    renderPage('/livro-dos-sonhos?sonho=Cobra&variante=preta');
    const entry = await screen.findByTestId('dream-entry', {}, { timeout: 10_000 });
    expect(within(entry).getByRole('heading', { level: 2, name: 'Cobra' })).toBeInTheDocument();
    expect(entry).toHaveTextContent('🐍');
    expect(entry).toHaveTextContent('09 - Cobra');
    expect(within(entry).getByRole('heading', { level: 3, name: 'Picando' })).toBeInTheDocument();
    expect(entry.querySelector('[data-variant="preta"]')).toHaveAttribute('data-active', 'true');
  });

  it('copies the numbers of a block and confirms with a toast', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage('/livro-dos-sonhos?sonho=Cobra');
    const entry = await screen.findByTestId('dream-entry', {}, { timeout: 10_000 });
    await user.click(within(entry).getByRole('button', { name: 'Copiar números de Cobra' }));
    expect(writeText).toHaveBeenCalledTimes(1);
    const copied = writeText.mock.calls[0]![0] as string;
    expect(copied.split('\n')[0]).toBe('Cobra');
    expect(copied).toMatch(/^Grupos?: 09 - Cobra/m);
    expect(copied).toMatch(/^Milhares?: \d{4}/m);
    expect(await screen.findByText('Números copiados')).toBeInTheDocument();
  });

  it('shares the open dream as a card whose text links to the dream’s own page', async () => {
    const user = userEvent.setup();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
    try {
      renderPage('/livro-dos-sonhos?sonho=Cobra&variante=preta');
      const entry = await screen.findByTestId('dream-entry', {}, { timeout: 10_000 });
      await user.click(within(entry).getByRole('button', { name: 'Compartilhar Cobra preta' }));
      await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
      const data = share.mock.calls[0]![0] as ShareData;
      expect(data.text).toContain('Sonhei com Cobra (preta)!');
      expect(data.text).toMatch(/\/sonhar-com\/cobra\?variante=preta$/);
      expect(data.files?.[0]?.name).toBe('sonho-e-sorte-sonho-cobra-preta.png');
    } finally {
      delete (navigator as { share?: unknown }).share;
      delete (navigator as { canShare?: unknown }).canShare;
    }
  });

  it('titles the page after the open dream, and back after the dream book when it closes', async () => {
    const user = userEvent.setup();
    renderPage('/livro-dos-sonhos?sonho=Cobra');
    await screen.findByTestId('dream-entry', {}, { timeout: 10_000 });
    await waitFor(() => expect(document.title).toBe('Sonhar com Cobra: significado e números | Sonho & Sorte'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringMatching(/Grupos? 09 - Cobra/));
    await user.type(searchBox(), 'gato');
    await waitFor(() => expect(screen.queryByTestId('dream-entry')).not.toBeInTheDocument());
    expect(document.title).toBe('Livro dos Sonhos | Sonho & Sorte');
  });

  it('opens a dream from its own address, /sonhar-com/<slug>, then goes on at the dream book’s', async () => {
    render(
      <Routes>
        <Route path="/sonhar-com/:sonho" element={<LivroDosSonhosPage />} />
        <Route
          path="/livro-dos-sonhos"
          element={
            <>
              <LivroDosSonhosPage />
              <LocationProbe />
            </>
          }
        />
      </Routes>,
      { route: '/sonhar-com/banco-assento' },
    );
    const entry = await screen.findByTestId('dream-entry', {}, { timeout: 10_000 });
    expect(within(entry).getByRole('heading', { level: 2, name: 'Banco (assento)' })).toBeInTheDocument();
    expect(new URLSearchParams(probe.search).get('sonho')).toBe('Banco (assento)');
  });

  it('browses by letter, then remembers opened dreams', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('link', { name: 'Sonhos com a letra C' }, { timeout: 10_000 }));
    // The letters are drawn before the book has loaded; the list of a letter comes with the book.
    const heading = await screen.findByRole('heading', { level: 2, name: /^Letra C \(\d+\)$/ }, { timeout: 10_000 });
    const list = screen.getByRole('list', { name: heading.textContent! });
    await user.click(within(list).getByRole('link', { name: 'Cobra' }));
    expect(await screen.findByTestId('dream-entry')).toBeInTheDocument();
    await waitFor(async () => expect((await db.recentDreams.toArray()).map((r) => r.titulo)).toEqual(['Cobra']));
    await user.type(searchBox(), 'x');
    await user.clear(searchBox());
    const recent = await screen.findByRole('list', { name: 'Vistos recentemente' });
    expect(within(recent).getByRole('link', { name: 'Cobra' })).toBeInTheDocument();
  });

  it('says when nothing matches, and offers the letters', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'Navegue pelas letras' }, { timeout: 10_000 });
    await user.type(searchBox(), 'qwxz');
    expect(await screen.findByRole('status')).toHaveTextContent('Nenhum sonho encontrado para “qwxz”.');
    expect(screen.getByRole('link', { name: 'Sonhos com a letra Q' })).toBeInTheDocument();
  });

  it('offers the closest titles when nothing matches, each opening its dream', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), 'galinheiro');
    const suggestions = await screen.findByRole('list', { name: 'Você quis dizer…' }, { timeout: 10_000 });
    const first = within(suggestions).getAllByRole('link')[0]!;
    expect(first).toHaveTextContent('Galinha');
    await user.click(first);
    expect(await screen.findByRole('heading', { level: 2, name: 'Galinha' })).toBeInTheDocument();
  });

  it('shows on every result card the groups and the first milhar, and lists apart the dreams that only mention the words', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), 'cobra preta');
    const first = within(await results()).getAllByRole('link')[0]!;
    expect(first).toHaveTextContent('Cobra');
    expect(first).toHaveTextContent('Preta');
    const { BUILT_IN_DREAMS } = await import('./data/dictionary/index');
    const preta = BUILT_IN_DREAMS.find((d) => d.titulo === 'Cobra')!.variantes!.preta!.palpites;
    const numbers = within(first).getByTestId('result-numbers');
    for (const label of preta.grupos) expect(numbers).toHaveTextContent(label.replace(' - ', ' '));
    expect(numbers).toHaveTextContent(`Milhar ${preta.milhares[0]}`);

    await user.clear(searchBox());
    await user.type(searchBox(), 'fartura');
    // No title says it: the meanings are all there is, under a heading that says so.
    const cited = await screen.findByRole('list', { name: 'Citado no significado de…' });
    expect(within(cited).getAllByRole('link').length).toBeGreaterThan(5);
    expect(screen.queryByTestId('dream-results')).not.toBeInTheDocument();
  });

  it('puts Cobra and Mordida de cobra first for "cobras", a few meaning mentions apart, never the dreams that only play the Cobra group', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), 'sonhei com cobras');
    const named = within(await results()).getAllByRole('link');
    expect(named[0]).toHaveTextContent('Cobra');
    expect(named[1]).toHaveTextContent('Mordida');
    expect(named[1]).toHaveTextContent('De cobra');
    for (const card of named) expect(card.dataset.kind).not.toBe('meaning');
    const cited = within(screen.getByRole('list', { name: 'Também citado em…' })).getAllByRole('link');
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.length).toBeLessThanOrEqual(5);
    // A card's text starts with its title.
    const titles = [...named, ...cited].map((card) => card.textContent ?? '');
    expect(titles.filter((text) => text.startsWith('Cobra'))).toHaveLength(1);
    for (const unrelated of ['Nó', 'Ímã', 'Copo', 'Gato', 'Poço', 'Yoga', 'Braço']) {
      expect(titles.filter((text) => new RegExp(`^${unrelated}(?!\\p{L})`, 'u').test(text)), unrelated).toEqual([]);
    }
    expect(screen.getByRole('status')).toHaveTextContent(`2 sonhos encontrados e ${cited.length}`);
  });

  it.each(['Sonhei', 'sonhei com', 'SONHEI QUE', 'sonhar com o', 'Sonhei com uma', 'sonh', 'eu sonhei que eu estava'])(
    'shows the letters and the popular dreams for the lead-in %j, never "nenhum sonho encontrado"',
    async (typed) => {
      renderPage(`/livro-dos-sonhos?q=${encodeURIComponent(typed)}`);
      expect(searchBox()).toHaveValue(typed);
      // The browse state, once the book has answered (a query in the address shows a placeholder until then).
      await screen.findByRole('heading', { name: 'Navegue pelas letras' }, { timeout: 10_000 });
      expect(screen.getByRole('list', { name: 'Sonhos mais procurados' })).toBeInTheDocument();
      expect(screen.queryByText(/Nenhum sonho encontrado/)).not.toBeInTheDocument();
      expect(screen.queryByTestId('dream-results')).not.toBeInTheDocument();
    },
  );

  it('keeps the letters on screen while "sonhei com " is typed, then finds the dream named after it', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'Navegue pelas letras' }, { timeout: 10_000 });
    await user.type(searchBox(), 'sonhei com ');
    await waitFor(() => expect(new URLSearchParams(probe.search).get('q')).toBe('sonhei com '));
    expect(screen.getByRole('heading', { name: 'Navegue pelas letras' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.type(searchBox(), 'aguia');
    expect(within(await results()).getAllByRole('link')[0]).toHaveTextContent('Águia');
  });

  it('reads a number by the animal table and lists its animal first', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), 'milhar 0753');
    expect(await screen.findByTestId('number-reading', {}, { timeout: 10_000 })).toHaveTextContent('Milhar 0753 → grupo 14 – Gato');
    expect(within(await results()).getAllByRole('link')[0]).toHaveTextContent('Gato');
  });

  it('leaves out a dream an admin deleted: not found, and gone from the recent list', async () => {
    await ensureBuiltInContent();
    const builtIn = await db.dreams.get('abacaxi');
    expect(builtIn).toMatchObject({ source: 'builtin' });
    await db.dreams.put(rowEntry({ id: 'r-abacaxi', titulo: 'Abacaxi', geral: null, deleted: true, updated_at: '2026-01-01T00:00:00Z' })!);
    await db.recentDreams.bulkPut([
      { key: 'abacaxi', titulo: 'Abacaxi', viewedAt: 2 },
      { key: 'cobra', titulo: 'Cobra', viewedAt: 1 },
    ]);
    try {
      const user = userEvent.setup();
      renderPage();
      const recent = await screen.findByRole('list', { name: 'Vistos recentemente' }, { timeout: 10_000 });
      expect(within(recent).getAllByRole('link').map((link) => link.textContent)).toEqual(['Cobra']);
      await user.type(searchBox(), 'abacaxi');
      expect(await screen.findByRole('status')).toHaveTextContent('Nenhum sonho encontrado para “abacaxi”.');
    } finally {
      await db.dreams.put(builtIn!);
    }
  });

  it('works from memory with a notice when IndexedDB is unavailable', async () => {
    storage.unavailable = true;
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Armazenamento indisponível', {}, { timeout: 10_000 })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Navegue pelas letras' }, { timeout: 10_000 });
    await user.type(searchBox(), 'aguia');
    expect(within(await results()).getAllByRole('link')[0]).toHaveTextContent('Águia');
  });
});
