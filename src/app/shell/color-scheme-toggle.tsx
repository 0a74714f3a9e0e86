// The menu's dark-mode switch. Until it is used the app follows the system's preference; the choice is then
// remembered on this device (Mantine's localStorage manager, read before first paint by index.html's script).
import { Switch, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  // 'light' while prerendered and hydrating (the server cannot know), the real scheme right after.
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  return (
    <Switch
      m="xs"
      size="md"
      label="Modo escuro"
      checked={computed === 'dark'}
      onChange={(event) => setColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
      data-testid="color-scheme-toggle"
    />
  );
}
