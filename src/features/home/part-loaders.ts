// The loader of the home page's guess of the day, in the loaders' chunk with a stable name (see
// components/part-loaders.ts).
export const TodayGuess = () => import('./today-guess');
