// Also before any stylesheet (index.html; scripts/inline-script.ts builds this module into it): the colour
// scheme the app will use (the one chosen in the menu, else the system's), so that a prerendered page paints in
// it at once. Same key and rule as Mantine's ColorSchemeScript with defaultColorScheme="auto" and its default
// localStorage manager (app/app.tsx, app/shell/color-scheme-toggle.tsx).

/** Mantine's localStorageColorSchemeManager key, which the menu's switch writes. */
export const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';

export function applyColorScheme(): void {
  try {
    const stored = localStorage.getItem(COLOR_SCHEME_KEY);
    const scheme = stored === 'light' || stored === 'dark' ? stored : matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch {
    // Storage blocked: the light scheme index.html declares, until Mantine decides.
  }
}
