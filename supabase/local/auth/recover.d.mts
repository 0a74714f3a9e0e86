// Types of recover.mjs's budgets, for the TypeScript test that drives them with an injected clock.
export declare const PER_ADDRESS_PER_HOUR: number;
export declare const PER_SOURCE_PER_HOUR: number;
export interface RecoverLimits {
  byAddress: Map<string, number[]>;
  bySource: Map<string, number[]>;
}
export declare function createRecoverLimits(): RecoverLimits;
export declare function allowRecovery(limits: RecoverLimits, address: string, source: string, now: number): 'address' | 'source' | null;
