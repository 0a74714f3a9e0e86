import { describe, expect, it } from 'vitest';
import { failureReasonText, recordedAddress } from './failure-reason';

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

describe('recordedAddress', () => {
  it('gives a real address as stored', () => {
    expect(recordedAddress('200.150.10.4')).toBe('200.150.10.4');
    expect(recordedAddress(' 2804:14c:5b::1 ')).toBe('2804:14c:5b::1');
  });

  it('never passes off a placeholder as an address', () => {
    for (const placeholder of ['0.0.0.0', '::', '0:0:0:0:0:0:0:0', '', '  ', 'unknown', null, undefined]) {
      expect(recordedAddress(placeholder)).toBeNull();
    }
  });
});
