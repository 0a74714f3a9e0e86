// Standalone screens (login, password change, bonus receipts): no header, sidebar or footer.
import { Container } from '@mantine/core';
import { PageOutlet } from './page-outlet';

export function StandaloneLayout() {
  return (
    <Container component="main" id="conteudo" size="xs" py="xl" data-layout="standalone">
      <PageOutlet withBack={false} />
    </Container>
  );
}
