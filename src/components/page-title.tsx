// The heading block every page starts with: one h1, an optional lead line, and the document title.
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageMeta } from '../lib/page-meta';

interface PageTitleProps {
  title: string;
  lead?: ReactNode;
  /** Meta description; defaults to the lead when it is plain text. */
  description?: string;
}

export function PageTitle({ title, lead, description }: PageTitleProps) {
  usePageMeta(title, description ?? (typeof lead === 'string' ? lead : undefined));
  return (
    <Stack gap={4} mb="lg">
      <Title order={1}>{title}</Title>
      {lead && (
        <Text c="dimmed" size="lg">
          {lead}
        </Text>
      )}
    </Stack>
  );
}
