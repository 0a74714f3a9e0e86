import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';
import * as pageLoaders from './page-loaders';
import { pageRoutes } from './page-routes';
import { routes } from './routes';

describe('pageRoutes', () => {
  const table = pageRoutes(routes, pageLoaders);
  const loaderAt = new Map(table.map((route) => [route.path, route.loader]));

  it('maps the public addresses of the real route table to their page loaders, layouts and index routes included', () => {
    expect(loaderAt.get('/')).toBe('Home');
    expect(loaderAt.get('/livro-dos-sonhos')).toBe('LivroDosSonhos');
    expect(loaderAt.get('/cotacoes')).toBe('Cotacoes');
    expect(loaderAt.get('/sua-sorte')).toBe('SuaSorte');
    expect(loaderAt.get('/liberte-se-do-jogo')).toBe('LiberteSeDoJogo');
    expect(loaderAt.get('/log-in')).toBe('Login');
    expect(loaderAt.get('/login')).toBe('Login');
  });

  it('leaves out admin pages, guarded pages and paths with parameters', () => {
    expect(table.some((route) => route.loader.startsWith('Admin') || route.path.startsWith('/painel'))).toBe(false);
    expect(loaderAt.has('/meu-perfil')).toBe(false);
    expect(loaderAt.has('/change-password')).toBe(false);
    expect(table.some((route) => /[:*]/.test(route.path))).toBe(false);
    expect(new Set(table.map((route) => route.path)).size).toBe(table.length);
  });

  it('finds a page added to a table at any depth, and ignores a lazy page whose loader is not listed', () => {
    const load = () => Promise.resolve({ default: () => null });
    const Page = lazyPage(load);
    const Other = lazyPage(() => Promise.resolve({ default: () => null }));
    const table: RouteObject[] = [
      { path: 'a', children: [{ index: true, element: <Page /> }, { path: 'b/c', element: <Page /> }, { path: 'd', element: <Other /> }] },
    ];
    expect(pageRoutes(table, { Novo: load })).toEqual([
      { path: '/a', loader: 'Novo' },
      { path: '/a/b/c', loader: 'Novo' },
    ]);
  });
});
