// The "Nesta página" list of a long guide, and the section heading it links to (clear of the sticky header).
import { Anchor, List, Paper, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

export interface TocEntry {
  id: string;
  label: string;
}

export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <Paper component="nav" aria-labelledby="nesta-pagina" withBorder p="md" mb="xl" bg="gray.0">
      <Text id="nesta-pagina" fw={700} mb={6}>
        Nesta página
      </Text>
      <List spacing={4} size="sm">
        {entries.map((entry) => (
          <List.Item key={entry.id}>
            <Anchor underline="always" href={`#${entry.id}`}>{entry.label}</Anchor>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

/** A heading that anchors can jump to; the margin keeps it out from under the 60 px sticky header. */
export function SectionTitle({ id, order = 2, children }: { id: string; order?: TitleOrder; children: ReactNode }) {
  return (
    <Title order={order} id={id} mb="sm" style={{ scrollMarginTop: 76 }}>
      {children}
    </Title>
  );
}
