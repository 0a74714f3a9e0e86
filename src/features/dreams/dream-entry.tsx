// One dream opened: its meaning and numbers, then each variant as its own block, with copy and share.
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { stripAccents } from '../../utils/text/accents';
import type { Dream, DreamBlock } from './domain/types';
import { ShareButton } from '../../components/share/share-button';
import { usePageMeta } from '../../lib/page-meta';
import { todayInBrasilia } from '../../utils/calendar/dates';
import { dreamShareContent } from './dream-share';
import { animalOfLabel, dreamPageMeta, numbersText, variantLabel } from './dream-text';
import classes from './livro-dos-sonhos.module.css';
import { copyNumbers } from './copy-numbers';
import { lowerPt } from '../../utils/pt-br/case';

/** A stable DOM id for a variant block, usable in a URL fragment. */
function variantId(name: string): string {
  return `variante-${stripAccents(name).toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

function GroupChips({ labels }: { labels: readonly string[] }) {
  return (
    <Group gap={6} component="span">
      {labels.map((label) => {
        const animal = animalOfLabel(label);
        return (
          <Badge
            key={label}
            size="lg"
            variant="light"
            color="night"
            tt="none"
            fw={600}
            leftSection={animal ? <span aria-hidden="true">{animal.emoji}</span> : undefined}
          >
            {label}
          </Badge>
        );
      })}
    </Group>
  );
}

function Palpites({ block }: { block: DreamBlock }) {
  const { grupos, milhares, ternoDeGrupo } = block.palpites;
  if (!grupos.length && !milhares.length && !ternoDeGrupo.length) {
    return <Text c="dimmed">Sem palpites cadastrados.</Text>;
  }
  return (
    <Stack gap={8} component="dl" m={0}>
      {grupos.length > 0 && (
        <div>
          <Text component="dt" size="sm" fw={700} c="dimmed">
            {grupos.length > 1 ? 'Grupos' : 'Grupo'}
          </Text>
          <dd style={{ margin: 0 }}>
            <GroupChips labels={grupos} />
          </dd>
        </div>
      )}
      {milhares.length > 0 && (
        <div>
          <Text component="dt" size="sm" fw={700} c="dimmed">
            {milhares.length > 1 ? 'Milhares' : 'Milhar'}
          </Text>
          <Text component="dd" m={0} size="xl" fw={700} className={classes.numbers} data-testid="dream-milhares">
            {milhares.join(' · ')}
          </Text>
        </div>
      )}
      {ternoDeGrupo.length > 0 && (
        <div>
          <Text component="dt" size="sm" fw={700} c="dimmed">
            Terno de grupo
          </Text>
          <dd style={{ margin: 0 }}>
            <GroupChips labels={ternoDeGrupo} />
          </dd>
        </div>
      )}
    </Stack>
  );
}

function CopyButton({ titulo, block, variant }: { titulo: string; block: DreamBlock; variant?: string }) {
  const subject = variant ? `${titulo} ${lowerPt(variantLabel(variant))}` : titulo;
  return (
    <Button
      variant="light"
      size="md"
      aria-label={`Copiar números de ${subject}`}
      onClick={() => void copyNumbers(numbersText(titulo, block, variant), subject)}
    >
      Copiar números
    </Button>
  );
}

/** Shares the dream (or one of its variants) as a card, with a link to the dream's own page. */
function ShareDream({ dream, variant }: { dream: Dream; variant?: string }) {
  const content = dreamShareContent(dream, variant, window.location.origin, todayInBrasilia());
  const subject = variant ? `${dream.titulo} ${lowerPt(variantLabel(variant))}` : dream.titulo;
  return (
    <ShareButton content={content} variant="outline" size="md" aria-label={`Compartilhar ${subject}`}>
      Compartilhar
    </ShareButton>
  );
}

interface DreamEntryProps {
  dream: Dream;
  /** The variant the search matched: highlighted and scrolled into view. */
  activeVariant?: string;
}

export function DreamEntry({ dream, activeVariant }: DreamEntryProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const articleRef = useRef<HTMLElement>(null);
  const variants = Object.entries(dream.variantes ?? {});
  const active = activeVariant && dream.variantes?.[activeVariant] ? activeVariant : undefined;
  // The open dream titles the page (the tab, a bookmark), over the dream book's own title.
  const meta = dreamPageMeta(dream, active);
  usePageMeta(meta.title, meta.description);

  useEffect(() => {
    // Opening an entry moves focus to its title (for screen readers) and brings the matched block into view.
    headingRef.current?.focus({ preventScroll: true });
    const target = active ? document.getElementById(variantId(active)) : articleRef.current;
    target?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [dream.titulo, active]);

  return (
    <Card component="article" withBorder padding="lg" radius="md" mb="lg" className={classes.entry} ref={articleRef} aria-labelledby="sonho-titulo" data-testid="dream-entry">
      <Stack gap="md">
        <Title order={2} id="sonho-titulo" ref={headingRef} tabIndex={-1}>
          {dream.titulo}
        </Title>
        <Text size="lg">{dream.geral.significado}</Text>
        <Palpites block={dream.geral} />
        <Group gap="sm">
          <CopyButton titulo={dream.titulo} block={dream.geral} />
          <ShareDream dream={dream} />
        </Group>
        {variants.length > 0 && (
          <Text fw={700} mt="xs">
            Detalhes que mudam o palpite
          </Text>
        )}
        {variants.map(([name, block]) => (
          <Card
            key={name}
            withBorder
            padding="md"
            radius="md"
            id={variantId(name)}
            className={`${classes.variant} ${name === active ? classes.variantActive : ''}`}
            data-variant={name}
            data-active={name === active || undefined}
            component="section"
            aria-labelledby={`${variantId(name)}-titulo`}
          >
            <Stack gap="sm">
              <Group gap="xs" justify="space-between">
                <Title order={3} size="h4" id={`${variantId(name)}-titulo`}>
                  {variantLabel(name)}
                </Title>
                {name === active && (
                  <Badge color="gold" tt="none">
                    Sua busca
                  </Badge>
                )}
              </Group>
              <Text>{block.significado}</Text>
              <Palpites block={block} />
              <Group gap="sm">
                <CopyButton titulo={dream.titulo} block={block} variant={name} />
                <ShareDream dream={dream} variant={name} />
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    </Card>
  );
}
