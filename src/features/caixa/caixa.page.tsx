// The Caixa lotteries' results (issue 39): /resultados/<jogo> lists a game's contests, /resultados/<jogo>/<concurso>
// shows one. One page for both addresses (one route row and one loader in the entry: app/routes.tsx); an unknown
// game or contest number says so, with the ways on.
import { useParams } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta';
import { ContestNotFound, ContestView } from './contest-view';
import { getCaixaGame, isCaixaGameId } from './domain/games';
import { GameContests } from './game-contests';

/** A contest number as an address holds it: digits only, from 1. */
function contestNumber(text: string): number | undefined {
  const n = /^\d{1,7}$/.test(text) ? Number(text) : 0;
  return n > 0 ? n : undefined;
}

function NotFound() {
  usePageMeta('Concurso não encontrado');
  return <ContestNotFound />;
}

export default function CaixaPage() {
  const { jogo = '', concurso } = useParams();
  if (!isCaixaGameId(jogo)) return <NotFound />;
  const game = getCaixaGame(jogo);
  if (concurso === undefined) return <GameContests key={game.id} game={game} />;
  const number = contestNumber(concurso);
  if (number === undefined) return <ContestNotFound game={game} />;
  return <ContestView key={`${game.id}/${number}`} game={game} contest={number} />;
}
