// The loaders of the shared components' lazy parts. Every file named part-loaders.ts (one per layer or feature, so that no
// import runs up the layers) goes with the page loaders (app/page-loaders.ts) into the chunk with a stable
// name (scripts/stable-routes-plugin.ts): the modules that use them sit in the entry, and an import() there
// would name the part's hashed chunk inside the entry, so that changing a string of the chat renamed the
// entry and every chunk importing it. Nothing but loaders here: that chunk runs before the entry's own code.
export const ToastViewport = () => import('./toasts/toast-viewport');
