// The Mantine theme: a night-sky purple with gold, readable on cheap phone screens.
import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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
  // Filled buttons and badges pick black or white text by background luminance; 0.18 is where both reach the same contrast.
  autoContrast: true,
  luminanceThreshold: 0.18,
  components: {
    // Links inside text are underlined, so they do not rely on colour alone (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    // Placeholders stand still: Mantine's shimmer is an endless animation, a new frame to draw and composite every
    // few milliseconds for as long as a page waits for its data, on the phones that wait longest (decision 0053).
    Skeleton: { defaultProps: { animate: false } },
  },
});

/**
 * Text colour of the 'light' variant (alerts, light badges and buttons) per colour. Mantine's default (shade 6,
 * or lighter for yellow) falls below 4.5:1 on the tinted backgrounds, so each gets a dark shade.
 */
const LIGHT_TEXT: Record<string, string> = {
  red: '#b02525', pink: '#a61e4d', grape: '#862e9c', violet: '#5f3dc4', indigo: '#364fc7', blue: '#1864ab',
  cyan: '#0b6575', teal: '#08694b', green: '#1f6e31', lime: '#4b6b0b', yellow: '#7a5200', orange: '#a33f00',
  gray: '#343a40', dark: '#1a1b1e', night: '#4d35a2', gold: '#7a5200', whatsapp: '#125a23',
};

/**
 * Colour roles, so pages say what they mean and never pick a shade per page or per scheme:
 * - secondary text is `c="dimmed"` (Text, and Mantine's own descriptions and input sections); the theme makes
 *   "dimmed" readable (AA) in both schemes;
 * - error text is Mantine's error colour (`Input.Error`, or `var(--mantine-color-error)`), never a red shade;
 * - text on gold (filled buttons and badges) comes from autoContrast, never `c="dark"`;
 * - gray.0/gray.1 for tinted panels and gray.3 for borders are remapped in the dark scheme below.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    // Mantine's default dimmed grey (#868e96) is 3.3:1 on white; gray-7 is 10:1.
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Error text in red-9 (5.4:1) instead of red-6 (3.3:1).
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(Object.entries(LIGHT_TEXT).map(([color, value]) => [`--mantine-color-${color}-light-color`, value])),
  },
  // The dark scheme (system preference or the menu's switch, color-scheme-toggle.tsx). The app writes a few
  // palette shades for roles, in both schemes: gray.0 and gray.1 for tinted panels, gray.3 for borders. Here
  // they take the dark counterparts of those roles, instead of every page choosing per scheme; Mantine's own
  // dark styles use them only in the gray variants, which keep their values below.
  dark: {
    // Mantine's dark dimmed (dark-2, #828282) is 4.0:1 on the dark body; dark-1 is 8:1.
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-gray-0': 'var(--mantine-color-dark-6)',
    '--mantine-color-gray-1': 'var(--mantine-color-dark-5)',
    '--mantine-color-gray-3': 'var(--mantine-color-dark-4)',
    // Links and night-coloured text: Mantine's night-4 is 3.3:1 on dark cards; night-2 is 8:1.
    '--mantine-color-anchor': 'var(--mantine-color-night-2)',
    '--mantine-color-night-text': 'var(--mantine-color-night-2)',
    // Mantine's own dark uses of those shades (the gray filled, outline and light variants) keep their real values.
    '--mantine-color-gray-outline': DEFAULT_THEME.colors.gray[3],
    '--mantine-color-gray-light-color': DEFAULT_THEME.colors.gray[0],
    // Errors: red-5 is 5.6:1 on the dark body (the light scheme's red-9 would be 2:1).
    '--mantine-color-error': 'var(--mantine-color-red-5)',
  },
});
