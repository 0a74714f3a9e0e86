// One lucky guess as a card: its groups with emoji and name, milhares, centenas and the note; admin or built-in.
import { Badge, Card, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { blankProps } from '../../components/loading-block';
import { guessShareContent, guessTitle } from '../../components/share/guess-content';
import { ShareButton } from '../../components/share/share-button';
import { animalByGroup } from '../animals/domain/animals';
import { builtinGuess, type GuessKind, type LuckyGuess } from './domain/lucky-guess';
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

interface GuessCardProps {
  guess: LuckyGuess;
  headingOrder: TitleOrder;
  /** Drawn as a blank stand-in of the same size (no text, hidden from assistive technology). */
  placeholder?: boolean;
  /** Its draw already happened today: marked, so it does not read as a tip for a draw still to come. */
  drawPast?: boolean;
  /** Offers "Compartilhar" (a card and a link back to it on /palpites). */
  shareable?: boolean;
  /** The guess a shared link points to: marked, and brought into view. */
  shared?: boolean;
}

export function GuessCard({ guess, headingOrder, placeholder = false, drawPast = false, shareable = false, shared = false }: GuessCardProps) {
  const identity = placeholder ? blankProps : { 'data-testid': 'guess-card', 'data-source': guess.source };
  const className = placeholder ? `${blankProps.className} ${classes.placeholder}` : shared ? classes.shared : undefined;
  const cardRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (shared) cardRef.current?.scrollIntoView({ block: 'center' });
  }, [shared]);
  return (
    <Card
      ref={cardRef}
      withBorder
      padding="md"
      component="article"
      {...identity}
      data-draw-past={drawPast || undefined}
      data-shared={shared || undefined}
      className={className}
    >
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm">
        <Title order={headingOrder} size="h4">
          {guessTitle(guess)}
        </Title>
        <Group gap={6}>
          {drawPast && (
            <Badge variant="default" tt="none" data-testid="draw-past">
              Sorteio já realizado
            </Badge>
          )}
          <Badge variant="light" color={guess.source === 'admin' ? 'night' : 'gray'} tt="none">
            {guess.source === 'admin' ? 'Da equipe' : 'Palpite automático'}
          </Badge>
        </Group>
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
        {shareable && !placeholder && (
          <Group>
            <ShareButton content={guessShareContent(guess, window.location.origin)} size="sm" aria-label={`Compartilhar palpite: ${guessTitle(guess)}`}>
              Compartilhar
            </ShareButton>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Any day's built-in guess has the same shape: drawn blank, it holds the place of a guess still loading. */
const PLACEHOLDER_DATE = '2026-01-01';

/** A guess of the usual shape, for blank stand-ins. */
export function placeholderGuess(kind: GuessKind = 'daily'): LuckyGuess {
  return builtinGuess(PLACEHOLDER_DATE, kind);
}

/** A blank guess card of the right size, while the guesses load: nothing moves when they arrive. */
export function GuessPlaceholder({ kind = 'daily', headingOrder }: { kind?: GuessKind; headingOrder: TitleOrder }) {
  return <GuessCard guess={placeholderGuess(kind)} headingOrder={headingOrder} placeholder />;
}
