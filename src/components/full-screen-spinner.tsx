// The full-screen spinner shown while a page's code or the session loads.
import { Center, Loader, VisuallyHidden } from '@mantine/core';

export function FullScreenSpinner({ label = 'Carregando…' }: { label?: string }) {
  return (
    <Center h="100dvh" w="100%" role="status" aria-live="polite" data-testid="full-screen-spinner">
      <Loader color="grape" size="lg" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
