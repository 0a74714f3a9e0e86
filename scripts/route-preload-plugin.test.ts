import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import type { RoutePreloadTable } from '../src/app/boot/route-preload';
import { compileInlineScript, INLINE_SCRIPTS, type InlineScript } from './inline-script';
import { loaderSpecifiers, preloadScript, routePreloadPlugin, routePreloads, routeTags, withoutPath, type ChunkLike } from './route-preload-plugin';

const loadersFile = resolve('src/app/page-loaders.ts');
const page = (name: string) => resolve('src/features', `${name}.tsx`);

// The inline script as the build writes it (src/app/boot/route-preload.ts, bundled and minified).
let inline: InlineScript<RoutePreloadTable>;
beforeAll(async () => {
  inline = await compileInlineScript<RoutePreloadTable>(INLINE_SCRIPTS.routePreload);
});

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

describe('loaderSpecifiers', () => {
  const specifiers = loaderSpecifiers(readFileSync(loadersFile, 'utf8'), loadersFile);

  it('reads the module each loader of the real app/page-loaders.ts imports, by name', () => {
    expect(specifiers.get('Home')).toBe('../features/home/home.page');
    expect(specifiers.get('LivroDosSonhos')).toBe('../features/dreams/livro-dos-sonhos.page');
    expect(specifiers.get('AdminLayout')).toBe('./painel/admin-layout');
    for (const specifier of specifiers.values()) expect(existsSync(`${resolve(dirname(loadersFile), specifier)}.tsx`)).toBe(true);
  });

  it('whatever the layout of the code, and only loaders', () => {
    const source = `import x from 'y';\nexport const A = () =>\n  import(\n    "./a.page"\n  );\nexport const B = 1;\nconst C = () => import('./c');\nexport function D() { return import('./d'); }`;
    expect([...loaderSpecifiers(source, 'loaders.ts')]).toEqual([['A', './a.page']]);
  });
});

describe('routePreloads', () => {
  const bundle = [
    chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'], viteMetadata: { importedCss: new Set(['assets/index.css']) } }),
    chunk('assets/react.js'),
    chunk('assets/dreams.page.js', {
      facadeModuleId: page('dreams/livro-dos-sonhos.page'),
      imports: ['assets/react.js', 'assets/db.js'],
      viteMetadata: { importedCss: new Set(['assets/dreams.css']) },
    }),
    chunk('assets/db.js', { imports: ['assets/react.js'] }),
    chunk('assets/home.page.js', { facadeModuleId: page('home/home.page'), imports: ['assets/db.js'] }),
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
    const script = preloadScript('/', routePreloads(bundle, routes), inline);
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
    chunk('assets/home.page.js', { facadeModuleId: page('home/home.page') }),
    chunk('assets/odds.page.js', { facadeModuleId: page('bets/cotacoes.page'), viteMetadata: { importedCss: new Set(['assets/odds.css']) } }),
  ];
  const documents = {
    'index.html': '<head></head><body><div id="root" data-route="/"><main></main></div></body>',
    'cotacoes.html': '<head></head><body><div id="root" data-route="/cotacoes"><main></main></div></body>',
  };

  async function build(): Promise<Record<string, string>> {
    const bundle: Record<string, unknown> = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
    for (const [fileName, source] of Object.entries(documents)) bundle[fileName] = { type: 'asset', fileName, source };
    const pages = async () => [
      { path: '/', loader: 'Home' },
      { path: '/cotacoes', loader: 'Cotacoes' },
    ];
    const plugin = routePreloadPlugin({ pages });
    (plugin.configResolved as unknown as (config: { base: string; root: string; plugins: [] }) => void)({ base: '/', root: process.cwd(), plugins: [] });
    const hook = plugin.generateBundle as { handler: (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => Promise<void> };
    // The bundler's resolution, for the page modules: a .tsx file beside the loaders.
    const context = {
      resolve: async (specifier: string, importer: string) => ({ id: `${resolve(dirname(importer), specifier)}.tsx` }),
      error: (message: string) => {
        throw new Error(message);
      },
    };
    await hook.handler.call(context, {}, bundle as Rollup.OutputBundle);
    return Object.fromEntries(Object.keys(documents).map((name) => [name, String((bundle[name] as { source: string }).source)]));
  }

  it("gives each prerendered page its own route's tags", async () => {
    const built = await build();
    expect(built['cotacoes.html']).toContain('<link rel="modulepreload" crossorigin href="/assets/odds.page.js"><link rel="stylesheet" crossorigin href="/assets/odds.css"></head>');
    expect(built['index.html']).toContain('<link rel="modulepreload" crossorigin href="/assets/home.page.js">');
  });

  it('leaves the runtime preloader in index.html only, for the addresses it is the fallback of', async () => {
    const built = await build();
    expect(built['cotacoes.html']).not.toContain('<script>');
    const script = /<script>(.*)<\/script>/.exec(built['index.html']!)![1]!;
    expect(runScript(script, '/')).toEqual([]);
    expect(runScript(script, '/cotacoes').map((link) => link.href)).toEqual(['/assets/odds.page.js', '/assets/odds.css']);
  });
});
