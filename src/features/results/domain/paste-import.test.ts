import { describe, expect, it } from 'vitest';
import { derivedPrizes, parsePastedResult, type PasteReading } from './paste-import';
import { productCentena, prizeRuleFor, sumPrize } from './prize-rules';

// Loterias BR's worked example (PTM-RJ 11:20): 6º = sum of 1º-5º, 7º = centena of 1º × 2º.
const PTM = ['7706', '0989', '8937', '5820', '3182', '6634', '621'];

function milhares(reading: PasteReading): string[] {
  if (!reading.ok) throw new Error(reading.errors.join('\n'));
  return reading.prizes.map((p) => p.prize.milhar);
}

function errors(reading: PasteReading): string[] {
  if (reading.ok) throw new Error('expected problems');
  return reading.errors;
}

describe('the 6º and 7º rules', () => {
  it('reproduces the published examples', () => {
    expect(sumPrize(PTM)).toBe('6634');
    expect(productCentena('7706', '0989')).toBe('621');
    expect(productCentena('3285', '7051')).toBe('162');
    // Too small a product is padded with zeros: 0008 × 0033 = 264, so the centena is 000.
    expect(productCentena('0008', '0033')).toBe('000');
    expect(derivedPrizes(PTM)).toEqual({ sixth: '6634', seventh: '621' });
    expect(prizeRuleFor('PT Rio').confirmed).toBe(true);
    expect(prizeRuleFor('Loteria Federal').seventh).toBe('product-centena');
    expect(prizeRuleFor('Look').confirmed).toBe(false);
  });
});

describe('parsePastedResult: published formats', () => {
  it('reads "1º 4521 - 06 Cabra" with a heading, and takes the time and date from it', () => {
    const text = `Resultado PT Rio - PTM 11:20 - 24/11/2026
1º 7706 - 02 Águia
2º 0989 - 23 Urso
3º 8937 - 10 Coelho
4º 5820 - 05 Cachorro
5º 3182 - 21 Touro
6º 6634 - 09 Cobra
7º 621 - 06 Cabra`;
    const r = parsePastedResult(text, 'PT Rio');
    expect(milhares(r)).toEqual(PTM);
    expect(r.hints).toEqual({ date: '2026-11-24', time: '11:20' });
    expect(r.ok && r.skipped).toEqual([1]);
    expect(r.ok && r.prizes.map((p) => p.prize.group)).toEqual([2, 23, 10, 5, 21, 9, 6]);
  });

  it('reads a copied table with a thousands dot and the group on the next line (Loterias BR)', () => {
    const text = 'PTM - RJ |\n1° 7.706 |\n02 |\n2° 0.989 |\n23 |\n3° 8.937 |\n10 |\n4° 5.820 |\n05 |\n5° 3.182 |\n21 |\n6° 6.634 |\n09 |\n7° 621 |\n06 |';
    expect(milhares(parsePastedResult(text, 'PT Rio'))).toEqual(PTM);
  });

  it('reads "1°. 5112 03 Burro" (blog style), without 6º and 7º', () => {
    const text = '1°. 5112 03 Burro\n2°. 7419 05 Cachorro\n3°. 6085 22 Tigre\n4°. 1216 04 Borboleta\n5°. 4758 15 Jacaré';
    const r = parsePastedResult(text, 'Bahia');
    expect(milhares(r)).toEqual(['5112', '7419', '6085', '1216', '4758']);
    expect(r.ok && r.prizes.map((p) => p.publishedGroup)).toEqual([3, 5, 22, 4, 15]);
  });

  it('reads "1º Prêmio: 4521 - Grupo 06 (Cabra)" and tab-separated cells', () => {
    const text = '1º Prêmio: 4521 - Grupo 06 (Cabra)\n2º Prêmio: 0812 - Grupo 03 (Burro)\n3º prêmio\t7790\t23\tUrso\n4º prêmio\t3346\t12\tElefante\n5º Prêmio 1125 G.07 Carneiro';
    expect(milhares(parsePastedResult(text, 'Nacional'))).toEqual(['4521', '0812', '7790', '3346', '1125']);
  });

  it('reads plain milhares, one per line or all on one line, numbering them in order', () => {
    expect(milhares(parsePastedResult('4521\n0812 - 03\n7790\n3346\n1125', 'Look'))).toEqual(['4521', '0812', '7790', '3346', '1125']);
    expect(milhares(parsePastedResult('Look 14:20\n4521 0812 7790 3346 1125', 'Look'))).toEqual(['4521', '0812', '7790', '3346', '1125']);
    expect(milhares(parsePastedResult('4521, 0812, 7790, 3346, 1125', 'Look'))).toEqual(['4521', '0812', '7790', '3346', '1125']);
  });

  it('reads "1) 4521 Cabra" with animals only, and ten prizes', () => {
    const ten = ['4521', '0812', '7790', '3346', '1125', '8203', '5517', '9044', '2368', '0100'];
    const animals = ['Cabra', 'Burro', 'Urso', 'Elefante', 'Carneiro', 'Avestruz', 'Cachorro', 'Cavalo', 'Macaco', 'Vaca'];
    const text = ten.map((m, i) => `${i + 1}) ${m} ${animals[i]}`).join('\n');
    const r = parsePastedResult(text, 'Lotep');
    expect(milhares(r)).toEqual(ten);
    // Lotep's 6º is not confirmed as a sum: a different 6º is a warning, not a refusal.
    expect(r.ok && r.warnings.join(' ')).toContain('Linha 6: o 6º prêmio deveria ser');
  });

  it("takes the Federal's five-digit tickets by their last four digits", () => {
    const text = '1º 45213\n2º 07781\n3º 66902\n4º 12034\n5º 80457';
    const r = parsePastedResult(text, 'Federal');
    expect(milhares(r)).toEqual(['5213', '7781', '6902', '2034', '0457']);
    expect(r.ok && r.warnings[0]).toBe('Linha 1: bilhete 45213 da Federal, vale a milhar 5213.');
  });
});

