// Renders the app icons (PNG) from public/icons/logo.svg (the badge from badge.svg) with Debian's Chromium. Run once
// after the logo changes.
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const logo = await readFile(new URL('../public/icons/logo.svg', import.meta.url), 'utf8');
// The notifications' badge (Android's status bar shows its shape only): the moon and star, white on transparent.
const badge = await readFile(new URL('../public/icons/badge.svg', import.meta.url), 'utf8');
const targets = [
  { file: 'public/icons/icon-192.png', size: 192, padding: 0, background: 'transparent' },
  { file: 'public/icons/icon-512.png', size: 512, padding: 0, background: 'transparent' },
  // Maskable: the logo inside the 80% safe zone on a full-bleed background.
  { file: 'public/icons/icon-maskable-512.png', size: 512, padding: 0.14, background: '#1f1646' },
  { file: 'public/apple-touch-icon.png', size: 180, padding: 0.08, background: '#1f1646' },
  { file: 'public/icons/badge-96.png', size: 96, padding: 0.06, background: 'transparent', svg: badge },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const { file, size, padding, background, svg = logo } of targets) {
  await page.setViewportSize({ width: size, height: size });
  const inner = Math.round(size * (1 - 2 * padding));
  await page.setContent(
    `<html><body style="margin:0;background:${background};display:grid;place-items:center;width:${size}px;height:${size}px">` +
      `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body></html>`,
  );
  await page.screenshot({ path: file, omitBackground: background === 'transparent' });
  console.log('wrote', file);
}
await browser.close();
