import { describe, expect, it } from 'vitest';
import { baseForms, infinitives, looseKey, singulars } from './stem';

describe('singulars', () => {
  it('proposes the singular of regular and nasal plurals', () => {
    expect(singulars('baratas')).toContain('barata');
    expect(singulars('leoes')).toContain('leao');
    expect(singulars('paes')).toContain('pao');
    expect(singulars('aneis')).toContain('anel');
    expect(singulars('animais')).toContain('animal');
    expect(singulars('homens')).toContain('homem');
    expect(singulars('cruzes')).toContain('cruz');
    expect(singulars('colheres')).toContain('colher');
  });
});

describe('baseForms', () => {
  it('undoes diminutives and augmentatives, also in the plural', () => {
    expect(baseForms('cachorrinho')).toContain('cachorro');
    expect(baseForms('casinha')).toContain('casa');
    expect(baseForms('passarinho')).toContain('passaro');
    expect(baseForms('macaquinho')).toContain('macaco');
    expect(baseForms('paozinho')).toContain('pao');
    expect(baseForms('cobrona')).toContain('cobra');
    expect(baseForms('cachorrao')).toContain('cachorro');
    expect(baseForms('gatinhos')).toContain('gato');
  });

  it('proposes the other gender', () => {
    expect(baseForms('gata')).toContain('gato');
    expect(baseForms('medica')).toContain('medico');
    expect(baseForms('leoa')).toContain('leao');
    expect(baseForms('noivo')).toContain('noiva');
    expect(baseForms('gatinha')).toContain('gato');
  });

  it('proposes the infinitive of verb forms', () => {
    expect(baseForms('nadando')).toContain('nadar');
    expect(baseForms('chovendo')).toContain('chover');
    expect(baseForms('assaltado')).toContain('assaltar');
    expect(baseForms('morreu')).toContain('morrer');
    expect(baseForms('afoguei')).toContain('afogar');
    expect(infinitives('caiu')).toContain('cair');
  });

  it('nearest first, never the word itself, and no one-letter stems', () => {
    const forms = baseForms('baratas');
    expect(forms[0]).toBe('barata');
    expect(forms).not.toContain('baratas');
    expect(baseForms('chao')).not.toContain('cha');
    expect(baseForms('lado')).not.toContain('lar');
  });
});

describe('looseKey', () => {
  it('gives plural and gender forms of a word one key', () => {
    expect(looseKey('pretas')).toBe(looseKey('preto'));
    expect(looseKey('sujos')).toBe(looseKey('suja'));
    expect(looseKey('preto')).not.toBe(looseKey('prata'));
  });
});
