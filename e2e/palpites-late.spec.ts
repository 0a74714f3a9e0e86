// /palpites late in the day on a phone (issue 30, item 12): once the day's draws are over, the next draw's guess
// comes first and the team's guess whose draw happened follows it, marked.
import { expect, test } from './fixtures';

test.use({ viewport: { width: 360, height: 740 } });

test("at 23:50 the next day's guess comes first, today's after it, marked 'Sorteio já realizado'", async ({ page, stack }) => {
  // Thursday 12 March 2026, 23:50 in Brasília: the day's last draw (23:20) is over.
  const lottery = `Loteria ${String(Date.now()).slice(-6)}`;
  const { error } = await stack.admin
    .from('lucky_guesses')
    .insert({ guess_date: '2026-03-12', lottery, draw_label: 'PTM 11:20', grupos: ['09'], milhares: ['4533'], centenas: ['533'] });
  expect(error).toBeNull();
  await page.clock.setFixedTime(new Date('2026-03-12T23:50:00-03:00'));
  await page.goto('/palpites');

  const next = page.getByTestId('next-draw-guesses');
  await expect(next.getByRole('heading', { level: 2 })).toHaveText('Para a próxima extração: amanhã, 13/03/2026');
  const cards = page.getByTestId('guess-card');
  await expect(cards.first()).toHaveAttribute('data-source', 'builtin');
  await expect(cards.first().getByTestId('draw-past')).toHaveCount(0);
  const past = page.getByTestId('past-draw-guesses').getByTestId('guess-card').filter({ hasText: lottery });
  await expect(past.getByTestId('draw-past')).toHaveText('Sorteio já realizado');
  // The next draw's guess is on the first screen, above the one whose draw happened.
  const [nextBox, pastBox] = [await cards.first().boundingBox(), await past.boundingBox()];
  expect(nextBox!.y).toBeLessThan(pastBox!.y);
  expect(nextBox!.y).toBeLessThan(740);
  await page.screenshot({ path: test.info().outputPath('palpites-late-360.png'), fullPage: true });
});
