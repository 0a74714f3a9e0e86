import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { bonusReceiptPath, comprovanteBonusPath, dreamPagePath, PAINEL, PATHS, TESTE_DASHBOARD } from '../utils/paths';
import { routes } from './routes';

/** The path of the deepest route the table matches for `address` ('*' for a catch-all). */
function routeOf(address: string): string | undefined {
  return matchRoutes(routes, address)?.at(-1)?.route.path;
}

describe('the route table and utils/paths', () => {
  it('answers every address of PATHS and PAINEL with its own route, never a catch-all', () => {
    const addresses = [...Object.values(PATHS), ...Object.values(PAINEL), comprovanteBonusPath('ABC123'), bonusReceiptPath('r-1'), dreamPagePath('cobra')];
    const prefixes: string[] = [PATHS.comprovanteBonus, PATHS.bonusReceipt, PATHS.sonharCom];
    for (const address of addresses) {
      // The alias is checked below; the receipts' and the dreams' prefixes are only addresses with their parameter.
      if (address === PATHS.teste || prefixes.includes(address)) continue;
      expect(routeOf(address), address).not.toBe('*');
      expect(matchRoutes(routes, address), address).not.toBeNull();
    }
  });

  it('sends an unknown address to the catch-all, and /teste/* through the alias', () => {
    expect(routeOf('/nao-existe')).toBe('*');
    expect(routeOf(`${PATHS.painel}/nao-existe`)).toBe('*');
    expect(routeOf(TESTE_DASHBOARD)).toBe(`${PATHS.teste}/*`);
  });
});
