import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HELP_THRESHOLD, SELF_CHECK_QUESTIONS, scoreSelfCheck, type SelfCheckAnswers } from './self-check';

const ids = SELF_CHECK_QUESTIONS.map((q) => q.id);
const keyIds = SELF_CHECK_QUESTIONS.filter((q) => q.key).map((q) => q.id);
const plainIds = SELF_CHECK_QUESTIONS.filter((q) => !q.key).map((q) => q.id);

function answersWithYes(yes: readonly string[]): SelfCheckAnswers {
  return Object.fromEntries(ids.map((id) => [id, yes.includes(id)]));
}

describe('SELF_CHECK_QUESTIONS', () => {
  it('has 8 or 9 distinct yes/no questions, two of them key ones', () => {
    expect(SELF_CHECK_QUESTIONS.length).toBeGreaterThanOrEqual(8);
    expect(SELF_CHECK_QUESTIONS.length).toBeLessThanOrEqual(9);
    expect(new Set(ids).size).toBe(ids.length);
    expect(keyIds).toEqual(['esconder', 'emprestado']);
    for (const q of SELF_CHECK_QUESTIONS) expect(q.text).toMatch(/^[A-ZÁÉÍÓÚÂÊÔ].*\?$/);
  });
});

describe('scoreSelfCheck', () => {
  it('is incomplete and answers nothing when nothing is answered', () => {
    const result = scoreSelfCheck({});
    expect(result).toEqual({ complete: false, answered: 0, total: ids.length, yesCount: 0, keyYes: 0, level: 'none' });
  });

  it('all "não" means no sign', () => {
    const result = scoreSelfCheck(answersWithYes([]));
    expect(result.complete).toBe(true);
    expect(result.yesCount).toBe(0);
    expect(result.level).toBe('none');
  });

  it('one or two plain "sim" ask for attention', () => {
    expect(scoreSelfCheck(answersWithYes(plainIds.slice(0, 1))).level).toBe('attention');
    expect(scoreSelfCheck(answersWithYes(plainIds.slice(0, 2))).level).toBe('attention');
  });

  it(`${HELP_THRESHOLD} or more "sim" point to help`, () => {
    const result = scoreSelfCheck(answersWithYes(plainIds.slice(0, HELP_THRESHOLD)));
    expect(result.yesCount).toBe(HELP_THRESHOLD);
    expect(result.level).toBe('help');
  });

  it('a single key "sim" (hiding the game, borrowing to play) is enough to point to help', () => {
    for (const id of keyIds) {
      const result = scoreSelfCheck(answersWithYes([id]));
      expect(result.keyYes).toBe(1);
      expect(result.level).toBe('help');
    }
  });

  it('counts partial answers without calling them complete', () => {
    const result = scoreSelfCheck({ [ids[0]!]: true, [ids[1]!]: false });
    expect(result.answered).toBe(2);
    expect(result.complete).toBe(false);
    expect(result.yesCount).toBe(1);
  });

  it('ignores answers to unknown questions', () => {
    const result = scoreSelfCheck({ ...answersWithYes([]), 'nao-existe': true });
    expect(result.yesCount).toBe(0);
    expect(result.answered).toBe(ids.length);
  });

  it('is monotone: turning a "não" into "sim" never lowers the level', () => {
    const rank = { none: 0, attention: 1, help: 2 } as const;
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: ids.length, maxLength: ids.length }), fc.nat(ids.length - 1), (bits, flip) => {
        const before = Object.fromEntries(ids.map((id, i) => [id, bits[i]!]));
        const after = { ...before, [ids[flip]!]: true };
        const a = scoreSelfCheck(before);
        const b = scoreSelfCheck(after);
        expect(b.yesCount).toBeGreaterThanOrEqual(a.yesCount);
        expect(rank[b.level]).toBeGreaterThanOrEqual(rank[a.level]);
        expect(a.complete && b.complete).toBe(true);
      }),
    );
  });
});
