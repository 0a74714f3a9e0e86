// The screen for any unhandled route error: the spec's generic text plus the status or message.
import { Button, Code, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Erro desconhecido';
}

export function CrashScreen() {
  const error = useRouteError();
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Unexpected Application Error!</Title>
        <Code block data-testid="crash-detail">
          {describeRouteError(error)}
        </Code>
        <Text>Algo deu errado ao abrir esta página. O que você digitou em outras telas continua guardado.</Text>
        <Button component="a" href="/" variant="light" w="fit-content">
          Voltar ao início
        </Button>
      </Stack>
    </Container>
  );
}
