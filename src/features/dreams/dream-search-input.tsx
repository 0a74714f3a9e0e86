// The dream book's heading and search box: drawn at once, before the book loads.
import { CloseButton, TextInput } from '@mantine/core';
import { memo, type RefObject } from 'react';
import { PageTitle } from '../../components/page-title';

export const Heading = memo(function Heading() {
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

export const SearchInput = memo(function SearchInput({ query, inputRef, onChange }: SearchInputProps) {
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
