// Stand-ins for content that arrives after the first paint (prerendered pages paint before their data), sized so
// that nothing visible moves when it arrives (layout shift):
// - LoadingBlock, for a long section (several screens of results or schedules): at least a screen tall.
// - blankProps, to draw a real component with sample data as a blank of the same size, where the content is short.
import { Skeleton, Stack, Text } from '@mantine/core';
import classes from './loading-block.module.css';

/** Says what is on its way ("Carregando resultados…") above still grey shapes of it (no shimmer: theme.ts). */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={label} className={classes.block}>
      <Text c="dimmed" className={classes.label}>
        {`${label}…`}
      </Text>
      <Skeleton height={240} />
      <Skeleton height={240} />
    </Stack>
  );
}

/** Props that turn an element into a blank stand-in: no text, hidden from assistive technology. */
export const blankProps = { 'aria-hidden': true, className: classes.blank } as const;
