// Livro dos Sonhos: search as you type (offline), browse A–Z, open an entry with its variants and numbers.
// The heading, search box and letters draw at once; the lists fill a reserved area when the book has loaded.
import { Alert, Badge, CloseButton, Skeleton, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link, useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { dreamKey } from './domain/fold';
import type { Animal } from '../animals/domain/animals';
import type { NumberQuery } from './domain/number-query';
import type { SearchHit } from './domain/search';
import type { DreamBlock } from './domain/types';
import { STORAGE_UNAVAILABLE_NOTICE } from '../../lib/content-sync/content-loader';
import type { RecentDream } from '../../lib/db';
import { DreamEntry } from './dream-entry';
import { BUILT_IN_LETTERS, lettersOf, POPULAR } from './dream-letters';
import { animalOfLabel, variantLabel } from './dream-text';
import classes from './livro-dos-sonhos.module.css';
import { rememberDream, useDreamBook, type DreamTitle } from './use-dream-book';
import { pluralWord } from '../../utils/format/plural';

const RESULT_LIMIT = 40;
/** How long typing pauses before the query is written to the URL (history is replaced, not pushed). */
const URL_DELAY_MS = 300;
const titleOrder = new Intl.Collator('pt-BR');

/** Stands in for lists that are still loading, inside the area reserved for them (nothing below moves). */
function Loading({ label, className }: { label: string; className?: string }) {
  return (
    <Stack gap="sm" aria-busy="true" className={className}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton height={28} width="40%" />
      <Skeleton height={72} />
      <Skeleton height={72} />
      <Skeleton height={72} />
    </Stack>
  );
}

/** The search string of a link that opens an entry, keeping the query so "back" returns to the results. */
function entrySearch(titulo: string, variant?: string, query?: string): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  params.set('sonho', titulo);
  if (variant) params.set('variante', variant);
  return `?${params.toString()}`;
}

/** The block a hit opens: its variant's, else the general one. */
function hitBlock(hit: SearchHit): DreamBlock {
  return (hit.variant && hit.dream.variantes?.[hit.variant]) || hit.dream.geral;
}

const NUMBER_KIND: Record<NumberQuery['kind'], string> = { grupo: 'Grupo', dezena: 'Dezena', centena: 'Centena', milhar: 'Milhar' };

/** "Milhar 0753 → grupo 14 – Gato": the number read, by the animal-table rule, above its dreams. */
function numberLine(number: NumberQuery): string {
  const { animal } = number;
  return `${NUMBER_KIND[number.kind]} ${number.digits} → grupo ${animal.group} – ${animal.name} ${animal.emoji} (dezenas ${animal.numbers.join(', ')})`;
}

/** What a card says of a match that is not plain: the reader sees why an unexpected title is there. */
function matchNote(hit: SearchHit): string | undefined {
  if (hit.kind === 'meaning') return 'citado no significado';
  if (hit.kind === 'palpite') return 'número nos palpites';
  return undefined;
}

/** One result: title and variant, the groups (number and animal) and the first milhar, the meaning's start. */
function ResultCard({ hit, query, current }: { hit: SearchHit; query: string; current: boolean }) {
  const block = hitBlock(hit);
  const groups = block.palpites.grupos.map(animalOfLabel).filter((a): a is Animal => a !== undefined);
  const milhar = block.palpites.milhares[0];
  const note = matchNote(hit);
  return (
    <Link
      to={entrySearch(hit.dream.titulo, hit.variant, query)}
      className={classes.resultLink}
      aria-current={current ? 'page' : undefined}
      data-kind={hit.kind}
    >
      <span className={classes.resultHead}>
        <Text component="span" fw={700} size="lg">
          {hit.dream.titulo}
        </Text>
        {hit.variant && (
          <Badge component="span" variant="light" color="gold" tt="none">
            {variantLabel(hit.variant)}
          </Badge>
        )}
        {note && (
          <Text component="span" size="xs" c="dimmed" fs="italic">
            {note}
          </Text>
        )}
      </span>
      <span className={classes.resultNumbers} data-testid="result-numbers">
        {groups.map((animal) => (
          <span key={animal.id} className={classes.resultGroup}>
            <span aria-hidden="true">{animal.emoji}</span> {animal.group} {animal.name}
          </span>
        ))}
        {milhar && (
          <span className={classes.resultGroup}>
            Milhar <b className={classes.numbers}>{milhar}</b>
          </span>
        )}
      </span>
      <Text component="span" c="dimmed" size="sm" lineClamp={2}>
        {block.significado}
      </Text>
    </Link>
  );
}

interface ResultsProps {
  hits: SearchHit[];
  query: string;
  openKey: string | undefined;
  suggestions: readonly string[];
  letters: readonly string[];
  onLeaveSearch: () => void;
}

