import { describe, expect, it } from 'vitest';
import { ADMIN_NAV } from './painel/admin-nav';
import { MENU } from './menu';
import { isCurrentEntry } from './nav-entry';
import { PAINEL, PATHS } from '../utils/paths';

describe('isCurrentEntry', () => {
  const dashboard = ADMIN_NAV.find((entry) => entry.to === PAINEL.dashboard)!;

  it('is current at its own address', () => {
    expect(isCurrentEntry(dashboard, PAINEL.dashboard)).toBe(true);
    expect(isCurrentEntry(MENU[0]!, PATHS.home)).toBe(true);
    expect(isCurrentEntry(MENU[0]!, PATHS.palpites)).toBe(false);
  });

  it("is current at its other addresses, with or without a trailing slash: the panel's dashboard at /painel", () => {
    expect(isCurrentEntry(dashboard, PATHS.painel)).toBe(true);
    expect(isCurrentEntry(dashboard, `${PATHS.painel}/`)).toBe(true);
    expect(ADMIN_NAV.filter((entry) => isCurrentEntry(entry, PATHS.painel))).toEqual([dashboard]);
  });
});

describe('the two menus', () => {
  it('list each address once', () => {
    for (const menu of [MENU, ADMIN_NAV]) expect(new Set(menu.map((entry) => entry.to)).size).toBe(menu.length);
  });

  it('mark as promoting betting only the public promotions pages', () => {
    expect(MENU.filter((entry) => entry.promo).map((entry) => entry.to)).toEqual([PATHS.promocoes, PATHS.indicouGanhou]);
    expect(ADMIN_NAV.some((entry) => entry.promo)).toBe(false);
  });
});
