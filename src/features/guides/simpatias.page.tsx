// Simpatias: popular charms presented as folklore, with a clear note that none of them changes the odds.
import { Alert, Anchor, Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { SIMPATIAS } from './data/simpatias';
import { PATHS } from '../../utils/paths';

export default function SimpatiasPage() {
  return (
    <>
      <PageTitle
        title="Simpatias"
        lead="Simpatias populares de sorte e prosperidade, contadas como o que são: um pedaço bonito do nosso folclore."
      />

      <Alert color="grape" title="Simpatia é tradição, não estratégia" mb="xl" data-testid="simpatias-note">
        Nenhuma simpatia muda o resultado de um sorteio: cada extração é independente e a chance é a mesma para todos.
        Faça por gosto, pela memória da família, pela diversão, nunca como motivo para apostar mais.
      </Alert>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {SIMPATIAS.map((simpatia) => (
          <Card key={simpatia.id} withBorder padding="md" component="article" aria-labelledby={simpatia.id}>
            <Title order={2} size="h4" id={simpatia.id} mb={6}>
              {simpatia.title}
            </Title>
            {simpatia.when && (
              <Badge variant="light" color="gold" mb="xs">
                {simpatia.when}
              </Badge>
            )}
            <Stack gap={6}>
              <Text size="sm">
                <strong>Como se faz:</strong> {simpatia.how}
              </Text>
              <Text size="sm" c="dimmed">
                <strong>De onde vem:</strong> {simpatia.origin}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>

      <Stack gap="xs" mt="xl">
        <Title order={2} size="h3">
          Sorte com os pés no chão
        </Title>
        <Text>
          Simpatias, sonhos e palpites fazem parte da graça do jogo, mas não trocam a matemática de lugar. Se quiser
          entender como os sorteios funcionam de verdade, veja{' '}
          <Anchor underline="always" component={Link} to={PATHS.aprendaAJogar}>
            Aprenda a Jogar
          </Anchor>
          ; para interpretar um sonho, abra o{' '}
          <Anchor underline="always" component={Link} to={PATHS.livroDosSonhos}>
            Livro dos Sonhos
          </Anchor>
          . E se o jogo estiver deixando de ser diversão, o guia de{' '}
          <Anchor underline="always" component={Link} to={PATHS.jogoResponsavel}>
            jogo responsável
          </Anchor>{' '}
          pode ajudar.
        </Text>
      </Stack>
    </>
  );
}
