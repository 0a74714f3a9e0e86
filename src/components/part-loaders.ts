// The loader of the share cards' chunk, in the loaders' chunk with a stable name (see lib/part-loaders.ts).
export const ShareKit = () => import('./share/share-kit');
