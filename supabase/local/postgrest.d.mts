// Types for postgrest.mjs, for the TypeScript tests that exercise the parser directly.
export interface Column {
  name: string;
  type: string;
}
export interface Table {
  name: string;
  columns: Map<string, Column>;
  primaryKey: string[];
}
export class ApiError extends Error {
  constructor(status: number, code: string, message: string, details?: string | null, hint?: string | null);
  status: number;
  code: string;
  details: string | null;
  hint: string | null;
  toBody(): { code: string; details: string | null; hint: string | null; message: string };
}
export class Params {
  values: unknown[];
  add(value: unknown): string;
}
export const CASTS: Map<string, string>;
export function quoteIdent(name: string): string;
export function selectListSql(table: Table, select: string | null): string;
export function orderSql(table: Table, order: string | null): string;
export function whereSql(table: Table, search: URLSearchParams, params: Params): { sql: string; count: number };
