// The line every guesses page ends with: guesses are entertainment and draws are random.
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PATHS } from '../../utils/paths';

export function ResponsibleNote() {
  return (
    <Text size="sm" c="dimmed" mt="xl">
      Palpites são entretenimento para maiores de 18 anos: os sorteios são aleatórios e nenhum palpite aumenta a chance de
      ganhar. Se o jogo deixou de ser diversão, veja o <Anchor underline="always" component={Link} to={PATHS.jogoResponsavel}>guia de jogo responsável</Anchor>.
    </Text>
  );
}
