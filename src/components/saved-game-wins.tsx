// "Seu jogo salvo da Mega-Sena fez 4 acertos (Quadra) no concurso 2850": the notice of a Caixa game saved on the
// device that won in a contest stored since (features/caixa/domain/saved-games.ts), on /resultados and on the
// game's pages, until the person says they saw it. Read through the content worker; Dexie loads only on "Entendi".
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { savedWinOf } from '../features/caixa/domain/saved-win';
import type { SavedGameRecord } from '../lib/db';
import { useLiveRead } from '../lib/content-sync/use-live-read';
import { caixaResultsPath } from '../utils/paths';
import { WholeWords } from './whole-words';

const NONE: SavedGameRecord[] = [];

/** Marks the win as read: it is not shown again, the saved game stays. */
async function dismiss(id: string): Promise<void> {
  const { db } = await import('../lib/db');
  await db.transaction('rw', db.savedGames, async () => {
    const saved = await db.savedGames.get(id);
    const win = saved && savedWinOf(saved);
    if (saved && win) await db.savedGames.put({ ...saved, lastWin: { ...win, seen: true } });
  });
}

/** The unread wins of the saved games of `game` (a game's id), or of every game (null). */
export function SavedGameWins({ game }: { game: string | null }) {
  const saved = useLiveRead('saved-games', { game }, NONE) ?? NONE;
  const wins = saved.flatMap((record) => {
    const win = savedWinOf(record);
    return win && !win.seen ? [{ record, win }] : [];
  });
  if (wins.length === 0) return null;
  return (
    <Stack gap="xs" mb="md" data-testid="saved-game-wins">
      {wins.map(({ record, win }) => (
        <Alert key={record.id} color="green" variant="light" title="Jogo salvo premiado" role="status">
          <Stack gap={6}>
            <Text size="sm">
              <WholeWords text={`${win.text}.`} />
            </Text>
            <Text size="xs" c="dimmed">
              Confira o bilhete numa lotérica ou no app da Caixa antes de contar com o prêmio.
            </Text>
            <Group gap="md" wrap="wrap">
              <Anchor component={Link} to={caixaResultsPath(record.game, win.contest)} size="sm" underline="always">
                {`Ver o concurso ${win.contest}`}
              </Anchor>
              <Button size="sm" variant="light" onClick={() => void dismiss(record.id)}>
                Entendi
              </Button>
            </Group>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
