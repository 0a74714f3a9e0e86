import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { parseRouteTable, preloadScript, routePreloads, type ChunkLike } from './route-preload-plugin';

const routesFile = resolve('src/app/routes.tsx');
const page = (name: string) => resolve('src/features', name);

function chunk(fileName: string, options: Partial<ChunkLike> = {}): ChunkLike {
  return { type: 'chunk', fileName, facadeModuleId: null, isEntry: false, imports: [], ...options };
}

/** Runs the inline script against a stand-in document; returns the links it added. */
function runScript(script: string, pathname: string): Record<string, string>[] {
  const added: Record<string, string>[] = [];
  const document = { createElement: () => ({}), head: { appendChild: (link: Record<string, string>) => added.push(link) } };
  runInNewContext(script, { document, location: { pathname } });
  return added;
}

describe('parseRouteTable', () => {
  const routes = parseRouteTable(readFileSync(routesFile, 'utf8'), routesFile);
  const modules = new Map(routes.map((route) => [route.path, route.module]));

  it('maps the public paths of the real route table to their page modules', () => {
    expect(modules.get('/')).toBe(page('home/home.page'));
    expect(modules.get('/livro-dos-sonhos')).toBe(page('dreams/livro-dos-sonhos.page'));
    expect(modules.get('/cotacoes')).toBe(page('odds/cotacoes.page'));
    expect(modules.get('/sua-sorte')).toBe(page('guesses/sua-sorte.page'));
    expect(modules.get('/log-in')).toBe(page('auth/login.page'));
  });

  it('leaves out admin pages, guarded pages and paths with parameters', () => {
    expect(routes.some((route) => route.module.includes('/features/admin/'))).toBe(false);
    expect(modules.has('/dashboard')).toBe(false);
    expect(modules.has('/meu-perfil')).toBe(false);
    expect(routes.some((route) => /[:*]/.test(route.path))).toBe(false);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });
});

describe('routePreloads', () => {
  const bundle = [
    chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'], viteMetadata: { importedCss: new Set(['assets/index.css']) } }),
    chunk('assets/react.js'),
    chunk('assets/dreams.page.js', {
      facadeModuleId: `${page('dreams/livro-dos-sonhos.page')}.tsx`,
      imports: ['assets/react.js', 'assets/db.js'],
      viteMetadata: { importedCss: new Set(['assets/dreams.css']) },
    }),
    chunk('assets/db.js', { imports: ['assets/react.js'] }),
    chunk('assets/home.page.js', { facadeModuleId: `${page('home/home.page')}.tsx`, imports: ['assets/db.js'] }),
  ];
  const routes = [
    { path: '/', module: page('home/home.page') },
    { path: '/livro-dos-sonhos', module: page('dreams/livro-dos-sonhos.page') },
    { path: '/missing', module: page('none/none.page') },
  ];

  it('lists the page chunk first, then its static imports and CSS, without what the entry already loads', () => {
    const { files, routes: table } = routePreloads(bundle, routes);
    expect(table['/livro-dos-sonhos']?.map((i) => files[i])).toEqual(['assets/dreams.page.js', 'assets/db.js', 'assets/dreams.css']);
    expect(table['/']?.map((i) => files[i])).toEqual(['assets/home.page.js', 'assets/db.js']);
    expect(files.filter((file) => file === 'assets/db.js')).toHaveLength(1);
    expect(table['/missing']).toBeUndefined();
  });

  it('gives an inline script that preloads the files of the current path only', () => {
    const script = preloadScript('/', routePreloads(bundle, routes));
    expect(runScript(script, '/livro-dos-sonhos/')).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/dreams.page.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/db.js' },
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/dreams.css' },
    ]);
    expect(runScript(script, '/')).toHaveLength(2);
    expect(runScript(script, '/painel/dashboard')).toEqual([]);
    expect(script).not.toMatch(/eval|Function\(|innerHTML/);
  });
});
