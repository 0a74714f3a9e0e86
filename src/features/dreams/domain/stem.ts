// Portuguese word forms for dream search: the base forms a typed word may stand for (plural, diminutive,
// augmentative, gender, verb form → infinitive). Rules only propose candidates; the search keeps the first
// candidate the book (or the lexicon) knows, so a rule that over-generates ("aviao" → "avia") costs nothing.
// Words are folded (lower case, no accents) before they get here.

/** One rewrite: a word ending in `suffix` may stand for the stem plus each of `bases`. */
type Rule = readonly [suffix: string, bases: readonly string[]];

// Longest suffixes first within each family: the first that fits is tried first.
const PLURAL: readonly Rule[] = [
  ['oes', ['ao']], // leoes → leao
  ['aes', ['ao', 'ae']], // paes → pao, maes → mae
  ['aos', ['ao']], // irmaos → irmao
  ['ais', ['al']], // animais → animal
  ['eis', ['el', 'il']], // aneis → anel, fosseis → fossil
  ['ois', ['ol']], // lencois → lencol
  ['uis', ['ul']], // azuis → azul
  ['ns', ['m']], // homens → homem, nuvens → nuvem
  ['res', ['r']], // colheres → colher
  ['zes', ['z']], // cruzes → cruz
  ['ses', ['s']], // meses → mes
  ['is', ['il']], // barris → barril
  ['s', ['']], // baratas → barata
];

const DIMINUTIVE: readonly Rule[] = [
  ['zinho', ['']], // paozinho → pao, cafezinho → cafe
  ['zinha', ['']], // maezinha → mae, florzinha → flor
  ['quinho', ['co']], // macaquinho → macaco
  ['quinha', ['ca']], // vaquinha → vaca
  ['guinho', ['go']], // amiguinho → amigo
  ['guinha', ['ga']], // formiguinha → formiga
  ['inho', ['o', 'e', '']], // cachorrinho → cachorro, dentinho → dente
  ['inha', ['a', 'e', '']], // casinha → casa
  ['ito', ['o']], // cabrito is a title of its own, but "gatito" → gato
  ['ita', ['a']],
  ['zao', ['']], // paozao → pao
  ['zona', ['']],
  ['rrao', ['rro']], // cachorrao → cachorro
  ['ao', ['o', 'a', 'e']], // gatao → gato (a stem of three letters at least: "chao" is not "cha")
  ['ona', ['a', 'o']], // cobrona → cobra
];

const GENDER: readonly Rule[] = [
  ['ora', ['or']], // professora → professor
  ['oa', ['ao']], // leoa → leao
  ['esa', ['es']], // portuguesa → portugues
  ['a', ['o', 'ao', 'e']], // gata → gato, irma → irmao, parenta → parente
  ['o', ['a']], // noivo → noiva, tio → tia
];

// Verb endings to the infinitive; the lexicon turns an infinitive into the dream it names.
const VERB: readonly Rule[] = [
  ['ando', ['ar']], // nadando → nadar
  ['endo', ['er']], // chovendo → chover
  ['indo', ['ir']], // caindo → cair
  ['ondo', ['or']], // pondo → por
  ['aram', ['ar']],
  ['eram', ['er']],
  ['iram', ['ir']],
  ['avam', ['ar']],
  ['iam', ['er', 'ir']],
  ['ados', ['ar']],
  ['adas', ['ar']],
  ['idos', ['er', 'ir']],
  ['idas', ['er', 'ir']],
  ['ado', ['ar']], // assaltado → assaltar
  ['ada', ['ar']],
  ['ido', ['er', 'ir']], // mordido → morder
  ['ida', ['er', 'ir']],
  ['ava', ['ar']], // voava → voar
  ['ia', ['er', 'ir']], // chovia → chover
  ['guei', ['gar']], // afoguei → afogar
  ['quei', ['car']], // pesquei → pescar
  ['ei', ['ar']], // casei → casar
  ['ou', ['ar']], // voou → voar
  ['eu', ['er']], // morreu → morrer
  ['iu', ['ir']], // caiu → cair
  ['ar', ['ar']], // the infinitive itself, for the lexicon
  ['er', ['er']],
  ['ir', ['ir']],
  ['e', ['er', 'ir']], // chove → chover (no "a" → "ar": "mata" and "nada" are nouns far more often)
];

const VOWELS = 'aeiou';

// A stem shorter than this is noise ("as" → "a"): no rule leaves one.
const MIN_STEM = 2;

function apply(rules: readonly Rule[], word: string, out: string[]): void {
  for (const [suffix, bases] of rules) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    if (stem.length < (suffix === 'ao' ? MIN_STEM + 1 : rules === PLURAL ? 1 : MIN_STEM)) continue;
    for (const base of bases) {
      const form = stem + base;
      if (form !== word && !out.includes(form)) out.push(form);
    }
  }
}

/** Candidate plural-free forms of a word ("baratas" → "barata"; "paes" → "pao", "pae"). */
export function singulars(word: string): string[] {
  const out: string[] = [];
  apply(PLURAL, word, out);
  return out;
}

/** Infinitives a verb form may belong to ("chovendo" → "chover"). */
export function infinitives(word: string): string[] {
  const out: string[] = [];
  apply(VERB, word, out);
  if (/(ar|er|ir)$/.test(word)) out.unshift(word);
  return out;
}

/**
 * Every base form a word may stand for, nearest first: its singulars, then diminutive/augmentative and gender
 * reversals of the word and of its singulars, then the infinitives of verb forms. Breadth first, two steps deep
 * ("gatinhas" → "gatinha" → "gata" → "gato"), so the simplest explanation is tried first.
 */
export function baseForms(word: string): string[] {
  const out: string[] = [];
  const level1 = singulars(word);
  out.push(...level1);
  const nouns = [word, ...level1];
  const diminished: string[] = [];
  const level2: string[] = [];
  for (const form of nouns) {
    apply(DIMINUTIVE, form, diminished);
    apply(GENDER, form, level2);
  }
  for (const form of [...diminished, ...level2]) if (!out.includes(form) && form !== word) out.push(form);
  // The other gender of a diminutive ("gatinha" → "gata" → "gato"); never gender twice ("avo" → "ava" → "ave").
  for (const form of diminished) {
    const level3: string[] = [];
    apply(GENDER, form, level3);
    for (const f of level3) if (!out.includes(f) && f !== word) out.push(f);
  }
  for (const form of nouns) for (const inf of infinitives(form)) if (!out.includes(inf) && inf !== word) out.push(inf);
  // A singular typed for a title that is a plural ("gemeo" → "gemeos", "oculo" → "oculos").
  if (!word.endsWith('s')) out.push(`${word}s`);
  return out;
}

/**
 * A loose key for comparing words of a query with words of a variant name: plural and final vowel dropped,
 * so "pretas", "preta" and "preto" share "pret". Only ever compared with another key, never shown.
 */
export function looseKey(word: string): string {
  const singular = word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
  if (singular.length <= 3) return singular;
  // After a consonant only: "chao" keeps its "o" (else it would meet "cha"). Plain string tests: this runs
  // for every word of every meaning when the index is built.
  const last = singular[singular.length - 1]!;
  const before = singular[singular.length - 2]!;
  return (last === 'a' || last === 'o' || last === 'e') && !VOWELS.includes(before) ? singular.slice(0, -1) : singular;
}
