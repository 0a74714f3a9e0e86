// The dream book's lists of links: dream titles, the A–Z letters, and the placeholder of a list still loading.
import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PATHS } from '../../utils/paths';
import classes from './livro-dos-sonhos.module.css';

/** The dream book's address: links name it, since the page also answers a dream's own address (/sonhar-com/…). */
const BOOK = PATHS.livroDosSonhos;

/** Stands in for lists that are still loading, inside the area reserved for them (nothing below moves). */
export function Loading({ label, className }: { label: string; className?: string }) {
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

/** The link that opens an entry, keeping the query so "back" returns to the results. */
export function entryLink(titulo: string, variant?: string, query?: string): { pathname: string; search: string } {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  params.set('sonho', titulo);
  if (variant) params.set('variante', variant);
  return { pathname: BOOK, search: `?${params.toString()}` };
}

export function TitleList({ titles, labelledBy, query }: { titles: readonly string[]; labelledBy: string; query?: string }) {
  return (
    <ul className={classes.titleGrid} aria-labelledby={labelledBy}>
      {titles.map((titulo) => (
        <li key={titulo}>
          <Link to={entryLink(titulo, undefined, query)} className={classes.titleLink}>
            {titulo}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function LetterLinks({ letters, selected, onLeaveSearch }: { letters: readonly string[]; selected: string | null; onLeaveSearch: () => void }) {
  return (
    <ul className={classes.letters}>
      {letters.map((l) => (
        <li key={l}>
          <Link
            to={`${BOOK}?letra=${l}`}
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
