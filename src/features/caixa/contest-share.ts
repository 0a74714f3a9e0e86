// A Caixa contest as a share card and a message, like the bicho's draws (results/draw-share.ts): the game, the
// contest and its day, the balls, "Acumulou!" with the estimate; the message is the line people pass on WhatsApp,
// "Mega-Sena 2850 (23/11/2026): 04 12 19 33 41 58 · Acumulou! R$ 45 milhões · <link>", and the link opens the
// contest's page (/resultados/<jogo>/<concurso>).
import type { ContestCard, ShareContent } from '../../components/share/share-types';
import { formatShortDate, formatWeekdayDate } from '../../utils/calendar/dates';
import { caixaResultsPath } from '../../utils/paths';
import type { Contest } from './domain/contest';
import { contestNotice, moneyInWords } from './domain/format';
import { getCaixaGame } from './domain/games';

/** The card: each draw's balls, the trevos, the team or month, accumulated or the next contest. */
function contestCard(contest: Contest): ContestCard {
  const game = getCaixaGame(contest.game);
  const draws: ContestCard['draws'] = game.secondDraw && contest.secondNumbers
    ? [
        { label: '1º sorteio', numbers: contest.numbers },
        { label: '2º sorteio', numbers: contest.secondNumbers },
      ]
    : [{ label: game.kind === 'tickets' ? 'Bilhetes premiados' : game.kind === 'columns' ? 'Colunas' : 'Números sorteados', numbers: contest.numbers }];
  if (contest.clovers?.length) draws.push({ label: 'Trevos', numbers: contest.clovers, clovers: true });
  const card: ContestCard = { kind: 'contest', name: game.name, contest: contest.contest, date: formatWeekdayDate(contest.drawDate), draws, demo: contest.demo };
  if (game.kind === 'columns') card.columns = true;
  if (game.kind === 'tickets') card.tickets = true;
  if (game.lucky && contest.lucky) card.lucky = { label: game.lucky === 'team' ? 'Time do Coração' : 'Mês de Sorte', value: contest.lucky.replace(/\s+\//, '/') };
  if (contest.accumulated) card.accumulated = contest.nextEstimate ? moneyInWords(contest.nextEstimate) : '';
  else if (contest.nextContest && contest.nextDate) card.next = `Próximo concurso ${contest.nextContest}: ${formatShortDate(contest.nextDate)}`;
  return card;
}

/** What the share button of a contest hands over; `origin` is the app's ('https://…'). */
export function contestShareContent(contest: Contest, origin: string): ShareContent {
  const game = getCaixaGame(contest.game);
  const url = `${origin}${caixaResultsPath(contest.game, contest.contest)}`;
  const notice = contestNotice(contest);
  const demo = contest.demo ? ' · Dados de demonstração, não é um resultado real' : '';
  return {
    card: contestCard(contest),
    title: `Resultado ${notice.title}`,
    text: `${notice.title} (${formatShortDate(contest.drawDate)}): ${notice.body}${demo} · ${url}`,
    url,
    fileName: `resultado ${game.name} ${contest.contest}`,
  };
}
