// The results of a search: how many, the number read (by the animal-table rule), one card per hit, and apart
// under "Também citado em…" the few dreams that only mention the words in their meaning; when nothing matched,
// the closest titles and the letters.
import { Badge, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Animal } from '../animals/domain/animals';
import { dreamKey } from './domain/fold';
import type { NumberQuery } from './domain/number-query';
import type { SearchHit } from './domain/search';
import type { DreamBlock } from './domain/types';
import { entryLink, LetterLinks, TitleList } from './dream-lists';
import { animalOfLabel, variantLabel } from './dream-text';
import classes from './livro-dos-sonhos.module.css';
import { RESULT_LIMIT } from './use-dream-search';
import { pluralWord } from '../../utils/pt-br/plural';

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

/** What a card says of a match that is not plain: the reader sees why an unexpected title is there (a meaning
 * mention says it by the heading it is listed under). */
function matchNote(hit: SearchHit): string | undefined {
  return hit.kind === 'palpite' ? 'número nos palpites' : undefined;
}

/** "3 sonhos encontrados e 2 citados no significado", "40+ sonhos encontrados". */
function countLine(named: number, mentions: number, full: boolean): string {
  const found = named > 0 ? `${named}${full ? '+' : ''} ${pluralWord(named, { one: 'sonho encontrado', other: 'sonhos encontrados' })}` : '';
  const cited = mentions > 0 ? `${mentions} ${pluralWord(mentions, { one: 'citado', other: 'citados' })} no significado` : '';
  return [found, cited].filter(Boolean).join(' e ').replace(/^./, (c) => c.toUpperCase());
}

function ResultList({ hits, query, openKey, testId, labelledBy }: { hits: readonly SearchHit[]; query: string; openKey: string | undefined; testId: string; labelledBy?: string }) {
  return (
    <ul className={classes.list} data-testid={testId} aria-labelledby={labelledBy}>
      {hits.map((hit) => (
        <li key={`${hit.dream.titulo}|${hit.variant ?? ''}`}>
          <ResultCard hit={hit} query={query} current={openKey === dreamKey(hit.dream.titulo)} />
        </li>
      ))}
    </ul>
  );
}

/** One result: title and variant, the groups (number and animal) and the first milhar, the meaning's start. */
function ResultCard({ hit, query, current }: { hit: SearchHit; query: string; current: boolean }) {
  const block = hitBlock(hit);
  const groups = block.palpites.grupos.map(animalOfLabel).filter((a): a is Animal => a !== undefined);
  const milhar = block.palpites.milhares[0];
  const note = matchNote(hit);
  return (
    <Link
      to={entryLink(hit.dream.titulo, hit.variant, query)}
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

export function Results({ hits, query, openKey, suggestions, letters, onLeaveSearch }: ResultsProps) {
  const number = hits[0]?.number;
  const named = hits.filter((hit) => hit.kind !== 'meaning');
  const mentions = hits.filter((hit) => hit.kind === 'meaning');
  return (
    <section aria-labelledby="resultados-titulo">
      <Title order={2} size="h3" id="resultados-titulo" mb={4}>
        Resultados
      </Title>
      <Text role="status" c="dimmed" size="sm" mb="sm">
        {hits.length === 0
          ? `Nenhum sonho encontrado para “${query}”.`
          : countLine(named.length, mentions.length, hits.length === RESULT_LIMIT)}
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
        <Stack gap="lg">
          {named.length > 0 && <ResultList hits={named} query={query} openKey={openKey} testId="dream-results" />}
          {mentions.length > 0 && (
            <div>
              <Title order={3} size="h4" id="citados-titulo" mb={6}>
                {named.length > 0 ? 'Também citado em…' : 'Citado no significado de…'}
              </Title>
              <ResultList hits={mentions} query={query} openKey={openKey} testId="dream-mentions" labelledBy="citados-titulo" />
            </div>
          )}
        </Stack>
      )}
    </section>
  );
}
