import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WHATSAPP_MASK_MAX_LENGTH, formatWhatsapp, isValidWhatsapp, maskWhatsapp, whatsappDigits } from './whatsapp-mask';

describe('whatsappDigits', () => {
  it('keeps only digits, at most eleven', () => {
    expect(whatsappDigits('(21) 98765-4321')).toBe('21987654321');
    expect(whatsappDigits('+55 21 98765-4321')).toBe('55219876543');
    expect(whatsappDigits('abc')).toBe('');
    expect(whatsappDigits('')).toBe('');
  });
});

describe('maskWhatsapp', () => {
  it('masks complete landline and mobile numbers', () => {
    expect(maskWhatsapp('2134567890')).toBe('(21) 3456-7890');
    expect(maskWhatsapp('21987654321')).toBe('(21) 98765-4321');
  });

  it('masks partial input while typing', () => {
    const typed = '21987654321';
    const steps = Array.from({ length: typed.length + 1 }, (_, n) => maskWhatsapp(typed.slice(0, n)));
    expect(steps).toEqual([
      '',
      '(2',
      '(21',
      '(21) 9',
      '(21) 98',
      '(21) 987',
      '(21) 9876',
      '(21) 9876-5',
      '(21) 9876-54',
      '(21) 9876-543',
      '(21) 9876-5432',
      '(21) 98765-4321',
    ]);
  });

  it('drops digits past the eleventh and anything that is not a digit', () => {
    expect(maskWhatsapp('21987654321999')).toBe('(21) 98765-4321');
    expect(maskWhatsapp('21 a 9b8c7')).toBe('(21) 987');
  });

  it('lets a deleted separator take its digit along on the next keystroke', () => {
    // Backspace over ') ' leaves '(21)', whose digits give back '(21', so deleting is never stuck.
    expect(maskWhatsapp('(21)')).toBe('(21');
    expect(maskWhatsapp('(21) 9876-')).toBe('(21) 9876');
  });

  it('is never longer than 15 characters', () => {
    fc.assert(fc.property(fc.string(), (text) => maskWhatsapp(text).length <= WHATSAPP_MASK_MAX_LENGTH));
  });

  it('keeps exactly the first eleven digits of the input', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const firstEleven = text.replace(/\D/g, '').slice(0, 11);
        expect(whatsappDigits(maskWhatsapp(text))).toBe(firstEleven);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9() -]{0,20}$/)), (text) => {
        const once = maskWhatsapp(text);
        expect(maskWhatsapp(once)).toBe(once);
      }),
    );
  });
});

describe('isValidWhatsapp', () => {
  it('accepts 10 or 11 digits only', () => {
    expect(isValidWhatsapp('2134567890')).toBe(true);
    expect(isValidWhatsapp('21987654321')).toBe(true);
    expect(isValidWhatsapp('213456789')).toBe(false);
    expect(isValidWhatsapp('219876543210')).toBe(false);
    expect(isValidWhatsapp('(21) 3456-7890')).toBe(false);
    expect(isValidWhatsapp('')).toBe(false);
  });

  it('agrees with the mask for any typed text', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,14}$/), (typed) => {
        const digits = whatsappDigits(typed);
        expect(isValidWhatsapp(digits)).toBe(digits.length >= 10);
      }),
    );
  });
});

describe('formatWhatsapp', () => {
  it('shows a stored number masked, and anything else as stored', () => {
    expect(formatWhatsapp('21987654321')).toBe('(21) 98765-4321');
    expect(formatWhatsapp('2133334444')).toBe('(21) 3333-4444');
    expect(formatWhatsapp('219876')).toBe('219876');
  });
});
