// Standalone screens (login, password change, bonus receipts): no header, sidebar or footer; the app's logo above.
import { Container } from '@mantine/core';
import { StandaloneBrand } from '../../components/logo';
import { PageOutlet } from './page-outlet';

export function StandaloneLayout() {
  return (
    <Container component="main" id="conteudo" size="xs" py="xl" data-layout="standalone">
      <StandaloneBrand />
      <PageOutlet withBack={false} />
    </Container>
  );
}
