// 'Próxima extração: PT Rio – PTM às 11:20 (hoje)', for the home page and Palpites do Dia. It waits for the
// device's clock (the prerendered page cannot know the time); a blank line of the same height holds its place.
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SCHEDULES } from '../features/schedules/data/schedules';
import { nextDrawText } from '../features/guesses/domain/draw-status';
import { useNow } from '../lib/use-now';
import { PATHS } from '../utils/paths';

export function NextDrawLine({ mt, mb }: { mt?: string | number; mb?: string | number }) {
  const now = useNow(30_000);
  const next = now ? nextDrawText(SCHEDULES, now) : undefined;
  return (
    <Text mt={mt} mb={mb} data-testid="next-draw-line">
      {now === undefined ? (
        '\u00a0'
      ) : next ? (
        <>
          <strong>Próxima extração:</strong> {next.text}.{' '}
          <Anchor component={Link} to={PATHS.horarios} underline="always">
            Ver horários
          </Anchor>
        </>
      ) : (
        'Nenhuma extração cadastrada.'
      )}
    </Text>
  );
}
