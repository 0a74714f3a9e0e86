// The screen for any unhandled route error: the spec's generic text plus the status or message; a chunk
// of a removed version gets the offer of the new one instead.
import { Button, Code, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isStaleChunkError } from './stale-chunk';
import { StalePage } from './stale-page';
import { PATHS } from '../utils/paths';

function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Erro desconhecido';
}

export function CrashScreen() {
  const error = useRouteError();
  // Code of a version the server no longer has (a lazy part other than a page: the chat, an admin page…).
  if (isStaleChunkError(error)) return <StalePage />;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Unexpected Application Error!</Title>
        <Code block data-testid="crash-detail">
          {describeRouteError(error)}
        </Code>
        <Text>Algo deu errado ao abrir esta página. O que você digitou em outras telas continua guardado.</Text>
        <Button component="a" href={PATHS.home} variant="light" w="fit-content">
          Voltar ao início
        </Button>
      </Stack>
    </Container>
  );
}
