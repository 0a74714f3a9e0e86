import { describe, expect, it } from 'vitest';
import { classifySignInError } from './sign-in-error';

describe('classifySignInError', () => {
  it('recognises wrong credentials', () => {
    expect(classifySignInError({ name: 'AuthApiError', status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' })).toEqual({
      kind: 'invalid',
    });
    expect(classifySignInError({ status: 400, message: 'User not found or invalid credentials' })).toEqual({ kind: 'invalid' });
  });

  it('recognises the lock by code or wording, with the minutes when the message has them', () => {
    expect(classifySignInError({ status: 429, code: 'account_locked', message: 'Account locked. Try again in 12 minutes.' })).toEqual({
      kind: 'locked',
      minutes: 12,
    });
    expect(classifySignInError({ status: 400, message: 'Account locked' })).toEqual({ kind: 'locked', minutes: null });
    // The local stand-in's answer during a lock.
    expect(classifySignInError({ name: 'AuthApiError', status: 400, code: 'too_many_attempts', message: 'Account locked. Try again in 15 minutes' })).toEqual({
      kind: 'locked',
      minutes: 15,
    });
  });

  it('treats network failures and server errors as unavailable', () => {
    expect(classifySignInError({ name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' })).toEqual({ kind: 'unavailable' });
    expect(classifySignInError({ status: 503, message: 'Service Unavailable' })).toEqual({ kind: 'unavailable' });
    expect(classifySignInError({ message: 'weird' })).toEqual({ kind: 'unavailable' });
  });
});
