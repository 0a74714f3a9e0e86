// Rasterises the 25 jogo do bicho animals from the Noto Color Emoji font (Debian's fonts-noto-color-emoji;
// images Apache-2.0, font OFL-1.1, see src/components/share/animal-sprite.md) into one WebP sprite for the share
// cards, so that a card never depends on the phone having an emoji font. WebP at quality 0.9 is 78 KB where the
// same sprite as a PNG is 213 KB. Run after the animals change: `npx tsx scripts/make-animal-sprite.ts` (needs
// Debian's Chromium and the font).
import { writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { ANIMAL_SPRITE } from '../src/components/share/animal-sprite.ts';

const { cell, columns, emoji } = ANIMAL_SPRITE;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const base64 = await page.evaluate(
  async ({ cell, columns, emoji }) => {
    const rows = Math.ceil(emoji.length / columns);
    const canvas = document.createElement('canvas');
    canvas.width = cell * columns;
    canvas.height = cell * rows;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2D context');
    const font = `${Math.round(cell * 0.82)}px "Noto Color Emoji"`;
    await document.fonts.load(font, emoji.join(''));
    ctx.font = font;
    ctx.textBaseline = 'alphabetic';
    ctx.textAlign = 'left';
    // Each glyph centred on its ink, not on its advance box (those differ from one animal to another).
    emoji.forEach((glyph, i) => {
      const m = ctx.measureText(glyph);
      const inkWidth = m.actualBoundingBoxLeft + m.actualBoundingBoxRight;
      const inkHeight = m.actualBoundingBoxAscent + m.actualBoundingBoxDescent;
      const x = (i % columns) * cell + (cell - inkWidth) / 2 + m.actualBoundingBoxLeft;
      const y = Math.floor(i / columns) * cell + (cell - inkHeight) / 2 + m.actualBoundingBoxAscent;
      ctx.fillText(glyph, x, y);
    });
    // Every cell must hold coloured ink: a glyph missing from the font would leave it empty or draw a box.
    const empty: number[] = [];
    emoji.forEach((_, i) => {
      const data = ctx.getImageData((i % columns) * cell, Math.floor(i / columns) * cell, cell, cell).data;
      const colours = new Set<number>();
      for (let p = 0; p < data.length; p += 4) {
        if (data[p + 3]! > 200) colours.add((data[p]! >> 4) * 256 + (data[p + 1]! >> 4) * 16 + (data[p + 2]! >> 4));
      }
      if (colours.size < 12) empty.push(i + 1);
    });
    if (empty.length) throw new Error(`groups without a coloured glyph: ${empty.join(', ')}`);
    return canvas.toDataURL('image/webp', 0.9).split(',')[1] ?? '';
  },
  { cell, columns, emoji: [...emoji] },
);
await browser.close();
const bytes = Buffer.from(base64, 'base64');
await writeFile(new URL('../src/components/share/animal-sprite.webp', import.meta.url), bytes);
console.log(`wrote src/components/share/animal-sprite.webp (${bytes.length} bytes)`);
