// A draw as a share card: the lottery, the draw and its day, the prizes with their animals; the message lists the
// prizes as results are passed on and links to the draw on /resultados.
import type { ShareContent } from '../../components/share/share-types';
import { prizeOf } from '../bets/domain/draw';
import { formatShortDate, formatWeekdayDate } from '../../utils/calendar/dates';
import { PATHS, withQuery } from '../../utils/paths';
import type { DrawRow } from './domain/draw-rows';
import { drawText } from './draw-text';

/** The address that opens this draw: its lottery and day on /resultados, the draw marked. */
function drawPath(draw: DrawRow): string {
  return withQuery(PATHS.resultados, { loteria: draw.lottery, data: draw.date, sorteio: draw.id });
}

/** 'PT Rio · PTM 11:20'. */
function drawTitle(draw: DrawRow): string {
  return draw.drawLabel ? `${draw.lottery} · ${draw.drawLabel}` : draw.lottery;
}

/** What the share button of a draw hands over. */
export function drawShareContent(draw: DrawRow, origin: string): ShareContent {
  const url = `${origin}${drawPath(draw)}`;
  return {
    card: {
      kind: 'draw',
      lottery: draw.lottery,
      drawLabel: draw.drawLabel,
      date: formatWeekdayDate(draw.date),
      prizes: draw.prizes.map((milhar, index) => {
        const prize = prizeOf(index + 1, milhar);
        return { position: prize.position, milhar: prize.milhar, animal: { group: prize.animal.id, name: prize.animal.name } };
      }),
      demo: draw.demo,
    },
    title: `Resultado ${drawTitle(draw)}`,
    text: `Resultado ${drawText(draw)}\n${url}`,
    url,
    fileName: `resultado ${draw.lottery} ${draw.drawLabel} ${draw.date}`,
  };
}

/** The page's title and description when a shared draw is open: the draw, then its first prizes. */
export function drawPageMeta(draw: DrawRow): { title: string; description: string } {
  const prizes = draw.prizes.slice(0, 5).map((milhar, index) => {
    const prize = prizeOf(index + 1, milhar);
    return `${prize.position}º ${prize.milhar} (${prize.animal.name})`;
  });
  return { title: `Resultado ${drawTitle(draw)} de ${formatShortDate(draw.date)}`, description: `${prizes.join(', ')}.` };
}