describe('parsePastedResult: refusals name the line', () => {
  it('refuses a group that does not match the milhar', () => {
    expect(errors(parsePastedResult('1º 4521 - 07 Carneiro\n2º 0812\n3º 7790\n4º 3346\n5º 1125', 'PT Rio'))).toEqual([
      'Linha 1: o grupo 07 não confere com o 1º prêmio (4521), que é do grupo 06 - Cabra.',
    ]);
    expect(errors(parsePastedResult('1º 4521 Cabra\n2º 0812 Gato\n3º 7790\n4º 3346\n5º 1125', 'PT Rio'))).toEqual([
      'Linha 2: Gato não confere com o 2º prêmio (0812), que é do grupo 03 - Burro.',
    ]);
  });

  it('refuses a wrong 6º or 7º where the lottery publishes them by rule', () => {
    const bad6 = [...PTM];
    bad6[5] = '6635';
    const lines = (list: string[]) => list.map((m, i) => `${i + 1}º ${m}`).join('\n');
    expect(errors(parsePastedResult(lines(bad6), 'PT Rio'))).toEqual(['Linha 6: o 6º prêmio deveria ser 6634 (soma do 1º ao 5º), mas veio 6635.']);
    const bad7 = [...PTM];
    bad7[6] = '612';
    expect(errors(parsePastedResult(lines(bad7), 'PT Rio'))).toEqual(['Linha 7: o 7º prêmio deveria ter a centena 621 (1º × 2º), mas veio 612.']);
  });

  it('refuses bad numbers, unknown words, gaps, repeats and short results', () => {
    expect(errors(parsePastedResult('1º 45213\n2º 0812\n3º 7790\n4º 3346\n5º 1125', 'PT Rio'))).toEqual(['Linha 1: 45213 tem 5 dígitos; a milhar tem 4.']);
    expect(errors(parsePastedResult('1º 4521\n2º 812\n3º 7790\n4º 3346\n5º 1125', 'PT Rio'))).toEqual([
      'Linha 2: 812 tem 3 dígitos; só o 7º prêmio pode ser uma centena.',
    ]);
    expect(errors(parsePastedResult('1º 4521 Cabrito\n2º 0812\n3º 7790\n4º 3346\n5º 1125', 'PT Rio'))).toEqual(['Linha 1: não reconheci “cabrito”.']);
    expect(errors(parsePastedResult('1º 4521 - 31\n2º 0812\n3º 7790\n4º 3346\n5º 1125', 'PT Rio'))).toEqual(['Linha 1: o grupo 31 não existe (vai de 01 a 25).']);
    expect(errors(parsePastedResult('1º 4521\n2º 0812\n4º 3346\n5º 1125\n6º 1111', 'PT Rio'))).toEqual(['Linha 3: veio o 4º prêmio, mas falta o 3º antes dele.']);
    expect(errors(parsePastedResult('1º 4521\n2º 0812\n2º 7790\n3º 3346\n4º 1125', 'PT Rio'))).toContain('Linha 3: o 2º prêmio aparece de novo (já veio na linha 2).');
    expect(errors(parsePastedResult('1º 4521\n2º 0812\n3º 7790', 'PT Rio'))).toEqual(['O resultado tem só 3 prêmios; cole pelo menos do 1º ao 5º.']);
    expect(errors(parsePastedResult('1º xxxx\n2º 0812', 'PT Rio'))[0]).toBe('Linha 1: não encontrei a milhar (“1º xxxx”).');
    expect(errors(parsePastedResult('   \n', 'PT Rio'))[0]).toContain('Cole o resultado');
    const eleven = Array.from({ length: 11 }, (_, i) => `${i + 1}º ${String(1000 + i)}`).join('\n');
    expect(errors(parsePastedResult(eleven, 'Look')).join(' ')).toContain('Linha 11: o 11º prêmio passa do limite de 10 prêmios.');
  });
});
