// The loaders of the notifications feature's lazy parts, in the loaders' chunk with a stable name (see
// components/part-loaders.ts): the follow controls, the install store and the host sit in the entry.
export const FollowsLive = () => import('./follows-live');
export const FollowFlow = () => import('./follow-flow');
export const Dialogs = () => import('./dialogs');
export const InstallWatch = () => import('./install-watch');
