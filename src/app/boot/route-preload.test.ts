import { afterEach, describe, expect, it } from 'vitest';
import { isolateDocument, requested } from './boot-test-utils';
import { preloadRouteFiles } from './route-preload';

const TABLE = {
  base: '/assets/',
  files: ['livro-dos-sonhos.page-1.js', 'dream-list-2.js', 'livro-dos-sonhos.page-3.css', 'login.page-4.js'],
  routes: { '/livro-dos-sonhos': [0, 1, 2], '/login': [3], '/log-in': [3] },
};

describe('preloadRouteFiles', () => {
  const page = isolateDocument();
  afterEach(() => history.replaceState(null, '', '/'));

  const preloadsAt = (address: string) => {
    history.replaceState(null, '', address);
    preloadRouteFiles(TABLE);
    return requested(page.added());
  };

  it("preloads the address's page chunk first, its imports, then its CSS as a style", () => {
    expect(preloadsAt('/livro-dos-sonhos/?q=cobra')).toEqual([
      { link: '/assets/livro-dos-sonhos.page-1.js', rel: 'modulepreload', as: undefined, crossOrigin: '' },
      { link: '/assets/dream-list-2.js', rel: 'modulepreload', as: undefined, crossOrigin: '' },
      { link: '/assets/livro-dos-sonhos.page-3.css', rel: 'preload', as: 'style', crossOrigin: '' },
    ]);
  });

  it('preloads nothing at an address without a page of its own in the table', () => {
    expect(preloadsAt('/painel/dashboard')).toEqual([]);
    expect(preloadsAt('/constructor')).toEqual([]);
  });
});
