import { describe, expect, it } from 'vitest';
import { hasEarlierPage } from './back-button';

describe("'Voltar' history rule", () => {
  it('goes back only when the router has an earlier entry of this app', () => {
    expect(hasEarlierPage({ idx: 2, key: 'a', usr: null })).toBe(true);
    expect(hasEarlierPage({ idx: 0, key: 'a', usr: null })).toBe(false);
    expect(hasEarlierPage(null)).toBe(false);
    expect(hasEarlierPage({})).toBe(false);
  });
});
