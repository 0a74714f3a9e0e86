import { afterEach, describe, expect, it } from 'vitest';
import { checkPrerenderedRoute } from './route-check';

/** A page prerendered for `route`, opened at `address`: what the check leaves of #root. */
function open(route: string, address: string): { route: string | null; markup: string } {
  document.body.innerHTML = `<div id="root" data-route="${route}"><main><h1>Página</h1></main></div>`;
  history.replaceState(null, '', address);
  checkPrerenderedRoute();
  const root = document.getElementById('root')!;
  return { route: root.getAttribute('data-route'), markup: root.innerHTML };
}
const KEPT = '<main><h1>Página</h1></main>';

describe('checkPrerenderedRoute', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('keeps the markup at its own address, with or without a trailing slash or ad-tracking parameters', () => {
    expect(open('/cotacoes', '/cotacoes')).toEqual({ route: '/cotacoes', markup: KEPT });
    expect(open('/cotacoes', '/cotacoes/')).toEqual({ route: '/cotacoes', markup: KEPT });
    expect(open('/', '/?utm_source=zap&fbclid=abc&gclid=x')).toEqual({ route: '/', markup: KEPT });
  });

  it('drops it at another address (the fallback HTML) or with a query the page reads, so the app draws the page', () => {
    expect(open('/', '/painel/dashboard')).toEqual({ route: null, markup: '' });
    expect(open('/', '/log-in')).toEqual({ route: null, markup: '' });
    expect(open('/livro-dos-sonhos', '/livro-dos-sonhos?q=cobra')).toEqual({ route: null, markup: '' });
    expect(open('/livro-dos-sonhos', '/livro-dos-sonhos?sonho=Cobra&utm_source=zap')).toEqual({ route: null, markup: '' });
  });

  it('does nothing in a document without #root', () => {
    document.body.innerHTML = '<p>outra coisa</p>';
    expect(() => checkPrerenderedRoute()).not.toThrow();
    expect(document.body.innerHTML).toBe('<p>outra coisa</p>');
  });
});
