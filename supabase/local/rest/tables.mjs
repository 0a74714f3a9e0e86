// The table a REST path names, from the schema cache read at start-up.
import { ApiError } from '../postgrest.mjs';

/**
 * @param {import('./index.mjs').RestDeps} deps
 * @param {string | undefined} name
 * @returns {import('../schema-cache.mjs').Table}
 */
export function tableOf({ cache }, name) {
  const table = cache.tables.get(name ?? '');
  if (!table) throw new ApiError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
  return table;
}
