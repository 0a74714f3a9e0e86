// Stored draw results (cached draw_results rows) as the bet checker offers them: validated, labelled, newest first.
import { labelMinutes } from '../../domain/guesses/lucky-guess';

export interface StoredDraw {
  id: string;
  lottery: string;
  /** YYYY-MM-DD. */
  date: string;
  drawLabel: string;
  /** 5 to 7 four-digit milhares, 1º prize first. */
  prizes: string[];
}

/** A cached row, or null when it cannot be settled on (bad prizes, no id). */
export function readStoredDraw(row: Readonly<Record<string, unknown>>): StoredDraw | null {
  const { id, lottery, draw_date: date, draw_label: drawLabel, prizes } = row;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  if (!Array.isArray(prizes) || prizes.length < 5 || prizes.length > 7) return null;
  if (!prizes.every((p) => typeof p === 'string' && /^\d{4}$/.test(p))) return null;
  return {
    id: String(id),
    lottery: typeof lottery === 'string' ? lottery : '',
    date: typeof date === 'string' ? date.slice(0, 10) : '',
    drawLabel: typeof drawLabel === 'string' ? drawLabel : '',
    prizes: prizes as string[],
  };
}

const shortDate = (iso: string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
};

/** '14/03/2026 · PT Rio · PTM 11:20'. */
export function storedDrawLabel(draw: StoredDraw): string {
  return [shortDate(draw.date), draw.lottery, draw.drawLabel].filter((part) => part !== '').join(' · ');
}

/** The readable rows, newest first: by date, then by the draw time in the label. */
export function storedDraws(rows: readonly Readonly<Record<string, unknown>>[]): StoredDraw[] {
  return rows
    .map(readStoredDraw)
    .filter((d): d is StoredDraw => d !== null)
    .sort(
      (a, b) =>
        b.date.localeCompare(a.date) ||
        labelMinutes(b.drawLabel) - labelMinutes(a.drawLabel) ||
        a.lottery.localeCompare(b.lottery, 'pt-BR') ||
        a.drawLabel.localeCompare(b.drawLabel, 'pt-BR'),
    );
}

/** '?premios=4735,1234,...' read into up to seven boxes; other characters are dropped, not guessed at. */
export function prizesFromParam(param: string | null): string[] {
  if (!param) return [];
  return param
    .split(/[,;\s]+/)
    .map((p) => p.replace(/\D/g, '').slice(0, 4))
    .filter((p) => p !== '')
    .slice(0, 7);
}
