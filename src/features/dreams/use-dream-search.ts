// The dream book page's state: the search box and the address kept in step (the query reaches the URL after a
// pause; back and forward bring it back), the entry, letter and variant the address opens, Enter opening the
// first hit (at once, or as soon as the hits arrive), and the book's answers (use-dream-book.ts).
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useNavigationType, useParams, useSearchParams } from 'react-router-dom';
import { dreamKey, dreamSlug, leadIn } from './domain/fold';
import { entryLink } from './dream-lists';
import { rememberDream, useDreamBook } from './use-dream-book';

export const RESULT_LIMIT = 40;
/** How long typing pauses before the query is written to the URL (history is replaced, not pushed). */
const URL_DELAY_MS = 300;

export function useDreamSearch() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const urlQuery = params.get('q') ?? '';
  const sonho = params.get('sonho');
  const variante = params.get('variante') ?? undefined;
  const letra = params.get('letra');
  // A dream's own address (/sonhar-com/<slug>, what a shared card links to): the dream is found by its slug
  // among the titles, then the page goes on at the dream book's address with it open.
  const slug = useParams().sonho;
  const [query, setQuery] = useState(urlQuery);
  const inputRef = useRef<HTMLInputElement>(null);
  const trimmed = query.trim();
  // "sonhei com" and the like: nothing to look for yet, the page stays as it was (letters, popular dreams).
  const lead = leadIn(trimmed);
  const openKey = sonho ? dreamKey(sonho) : undefined;
  const book = useDreamBook({ query: trimmed, openKey, needed: letra !== null || slug !== undefined, limit: RESULT_LIMIT });
  const { titles, answered, entry } = book;
  // The hits of this very query, once answered (an Enter must open the first hit of what is in the box).
  const hits = answered && answered.query === trimmed ? answered.hits : undefined;

  // Back and forward bring the query of that history entry back into the box.
  useEffect(() => {
    if (navigationType === 'POP') setQuery(new URLSearchParams(location.search).get('q') ?? '');
  }, [location.key, location.search, navigationType]);

  // The query reaches the URL after a pause, replacing the history entry, so a copied link keeps it. Built on
  // the address as it is when the pause ends: a navigation meanwhile (Enter opening a dream) may not have been
  // rendered yet, and the search params of this render would drop it.
  useEffect(() => {
    if (query === urlQuery) return;
    const timer = window.setTimeout(() => {
      const next = new URLSearchParams(window.location.search);
      if ((next.get('q') ?? '') === query) return;
      if (query) next.set('q', query);
      else next.delete('q');
      setParams(next, { replace: true });
    }, URL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query, urlQuery, setParams]);

  // Desktop only: on a phone the keyboard would cover the page before the person chose to type.
  useEffect(() => {
    if (window.matchMedia('(min-width: 62em) and (pointer: fine)').matches && !new URLSearchParams(window.location.search).get('sonho')) {
      inputRef.current?.focus();
    }
  }, []);

  useEffect(() => {
    if (entry) rememberDream(dreamKey(entry.titulo), entry.titulo);
  }, [entry]);

  useEffect(() => {
    if (slug === undefined || !titles) return;
    const found = titles.find((title) => dreamSlug(title.titulo) === slug);
    // A slug the book does not know opens the dream book's "not found" with it, read back as words.
    navigate(entryLink(found?.titulo ?? slug.replace(/-/g, ' '), variante), { replace: true });
  }, [slug, titles, variante, navigate]);

  // Enter pressed before the hits of the query arrived: the first hit opens as soon as they do.
  const [submitWaiting, setSubmitWaiting] = useState(false);
  const onChange = useCallback(
    (value: string) => {
      setQuery(value);
      setSubmitWaiting(false);
      // Typing starts a new search: close the open entry so the results sit right under the box.
      if (sonho || letra) {
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            next.delete('sonho');
            next.delete('variante');
            next.delete('letra');
            return next;
          },
          { replace: true },
        );
      }
    },
    [sonho, letra, setParams, setQuery, setSubmitWaiting],
  );
  const leaveSearch = useCallback(() => setQuery(''), [setQuery]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const first = hits?.[0];
    if (first) navigate(entryLink(first.dream.titulo, first.variant, trimmed));
    else if (!hits && trimmed) setSubmitWaiting(true);
  };
  useEffect(() => {
    if (!submitWaiting || !hits) return;
    setSubmitWaiting(false);
    const first = hits[0];
    if (first) navigate(entryLink(first.dream.titulo, first.variant, trimmed));
  }, [submitWaiting, hits, navigate, trimmed]);

  return {
    book,
    /** The search box's text, and whether it asks for results (not blank, not only a lead-in). */
    query,
    searching: trimmed !== '' && lead !== 'whole',
    /** The hits of the query shown are none and it may still become a lead-in ("sonh", "sonhei c"): the page
     * shows the browse state, never "nenhum sonho encontrado", until a word that can name a dream is typed. */
    stillLeadIn: book.answered !== undefined && book.answered.hits.length === 0 && leadIn(book.answered.query) !== undefined,
    inputRef,
    onChange,
    onSubmit,
    /** Clears the search (a letter was chosen). */
    leaveSearch,
    /** What the address asks for: the query it carries, the dream (its title and key, or its slug), its variant, a letter. */
    address: { urlQuery, sonho, slug, openKey, variante, letra },
  };
}
