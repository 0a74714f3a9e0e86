// Pearson's chi-square goodness-of-fit statistic and critical values, for the uniformity benchmark.

/** Σ (observed − expected)² / expected over the bins; expected is one value for equal bins. */
export function chiSquare(observed: readonly number[], expected: number | readonly number[]): number {
  if (observed.length < 2) throw new RangeError('são precisas pelo menos 2 classes');
  let sum = 0;
  for (const [i, o] of observed.entries()) {
    const e = typeof expected === 'number' ? expected : expected[i];
    if (e === undefined || !(e > 0)) throw new RangeError(`frequência esperada inválida na classe ${i}`);
    sum += ((o - e) * (o - e)) / e;
  }
  return sum;
}

// Upper-tail standard normal quantiles for the usual significance levels.
const Z: Readonly<Record<string, number>> = { '0.05': 1.644854, '0.01': 2.326348, '0.001': 3.090232 };

export type Significance = 0.05 | 0.01 | 0.001;

/**
 * The value a chi-square statistic with `df` degrees of freedom exceeds with probability `alpha`,
 * by the Wilson-Hilferty approximation (within about 0.5% of the tables for df ≥ 3; the two
 * smallest cases use the exact values).
 */
export function chiSquareCritical(df: number, alpha: Significance = 0.01): number {
  if (!Number.isInteger(df) || df < 1) throw new RangeError(`graus de liberdade inválidos: ${df}`);
  const exact: Record<Significance, [number, number]> = { 0.05: [3.841459, 5.991465], 0.01: [6.634897, 9.21034], 0.001: [10.827566, 13.815511] };
  if (df <= 2) return exact[alpha][df - 1] as number;
  const z = Z[String(alpha)] as number;
  const k = 2 / (9 * df);
  return df * (1 - k + z * Math.sqrt(k)) ** 3;
}
