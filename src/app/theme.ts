// The Mantine theme: a night-sky purple with gold, readable on cheap phone screens.
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const night: MantineColorsTuple = [
  '#f3f0ff', '#e2dcf7', '#c2b5eb', '#a08ddf', '#846bd5', '#7256cf', '#684bcd', '#583cb5', '#4d35a2', '#1f1646',
];
// WhatsApp green darkened so white text keeps a 4.5:1 contrast (shade 7 is #1e7b34, 5.3:1).
const whatsapp: MantineColorsTuple = [
  '#e9f9ee', '#d5f0dd', '#a9e1ba', '#79d194', '#52c474', '#3abb60', '#2ba654', '#1e7b34', '#196a2c', '#125a23',
];
const gold: MantineColorsTuple = [
  '#fff9e1', '#fff0cb', '#ffe09a', '#ffcf64', '#ffc238', '#ffb91b', '#ffb503', '#e39f00', '#ca8d00', '#af7800',
];

export const theme = createTheme({
  primaryColor: 'night',
  primaryShade: 7,
  colors: { night, gold, whatsapp },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'md',
});

/** Mantine's default dimmed grey (#868e96) is 3.3:1 on white; gray-7 keeps secondary text readable (AA). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Error text in red-9 (5.4:1) instead of red-6 (3.3:1).
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
