// Builds the service worker's push part (src/features/notifications/worker/push-worker.ts: TypeScript, linted and
// tested like the app) into one classic script, assets/push-worker-<hash>.js, and has the generated service
// worker load it with importScripts. The worker stays vite-plugin-pwa's generateSW (precache, navigation
// fallback, the SKIP_WAITING message of the update flow); this only adds the push and notification-click
// listeners. The hash in the name makes a change of the push code a change of sw.js, hence an update.
import { resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';

const PUSH_WORKER_ENTRY = 'src/features/notifications/worker/push-worker.ts';

/** Bundles the push worker into a classic script (an IIFE, minified, no packages). */
async function compilePushWorker(root = process.cwd()): Promise<string> {
  const output = (await build({
    configFile: false,
    envFile: false,
    root,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: { input: resolve(root, PUSH_WORKER_ENTRY), output: { format: 'iife' } },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = [output].flat().flatMap((result) => result.output.filter((file) => file.type === 'chunk'));
  if (chunks.length !== 1) throw new Error(`${PUSH_WORKER_ENTRY}: expected one chunk, got ${chunks.length}`);
  const packages = chunks[0]!.moduleIds.filter((id) => id.includes('/node_modules/'));
  if (packages.length > 0) throw new Error(`${PUSH_WORKER_ENTRY}: the push worker must not carry packages (${packages.join(', ')})`);
  return chunks[0]!.code;
}

/**
 * The plugin, and the PWA options it completes: `withPushWorker(options)` returns them with an integration hook
 * that names the built file in `workbox.importScripts` just before the service worker is generated.
 */
export function pushWorkerPlugin(): { plugin: Plugin; withPushWorker: (options: Partial<VitePWAOptions>) => Partial<VitePWAOptions> } {
  let root = process.cwd();
  let fileName: string | undefined;
  const plugin: Plugin = {
    name: 'sonho-push-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const reference = this.emitFile({ type: 'asset', name: 'push-worker.js', source: await compilePushWorker(root) });
      fileName = this.getFileName(reference);
    },
  };
  const withPushWorker = (options: Partial<VitePWAOptions>): Partial<VitePWAOptions> => ({
    ...options,
    integration: {
      ...options.integration,
      async beforeBuildServiceWorker(resolved) {
        await options.integration?.beforeBuildServiceWorker?.(resolved);
        if (!fileName) throw new Error('the push worker was not built before the service worker');
        resolved.workbox.importScripts = [...(resolved.workbox.importScripts ?? []).filter((file) => file !== fileName), fileName];
      },
    },
  });
  return { plugin, withPushWorker };
}
