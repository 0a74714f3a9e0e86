// Livro dos Sonhos: search as you type (offline), browse A–Z, open an entry with its variants and numbers.
// The heading, search box and letters draw at once; the lists fill a reserved area when the book has loaded.
// The state is the page's hook (use-dream-search.ts); the parts are dream-search-input, dream-entry, dream-browse
// and dream-results.
import { Alert } from '@mantine/core';
import { STORAGE_UNAVAILABLE_NOTICE } from '../../lib/content-sync/content-loader';
import { Browse } from './dream-browse';
import { DreamEntry } from './dream-entry';
import { BUILT_IN_LETTERS, lettersOf } from './dream-letters';
import { Loading } from './dream-lists';
import { Results } from './dream-results';
import { Heading, SearchInput } from './dream-search-input';
import classes from './livro-dos-sonhos.module.css';
import { useDreamSearch } from './use-dream-search';

export default function LivroDosSonhosPage() {
  const search = useDreamSearch();
  const { titles, recent, storageAvailable, answered, entry } = search.book;
  const { sonho, slug, openKey, variante, letra } = search.address;

  return (
    <>
      <Heading />
      <form role="search" onSubmit={search.onSubmit} className={classes.search}>
        <SearchInput query={search.query} inputRef={search.inputRef} onChange={search.onChange} />
      </form>

      {(sonho || slug) && entry === undefined && <Loading label="Carregando o sonho…" className={classes.entryPlaceholder} />}
      {sonho && entry === null && (
        <Alert color="gray" title="Sonho não encontrado" mb="lg">
          {`Não encontramos “${sonho}” no livro. Procure por outra palavra ou navegue pelas letras.`}
        </Alert>
      )}
      {entry && <DreamEntry key={entry.titulo} dream={entry} {...(variante ? { activeVariant: variante } : {})} />}
      <div className={classes.browseArea}>
        {!search.searching || search.stillLeadIn ? (
          <Browse titles={titles} recent={recent} letter={letra} onLeaveSearch={search.leaveSearch} />
        ) : answered ? (
          <Results
            hits={answered.hits}
            query={answered.query}
            openKey={openKey}
            suggestions={answered.suggestions}
            letters={titles ? lettersOf(titles) : BUILT_IN_LETTERS}
            onLeaveSearch={search.leaveSearch}
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
