import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardFileName, cardHeight, ellipsize, fitFontSize, rowSizes, siteAddress, slug, wrapText } from './card-layout';

// A monospace stand-in for measureText: every character is 10 units wide.
const mono = (text: string) => [...text].length * 10;

describe('wrapText', () => {
  it('breaks between words so that no line is wider than the width', () => {
    expect(wrapText('sonhei com uma cobra preta no quintal', 120, mono)).toEqual(['sonhei com', 'uma cobra', 'preta no', 'quintal']);
  });

  it('keeps a text that fits on one line, with its spaces collapsed', () => {
    expect(wrapText('  Cobra   preta ', 200, mono)).toEqual(['Cobra preta']);
    expect(wrapText('', 200, mono)).toEqual([]);
  });

  it('ends the last allowed line with an ellipsis when the text is longer', () => {
    const lines = wrapText('O cabelo farto lembra a juba do Leão e fala de força', 120, mono, 2);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('O cabelo');
    expect(lines[1]).toMatch(/…$/);
    expect(mono(lines[1]!)).toBeLessThanOrEqual(120);
  });

  it('breaks a word longer than the line', () => {
    expect(wrapText('abcdefghijkl xy', 50, mono)).toEqual(['abcde', 'fghij', 'kl xy']);
  });

  it('never returns a line wider than the width, nor more lines than allowed, and loses no word when not cut', () => {
    const word = fc.stringMatching(/^[a-zçãé]{1,14}$/);
    fc.assert(
      fc.property(fc.array(word, { maxLength: 30 }), fc.integer({ min: 60, max: 400 }), fc.integer({ min: 1, max: 6 }), (words, width, maxLines) => {
        const text = words.join(' ');
        const lines = wrapText(text, width, mono, maxLines);
        expect(lines.length).toBeLessThanOrEqual(maxLines);
        for (const line of lines) expect(mono(line)).toBeLessThanOrEqual(width);
        const uncut = wrapText(text, width, mono);
        if (uncut.length <= maxLines) expect(lines.join('').replace(/ /g, '')).toBe(words.join(''));
        else expect(lines.at(-1)).toMatch(/…$/);
      }),
    );
  });
});

describe('ellipsize', () => {
  it('keeps a text that fits and cuts one that does not', () => {
    expect(ellipsize('Cobra', 50, mono)).toBe('Cobra');
    expect(ellipsize('Borboleta', 50, mono)).toBe('Borb…');
  });
});

describe('fitFontSize', () => {
  it('keeps the largest size when the text fits, and shrinks in proportion when not', () => {
    expect(fitFontSize(800, 952, 120, 60)).toBe(120);
    expect(fitFontSize(1904, 952, 120, 40)).toBe(60);
    expect(fitFontSize(10_000, 952, 120, 48)).toBe(48);
  });
});

describe('rowSizes', () => {
  it('spreads balls over as few rows as the row limit allows, as evenly as possible', () => {
    expect(rowSizes(6, 6)).toEqual([6]);
    expect(rowSizes(7, 6)).toEqual([4, 3]);
    expect(rowSizes(15, 5)).toEqual([5, 5, 5]);
    expect(rowSizes(50, 10)).toEqual([10, 10, 10, 10, 10]);
    expect(rowSizes(0, 5)).toEqual([]);
  });

  it('always adds up to the count and respects the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), fc.integer({ min: 1, max: 12 }), (count, perRow) => {
        const rows = rowSizes(count, perRow);
        expect(rows.reduce((a, b) => a + b, 0)).toBe(count);
        expect(Math.max(...rows)).toBeLessThanOrEqual(perRow);
        expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('file names', () => {
  it('slugs titles without accents or symbols', () => {
    expect(slug('Leão (de circo)')).toBe('leao-de-circo');
    expect(slug('PT Rio · PTM 11:20')).toBe('pt-rio-ptm-11-20');
    expect(cardFileName('Sonho Cobra preta')).toBe('sonho-e-sorte-sonho-cobra-preta.png');
    expect(cardFileName('')).toBe('sonho-e-sorte.png');
  });

  it('prints the site address without www', () => {
    expect(siteAddress('www.sonhoesorte.com.br')).toBe('sonhoesorte.com.br');
    expect(siteAddress('localhost:4173')).toBe('localhost:4173');
  });
});

describe('cardHeight', () => {
  const game = (count: number) => ({ kind: 'game' as const, name: 'Jogo', numbers: Array.from({ length: count }, (_, i) => String(i)), extras: [], date: '24/11/2026' });

  it('draws dreams, draws and guesses as portrait cards, and short games as squares', () => {
    expect(cardHeight({ kind: 'guess', title: 'Palpite do dia', date: '', groups: [], milhares: [], centenas: [] })).toBe(1350);
    expect(cardHeight(game(6))).toBe(1080);
    expect(cardHeight(game(15))).toBe(1080);
    expect(cardHeight(game(50))).toBe(1350);
  });
});
