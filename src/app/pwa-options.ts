// vite-plugin-pwa settings: the manifest and what the service worker precaches (and never caches).
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { PATHS } from '../utils/paths.ts';

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'robots.txt', 'apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Sonho & Sorte',
    short_name: 'Sonho & Sorte',
    description: 'Livro dos sonhos offline, tabela do bicho, horários, cotações e palpites do dia.',
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#14102a',
    theme_color: '#1f1646',
    categories: ['entertainment', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: 'Livro dos Sonhos', short_name: 'Sonhos', url: PATHS.livroDosSonhos, icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
      { name: 'Palpites', short_name: 'Palpites', url: PATHS.palpites, icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
      { name: 'Tabela do Bicho', short_name: 'Tabela', url: PATHS.tabelaDoBicho, icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    ],
  },
  workbox: {
    // Every route chunk and the built-in data ship in the precache, so every public page opens offline.
    globPatterns: ['**/*.{js,css,html,svg,png,webp,ico,webmanifest,woff2}'],
    // The dreams' own pages (/sonhar-com/…, one per built-in dream) only carry a title and description for link
    // previews: offline, the navigation fallback below opens the same dream.
    globIgnores: ['sonhar-com/**'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    navigateFallback: '/index.html',
    // Supabase paths (proxied on the same origin locally) are never answered by the service worker.
    navigateFallbackDenylist: [/^\/auth\/v1\//, /^\/rest\/v1\//],
    runtimeCaching: [],
    clientsClaim: true,
    skipWaiting: false,
    cleanupOutdatedCaches: true,
  },
  devOptions: { enabled: false },
};
