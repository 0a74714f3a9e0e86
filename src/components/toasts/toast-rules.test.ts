import { describe, expect, it } from 'vitest';
import { isSwipeDismiss, isToastShown, nextToastPriority, SWIPE_DISMISS_PX, TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from './toast-rules';

describe('toast rules (SPEC §9)', () => {
  it('shows at most three toasts for five seconds', () => {
    expect(TOAST_LIMIT).toBe(3);
    expect(TOAST_AUTO_CLOSE_MS).toBe(5000);
  });

  it("never shows a toast titled 'Rascunho Salvo'", () => {
    expect(isToastShown('Rascunho Salvo')).toBe(false);
    expect(isToastShown(' Rascunho Salvo ')).toBe(false);
    expect(isToastShown('Tudo pronto!')).toBe(true);
  });

  it('dismisses a toast swiped at least 50 px to the right, not left or shorter', () => {
    expect(SWIPE_DISMISS_PX).toBe(50);
    expect(isSwipeDismiss(50)).toBe(true);
    expect(isSwipeDismiss(120)).toBe(true);
    expect(isSwipeDismiss(49)).toBe(false);
    expect(isSwipeDismiss(-80)).toBe(false);
  });

  it('gives each new toast a higher priority so the newest sorts first', () => {
    const a = nextToastPriority();
    const b = nextToastPriority();
    expect(b).toBeGreaterThan(a);
  });
});