function Results({ hits, query, openKey, suggestions, letters, onLeaveSearch }: ResultsProps) {
  const number = hits[0]?.number;
  return (
    <section aria-labelledby="resultados-titulo">
      <Title order={2} size="h3" id="resultados-titulo" mb={4}>
        Resultados
      </Title>
      <Text role="status" c="dimmed" size="sm" mb="sm">
        {hits.length === 0
          ? `Nenhum sonho encontrado para “${query}”.`
          : `${hits.length === RESULT_LIMIT ? `${RESULT_LIMIT}+` : hits.length} ${pluralWord(hits.length, { one: 'sonho encontrado', other: 'sonhos encontrados' })}`}
      </Text>
      {number && (
        <Text fw={700} mb="sm" data-testid="number-reading">
          {numberLine(number)}
        </Text>
      )}
      {hits.length === 0 ? (
        <Stack gap="md">
          {suggestions.length > 0 && (
            <div>
              <Title order={3} size="h4" id="sugestoes-titulo" mb={6}>
                Você quis dizer…
              </Title>
              <TitleList titles={suggestions} labelledBy="sugestoes-titulo" query={query} />
            </div>
          )}
          <Text>Tente outra palavra, sem “sonhei com”, ou procure pela primeira letra:</Text>
          <LetterLinks letters={letters} selected={null} onLeaveSearch={onLeaveSearch} />
        </Stack>
      ) : (
        <ul className={classes.list} data-testid="dream-results">
          {hits.map((hit) => (
            <li key={`${hit.dream.titulo}|${hit.variant ?? ''}`}>
              <ResultCard hit={hit} query={query} current={openKey === dreamKey(hit.dream.titulo)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TitleList({ titles, labelledBy, query }: { titles: readonly string[]; labelledBy: string; query?: string }) {
  return (
    <ul className={classes.titleGrid} aria-labelledby={labelledBy}>
      {titles.map((titulo) => (
        <li key={titulo}>
          <Link to={entrySearch(titulo, undefined, query)} className={classes.titleLink}>
            {titulo}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function LetterLinks({ letters, selected, onLeaveSearch }: { letters: readonly string[]; selected: string | null; onLeaveSearch: () => void }) {
  return (
    <ul className={classes.letters}>
      {letters.map((l) => (
        <li key={l}>
          <Link
            to={`?letra=${l}`}
            className={classes.letterLink}
            aria-current={l === selected ? 'page' : undefined}
            aria-label={`Sonhos com a letra ${l.toUpperCase()}`}
            onClick={onLeaveSearch}
          >
            {l === '#' ? '#' : l}
          </Link>
        </li>
      ))}
    </ul>
  );
}

interface BrowseProps {
  titles: readonly DreamTitle[] | undefined;
  recent: readonly RecentDream[] | undefined;
  letter: string | null;
  onLeaveSearch: () => void;
}

// Memoised, like the heading and the search box: the page renders again as the book and its answers arrive, and
// these parts (the costly ones) need to follow only their own props.
const Browse = memo(function Browse({ titles, recent, letter, onLeaveSearch }: BrowseProps) {
  const byLetter = useMemo(() => {
    const groups = new Map<string, string[]>();
    for (const { letter: l, titulo } of titles ?? []) {
      const group = groups.get(l);
      if (group) group.push(titulo);
      else groups.set(l, [titulo]);
    }
    for (const group of groups.values()) group.sort(titleOrder.compare);
    return groups;
  }, [titles]);
  // Until the book loads, the letters of the built-in dictionary: the same ones, so nothing moves when it arrives.
  const letters = titles ? lettersOf(titles) : BUILT_IN_LETTERS;
  const keys = useMemo(() => new Map((titles ?? []).map((title) => [title.key, title.titulo])), [titles]);
  // Known before the book loads; once it has, a popular dream an admin deleted drops out.
  const popular = titles ? POPULAR.map((t) => keys.get(dreamKey(t))).filter((t): t is string => t !== undefined) : POPULAR;
  // A dream deleted since it was opened is no longer in the book: its link would lead nowhere.
  const recentTitles = titles ? (recent ?? []).filter((r) => keys.has(r.key)).map((r) => r.titulo) : [];
  const selected = letter && byLetter.has(letter) ? letter : null;
  const loadingLetter = letter !== null && !titles;

  return (
    <Stack gap="xl">
      <nav aria-labelledby="letras-titulo">
        <Title order={2} size="h3" id="letras-titulo" mb="sm">
          Navegue pelas letras
        </Title>
        <LetterLinks letters={letters} selected={selected} onLeaveSearch={onLeaveSearch} />
      </nav>
      {/* A letter's list waits for the book, in the area reserved for it. */}
      {loadingLetter && <Loading label="Carregando o livro dos sonhos…" />}
      {selected && (
        <section>
          <Title order={2} size="h3" id="letra-titulo" mb="sm">
            {`Letra ${selected.toUpperCase()} (${byLetter.get(selected)!.length})`}
          </Title>
          <TitleList titles={byLetter.get(selected)!} labelledBy="letra-titulo" />
        </section>
      )}
      {!selected && !loadingLetter && popular.length > 0 && (
        <section>
          <Title order={2} size="h3" id="populares-titulo" mb="sm">
            Sonhos mais procurados
          </Title>
          <TitleList titles={popular} labelledBy="populares-titulo" />
        </section>
      )}
      {/* Last: it comes with the book, and nothing above it moves when it does. */}
      {recentTitles.length > 0 && (
        <section>
          <Title order={2} size="h3" id="recentes-titulo" mb="sm">
            Vistos recentemente
          </Title>
          <TitleList titles={recentTitles} labelledBy="recentes-titulo" />
        </section>
      )}
    </Stack>
  );
});

const Heading = memo(function Heading() {
  return (
    <PageTitle
      title="Livro dos Sonhos"
      lead="Digite com o que você sonhou e veja o significado e os números da sorte. Funciona mesmo sem internet."
    />
  );
});

interface SearchInputProps {
  query: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (value: string) => void;
}

const SearchInput = memo(function SearchInput({ query, inputRef, onChange }: SearchInputProps) {
  return (
    <TextInput
      ref={inputRef}
      label="Com o que você sonhou?"
      placeholder="Ex.: cobra preta, dente caindo, milhar 1234"
      description="Acentos, plural e “sonhei com” não fazem diferença; também busca por número."
      size="lg"
      type="search"
      enterKeyHint="search"
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      value={query}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<span aria-hidden="true">🔍</span>}
      rightSection={query ? <CloseButton aria-label="Limpar busca" onClick={() => onChange('')} /> : null}
    />
  );
});

export default function LivroDosSonhosPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const urlQuery = params.get('q') ?? '';
  const sonho = params.get('sonho');
  const variante = params.get('variante') ?? undefined;
  const letra = params.get('letra');
  const [query, setQuery] = useState(urlQuery);
  const inputRef = useRef<HTMLInputElement>(null);
  const trimmed = query.trim();
  const openKey = sonho ? dreamKey(sonho) : undefined;
  const { titles, recent, storageAvailable, answered, entry } = useDreamBook({ query: trimmed, openKey, needed: letra !== null, limit: RESULT_LIMIT });
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
    if (first) navigate({ search: entrySearch(first.dream.titulo, first.variant, trimmed) });
    else if (!hits && trimmed) setSubmitWaiting(true);
  };
  useEffect(() => {
    if (!submitWaiting || !hits) return;
    setSubmitWaiting(false);
    const first = hits[0];
    if (first) navigate({ search: entrySearch(first.dream.titulo, first.variant, trimmed) });
  }, [submitWaiting, hits, navigate, trimmed]);

  const showResults = trimmed !== '';

  return (
    <>
      <Heading />
      <form role="search" onSubmit={onSubmit} className={classes.search}>
        <SearchInput query={query} inputRef={inputRef} onChange={onChange} />
      </form>

      {sonho && entry === undefined && <Loading label="Carregando o sonho…" className={classes.entryPlaceholder} />}
      {sonho && entry === null && (
        <Alert color="gray" title="Sonho não encontrado" mb="lg">
          {`Não encontramos “${sonho}” no livro. Procure por outra palavra ou navegue pelas letras.`}
        </Alert>
      )}
      {entry && <DreamEntry key={entry.titulo} dream={entry} {...(variante ? { activeVariant: variante } : {})} {...(urlQuery ? { query: urlQuery } : {})} />}
      <div className={classes.browseArea}>
        {!showResults ? (
          <Browse titles={titles} recent={recent} letter={letra} onLeaveSearch={leaveSearch} />
        ) : answered ? (
          <Results
            hits={answered.hits}
            query={answered.query}
            openKey={openKey}
            suggestions={answered.suggestions}
            letters={titles ? lettersOf(titles) : BUILT_IN_LETTERS}
            onLeaveSearch={leaveSearch}
          />
        ) : (
          <Loading label="Carregando o livro dos sonhos…" />
        )}
      </div>
      {/* Last on the page: shown only after IndexedDB failed to open, it must not push the page down. */}
      {!storageAvailable && (
        <Alert color="night" title={STORAGE_UNAVAILABLE_NOTICE.title} mt="xl">
          {STORAGE_UNAVAILABLE_NOTICE.message}
        </Alert>
      )}
    </>
  );
}
