// The theme's CSS variables as a stylesheet, computed at build time (scripts/theme-css-plugin.ts): the same CSS
// MantineProvider would otherwise compute on every start-up, in the blocking part of hydration, and write into
// every prerendered page. theme-css.test.ts checks it against what MantineProvider renders.
import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';

type Variables = Record<string, string>;

/** The variables of `all` that differ from Mantine's defaults (its own stylesheet sets those). */
const changed = (all: Variables, defaults: Variables): Variables =>
  Object.fromEntries(Object.entries(all).filter(([name, value]) => defaults[name] !== value));

/** The CSS of the theme's variables, without those Mantine's own stylesheet already sets to the same value. */
export function themeCssVariables(theme: MantineThemeOverride, resolver?: CSSVariablesResolver): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const base = defaultCssVariablesResolver(merged);
  const extra = resolver?.(merged);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const variables: ConvertCSSVariablesInput = {
    variables: changed({ ...base.variables, ...extra?.variables }, defaults.variables),
    light: changed({ ...base.light, ...extra?.light }, defaults.light),
    dark: changed({ ...base.dark, ...extra?.dark }, defaults.dark),
  };
  // No selector: ':root, :host', as MantineProvider writes them.
  return convertCssVariables(variables);
}
