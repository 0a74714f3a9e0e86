import { describe, expect, it } from 'vitest';
import { bonusReceiptPath, comprovanteBonusPath, dreamPagePath, PAINEL, PATHS, withQuery } from './paths';

describe('paths', () => {
  it('are absolute, without a trailing slash, and distinct', () => {
    const all = [...Object.values(PATHS), ...Object.values(PAINEL)];
    for (const path of all) expect(path, path).toMatch(/^\/([a-z_-]+(\/[a-z_-]+)*)?$/);
    expect(new Set(all).size).toBe(all.length);
    for (const path of Object.values(PAINEL)) expect(path.startsWith(`${PATHS.painel}/`)).toBe(true);
  });

  it('build addresses with parameters and queries, encoded', () => {
    expect(bonusReceiptPath('a b/c')).toBe('/bonus-receipt/a%20b%2Fc');
    expect(comprovanteBonusPath('XY12')).toBe('/comprovante_bonus/XY12');
    expect(dreamPagePath('banco-assento')).toBe('/sonhar-com/banco-assento');
    expect(withQuery(PATHS.livroDosSonhos, { q: 'cobra verde' })).toBe('/livro-dos-sonhos?q=cobra%20verde');
    expect(withQuery(PATHS.conferirAposta, { resultado: 'a&b' })).toBe('/conferir-aposta?resultado=a%26b');
    expect(withQuery(PATHS.cotacoes, {})).toBe('/cotacoes');
  });
});
