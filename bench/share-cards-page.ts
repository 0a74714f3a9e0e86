// The page of bench/share-cards.bench.ts: draws sample cards of each type, times them and returns the PNGs.
import { renderCardPng } from '../src/components/share/card-draw';
import type { CardScheme, ShareCard } from '../src/components/share/share-types';
import { animalOfNumber } from '../src/features/animals/domain/animals';

const SAMPLES: Array<{ name: string; card: ShareCard }> = [
  {
    name: 'dream',
    card: {
      kind: 'dream',
      title: 'Cabelo',
      headline: 'O cabelo farto lembra a juba do Leão e fala de força, vaidade e autoestima.',
      groups: [
        { group: 16, name: 'Leão' },
        { group: 6, name: 'Cabra' },
        { group: 11, name: 'Cavalo' },
      ],
      milhares: ['7561', '5622', '1443'],
      terno: [
        { group: 16, name: 'Leão' },
        { group: 6, name: 'Cabra' },
        { group: 11, name: 'Cavalo' },
      ],
      date: '24/11/2026',
    },
  },
  {
    name: 'dream-one-group',
    card: {
      kind: 'dream',
      title: 'Cabana',
      headline: 'Uma cabana no meio do mato é refúgio, silêncio e vontade de descansar longe das cobranças.',
      groups: [{ group: 23, name: 'Urso' }],
      milhares: ['9689'],
      terno: [
        { group: 23, name: 'Urso' },
        { group: 24, name: 'Veado' },
        { group: 7, name: 'Carneiro' },
      ],
      date: '24/11/2026',
    },
  },
  {
    name: 'draw',
    card: {
      kind: 'draw',
      lottery: 'PT Rio',
      drawLabel: 'PTM 11:20',
      date: 'Terça-feira, 24/11/2026',
      demo: true,
      prizes: ['4735', '0912', '3387', '5501', '7764', '2290', '118', '6643', '9025', '3349'].map((milhar, i) => {
        const animal = animalOfNumber(milhar);
        return { position: i + 1, milhar, animal: { group: animal.id, name: animal.name } };
      }),
    },
  },
  {
    name: 'guess',
    card: {
      kind: 'guess',
      title: 'PT Rio · PTM 11:20',
      date: 'Terça-feira, 24/11/2026',
      groups: [
        { group: 9, name: 'Cobra' },
        { group: 4, name: 'Borboleta' },
        { group: 20, name: 'Peru' },
      ],
      milhares: ['1234', '5615', '0879'],
      centenas: ['234', '615', '879'],
    },
  },
  {
    name: 'game-mega-sena',
    card: { kind: 'game', name: 'Mega-Sena', numbers: ['05', '12', '23', '34', '45', '56'], extras: [], date: '24/11/2026' },
  },
  {
    name: 'game-lotomania',
    card: {
      kind: 'game',
      name: 'Lotomania',
      numbers: Array.from({ length: 50 }, (_, i) => String(i * 2).padStart(2, '0')),
      extras: [],
      date: '24/11/2026',
    },
  },
  {
    name: 'game-milhar',
    card: { kind: 'game', name: 'Milhar', numbers: ['4518'], extras: [], animal: { group: 5, name: 'Cachorro' }, date: '24/11/2026' },
  },
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
    for (const { name, card } of SAMPLES) {
      const times: number[] = [];
      let blob: Blob | undefined;
      for (let round = 0; round < rounds; round++) {
        const start = performance.now();
        blob = await renderCardPng(card, scheme, 'sonhoesorte.com.br');
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
