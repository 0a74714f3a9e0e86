// Types of totp.mjs, for the TypeScript tests that check it and the mfa:code script.
export declare const PERIOD_SECONDS: number;
export declare const DIGITS: number;
export declare const SKEW_STEPS: number;
export declare function base32Encode(bytes: Uint8Array): string;
export declare function base32Decode(text: string): Buffer;
export declare function newSecret(): string;
export declare function hotp(key: Uint8Array, step: number, digits?: number): string;
export declare function currentStep(nowMs?: number): number;
export declare function matchingStep(secret: string, code: string, nowMs?: number): number | null;
export declare function otpauthUri(input: { issuer: string; account: string; secret: string }): string;
export declare function qrSvg(text: string): string;
