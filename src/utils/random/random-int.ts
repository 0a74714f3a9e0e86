// Unbiased random integers and draws without repetition, on crypto.getRandomValues or an injected source.

/**
 * Fills the buffer with uniformly random 32-bit values, like crypto.getRandomValues. Injected in
 * tests (and wherever a repeatable sequence is wanted, see seededSource); the default is crypto.
 */
export type RandomSource = (buffer: Uint32Array<ArrayBuffer>) => void;

// One getRandomValues call per number would dominate the cost of a game; a small pool keeps the
// same cryptographic values while making many draws cheap.
const pool = new Uint32Array(256);
let poolIndex = pool.length;

function cryptoUint32(): number {
  if (poolIndex >= pool.length) {
    globalThis.crypto.getRandomValues(pool);
    poolIndex = 0;
  }
  return pool[poolIndex++] ?? 0;
}

/** The default source: the platform's cryptographic generator. */
export const cryptoSource: RandomSource = (buffer) => {
  globalThis.crypto.getRandomValues(buffer);
};

function nextUint32(source?: RandomSource): number {
  if (!source) return cryptoUint32();
  const one = new Uint32Array(1);
  source(one);
  return one[0] ?? 0;
}

const TWO_32 = 2 ** 32;

/**
 * A uniform integer in [0, maxExclusive). Rejection sampling: values at or above the largest
 * multiple of maxExclusive below 2^32 are redrawn, because `u % max` alone would favour the
 * smaller results whenever max does not divide 2^32.
 */
export function randomInt(maxExclusive: number, source?: RandomSource): number {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_32) {
    throw new RangeError(`limite inválido: ${maxExclusive}`);
  }
  if (maxExclusive === 1) return 0;
  const limit = TWO_32 - (TWO_32 % maxExclusive);
  for (;;) {
    const u = nextUint32(source);
    if (u < limit) return u % maxExclusive;
  }
}

/** A uniform integer in [min, max], both included. */
export function randomIntBetween(min: number, max: number, source?: RandomSource): number {
  if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) throw new RangeError(`intervalo inválido: ${min}-${max}`);
  return min + randomInt(max - min + 1, source);
}

/**
 * `count` different integers of [min, max], each set equally likely, sorted ascending. A partial
 * Fisher-Yates over a sparse map, so the cost follows `count`, not the size of the range.
 */
export function pickDistinct(count: number, min: number, max: number, source?: RandomSource): number[] {
  if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) throw new RangeError(`intervalo inválido: ${min}-${max}`);
  const size = max - min + 1;
  if (!Number.isInteger(count) || count < 0 || count > size) throw new RangeError(`quantidade inválida: ${count} de ${size}`);
  const swapped = new Map<number, number>();
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const j = i + randomInt(size - i, source);
    const atJ = swapped.get(j) ?? j;
    swapped.set(j, swapped.get(i) ?? i);
    out.push(min + atJ);
  }
  return out.sort((a, b) => a - b);
}

/** A uniformly shuffled copy (Fisher-Yates). */
export function shuffle<T>(items: readonly T[], source?: RandomSource): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1, source);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** One element chosen uniformly. */
export function pickOne<T>(items: readonly T[], source?: RandomSource): T {
  if (items.length === 0) throw new RangeError('lista vazia');
  return items[randomInt(items.length, source)] as T;
}

/**
 * A repeatable source from a seed (text or number): the same seed always gives the same
 * sequence. For tests and for choices that must agree between visitors (a "palpite do dia"
 * derived from the date); never for anything that must be unpredictable.
 */
export function seededSource(seed: string | number): RandomSource {
  // cyrb128 spreads the seed over four 32-bit words; sfc32 then generates from them.
  const text = String(seed);
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  let a = (h1 ^ h2 ^ h3 ^ h4) >>> 0;
  let b = (h2 ^ h1) >>> 0;
  let c = (h3 ^ h1) >>> 0;
  let d = (h4 ^ h1) >>> 0;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Discard the first outputs, which still echo the seed.
  for (let i = 0; i < 15; i++) next();
  return (buffer) => {
    for (let i = 0; i < buffer.length; i++) buffer[i] = next();
  };
}
