// A Vite plugin that writes dist/.vite/chunk-modules.json: for each JS chunk, the source modules in it
// and its static imports. The budget gate reads it to know what the first route loads and what it contains.
import type { Plugin } from 'vite';

export function chunkMapPlugin(): Plugin {
  return {
    name: 'sonho-chunk-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, { name: string; isEntry: boolean; isDynamicEntry: boolean; facade: string | null; imports: string[]; css: string[]; modules: string[]; sizes: Record<string, number> }> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = {
          name: output.name,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facade: output.facadeModuleId ? output.facadeModuleId.replace(process.cwd() + '/', '') : null,
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
          modules: Object.keys(output.modules).map((id) => id.replace(process.cwd() + '/', '')),
          sizes: Object.fromEntries(Object.entries(output.modules).map(([id, info]) => [id.replace(process.cwd() + '/', ''), info.renderedLength])),
        };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks, null, 1) });
    },
  };
}
