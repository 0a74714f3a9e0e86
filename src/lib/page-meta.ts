// Per-route document title and meta description.
import { createContext, useContext, useEffect } from 'react';

const SITE_NAME = 'Sonho & Sorte';

export interface PageMeta {
  title: string;
  description?: string;
}

/**
 * Build time only: effects do not run when a page is prerendered, so entry-server.tsx provides a function that
 * notes the title and description the page asks for, for its <head>. Null in the browser.
 */
export const PrerenderMetaContext = createContext<((meta: PageMeta) => void) | null>(null);

/** @public The tab's title for a page's title (the share branch's prerendered dream pages import it too). */
export function documentTitle(title: string): string {
  return title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`;
}

/**
 * Sets the document's title and description while the calling component is mounted. A part of a page may set its
 * own over the page's (an open dream over the dream book's): when it goes, what it replaced comes back.
 */
export function usePageMeta(title: string, description?: string): void {
  const notePrerendered = useContext(PrerenderMetaContext);
  notePrerendered?.({ title: documentTitle(title), ...(description ? { description } : {}) });
  useEffect(() => {
    const previousTitle = document.title;
    const wanted = documentTitle(title);
    document.title = wanted;
    let meta: HTMLMetaElement | null = null;
    let previousDescription: string | undefined;
    if (description) {
      meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.append(meta);
      }
      previousDescription = meta.content;
      meta.content = description;
    }
    return () => {
      // Only what is still ours is put back: a page opened meanwhile has set its own.
      if (document.title === wanted) document.title = previousTitle;
      if (meta && previousDescription !== undefined && meta.content === description) meta.content = previousDescription;
    };
  }, [title, description]);
}
