// Browsing the book without a search: the A–Z letters, a letter's titles, the popular dreams and the ones seen
// recently.
import { Stack, Title } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { RecentDream } from '../../lib/db';
import { dreamKey } from './domain/fold';
import { BUILT_IN_LETTERS, lettersOf, POPULAR } from './dream-letters';
import { LetterLinks, Loading, TitleList } from './dream-lists';
import type { DreamTitle } from './use-dream-book';
import { collatePt } from '../../utils/pt-br/order';

interface BrowseProps {
  titles: readonly DreamTitle[] | undefined;
  recent: readonly RecentDream[] | undefined;
  letter: string | null;
  onLeaveSearch: () => void;
}

// Memoised, like the heading and the search box: the page renders again as the book and its answers arrive, and
// these parts (the costly ones) need to follow only their own props.
export const Browse = memo(function Browse({ titles, recent, letter, onLeaveSearch }: BrowseProps) {
  const byLetter = useMemo(() => {
    const groups = new Map<string, string[]>();
    for (const { letter: l, titulo } of titles ?? []) {
      const group = groups.get(l);
      if (group) group.push(titulo);
      else groups.set(l, [titulo]);
    }
    for (const group of groups.values()) group.sort(collatePt);
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
