// The win kept on a game saved on the device (db.savedGames' lastWin), as the notices read it: apart from the checker
// (saved-games.ts), so that /resultados shows a notice without loading the games' rules.

/** What a saved game won last: the notice's text, and whether the person has read it. */
export interface SavedGameWin {
  contest: number;
  /** 'YYYY-MM-DD'. */
  drawDate: string;
  text: string;
  seen: boolean;
}

/** The win kept on a saved game, when it holds one (lastWin is stored as unknown). */
export function savedWinOf(saved: { lastWin?: unknown }): SavedGameWin | undefined {
  const win = saved.lastWin as Partial<SavedGameWin> | undefined;
  if (!win || typeof win.contest !== 'number' || typeof win.text !== 'string') return undefined;
  return { contest: win.contest, drawDate: typeof win.drawDate === 'string' ? win.drawDate : '', text: win.text, seen: win.seen === true };
}
