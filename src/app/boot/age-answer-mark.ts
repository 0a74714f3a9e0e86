// The first script of every document, before any stylesheet (index.html; scripts/inline-script.ts builds this
// module into it): marks a device that already answered the 18+ gate on <html>, so that global.css hides, in
// the prerendered page before it paints, the gate ('Sim') or everything that promotes betting ('Não'). The key
// and values are the gate's own (features/guides/age-answer.ts), bundled in at build time.
import { AGE_GATE_KEY, AGE_GATE_NO, AGE_GATE_YES, AGE_NO_ATTRIBUTE, AGE_OK_ATTRIBUTE } from '../../features/guides/age-answer';

export function markAgeAnswer(): void {
  try {
    const answer = localStorage.getItem(AGE_GATE_KEY);
    if (answer === AGE_GATE_YES) document.documentElement.setAttribute(AGE_OK_ATTRIBUTE, '');
    if (answer === AGE_GATE_NO) document.documentElement.setAttribute(AGE_NO_ATTRIBUTE, '');
  } catch {
    // Storage blocked (some private modes): nothing is known yet, the gate asks once the app runs.
  }
}
