// GET /auth/v1/health and /auth/v1/settings: what this GoTrue stand-in offers.
import { reply } from './errors.mjs';

/** @type {import('./index.mjs').AuthHandler} */
export async function health(req) {
  return reply(req, 200, { version: 'local', name: 'GoTrue (Sonho & Sorte local stand-in)', description: 'Email and password only' });
}

/** @type {import('./index.mjs').AuthHandler} */
export async function settings(req) {
  return reply(req, 200, {
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: true,
    mailer_autoconfirm: true,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}
