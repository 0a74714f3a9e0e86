// Build-time configuration (VITE_ variables), with defaults that work against the local stand-in.

const env = import.meta.env;

function value(name: string, fallback: string): string {
  const raw = env[name] as string | undefined;
  return raw && raw.trim() !== '' ? raw.trim() : fallback;
}

export const config = {
  /** Supabase project URL; empty means this origin, where the local servers proxy the Supabase paths. */
  supabaseUrl: value('VITE_SUPABASE_URL', ''),
  /** The public (publishable/anon) key; the default is the local stand-in's fixed public key. */
  supabaseAnonKey: value('VITE_SUPABASE_ANON_KEY', 'sb_publishable_sonho-e-sorte-local'),
  /**
   * The sign-in Edge Function's name (e.g. 'sign-in'); empty signs in at /auth/v1/token directly. Set it on
   * a project without the password verification hook (below the Team plan) so the lockout applies.
   */
  signInFunction: value('VITE_SIGN_IN_FUNCTION', ''),
  signupUrl: value('VITE_SIGNUP_URL', 'https://cadastro.sonhoesorte.com.br/'),
  ref1: value('VITE_REF1', 'sonhoesorte'),
  ref2: value('VITE_REF2', 'app'),
  /** Support WhatsApp number, digits only with country code. */
  whatsappNumber: value('VITE_WHATSAPP_NUMBER', '5521999990000'),
  companyName: value('VITE_COMPANY_NAME', 'Sonho & Sorte Entretenimento Ltd.'),
  /**
   * The public VAPID key of Web Push (base64url, the server's key pair): empty means this build offers no
   * notifications, and "Seguir" explains that instead.
   */
  vapidPublicKey: value('VITE_VAPID_PUBLIC_KEY', ''),
} as const;

/** The Supabase URL, in a page or a worker. */
export function supabaseUrl(): string {
  return config.supabaseUrl || globalThis.location.origin;
}

/** The external sign-up address with the two referral parameters. */
export function signupHref(): string {
  const url = new URL(config.signupUrl);
  url.searchParams.set('ref1', config.ref1);
  url.searchParams.set('ref2', config.ref2);
  return url.toString();
}

/** A wa.me link to the support number, optionally with a pre-filled message. */
export function whatsappHref(text?: string): string {
  const url = new URL(`https://wa.me/${config.whatsappNumber}`);
  if (text) url.searchParams.set('text', text);
  return url.toString();
}
