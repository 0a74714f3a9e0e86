// Exact money arithmetic in whole cents, so payouts never drift by floating-point error.

/** Reais to whole cents, rounding half up (2.5 -> 250, 1.005 -> 101). */
export function toCents(reais: number): number {
  return Math.round(roundCents(reais) * 100);
}

/** Whole cents to reais (250 -> 2.5). */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** True when the amount has at most two decimals (0.1 + 0.2 counts as 0.30). */
export function hasWholeCents(reais: number): boolean {
  return Number.isFinite(reais) && Math.abs(reais * 100 - Math.round(reais * 100)) < 1e-6;
}

/** Rounds half up to the nearest cent: 416.6666 -> 416.67, 0.125 -> 0.13. */
export function roundCents(reais: number): number {
  if (!Number.isFinite(reais)) throw new RangeError(`valor inválido: ${reais}`);
  const text = String(reais);
  // Shifting by exponent text avoids the 1.005 * 100 = 100.49999 trap; numbers that already
  // print in exponent form are far from a half cent, so plain scaling is exact enough for them.
  if (text.includes('e')) return Math.abs(reais) < 1 ? Math.round(reais * 100) / 100 : reais;
  const shifted = Math.round(Number(`${text}e2`));
  return Number(`${shifted}e-2`);
}

/**
 * stakeCents × multiplier ÷ divisor, rounded half up to a whole cent, in integer arithmetic.
 * Multipliers carry at most two decimals (3.6, 0.5), so they are scaled to hundredths first.
 */
export function payoutCents(stakeCents: number, multiplier: number, divisor = 1): number {
  if (!Number.isInteger(stakeCents) || stakeCents < 0) throw new RangeError(`centavos inválidos: ${stakeCents}`);
  if (!Number.isInteger(divisor) || divisor < 1) throw new RangeError(`divisor inválido: ${divisor}`);
  if (!Number.isFinite(multiplier) || multiplier < 0) throw new RangeError(`multiplicador inválido: ${multiplier}`);
  const numerator = BigInt(stakeCents) * BigInt(Math.round(multiplier * 100));
  const denominator = 100n * BigInt(divisor);
  return Number((2n * numerator + denominator) / (2n * denominator));
}
