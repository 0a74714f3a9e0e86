// Issue 19 item 5: the path the app takes when VITE_SIGN_IN_FUNCTION is set (src/features/accounts/api/sign-in-function.ts,
// the sign-in Edge Function served at /functions/v1/sign-in) refuses the right password during a lock.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { signInThroughFunction as SignInThroughFunction } from '../../src/features/accounts/api/sign-in-function';
import { client, raw, startStack, type TestStack } from './harness';

let stack: TestStack;
// Imported after the environment is stubbed: the app's config is read when its module loads.
let signInThroughFunction: typeof SignInThroughFunction;

beforeAll(async () => {
  stack = await startStack();
  vi.stubEnv('VITE_SUPABASE_URL', stack.url);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', stack.server.publishableKey);
  vi.stubEnv('VITE_SIGN_IN_FUNCTION', 'sign-in');
  ({ signInThroughFunction } = await import('../../src/features/accounts/api/sign-in-function'));
}, 120_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await stack?.stop();
});

describe("the app's sign-in through the Edge Function", () => {
  it('signs in, then during a lock refuses even the right password with too_many_attempts', async () => {
    const email = `app-${randomUUID().slice(0, 8)}@example.com`;
    await raw(stack.url, '/auth/v1/admin/users', { method: 'POST', headers: { apikey: stack.server.secretKey }, body: { email, password: 'Certa#2026', email_confirm: true } });

    const ok = await signInThroughFunction(client(stack.url, stack.server.publishableKey), email, 'Certa#2026');
    expect(ok.error).toBeNull();
    expect(ok.session?.user.email).toBe(email);

    for (let i = 0; i < 3; i += 1) {
      const wrong = await signInThroughFunction(client(stack.url, stack.server.publishableKey), email, 'errada-123');
      expect(wrong.error).toMatchObject({ code: 'invalid_credentials', status: 400 });
    }
    const locked = await signInThroughFunction(client(stack.url, stack.server.publishableKey), email, 'Certa#2026');
    expect(locked.session).toBeNull();
    expect(locked.error).toEqual({ code: 'too_many_attempts', message: 'Account locked. Try again in 15 minutes', status: 400 });
  });
});
