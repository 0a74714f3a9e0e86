// The loader of the share cards' chunk (share-kit.ts: the canvas renderer and the dialog of devices that cannot
// share files), in the loaders' chunk with a stable name (see components/part-loaders.ts). A file of its own: the
// dialog's toasts import components/part-loaders.ts, and a loader there would close an import cycle.
export const ShareKit = () => import('./share-kit');
