// The loader of the feedback dialog, in the loaders' chunk with a stable name (see components/part-loaders.ts).
export const FeedbackDialog = () => import('./feedback-dialog');
