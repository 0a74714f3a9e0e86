// The loaders of the app shell's lazy parts, in the loaders' chunk with a stable name (see components/part-loaders.ts).
export const ChatModal = () => import('../features/chat/chat-modal');
export const MenuDrawer = () => import('./shell/menu-drawer');
export const PendingBadge = () => import('./shell/pending-badge');
