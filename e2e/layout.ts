// What the eye notices on a phone, measured in the page (issue 30): the page panning sideways, a word broken
// inside itself across two lines, text cut by its box, and boxes drawn over each other. Each check returns a
// list of problems in words, so a failing test says what a person would see.
import type { Page } from '@playwright/test';

export const PHONE_WIDTHS = [320, 360, 414] as const;
export const SCHEMES = ['light', 'dark'] as const;

/** Options of `layoutProblems`, all selectors inside the page. */
export interface LayoutScope {
  /** Where words must stay whole and text uncut (default: the page's main content). */
  scope?: string;
  /** Groups of siblings that must not overlap: each match's direct children are compared pairwise. */
  noOverlapIn?: string;
}

/** Runs in the page: see `layoutProblems`. */
function measure({ scope = 'main', noOverlapIn }: LayoutScope): string[] {
  const problems: string[] = [];
  const width = window.innerWidth;
  const scrolling = document.scrollingElement ?? document.documentElement;
  if (scrolling.scrollWidth > width) problems.push(`page is ${scrolling.scrollWidth} px wide on a ${width} px screen`);

  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.clip !== 'rect(0px, 0px, 0px, 0px)';
  };
  const describe = (el: Element) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;

  // A strip that scrolls inside itself (the day chips) may hold words beyond the screen's edge: they are a swipe away.
  const inScroller = (el: Element) => {
    for (let at: Element | null = el; at; at = at.parentElement) {
      const overflow = getComputedStyle(at).overflowX;
      if ((overflow === 'auto' || overflow === 'scroll') && at !== document.documentElement && at !== document.body) return true;
    }
    return false;
  };

  for (const root of document.querySelectorAll(scope)) {
    // Words broken inside themselves: a word's own rectangles on more than one line.
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !text.trim() || !shown(parent)) continue;
      for (const match of text.matchAll(/[^\s\u00a0]+/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
        if (lines.size > 1) problems.push(`word "${match[0]}" broken over ${lines.size} lines in ${describe(parent)}`);
        // A character drawn past the right edge of the screen.
        const box = range.getBoundingClientRect();
        if (box.width > 0 && box.right > width + 0.5 && !inScroller(parent)) problems.push(`word "${match[0]}" runs past the screen (${Math.round(box.right)} px)`);
      }
    }
    // Text cut: an element whose content is wider than its box and does not scroll.
    for (const el of [root, ...root.querySelectorAll('*')]) {
      if (!(el instanceof HTMLElement) || !shown(el) || (el.textContent ?? '').trim() === '') continue;
      const overflow = getComputedStyle(el).overflowX;
      if (overflow === 'auto' || overflow === 'scroll') continue;
      if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0 && overflow !== 'visible') {
        problems.push(`text cut in ${describe(el)}: ${el.scrollWidth} px of content in ${el.clientWidth} px`);
      }
      if (getComputedStyle(el).textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`text cut with an ellipsis in ${describe(el)}`);
      }
    }
  }

  if (noOverlapIn) {
    for (const group of document.querySelectorAll(noOverlapIn)) {
      const boxes = [...group.children].filter(shown).map((el) => ({ el, box: el.getBoundingClientRect() }));
      for (let i = 0; i < boxes.length; i += 1) {
        for (let j = i + 1; j < boxes.length; j += 1) {
          const a = boxes[i]!.box;
          const b = boxes[j]!.box;
          const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (overlapX > 0.5 && overlapY > 0.5) problems.push(`${describe(boxes[i]!.el)} and ${describe(boxes[j]!.el)} overlap`);
        }
      }
    }
  }
  return problems;
}

/** Everything a person would notice on the current page, as a list of problems in words (empty when fine). */
export function layoutProblems(page: Page, options: LayoutScope = {}): Promise<string[]> {
  return page.evaluate(measure, options);
}
