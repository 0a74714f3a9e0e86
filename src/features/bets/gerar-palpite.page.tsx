// Gerar palpite: random games for the Caixa lotteries and bicho picks, sorted as balls, to copy, or to share each
// as a card with a link that opens the same game (?jogo=…&numeros=…, game-link.ts).
import { Alert, Button, Card, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { ShareButton } from '../../components/share/share-button';
import { usePageMeta } from '../../lib/page-meta';
import { todayInBrasilia } from '../../utils/calendar/dates';
import { readGameLink } from './game-link';
import { gamePageMeta, gameShareContent } from './game-share';
import { TIMEMANIA_CLUBS_NOTE } from './domain/lottery-games';
import { notify } from '../../components/toasts/notify';
import classes from './generator.module.css';
import {
  GENERATOR_OPTIONS,
  MAX_GAMES,
  MIN_GAMES,
  RANDOM_NOTICE,
  batchToText,
  choiceDescription,
  generate,
  isGeneratorChoice,
  type GeneratedItem,
  type GeneratorChoice,
} from './generated';
import { plural } from '../../utils/pt-br/plural';
import { lowerPt } from '../../utils/pt-br/case';

const COUNT_OPTIONS = Array.from({ length: MAX_GAMES - MIN_GAMES + 1 }, (_, i) => {
  const n = MIN_GAMES + i;
  return { value: String(n), label: plural(n, { one: 'jogo', other: 'jogos' }) };
});

function ShareGame({ item, title }: { item: GeneratedItem; title: string }) {
  return (
    <Group mt="sm">
      <ShareButton content={gameShareContent(item, window.location.origin, todayInBrasilia())} size="sm" aria-label={`Compartilhar ${lowerPt(title)}`}>
        Compartilhar
      </ShareButton>
    </Group>
  );
}

function ItemView({ item, title, component = 'li', testId = 'generated-item' }: { item: GeneratedItem; title: string; component?: 'li' | 'div'; testId?: string }) {
  if (item.type === 'bicho') {
    const { kind, value, animal } = item.pick;
    return (
      <Card withBorder padding="sm" component={component} data-testid={testId} aria-label={title}>
        <Text size="sm" c="dimmed" mb={6}>
          {title}
        </Text>
        <span className={classes.chip} data-testid="bicho-pick">
          <span aria-hidden="true">{animal.emoji}</span>
          {kind === 'grupo' ? `${animal.group} - ${animal.name}` : value}
        </span>
        {kind !== 'grupo' && (
          <Text size="sm" mt={6}>
            Grupo {animal.group} - {animal.name}
          </Text>
        )}
        <ShareGame item={item} title={title} />
      </Card>
    );
  }
  const { game } = item;
  return (
    <Card withBorder padding="sm" component={component} data-testid={testId} aria-label={`${title}: ${game.name}`}>
      <Text size="sm" c="dimmed" mb={6}>
        {title} · {game.name}
      </Text>
      <ul className={classes.balls} aria-label={game.gameId === 'super-sete' ? 'Números por coluna' : 'Números'}>
        {game.display.map((n, i) => (
          <li key={i} className={classes.ball} data-testid="ball" title={game.gameId === 'super-sete' ? `Coluna ${i + 1}` : undefined}>
            {n}
          </li>
        ))}
      </ul>
      {game.extras.map((extra) => (
        <Group key={extra.label} gap={6} mt="xs" align="center">
          <Text size="sm" fw={600}>
            {extra.label}:
          </Text>
          {extra.values.map((v) => (
            <span key={v} className={`${classes.chip} ${classes.extra}`}>
              {v}
            </span>
          ))}
        </Group>
      ))}
      <ShareGame item={item} title={title} />
    </Card>
  );
}

/** A shared game titles the page (the tab, a bookmark) over "Gerar Palpite". */
function SharedGameMeta({ item }: { item: GeneratedItem }) {
  const meta = gamePageMeta(item);
  usePageMeta(meta.title, meta.description);
  return null;
}

export default function GerarPalpitePage() {
  const [choice, setChoice] = useState<GeneratorChoice>('mega-sena');
  const [howMany, setHowMany] = useState(1);
  const [items, setItems] = useState<GeneratedItem[]>([]);
  const text = batchToText(items);
  // A shared game's link carries the game: it shows above the form, as it was drawn.
  const [params] = useSearchParams();
  const sharedItem = useMemo(() => readGameLink(params), [params]);

  const onGenerate = (event: FormEvent) => {
    event.preventDefault();
    setItems(generate(choice, howMany));
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('sem área de transferência');
      await navigator.clipboard.writeText(text);
      notify.success('Palpites copiados', 'Cole onde quiser.');
    } catch {
      notify.error('Não foi possível copiar', 'Selecione os números e copie manualmente.');
    }
  };

  const showsTimemania = items.some((item) => item.type === 'lottery' && item.game.gameId === 'timemania');

  return (
    <>
      <PageTitle
        title="Gerar Palpite"
        lead="Jogos aleatórios para as loterias da Caixa e palpites de grupo, dezena, centena e milhar."
      />
      <Alert color="night" variant="light" mb="md" data-testid="random-notice">
        Os números são sorteados ao acaso no seu aparelho, como num sorteio de verdade: eles não aumentam a sua chance de
        ganhar. Jogue só o que pode perder e apenas se tiver 18 anos ou mais.
      </Alert>
      {sharedItem && (
        <section aria-labelledby="shared-game-title">
          <SharedGameMeta item={sharedItem} />
          <Title order={2} size="h3" id="shared-game-title" mb="sm">
            Jogo compartilhado
          </Title>
          <Stack mb="lg">
            <ItemView item={sharedItem} title="Jogo compartilhado" component="div" testId="shared-game" />
          </Stack>
        </section>
      )}
      <Paper withBorder p="md" component="form" onSubmit={onGenerate} mb="lg" aria-label="Escolha o jogo">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label="Jogo"
            data={GENERATOR_OPTIONS}
            value={choice}
            description={choiceDescription(choice)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isGeneratorChoice(value)) setChoice(value);
            }}
          />
          <NativeSelect
            label="Quantos jogos"
            data={COUNT_OPTIONS}
            value={String(howMany)}
            onChange={(event) => setHowMany(Number(event.currentTarget.value))}
          />
        </SimpleGrid>
        <Button type="submit" mt="md" size="md">
          {items.length === 0 ? 'Gerar' : 'Gerar de novo'}
        </Button>
      </Paper>
      <section aria-labelledby="generated-title">
        <Title order={2} size="h3" id="generated-title" mb="sm">
          Seus números
        </Title>
        <VisuallyHidden role="status">{items.length === 0 ? '' : `${plural(items.length, { one: 'jogo gerado', other: 'jogos gerados' })}.`}</VisuallyHidden>
        {items.length === 0 ? (
          <Text c="dimmed">Escolha o jogo e toque em “Gerar”.</Text>
        ) : (
          <Stack gap="md">
            <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="generated-list">
              {items.map((item, index) => (
                <ItemView key={index} item={item} title={`Jogo ${index + 1}`} />
              ))}
            </Stack>
            {showsTimemania && (
              <Text size="xs" c="dimmed">
                {TIMEMANIA_CLUBS_NOTE}
              </Text>
            )}
            <Group gap="sm">
              <Button variant="default" onClick={() => void copy()}>
                Copiar
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              {RANDOM_NOTICE}
            </Text>
          </Stack>
        )}
      </section>
    </>
  );
}
