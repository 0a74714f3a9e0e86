// Below a contest on its page: the notice of a saved game that won, "Compartilhar" (the contest as a PNG card and
// the line people pass on, contest-share.ts) and "Conferir meu jogo" (conferir-jogo.tsx), whose code comes in a
// chunk of its own once the contest is shown, so the contest's first screen is no heavier for it.
import { Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { SavedGameWins } from '../../components/saved-game-wins';
import { ShareButton } from '../../components/share/share-button';
import { contestShareContent } from './contest-share';
import type { Contest } from './domain/contest';
import { getCaixaGame } from './domain/games';

const ConferirJogo = lazy(() => import('./conferir-jogo'));

export function ContestTools({ contest }: { contest: Contest }) {
  const game = getCaixaGame(contest.game);
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <ShareButton content={contestShareContent(contest, window.location.origin)} variant="light" aria-label={`Compartilhar o resultado: ${game.name} ${contest.contest}`}>
          Compartilhar
        </ShareButton>
      </Group>
      <SavedGameWins game={game.id} />
      <Suspense fallback={<div data-testid="conferir-jogo-loading" style={{ minHeight: 200 }} />}>
        <ConferirJogo contest={contest} />
      </Suspense>
    </>
  );
}
