// The everyday pages on a real phone (issue 30): at 320, 360 and 414 px, in both colour schemes, with the
// colour-emoji font every phone has, each page is measured as the eye sees it (e2e/layout.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './helpers';
import { layoutProblems, PHONE_WIDTHS, SCHEMES } from './layout';

for (const colorScheme of SCHEMES) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test('/tabela-do-bicho: no sideways pan, each card whole, the dezenas on one line, no unexplained label', async ({ page }) => {
      await page.goto('/tabela-do-bicho');
      await expect(page.getByTestId('grupo-25')).toBeVisible();
      const problems: string[] = [];
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        problems.push(...(await layoutProblems(page, { noOverlapIn: '[data-testid^="grupo-"]' })).map((p) => `${width} px: ${p}`));
        const cards = await page.getByTestId('animal-table').evaluate((table) =>
          [...table.querySelectorAll<HTMLElement>('[data-testid^="grupo-"]')].map((card) => {
            const screen = window.innerWidth;
            const box = card.getBoundingClientRect();
            // Each line of the card's text: a line never starts with a separator.
            const lines = new Map<number, string>();
            const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent ?? '';
              for (let i = 0; i < text.length; i += 1) {
                if (!text[i]!.trim()) continue;
                const range = document.createRange();
                range.setStart(node, i);
                range.setEnd(node, i + 1);
                const rect = range.getClientRects()[0];
                if (!rect) continue;
                const line = Math.round(rect.bottom / 4);
                lines.set(line, (lines.get(line) ?? '') + text[i]);
              }
            }
            // The label "Grupo NN" on one line, and the four dezenas side by side on one line.
            const label = [...card.querySelectorAll('p, span, div')].find((el) => /^Grupo \d\d$/.test(el.textContent?.trim() ?? ''));
            const labelRange = document.createRange();
            if (label) labelRange.selectNodeContents(label);
            const labelLines = new Set([...labelRange.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
            const dezenas = [...card.querySelectorAll('li')].map((li) => Math.round(li.getBoundingClientRect().top));
            return {
              id: card.dataset.testid,
              inside: box.left >= -0.5 && box.right <= screen + 0.5,
              lineStartsWithSeparator: [...lines.values()].some((line) => /^[·•,-]/.test(line)),
              labelOnOneLine: labelLines.size === 1,
              dezenasOnOneLine: dezenas.length === 4 && new Set(dezenas).size === 1,
            };
          }),
        );
        expect(cards, `${width} px`).toHaveLength(25);
        for (const { id, ...card } of cards) {
          for (const [check, ok] of Object.entries({ ...card, lineStartsWithSeparator: !card.lineStartsWithSeparator })) {
            if (!ok) problems.push(`${width} px: ${id} ${check === 'lineStartsWithSeparator' ? 'has a line starting with a separator' : `fails ${check}`}`);
          }
        }
        await page.getByTestId('grupo-01').evaluate((card) => card.scrollIntoView());
        await page.screenshot({ path: test.info().outputPath(`tabela-${colorScheme}-${width}.png`) });
      }
      expect(problems).toEqual([]);
      await expect(page.getByText('Cor do grupo')).toHaveCount(0);
      // The dezenas are read as a list with their group.
      await expect(page.getByRole('list', { name: 'Dezenas 13, 14, 15, 16' })).toBeVisible();
    });
  });
}

for (const colorScheme of SCHEMES) {
  test.describe(`/resultados, ${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test('no word breaks inside itself, no button label cut, the prize table fits: 320, 360 and 414 px', async ({ page }) => {
      await page.goto('/resultados');
      await expect(page.getByTestId('draw-result').first()).toBeVisible();
      const problems: string[] = [];
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        // The whole page, each prize row's cells side by side without overlapping, and the card's buttons whole.
        problems.push(...(await layoutProblems(page, { noOverlapIn: '[data-testid="draw-result"] tr' })).map((p) => `${width} px: ${p}`));
        const card = page.getByTestId('draw-result').first();
        await card.scrollIntoViewIfNeeded();
        await card.screenshot({ path: test.info().outputPath(`resultados-${colorScheme}-${width}.png`) });
      }
      expect([...new Set(problems)]).toEqual([]);
    });
  });
}

/** The day chips' painted colours: background, text, and the text's contrast ratio on it (WCAG). */
const chipColours = (page: Page) =>
  page.getByTestId('day-strip').evaluate((strip) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number) as [number, number, number];
    const luminance = ([r, g, b]: [number, number, number]) => {
      const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const contrast = (a: string, b: string) => {
      const [x, y] = [luminance(rgb(a)), luminance(rgb(b))].sort((p, q) => q - p) as [number, number];
      return Math.round(((x + 0.05) / (y + 0.05)) * 10) / 10;
    };
    const page = getComputedStyle(document.body).backgroundColor;
    return [...strip.querySelectorAll('button')].slice(0, 3).map((chip) => {
      const style = getComputedStyle(chip);
      return {
        pressed: chip.getAttribute('aria-pressed') === 'true',
        disabled: chip.disabled,
        background: style.backgroundColor,
        lightness: Math.round(luminance(rgb(style.backgroundColor)) * 100) / 100,
        pageLightness: Math.round(luminance(rgb(page)) * 100) / 100,
        textContrast: contrast(style.color, style.backgroundColor),
      };
    });
  });

test.describe('/resultados day chips', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const colorScheme of SCHEMES) {
    test(`follow the ${colorScheme} scheme: the unpressed chips as the page, the pressed one apart, text readable`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/resultados');
      await expect(page.getByTestId('draw-result').first()).toBeVisible();
      const chips = await chipColours(page);
      expect(chips.filter((c) => c.pressed)).toHaveLength(1);
      for (const chip of chips) {
        expect(chip.textContrast, JSON.stringify(chip)).toBeGreaterThanOrEqual(4.5);
        if (!chip.pressed) {
          // A dark page has dark chips: never white squares on it (nor dark ones on a light page).
          expect(Math.abs(chip.lightness - chip.pageLightness), JSON.stringify(chip)).toBeLessThan(0.15);
        }
      }
      const pressed = chips.find((c) => c.pressed)!;
      expect(chips.filter((c) => !c.pressed).every((c) => c.background !== pressed.background)).toBe(true);
      await page.getByTestId('day-strip').screenshot({ path: test.info().outputPath(`day-chips-${colorScheme}.png`) });
    });
  }
});

test.describe('/resultados for voice control and screen readers', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const colorScheme of SCHEMES) {
    test(`axe with its experimental rules finds nothing serious (${colorScheme}): each control's name holds its visible text`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/resultados');
      await expect(page.getByTestId('draw-result').first()).toBeVisible();
      await expectNoSeriousViolations(page, `/resultados (${colorScheme})`);
      // What a voice-control user says, "hoje 25/11", names the chip (with no result yet just after midnight).
      await expect(page.getByRole('button', { name: /^hoje \d\d\/\d\d, .*: (\d+ resultados?|nenhum resultado)$/ })).toBeVisible();
      // The chip of the day shown (today's, or before today's first draw the latest day's) is pressed, named the same way.
      await expect(page.getByRole('button', { pressed: true, name: /^(hoje|ontem|[a-zçá]{3}) \d\d\/\d\d, .*: \d+ resultados?$/ })).toHaveCount(1);
    });
  }
});
