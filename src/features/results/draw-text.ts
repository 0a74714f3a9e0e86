// A draw as plain text for copying and sharing: one line per prize, like results are passed on.
import { prizeOf } from '../bets/domain/draw';
import { ordinal } from '../../utils/pt-br/numbers';
import { drawRowLabel, type DrawRow } from './domain/draw-rows';

/** 'PT Rio · PTM 11:20 · 24/11/2026' then '1º 4735 - 09 Cobra' ... and a demo note when it is one. */
export function drawText(draw: DrawRow): string {
  const lines = [drawRowLabel(draw)];
  draw.prizes.forEach((digits, index) => {
    const prize = prizeOf(index + 1, digits);
    lines.push(`${ordinal(prize.position)} ${prize.milhar} - ${prize.animal.group} ${prize.animal.name}`);
  });
  if (draw.demo) lines.push('(dados de demonstração, não é um resultado real)');
  return lines.join('\n');
}
