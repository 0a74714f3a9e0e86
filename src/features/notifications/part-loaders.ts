// The loaders of the notifications feature's lazy parts, in the loaders' chunk with a stable name (see
// lib/part-loaders.ts): the follow controls and the host sit in the entry.
export const FollowsLive = () => import('./follows-live');
export const FollowFlow = () => import('./follow-flow');
export const NoticeDialog = () => import('./notice-dialog');
export const InstallGuide = () => import('./install-guide');
export const InstallOfferBar = () => import('./install-offer-bar');
