// Playwright: Debian's Chromium (never a downloaded browser) against the built app and the local backend,
// both started by the worker fixture in e2e/fixtures.ts.
import { defineConfig } from '@playwright/test';

// Ports and the build folder can be moved so that two e2e runs on one machine do not collide.
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 4180);
export const E2E_DB_PORT = Number(process.env.E2E_DB_PORT ?? 54330);
export const E2E_DIST = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${E2E_APP_PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Most journeys run without the service worker (each new context would precache the whole app);
    // the offline and installability specs turn it on with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { viewport: { width: 1280, height: 800 } } }],
});
