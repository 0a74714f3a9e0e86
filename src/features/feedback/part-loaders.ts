// The loader of the feedback dialog, in the loaders' chunk with a stable name (see lib/part-loaders.ts).
export const FeedbackDialog = () => import('./feedback-dialog');
