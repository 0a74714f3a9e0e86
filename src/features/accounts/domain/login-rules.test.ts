import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-rules';

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin('', '')).toEqual({ email: 'Informe seu e-mail.', password: 'Informe sua senha.' });
    expect(validateLogin('   ', 'x')).toEqual({ email: 'Informe seu e-mail.' });
  });

  it('wants something shaped like an e-mail address', () => {
    expect(validateLogin('cliente', 'segredo')).toEqual({ email: 'Informe um e-mail válido.' });
    expect(validateLogin('cliente@sonhoesorte.com.br', 'segredo')).toEqual({});
  });

  it('keeps a password made of spaces (only an empty one is missing)', () => {
    expect(validateLogin('a@b.co', '   ')).toEqual({});
  });
});
