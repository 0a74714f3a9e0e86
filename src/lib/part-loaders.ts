// The loaders of the app's lazy parts other than pages, beside the page loaders (app/page-loaders.ts) in the
// chunk with a stable name (scripts/stable-routes-plugin.ts): the modules that use them sit in the entry, and
// an import() there would name the part's hashed chunk inside the entry, so that changing a string of the
// chat renamed the entry and every chunk importing it. Nothing but loaders here: that chunk runs before the
// entry's own code.
export const ChatModal = () => import('../features/chat/chat-modal');
export const MenuDrawer = () => import('../app/shell/menu-drawer');
export const PendingBadge = () => import('../app/shell/pending-badge');
export const AdminLogin = () => import('../features/auth/admin-login');
export const FeedbackDialog = () => import('../features/feedback/feedback-dialog');
export const ToastViewport = () => import('./toast-viewport');
