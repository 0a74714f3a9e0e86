// Types for scripts/local-proxy.mjs.
import type { ProxyOptions } from 'vite';

export function supabaseProxy(target: string, proxyKey: string | undefined): Record<string, ProxyOptions>;
