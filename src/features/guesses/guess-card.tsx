// One lucky guess as a card: its groups with emoji and name, milhares, centenas and the note; admin or built-in.
import { Badge, Card, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { animalByGroup } from '../../domain/animals/animals';
import type { LuckyGuess } from '../../domain/guesses/lucky-guess';
import classes from './guesses.module.css';

function NumberRow({ label, values }: { label: string; values: readonly string[] }) {
  if (values.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        {label}
      </Text>
      <ul className={classes.chips} aria-label={label}>
        {values.map((v) => (
          <li key={v} className={classes.number}>
            {v}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function guessTitle(guess: LuckyGuess): string {
  return guess.drawLabel ? `${guess.lottery} · ${guess.drawLabel}` : guess.lottery;
}

export function GuessCard({ guess, headingOrder }: { guess: LuckyGuess; headingOrder: TitleOrder }) {
  return (
    <Card withBorder padding="md" component="article" data-testid="guess-card" data-source={guess.source}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm">
        <Title order={headingOrder} size="h4">
          {guessTitle(guess)}
        </Title>
        <Badge variant="light" color={guess.source === 'admin' ? 'night' : 'gray'} tt="none">
          {guess.source === 'admin' ? 'Da equipe' : 'Palpite automático'}
        </Badge>
      </Group>
      <Stack gap="sm">
        {guess.grupos.length > 0 && (
          <div>
            <Text size="sm" fw={600} mb={4}>
              Grupos
            </Text>
            <ul className={classes.chips} aria-label="Grupos">
              {guess.grupos.map((g) => {
                const animal = animalByGroup(g);
                return (
                  <li key={g} className={classes.group}>
                    <span aria-hidden="true" className={classes.emoji}>
                      {animal.emoji}
                    </span>
                    {animal.group} - {animal.name}
                  </li>
                );
              })}
            </ul>
          </div>
        )}
        <NumberRow label="Milhares" values={guess.milhares} />
        <NumberRow label="Centenas" values={guess.centenas} />
        {guess.note && <Text size="sm">{guess.note}</Text>}
      </Stack>
    </Card>
  );
}
