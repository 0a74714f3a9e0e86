// A Vite plugin serving `virtual:theme.css`: the app theme's CSS variables (src/app/theme-css.ts), computed
// when the app is built instead of on every visitor's phone at start-up.
import type { Plugin } from 'vite';
import { themeCssVariables } from '../src/app/theme-css.ts';
import { cssVariablesResolver, theme } from '../src/app/theme.ts';

const ID = 'virtual:theme.css';
// Ends in .css so that Vite's CSS pipeline takes it.
const RESOLVED = `\0${ID}`;

export function themeCssPlugin(): Plugin {
  return {
    name: 'sonho-theme-css',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? themeCssVariables(theme, cssVariablesResolver) : undefined),
  };
}
