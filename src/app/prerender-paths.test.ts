import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { prerenderPaths } from './prerender-paths';
import { routes } from './routes';

const page = createElement('div');

describe('prerenderPaths', () => {
  it('takes the pages of flagged layouts, with nested paths joined', () => {
    const table: RouteObject[] = [
      {
        element: page,
        children: [
          { element: page, handle: { prerender: true }, children: [{ index: true, element: page }, { path: 'a', element: page }] },
          { element: page, children: [{ path: 'b', element: page }] },
          { path: 'c', handle: { prerender: true }, element: page, children: [{ path: 'd', element: page }] },
        ],
      },
    ];
    expect(prerenderPaths(table)).toEqual(['/', '/a', '/c/d']);
  });

  it('leaves out opted-out pages and addresses with parameters or wildcards', () => {
    const table: RouteObject[] = [
      {
        element: page,
        handle: { prerender: true },
        children: [
          { path: 'perfil', handle: { prerender: false }, element: page },
          { path: 'recibo/:id', element: page },
          { path: 'teste/*', element: page },
          { path: 'ok', element: page },
        ],
      },
    ];
    expect(prerenderPaths(table)).toEqual(['/ok']);
  });

  it('covers every public page of the app and no signed-in, standalone or admin screen', () => {
    const paths = prerenderPaths(routes);
    expect(paths).toEqual(expect.arrayContaining(['/', '/livro-dos-sonhos', '/cotacoes', '/sua-sorte', '/jogo-responsavel', '/liberte-se-do-jogo']));
    for (const excluded of ['/meu-perfil', '/log-in', '/login', '/change-password']) expect(paths).not.toContain(excluded);
    expect(paths.filter((path) => path.startsWith('/painel') || path.startsWith('/teste'))).toEqual([]);
  });
});
