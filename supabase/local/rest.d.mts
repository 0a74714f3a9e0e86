// Types for rest.mjs, for the TypeScript tests that drive the handler with a fake database.
export interface RestRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  auth: { role: string; claims: Record<string, unknown> };
}
export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}
export const STATEMENT_TIMEOUTS: { anon: number; authenticated: number };
export function statusForSqlState(code: string | undefined, authenticated: boolean): number;
export function createRestHandler(deps: { db: unknown; cache: unknown }): (req: RestRequest) => Promise<RestResponse>;
