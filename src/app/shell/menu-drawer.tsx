// The phone's menu: the sidebar in a drawer. Its own chunk (Mantine's Drawer brings its modal machinery and
// scroll lock), fetched once the browser is idle on a phone, so the first tap on the menu button is instant.
import { Drawer } from '@mantine/core';
import { Sidebar } from './sidebar';

export default function MenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} size={280} title="Menu" closeButtonProps={{ 'aria-label': 'Fechar menu' }}>
      <Sidebar onNavigate={onClose} />
    </Drawer>
  );
}
