// Inputs for "Seus números" written as people type or paste them, each with what it means: the parser's measure
// (parse-numbers.test.ts). Numbers copied from results sites, WhatsApp groups, bolão sheets and phone keyboards.
import type { CaixaGameId } from './games';

export interface LabelledInput {
  game: CaixaGameId;
  text: string;
  /** +Milionária's separate trevos field. */
  clovers?: string;
  expected: { numbers?: string[]; clovers?: string[]; columns?: string[][]; lucky?: string; errors?: string[] };
}

const MEGA = ['03', '17', '22', '35', '41', '58'];
const LOTOFACIL = ['01', '02', '04', '05', '07', '09', '10', '12', '13', '15', '18', '20', '21', '23', '25'];

export const LABELLED_INPUTS: readonly LabelledInput[] = [
  // Mega-Sena: separators of every kind.
  { game: 'mega-sena', text: '03-17-22-35-41-58', expected: { numbers: MEGA, errors: [] } },
  { game: 'mega-sena', text: '3, 17 22;35 41 58', expected: { numbers: MEGA, errors: [] } },
  { game: 'mega-sena', text: '03 17 22 35 41 58', expected: { numbers: MEGA, errors: [] } },
  { game: 'mega-sena', text: '03\n17\n22\n35\n41\n58', expected: { numbers: MEGA, errors: [] } },
  { game: 'mega-sena', text: '1) 03 17 22 35 41 58', expected: { numbers: MEGA, errors: [] } },
  { game: 'mega-sena', text: '03.17.22.35.41.58', expected: { numbers: MEGA, errors: [] } },
  { game: 'mega-sena', text: '58 41 35 22 17 03', expected: { numbers: MEGA, errors: [] } },
  { game: 'mega-sena', text: '03 - 17 - 22 - 35 - 41 - 58', expected: { numbers: MEGA, errors: [] } },
  { game: 'mega-sena', text: '03, 17, 22, 35, 41 e 58', expected: { numbers: MEGA, errors: [] } },
  { game: 'mega-sena', text: 'Mega-Sena: 03 17 22 35 41 58', expected: { numbers: MEGA, errors: [] } },
  { game: 'mega-sena', text: 'Jogo 1: 03 17 22 35 41 58', expected: { numbers: MEGA, errors: [] } },
  { game: 'mega-sena', text: '031722354158', expected: { numbers: MEGA, errors: [] } },
  { game: 'mega-sena', text: '  03   17\t22  35 41   58  ', expected: { numbers: MEGA, errors: [] } },
  { game: 'mega-sena', text: '03/17/22/35/41/58', expected: { numbers: MEGA, errors: [] } },
  { game: 'mega-sena', text: '1. 03 17 22 35 41 58', expected: { numbers: MEGA, errors: [] } },
  { game: 'mega-sena', text: 'Meus números: 3 17 22 35 41 58', expected: { numbers: MEGA, errors: [] } },
  { game: 'mega-sena', text: 'dezenas 03 17 22 35 41 58 concurso 2850', expected: { numbers: MEGA, errors: [] } },
  { game: 'mega-sena', text: '03 17 22 35 41 58 60', expected: { numbers: [...MEGA, '60'], errors: [] } },
  {
    game: 'mega-sena',
    text: '01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20',
    expected: { numbers: Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(2, '0')), errors: [] },
  },
  // Mega-Sena: mistakes, said plainly.
  { game: 'mega-sena', text: '03 17 22 35 41', expected: { errors: ['A Mega-Sena aceita de 6 a 20 números; você digitou 5.'] } },
  { game: 'mega-sena', text: '03 17 22 35 41 61', expected: { errors: ['O número 61 está fora de 01 a 60.'] } },
  { game: 'mega-sena', text: '03 17 17 35 41 58', expected: { errors: ['Repetido: 17.'] } },
  { game: 'mega-sena', text: '00 17 22 35 41 58', expected: { errors: ['O número 00 está fora de 01 a 60.'] } },
  { game: 'mega-sena', text: '', expected: { errors: ['Digite seus números.'] } },
  { game: 'mega-sena', text: '03 17 22 35 41 58 abc', expected: { errors: ['Não entendi "abc".'] } },
  { game: 'mega-sena', text: '03 17 22 135 41 58', expected: { errors: ['O número 135 está fora de 01 a 60.'] } },
  // Lotofácil.
  { game: 'lotofacil', text: '01 02 04 05 07 09 10 12 13 15 18 20 21 23 25', expected: { numbers: LOTOFACIL, errors: [] } },
  { game: 'lotofacil', text: '01-02-04-05-07-09-10-12-13-15-18-20-21-23-25', expected: { numbers: LOTOFACIL, errors: [] } },
  { game: 'lotofacil', text: '1 2 4 5 7\n9 10 12 13 15\n18 20 21 23 25', expected: { numbers: LOTOFACIL, errors: [] } },
  { game: 'lotofacil', text: '1,2,4,5,7,9,10,12,13,15,18,20,21,23,25', expected: { numbers: LOTOFACIL, errors: [] } },
  { game: 'lotofacil', text: '01 02 04 05 07 09 10 12 13 15 18 20 21 23 25 03', expected: { numbers: [...LOTOFACIL, '03'].sort(), errors: [] } },
  { game: 'lotofacil', text: '01 02 04 05 07 09 10 12 13 15 18 20 21 23', expected: { errors: ['A Lotofácil aceita de 15 a 20 números; você digitou 14.'] } },
  { game: 'lotofacil', text: '01 02 04 05 07 09 10 12 13 15 18 20 21 23 26', expected: { errors: ['O número 26 está fora de 01 a 25.'] } },
  // Quina.
  { game: 'quina', text: '13 22 23 30 67', expected: { numbers: ['13', '22', '23', '30', '67'], errors: [] } },
  { game: 'quina', text: '13-22-23-30-67-80', expected: { numbers: ['13', '22', '23', '30', '67', '80'], errors: [] } },
  { game: 'quina', text: '13 22 23 30 81', expected: { errors: ['O número 81 está fora de 01 a 80.'] } },
  { game: 'quina', text: '2) 5 9 44 61 70', expected: { numbers: ['05', '09', '44', '61', '70'], errors: [] } },
  // Lotomania: "00" and 50 numbers.
  {
    game: 'lotomania',
    text: Array.from({ length: 50 }, (_, i) => String(i * 2).padStart(2, '0')).join(' '),
    expected: { numbers: Array.from({ length: 50 }, (_, i) => String(i * 2).padStart(2, '0')), errors: [] },
  },
  {
    game: 'lotomania',
    text: Array.from({ length: 5 }, (_, row) => Array.from({ length: 10 }, (_, i) => String(row * 10 + i).padStart(2, '0')).join('-')).join('\n'),
    expected: { numbers: Array.from({ length: 50 }, (_, i) => String(i).padStart(2, '0')), errors: [] },
  },
  { game: 'lotomania', text: '00 11 22 33', expected: { errors: ['A Lotomania aceita 50 números; você digitou 4.'] } },
  { game: 'lotomania', text: `${Array.from({ length: 49 }, (_, i) => String(i).padStart(2, '0')).join(' ')} 100`, expected: { errors: ['O número 100 está fora de 00 a 99.'] } },
  // Timemania: ten numbers and the team.
  {
    game: 'timemania',
    text: '18 36 48 60 62 76 80 01 02 03 Aparecidense/GO',
    expected: { numbers: ['01', '02', '03', '18', '36', '48', '60', '62', '76', '80'], lucky: 'APARECIDENSE/GO', errors: [] },
  },
  {
    game: 'timemania',
    text: '18-36-48-60-62-76-80-01-02-03\nTime do Coração: Flamengo',
    expected: { numbers: ['01', '02', '03', '18', '36', '48', '60', '62', '76', '80'], lucky: 'FLAMENGO', errors: [] },
  },
  { game: 'timemania', text: '18 36 48 60 62 76 80 01 02 03', expected: { numbers: ['01', '02', '03', '18', '36', '48', '60', '62', '76', '80'], errors: [] } },
  { game: 'timemania', text: '18 36 48 60 62 76 80 01 02', expected: { errors: ['A Timemania aceita 10 números; você digitou 9.'] } },
  // Dupla Sena.
  { game: 'dupla-sena', text: '01 08 22 31 33 35', expected: { numbers: ['01', '08', '22', '31', '33', '35'], errors: [] } },
  { game: 'dupla-sena', text: '1;8;22;31;33;35;50', expected: { numbers: ['01', '08', '22', '31', '33', '35', '50'], errors: [] } },
  { game: 'dupla-sena', text: '01 08 22 31 33 51', expected: { errors: ['O número 51 está fora de 01 a 50.'] } },
  // Dia de Sorte: seven numbers and the month.
  { game: 'dia-de-sorte', text: '03 04 15 18 19 21 25 Julho', expected: { numbers: ['03', '04', '15', '18', '19', '21', '25'], lucky: 'Julho', errors: [] } },
  { game: 'dia-de-sorte', text: '3-4-15-18-19-21-25\nMês de Sorte: março', expected: { numbers: ['03', '04', '15', '18', '19', '21', '25'], lucky: 'Março', errors: [] } },
  { game: 'dia-de-sorte', text: '03 04 15 18 19 21 25 (dez)', expected: { numbers: ['03', '04', '15', '18', '19', '21', '25'], lucky: 'Dezembro', errors: [] } },
  { game: 'dia-de-sorte', text: '03 04 15 18 19 21 32', expected: { errors: ['O número 32 está fora de 01 a 31.'] } },
  { game: 'dia-de-sorte', text: '03 04 15 18 19 21', expected: { errors: ['O Dia de Sorte aceita de 7 a 15 números; você digitou 6.'] } },
  // Super Sete: one digit per column, or several.
  { game: 'super-sete', text: '4 0 7 2 9 1 3', expected: { columns: [['4'], ['0'], ['7'], ['2'], ['9'], ['1'], ['3']], errors: [] } },
  { game: 'super-sete', text: '4-0-7-2-9-1-3', expected: { columns: [['4'], ['0'], ['7'], ['2'], ['9'], ['1'], ['3']], errors: [] } },
  { game: 'super-sete', text: '4072913', expected: { columns: [['4'], ['0'], ['7'], ['2'], ['9'], ['1'], ['3']], errors: [] } },
  { game: 'super-sete', text: '4/5 0 7 2 9 1 3', expected: { columns: [['4', '5'], ['0'], ['7'], ['2'], ['9'], ['1'], ['3']], errors: [] } },
  {
    game: 'super-sete',
    text: 'Coluna 1: 4\nColuna 2: 0\nColuna 3: 7\nColuna 4: 2\nColuna 5: 9\nColuna 6: 1\nColuna 7: 3',
    expected: { columns: [['4'], ['0'], ['7'], ['2'], ['9'], ['1'], ['3']], errors: [] },
  },
  { game: 'super-sete', text: '45 01 78 23 90 12 34', expected: { columns: [['4', '5'], ['0', '1'], ['7', '8'], ['2', '3'], ['9', '0'], ['1', '2'], ['3', '4']], errors: [] } },
  { game: 'super-sete', text: '4 0 7 2 9 1', expected: { errors: ['O Super Sete tem 7 colunas; você preencheu 6.'] } },
  { game: 'super-sete', text: '456 0 7 2 9 1 3', expected: { errors: ['Com 9 números, cada coluna leva de 1 a 2; a coluna 1 tem 3.'] } },
  // +Milionária: trevos in the same text or in their own field.
  {
    game: 'mais-milionaria',
    text: '10 15 23 29 38 42 trevos 1 4',
    expected: { numbers: ['10', '15', '23', '29', '38', '42'], clovers: ['1', '4'], errors: [] },
  },
  {
    game: 'mais-milionaria',
    text: '10-15-23-29-38-42 | 4-1',
    expected: { numbers: ['10', '15', '23', '29', '38', '42'], clovers: ['1', '4'], errors: [] },
  },
  {
    game: 'mais-milionaria',
    text: '10 15 23 29 38 42\nTrevos: 2, 5',
    expected: { numbers: ['10', '15', '23', '29', '38', '42'], clovers: ['2', '5'], errors: [] },
  },
  {
    game: 'mais-milionaria',
    text: '10 15 23 29 38 42',
    clovers: '2 5',
    expected: { numbers: ['10', '15', '23', '29', '38', '42'], clovers: ['2', '5'], errors: [] },
  },
  {
    game: 'mais-milionaria',
    text: '+Milionária: 10 15 23 29 38 42 trevo 3 6',
    expected: { numbers: ['10', '15', '23', '29', '38', '42'], clovers: ['3', '6'], errors: [] },
  },
  { game: 'mais-milionaria', text: '10 15 23 29 38 42', expected: { errors: ['A +Milionária aceita de 2 a 6 trevos; você digitou 0.'] } },
  { game: 'mais-milionaria', text: '10 15 23 29 38 42 trevos 1 7', expected: { errors: ['O trevo 7 está fora de 1 a 6.'] } },
  // Federal: one ticket number.
  { game: 'federal', text: '012244', expected: { numbers: ['012244'], errors: [] } },
  { game: 'federal', text: '12.244', expected: { numbers: ['012244'], errors: [] } },
  { game: 'federal', text: 'Bilhete nº 07766', expected: { numbers: ['007766'], errors: [] } },
  { game: 'federal', text: '1224', expected: { errors: ['Digite o número do bilhete, com 5 ou 6 algarismos.'] } },
];
