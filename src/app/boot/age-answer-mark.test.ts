import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGE_GATE_KEY } from '../../features/guides/age-answer';
import { markAgeAnswer } from './age-answer-mark';

const marks = () => ({
  ok: document.documentElement.hasAttribute('data-age-ok'),
  no: document.documentElement.hasAttribute('data-age-no'),
});

describe('markAgeAnswer', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-age-ok');
    document.documentElement.removeAttribute('data-age-no');
    vi.restoreAllMocks();
  });

  it("marks a stored 'Não', so that the stylesheet hides every promotion before the page paints", () => {
    localStorage.setItem(AGE_GATE_KEY, 'no');
    markAgeAnswer();
    expect(marks()).toEqual({ ok: false, no: true });
  });

  it("marks a stored 'Sim', so that the gate does not flash", () => {
    localStorage.setItem(AGE_GATE_KEY, 'yes');
    markAgeAnswer();
    expect(marks()).toEqual({ ok: true, no: false });
  });

  it('marks nothing without an answer, with any other value, or with storage blocked', () => {
    markAgeAnswer();
    localStorage.setItem(AGE_GATE_KEY, 'talvez');
    markAgeAnswer();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => markAgeAnswer()).not.toThrow();
    expect(marks()).toEqual({ ok: false, no: false });
  });
});
