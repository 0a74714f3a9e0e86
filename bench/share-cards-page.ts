// The page of bench/share-cards.bench.ts: the cards of real content (built-in dreams, a ten-prize draw, the
// built-in guess, generated games) made by the app's own builders, each timed and returned as a PNG.
import { guessShareContent } from '../src/components/share/guess-content';
import { renderCardPng } from '../src/components/share/card-draw';
import type { CardScheme, ShareContent } from '../src/components/share/share-types';
import { gameShareContent } from '../src/features/bets/game-share';
import { generate } from '../src/features/bets/generated';
import { BUILT_IN_DREAMS } from '../src/features/dreams/data/dictionary';
import { dreamShareContent } from '../src/features/dreams/dream-share';
import { builtinGuess } from '../src/features/guesses/domain/lucky-guess';
import { readDrawRow } from '../src/features/results/domain/draw-rows';
import { drawShareContent } from '../src/features/results/draw-share';
import { seededSource } from '../src/utils/random/random-int';

const ORIGIN = 'https://sonhoesorte.com.br';
const TODAY = '2026-11-24';
const dream = (titulo: string) => BUILT_IN_DREAMS.find((d) => d.titulo === titulo)!;
const draw = readDrawRow({
  id: 'bench',
  lottery: 'PT Rio',
  draw_date: TODAY,
  draw_label: 'PTM 11:20',
  prizes: ['4735', '0912', '3387', '5501', '7764', '2290', '118', '6643', '9025', '3349'],
  demo: true,
})!;

const SAMPLES: Array<{ name: string; content: ShareContent }> = [
  { name: 'dream-cobra', content: dreamShareContent(dream('Cobra'), undefined, ORIGIN, TODAY) },
  { name: 'dream-cabelo-caindo', content: dreamShareContent(dream('Cabelo'), 'caindo', ORIGIN, TODAY) },
  { name: 'draw', content: drawShareContent(draw, ORIGIN) },
  { name: 'guess', content: guessShareContent(builtinGuess(TODAY), ORIGIN) },
  { name: 'game-mega-sena', content: gameShareContent(generate('mega-sena', 1, seededSource('mega'))[0]!, ORIGIN, TODAY) },
  { name: 'game-mais-milionaria', content: gameShareContent(generate('mais-milionaria', 1, seededSource('milionaria'))[0]!, ORIGIN, TODAY) },
  { name: 'game-lotomania', content: gameShareContent(generate('lotomania', 1, seededSource('lotomania'))[0]!, ORIGIN, TODAY) },
  { name: 'game-milhar', content: gameShareContent(generate('bicho-milhar', 1, seededSource('milhar'))[0]!, ORIGIN, TODAY) },
];

async function blobBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

async function bench(rounds: number) {
  const out = [];
  for (const scheme of ['light', 'dark'] as CardScheme[]) {
    for (const { name, content } of SAMPLES) {
      const times: number[] = [];
      let blob: Blob | undefined;
      for (let round = 0; round < rounds; round++) {
        const start = performance.now();
        blob = await renderCardPng(content.card, scheme, 'sonhoesorte.com.br');
        times.push(performance.now() - start);
      }
      const [first, ...rest] = times;
      rest.sort((a, b) => a - b);
      out.push({ name, scheme, firstMs: first!, medianMs: rest[Math.floor(rest.length / 2)] ?? first!, bytes: blob!.size, png: await blobBase64(blob!) });
    }
  }
  return out;
}

Object.assign(window, { bench, ready: true });
