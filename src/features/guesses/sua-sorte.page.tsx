// Sua Sorte: a personal "sorte do dia" from a name and birth date, computed on the device, for entertainment only.
import { Alert, Button, Card, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { PageTitle } from '../../components/page-title';
import { formatLongDate, todayInBrasilia } from '../../utils/calendar/dates';
import { personalLuck, type PersonalLuck } from './domain/personal-luck';
import classes from './guesses.module.css';
import { ResponsibleNote } from './responsible-note';
import { useToday } from './use-today';

function Reading({ luck, today }: { luck: PersonalLuck; today: string }) {
  const { animal } = luck;
  return (
    <Card withBorder padding="lg" data-testid="personal-luck">
      <Title order={2} size="h3" mb="xs">
        Sua sorte de hoje
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {formatLongDate(today).replace(/^./, (c) => c.toUpperCase())}
      </Text>
      <Group gap="md" wrap="nowrap" mb="md">
        <span aria-hidden="true" className={classes.bigAnimal}>
          {animal.emoji}
        </span>
        <div>
          <Text size="sm" c="dimmed">
            Bicho do dia
          </Text>
          <Text fw={700} size="xl" data-testid="luck-animal">
            {animal.group} - {animal.name}
          </Text>
        </div>
      </Group>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" mb="md">
        {(
          [
            ['Dezena', luck.dezena],
            ['Centena', luck.centena],
            ['Milhar', luck.milhar],
            ['Número da sorte', String(luck.luckyNumber).padStart(2, '0')],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <span className={classes.number}>{value}</span>
          </div>
        ))}
      </SimpleGrid>
      <Text mb={4}>
        <strong>Cor do dia:</strong> {luck.color}
      </Text>
      <Text>{luck.message}</Text>
    </Card>
  );
}

export default function SuaSortePage() {
  const today = useToday();
  const [name, setName] = useState('');
  const [birthDate, setBirthDate] = useState('');
  /** The day the form was first sent on: the reading follows `today` once the page knows it (past midnight too). */
  const [sentOn, setSentOn] = useState<string | null>(null);
  const day = today ?? sentOn;
  const result = sentOn && day ? personalLuck({ name, birthDate, today: day }) : null;
  const error = result && !result.ok ? result : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A tap can come between hydration and the moment the page's date is known (lib/hydration.ts): the handler
    // runs in the browser, where the clock can be read, so it is answered all the same.
    const sent = today ?? todayInBrasilia(new Date());
    setSentOn(sent);
    const outcome = personalLuck({ name, birthDate, today: sent });
    if (!outcome.ok) document.getElementById(outcome.field === 'name' ? 'luck-name' : 'luck-birth')?.focus();
  };

  return (
    <>
      <PageTitle
        title="Sua Sorte"
        lead="Descubra o bicho, os números e a cor do seu dia a partir do seu nome e da sua data de nascimento."
      />
      <Alert color="night" variant="light" mb="md" title="Só para entretenimento">
        A sua sorte é calculada aqui mesmo, no seu aparelho: o nome e a data não são enviados nem guardados. Ela muda a cada
        dia e não prevê nenhum sorteio.
      </Alert>
      <Stack gap="lg">
        <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate aria-label="Seus dados">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              id="luck-name"
              label="Seu nome"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={error?.field === 'name' ? error.message : undefined}
              autoComplete="off"
              maxLength={80}
            />
            <TextInput
              id="luck-birth"
              type="date"
              label="Data de nascimento"
              value={birthDate}
              max={today}
              min="1900-01-01"
              onChange={(event) => setBirthDate(event.currentTarget.value)}
              error={error?.field === 'birthDate' ? error.message : undefined}
              autoComplete="off"
            />
          </SimpleGrid>
          <Button type="submit" mt="md" size="md">
            Ver minha sorte
          </Button>
        </Paper>
        <div aria-live="polite">{result?.ok && day && <Reading luck={result} today={day} />}</div>
      </Stack>
      <ResponsibleNote />
    </>
  );
}
