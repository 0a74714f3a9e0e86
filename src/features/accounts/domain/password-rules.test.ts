import { describe, expect, it } from 'vitest';
import { PASSWORD_TEXTS } from './messages';
import { hasErrors, passwordChangeErrorMessage, passwordLength, validatePasswordChange } from './password-rules';

describe('validatePasswordChange', () => {
  it('accepts 8 or more characters confirmed identically', () => {
    expect(validatePasswordChange({ newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual({});
    expect(hasErrors(validatePasswordChange({ newPassword: 'Nova#Senha2026', confirmPassword: 'Nova#Senha2026' }))).toBe(false);
  });

  it('refuses fewer than 8 characters with the spec message on the new password', () => {
    const errors = validatePasswordChange({ newPassword: 'abcdefg', confirmPassword: 'abcdefg' });
    expect(errors).toEqual({ newPassword: 'A senha deve ter no mínimo 8 caracteres.' });
    expect(hasErrors(errors)).toBe(true);
  });

  it('reports a different confirmation at the confirm field only', () => {
    const errors = validatePasswordChange({ newPassword: 'abcdefgh', confirmPassword: 'abcdefgH' });
    expect(errors).toEqual({ confirmPassword: 'As senhas não coincidem.' });
  });

  it('reports both problems at once', () => {
    expect(validatePasswordChange({ newPassword: 'abc', confirmPassword: '' })).toEqual({
      newPassword: PASSWORD_TEXTS.tooShort,
      confirmPassword: PASSWORD_TEXTS.mismatch,
    });
  });

  it('refuses an empty form', () => {
    expect(validatePasswordChange({ newPassword: '', confirmPassword: '' })).toEqual({ newPassword: PASSWORD_TEXTS.tooShort });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordLength('😀😀😀😀')).toBe(4);
    expect(validatePasswordChange({ newPassword: '😀😀😀😀😀😀😀', confirmPassword: '😀😀😀😀😀😀😀' }).newPassword).toBe(
      PASSWORD_TEXTS.tooShort,
    );
    expect(validatePasswordChange({ newPassword: 'ção-ção-', confirmPassword: 'ção-ção-' })).toEqual({});
  });
});

describe('passwordChangeErrorMessage', () => {
  it("uses the server's message, in Portuguese when known, else 'Ocorreu um erro.'", () => {
    expect(passwordChangeErrorMessage({ code: 'same_password', message: 'New password should be different from the old password.' })).toBe(
      'A nova senha precisa ser diferente da senha atual.',
    );
    expect(passwordChangeErrorMessage({ code: 'weak_password', message: 'Password should be at least 8 characters.' })).toBe(
      'A senha deve ter no mínimo 8 caracteres.',
    );
    expect(passwordChangeErrorMessage({ message: 'Session expired' })).toBe('Session expired');
    expect(passwordChangeErrorMessage({ message: '  ' })).toBe('Ocorreu um erro.');
    expect(passwordChangeErrorMessage({})).toBe('Ocorreu um erro.');
  });
});
