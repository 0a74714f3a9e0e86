import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { parseRouteTable, preloadScript, routePreloadPlugin, routePreloads, routeTags, withoutPath, type ChunkLike } from './route-preload-plugin';

const routesFile = resolve('src/app/routes.tsx');
const loadersFile = resolve('src/app/page-loaders.ts');
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
  const routes = parseRouteTable(readFileSync(routesFile, 'utf8'), { source: readFileSync(loadersFile, 'utf8'), file: loadersFile });
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

describe('routeTags and withoutPath', () => {
  it("gives a prerendered page its CSS as stylesheets and its JavaScript as module preloads", () => {
    expect(routeTags('/', ['assets/dreams.page.js', 'assets/dreams.css'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/dreams.page.js"><link rel="stylesheet" crossorigin href="/assets/dreams.css">',
    );
  });

  it('drops one path from the table and keeps the others', () => {
    const preloads = { files: ['a.js', 'b.js'], routes: { '/': [0], '/x': [1] } };
    expect(withoutPath(preloads, '/')).toEqual({ files: ['a.js', 'b.js'], routes: { '/x': [1] } });
    expect(withoutPath(preloads, undefined)).toBe(preloads);
  });
});

describe('routePreloadPlugin', () => {
  const chunks = [
    chunk('assets/index.js', { isEntry: true }),
    chunk('assets/home.page.js', { facadeModuleId: `${page('home/home.page')}.tsx` }),
    chunk('assets/odds.page.js', { facadeModuleId: `${page('odds/cotacoes.page')}.tsx`, viteMetadata: { importedCss: new Set(['assets/odds.css']) } }),
  ];
  const documents = {
    'index.html': '<head></head><body><div id="root" data-route="/"><main></main></div></body>',
    'cotacoes.html': '<head></head><body><div id="root" data-route="/cotacoes"><main></main></div></body>',
  };

  function build(): Record<string, string> {
    const bundle: Record<string, unknown> = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
    for (const [fileName, source] of Object.entries(documents)) bundle[fileName] = { type: 'asset', fileName, source };
    const plugin = routePreloadPlugin();
    (plugin.configResolved as (config: { base: string; root: string }) => void)({ base: '/', root: process.cwd() });
    const hook = plugin.generateBundle as { handler: (options: unknown, bundle: Rollup.OutputBundle) => void };
    hook.handler({}, bundle as Rollup.OutputBundle);
    return Object.fromEntries(Object.keys(documents).map((name) => [name, String((bundle[name] as { source: string }).source)]));
  }

  it("gives each prerendered page its own route's tags", () => {
    const built = build();
    expect(built['cotacoes.html']).toContain('<link rel="modulepreload" crossorigin href="/assets/odds.page.js"><link rel="stylesheet" crossorigin href="/assets/odds.css"></head>');
    expect(built['index.html']).toContain('<link rel="modulepreload" crossorigin href="/assets/home.page.js">');
  });

  it('leaves the runtime preloader in index.html only, for the addresses it is the fallback of', () => {
    const built = build();
    expect(built['cotacoes.html']).not.toContain('<script>');
    const script = /<script>(.*)<\/script>/.exec(built['index.html']!)![1]!;
    expect(runScript(script, '/')).toEqual([]);
    expect(runScript(script, '/cotacoes').map((link) => link.href)).toEqual(['/assets/odds.page.js', '/assets/odds.css']);
  });
});
