// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileInlineScript, inlineHeadScriptsPlugin, INLINE_SCRIPTS } from './inline-script';

/** The real index.html as the dev server and the build serve it, placeholders filled. */
async function servedIndex(): Promise<string> {
  const plugin = inlineHeadScriptsPlugin() as unknown as {
    configResolved(config: { root: string }): void;
    transformIndexHtml: { handler(html: string): Promise<string> };
  };
  plugin.configResolved({ root: process.cwd() });
  return plugin.transformIndexHtml.handler(readFileSync('index.html', 'utf8'));
}

/**
 * Opens `html` on a device with `stored` in localStorage and a system that prefers `system`, and runs its scripts
 * in jsdom's own global scope (the window Vitest made, not Node's globals: Node 22+ has a localStorage of its own).
 */
function open(html: string, stored: Record<string, string>, system: 'dark' | 'light'): Document {
  const { window } = (globalThis as unknown as { jsdom: { window: Window & { eval(code: string): unknown } } }).jsdom;
  window.localStorage.clear();
  window.document.documentElement.innerHTML = html.replace(/<script>[^<]*<\/script>/g, '').replace(/^[\s\S]*?<html[^>]*>/, '');
  window.document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  window.document.documentElement.removeAttribute('data-age-ok');
  window.document.documentElement.removeAttribute('data-age-no');
  for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  window.matchMedia = (query: string) => ({ matches: system === 'dark' && query === '(prefers-color-scheme: dark)' }) as MediaQueryList;
  for (const [, script] of html.matchAll(/<script>([^<]*)<\/script>/g)) window.eval(script!);
  return window.document;
}

describe('the head scripts of index.html', () => {
  it('are filled in from src/app/boot, before any stylesheet, self-contained and without eval', async () => {
    const html = await servedIndex();
    expect(html).not.toContain('data-inline');
    const scripts = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(2);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<link'));
    for (const script of scripts) {
      expect(script).not.toMatch(/\beval\b|Function\(|\bimport\b|\brequire\b/);
      expect(script.length).toBeLessThan(400);
    }
  });

  it("hide every promotion before the first paint on a device that answered 'Não', in its dark scheme", async () => {
    const document = open(await servedIndex(), { 'sonho-e-sorte:age-ok': 'no' }, 'dark');
    expect(document.documentElement.hasAttribute('data-age-no')).toBe(true);
    expect(document.documentElement.hasAttribute('data-age-ok')).toBe(false);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it("skip the gate for 'Sim' and keep the scheme chosen in the menu", async () => {
    const document = open(await servedIndex(), { 'sonho-e-sorte:age-ok': 'yes', 'mantine-color-scheme-value': 'light' }, 'dark');
    expect(document.documentElement.hasAttribute('data-age-ok')).toBe(true);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });

  it('refuses a placeholder naming no known script', async () => {
    const plugin = inlineHeadScriptsPlugin() as unknown as { transformIndexHtml: { handler(html: string): Promise<string> } };
    await expect(plugin.transformIndexHtml.handler('<head><script data-inline="nada"></script></head>')).rejects.toThrow(/nada/);
  });
});

describe('compileInlineScript', () => {
  it('passes the argument as JSON that cannot close the script element', async () => {
    const starter = await compileInlineScript<{ entry: string; preloads: string[] }>(INLINE_SCRIPTS.starter);
    const script = starter({ entry: '/assets/a.js', preloads: ['/x</script><script>alert(1)//.js'] });
    expect(script).not.toContain('</script>');
    expect(script).toContain('"/x\\u003c/script>\\u003cscript>alert(1)//.js"');
  });
});
