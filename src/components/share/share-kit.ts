// The share cards' lazy chunk (components/part-loaders.ts): the canvas renderer, the card files already made, and
// the dialog for devices that cannot share files. Nothing here is on any page's first load.
import { cardFileName } from './card-layout';
import { renderCardPng } from './card-draw';
import type { CardScheme, ShareContent } from './share-types';

export { ShareDialog } from './share-dialog';

/** Cards made recently, by content and scheme: showing the same button again costs nothing. */
const made = new Map<string, Promise<File>>();
const KEEP = 8;

export function cardKey(content: ShareContent, scheme: CardScheme): string {
  return `${scheme}|${JSON.stringify(content.card)}`;
}

/** The card of `content` as a PNG file, drawn once per content and scheme (the last few are kept). */
export function cardFile(content: ShareContent, scheme: CardScheme, host: string): Promise<File> {
  const key = cardKey(content, scheme);
  const known = made.get(key);
  if (known) {
    // Most recently used last, so the oldest is the one dropped.
    made.delete(key);
    made.set(key, known);
    return known;
  }
  const file = renderCardPng(content.card, scheme, host).then((blob) => new File([blob], cardFileName(content.fileName), { type: 'image/png' }));
  made.set(key, file);
  // A failed drawing is not kept: the next attempt draws again.
  file.catch(() => made.delete(key));
  while (made.size > KEEP) made.delete(made.keys().next().value!);
  return file;
}
