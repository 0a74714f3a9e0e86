// The footer of every public page (SPEC §2): three cards, WhatsApp, policies, company and 18+ notices.
import { Anchor, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { FeedbackButton } from '../../features/feedback/feedback-button';
import { config } from '../../lib/config';
import { useChatUi } from '../../lib/chat-ui-store';
import { useHydrated } from '../../lib/hydration';
import classes from './shell.module.css';
import { PATHS } from '../../utils/paths';

/**
 * The prerendered page carries the build's year; once hydrated, the device's (a page built in December and opened
 * in January). Its own component: the render that follows hydration is drawn in one block, and is this text only.
 */
function Year() {
  return <>{useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__}</>;
}

export function Footer() {
  const openChat = useChatUi((state) => state.open);
  return (
    <footer className={classes.footer} data-testid="site-footer">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Card withBorder padding="md">
          <Title order={2} size="h5">Jogue com responsabilidade</Title>
          <Text size="sm" mt={4}>
            Apostar é diversão, não fonte de renda. Defina limites de tempo e dinheiro e nunca aposte o que faz falta.
          </Text>
        </Card>
        <Card withBorder padding="md" component={Link} to={PATHS.jogoResponsavel} className={classes.cardLink}>
          <Title order={2} size="h5">Guia do Jogo Responsável</Title>
          <Text size="sm" mt={4}>Sinais de alerta, limites, pausas e autoexclusão.</Text>
        </Card>
        <Card withBorder padding="md" component={Link} to={PATHS.liberteSeDoJogo} className={classes.cardLink}>
          <Title order={2} size="h5">Liberte-se do Jogo</Title>
          <Text size="sm" mt={4}>Ajuda gratuita e sigilosa para quem quer parar.</Text>
        </Card>
      </SimpleGrid>
      <Stack align="center" gap="xs" mt="lg">
        <Button color="whatsapp" size="md" onClick={openChat} leftSection={<span aria-hidden="true">💬</span>}>
          Falar no WhatsApp
        </Button>
        <FeedbackButton />
        <Anchor component={Link} to={PATHS.politicas} size="sm">
          Políticas de uso e privacidade
        </Anchor>
        <Text size="xs" ta="center" c="dimmed" maw={640}>
          © <Year /> {config.companyName} Conteúdo informativo e de entretenimento. Operação
          licenciada no exterior (licença offshore), sem autorização para operar apostas no Brasil; este app não recebe
          apostas.
        </Text>
        <Text size="sm" fw={700} ta="center" data-testid="age-notice">
          🔞 Proibido para menores de 18 anos.
        </Text>
      </Stack>
    </footer>
  );
}
