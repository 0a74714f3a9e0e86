// Tabela do Bicho: the 25 groups with their dezenas and colours, and a lookup from any number to its animal.
import { Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type CSSProperties } from 'react';
import { PageTitle } from '../../components/page-title';
import { ANIMALS } from './domain/animals';
import { lookupNumber, type NumberKind } from './domain/number-lookup';
import classes from './tabela-do-bicho.module.css';

const KIND_TEXT: Record<NumberKind, string> = { dezena: 'A dezena', centena: 'A centena', milhar: 'A milhar' };

function NumberLookup({ onGroup }: { onGroup: (group: number | undefined) => void }) {
  const [value, setValue] = useState('');
  const result = value.trim() ? lookupNumber(value) : undefined;
  const error = result && !result.ok ? result.message : undefined;

  return (
    <Card withBorder padding="lg" radius="md" mb="xl">
      <Title order={2} size="h3" mb="sm">
        Consultar um número
      </Title>
      <Stack gap="xs" className={classes.lookup}>
        <TextInput
          label="Número"
          description="Digite uma dezena (2 algarismos), centena (3) ou milhar (4)."
          placeholder="Ex.: 1234"
          inputMode="numeric"
          autoComplete="off"
          size="lg"
          maxLength={9}
          value={value}
          error={error}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setValue(next);
            const found = next.trim() ? lookupNumber(next) : undefined;
            onGroup(found?.ok ? found.animal.id : undefined);
          }}
        />
        <div className={classes.result} role="status" aria-live="polite">
          {result?.ok && (
            <Text size="lg">
              <span aria-hidden="true">{result.animal.emoji} </span>
              {`${KIND_TEXT[result.kind]} ${result.digits} termina em ${result.dezena}: `}
              <strong>{`grupo ${result.animal.group} – ${result.animal.name}`}</strong>
            </Text>
          )}
        </div>
      </Stack>
    </Card>
  );
}

export default function TabelaDoBichoPage() {
  const [highlight, setHighlight] = useState<number>();
  return (
    <>
      <PageTitle
        title="Tabela do Bicho"
        lead="Os 25 grupos do jogo do bicho e as quatro dezenas de cada um. Digite um número para saber de qual bicho ele é."
      />
      <NumberLookup onGroup={setHighlight} />
      <Title order={2} size="h3" mb={4}>
        Os 25 grupos
      </Title>
      <Text c="dimmed" mb="md">
        Vale o final do número: as duas últimas casas formam a dezena, e cada grupo reúne quatro dezenas seguidas. A dezena 00
        fecha o grupo 25, da Vaca. A cor da borda de cada cartão só ajuda a achar o grupo de relance.
      </Text>
      <ul className={classes.grid} data-testid="animal-table">
        {ANIMALS.map((animal) => (
          <li key={animal.id}>
            <div
              className={classes.card}
              style={{ '--swatch': animal.color } as CSSProperties}
              data-highlight={highlight === animal.id || undefined}
              data-testid={`grupo-${animal.group}`}
            >
              <span className={classes.emoji} aria-hidden="true">
                {animal.emoji}
              </span>
              <div className={classes.name}>
                <Text size="sm" c="dimmed" fw={600} className={classes.whole}>
                  Grupo {animal.group}
                </Text>
                <Title order={3} size="h4">
                  {animal.name}
                </Title>
              </div>
              <ul className={classes.numbers} aria-label={`Dezenas ${animal.numbers.join(', ')}`}>
                {animal.numbers.map((number) => (
                  <li key={number}>{number}</li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
