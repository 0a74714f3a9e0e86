// Types for scripts/stack.mjs.
export interface LocalBackend {
  url: string;
  publishableKey: string;
  secretKey: string;
  stop(): Promise<void>;
}

export interface Stack {
  appUrl: string;
  backend: LocalBackend;
  stopApp(): Promise<void>;
  stop(): Promise<void>;
}

export function startStack(options: { appPort: number; dbPort: number; dataDir: string; host?: string; log?: boolean; outDir?: string }): Promise<Stack>;
