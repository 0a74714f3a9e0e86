// The device's answer to the 18+ question, shared by the gate and by everything that promotes betting.
// 'Sim' lets the visitor in; 'Não' is remembered too, so that no page shows that visitor an odds ticker,
// 'Cadastrar' or a promotion, while the help pages stay open. index.html's inline script mirrors the answer on
// <html> (data-age-ok / data-age-no) before the first paint, and global.css hides what must not show there,
// since the prerendered markup (and its hydration) cannot know the answer.
import { useSyncExternalStore } from 'react';

/**
 * localStorage key of the answer. Specs and tools that must not meet the gate pre-answer it with
 * `localStorage.setItem(AGE_GATE_KEY, AGE_GATE_YES)`, i.e. `localStorage.setItem('sonho-e-sorte:age-ok', 'yes')`.
 */
export const AGE_GATE_KEY = 'sonho-e-sorte:age-ok';
export const AGE_GATE_YES = 'yes';
export const AGE_GATE_NO = 'no';

/** The attributes index.html's inline script and `storeAgeAnswer` put on <html>. */
export const AGE_OK_ATTRIBUTE = 'data-age-ok';
export const AGE_NO_ATTRIBUTE = 'data-age-no';

export type AgeAnswer = 'yes' | 'no' | 'unknown';

/** The stored answer; null when storage is blocked (some private modes). */
function storedAnswer(): AgeAnswer | null {
  try {
    const value = window.localStorage.getItem(AGE_GATE_KEY);
    return value === AGE_GATE_YES ? 'yes' : value === AGE_GATE_NO ? 'no' : 'unknown';
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
/** Without storage the answer lasts for this page load only. */
let memoryAnswer: AgeAnswer = 'unknown';

/** The device's answer: the stored one, or with blocked storage the one given during this page load. */
export function readAgeAnswer(): AgeAnswer {
  return storedAnswer() ?? memoryAnswer;
}

const currentAnswer = readAgeAnswer;

function markDocument(answer: AgeAnswer): void {
  const root = document.documentElement;
  root.toggleAttribute(AGE_OK_ATTRIBUTE, answer === 'yes');
  root.toggleAttribute(AGE_NO_ATTRIBUTE, answer === 'no');
}

export function storeAgeAnswer(answer: 'yes' | 'no'): void {
  try {
    window.localStorage.setItem(AGE_GATE_KEY, answer === 'yes' ? AGE_GATE_YES : AGE_GATE_NO);
  } catch {
    memoryAnswer = answer;
  }
  markDocument(answer);
  for (const listener of listeners) listener();
}

/** This tab's answers through `storeAgeAnswer`, another tab's through the storage event. */
function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const fromOtherTab = () => {
    markDocument(currentAnswer());
    onChange();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/**
 * The device's answer. The prerendered page and its hydration see 'unknown' (the server cannot know); React
 * then renders again with the stored answer.
 */
export function useAgeAnswer(): AgeAnswer {
  return useSyncExternalStore(subscribe, currentAnswer, () => 'unknown');
}

/** Whether betting may be promoted to this visitor: false once the device said 'Não'. */
export function usePromotionAllowed(): boolean {
  return useAgeAnswer() !== 'no';
}
