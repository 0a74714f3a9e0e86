import { describe, expect, it } from 'vitest';
import { failureReasonText } from './failure-reason';

describe('failureReasonText', () => {
  it('says each stored reason in Portuguese', () => {
    expect(failureReasonText('Invalid login credentials')).toBe('Senha ou e-mail incorretos');
    expect(failureReasonText('User not found or invalid credentials')).toBe('Usuário não encontrado ou senha incorreta');
    expect(failureReasonText('Account locked')).toBe('Conta bloqueada (muitas tentativas)');
  });

  it('shows an unknown value as stored, and a dash for none', () => {
    expect(failureReasonText('Something new')).toBe('Something new');
    expect(failureReasonText(null)).toBe('—');
    expect(failureReasonText('  ')).toBe('—');
  });
});
