// The Mantine theme: a night-sky purple with gold, readable on cheap phone screens.
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const night: MantineColorsTuple = [
  '#f3f0ff', '#e2dcf7', '#c2b5eb', '#a08ddf', '#846bd5', '#7256cf', '#684bcd', '#583cb5', '#4d35a2', '#1f1646',
];
const gold: MantineColorsTuple = [
  '#fff9e1', '#fff0cb', '#ffe09a', '#ffcf64', '#ffc238', '#ffb91b', '#ffb503', '#e39f00', '#ca8d00', '#af7800',
];

export const theme = createTheme({
  primaryColor: 'night',
  primaryShade: 7,
  colors: { night, gold },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'md',
});
