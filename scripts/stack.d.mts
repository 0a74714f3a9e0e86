// Types for scripts/stack.mjs.
import type { LocalSupabase } from '../supabase/local/server.mjs';

export type LocalBackend = LocalSupabase;

export interface Stack {
  appUrl: string;
  backend: LocalBackend;
  stopApp(): Promise<void>;
  stop(): Promise<void>;
}

export function startStack(options: { appPort: number; dbPort: number; dataDir: string; host?: string; log?: boolean; outDir?: string; caixaApiBase?: string }): Promise<Stack>;
