import { describe, expect, it } from 'vitest';
import { classifySignInError, isConnectionFailure } from './sign-in-error';

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

  it('tells a missing connection from a server error', () => {
    expect(classifySignInError({ name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' })).toEqual({ kind: 'offline' });
    expect(classifySignInError({ name: 'AuthRetryableFetchError', message: 'Load failed' })).toEqual({ kind: 'offline' });
    // A call through fetch itself (an Edge Function): Chromium's, Firefox's and Safari's wording.
    for (const message of ['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed']) {
      expect(classifySignInError({ name: 'TypeError', message })).toEqual({ kind: 'offline' });
    }
    // The browser knows it is offline: whatever the error, nothing reached the server.
    expect(classifySignInError({ status: 400, code: 'invalid_credentials' }, { online: false })).toEqual({ kind: 'offline' });
    // A gateway's 502-504 is retryable but answered: the server side failed.
    expect(classifySignInError({ name: 'AuthRetryableFetchError', status: 503, message: 'Service Unavailable' })).toEqual({ kind: 'unavailable' });
  });

  it('treats server errors as unavailable', () => {
    expect(classifySignInError({ status: 503, message: 'Service Unavailable' })).toEqual({ kind: 'unavailable' });
    expect(classifySignInError({ message: 'weird' })).toEqual({ kind: 'unavailable' });
  });
});

describe('isConnectionFailure', () => {
  it('is false for answers and for anything that is not an error object', () => {
    expect(isConnectionFailure({ name: 'AuthApiError', status: 400, message: 'Invalid login credentials' })).toBe(false);
    expect(isConnectionFailure(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isConnectionFailure('Failed to fetch')).toBe(false);
    expect(isConnectionFailure(null)).toBe(false);
    expect(isConnectionFailure(new TypeError('Failed to fetch'))).toBe(true);
  });
});
