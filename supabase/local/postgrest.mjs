// Translates the PostgREST query language that supabase-js speaks (select, filters, logic trees,
// order, limit/offset) into parameterised SQL. Identifiers are checked against the schema cache
// and quoted; every value travels as a bound parameter.

/** A request error answered in PostgREST's shape. */
export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   * @param {string | null} [details]
   * @param {string | null} [hint]
   */
  constructor(status, code, message, details = null, hint = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
  }

  toBody() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** @param {string} name */
export function quoteIdent(name) {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Bound parameters of one statement; `add` returns the placeholder. */
export class Params {
  constructor() {
    /** @type {unknown[]} */
    this.values = [];
  }

  /** @param {unknown} value */
  add(value) {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'or', 'and', 'not.or', 'not.and']);

const COMPARISON = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };
const PATTERN = { like: 'like', ilike: 'ilike', match: '~', imatch: '~*' };
const CONTAINMENT = { cs: '@>', cd: '<@', ov: '&&' };
const IS_VALUES = { null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' };

/** The casts `select=col::type` may ask for, each mapped to the SQL written for it. */
export const CASTS = new Map(
  Object.entries({
    text: 'text',
    varchar: 'text',
    int: 'integer',
    int4: 'integer',
    integer: 'integer',
    int2: 'smallint',
    smallint: 'smallint',
    int8: 'bigint',
    bigint: 'bigint',
    numeric: 'numeric',
    float4: 'real',
    real: 'real',
    float8: 'double precision',
    bool: 'boolean',
    boolean: 'boolean',
    json: 'json',
    jsonb: 'jsonb',
    date: 'date',
    timestamptz: 'timestamptz',
    timestamp: 'timestamp',
    uuid: 'uuid',
    'text[]': 'text[]',
  }),
);

/** @param {string} message */
function parseError(message) {
  return new ApiError(400, 'PGRST100', message);
}

/**
 * @param {import('./schema-cache.mjs').Table} table
 * @param {string} name
 */
function requireColumn(table, name) {
  const column = table.columns.get(name);
  if (!column) {
    throw new ApiError(400, '42703', `column ${table.name}.${name} does not exist`);
  }
  return column;
}

/**
 * Splits on commas that are outside parentheses, braces and double quotes.
 * @param {string} text
 */
function splitTopLevel(text) {
  /** @type {string[]} */
  const parts = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < text.length) {
        current += text[i + 1];
        i += 1;
      } else if (ch === '"') {
        quoted = false;
      }
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(' || ch === '{') depth += 1;
    else if (ch === ')' || ch === '}') depth -= 1;
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  if (quoted || depth !== 0) throw parseError(`unbalanced quotes or parentheses in "${text}"`);
  parts.push(current);
  return parts;
}

/** @param {string} value */
function unquote(value) {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

/**
 * One filter `op.value` (optionally `not.op.value`) on a column, as SQL.
 * @param {import('./schema-cache.mjs').Table} table
 * @param {string} columnName
 * @param {string} expression
 * @param {Params} params
 * @param {boolean} inLogicTree  values inside or=(...) may be double-quoted
 */
function filterSql(table, columnName, expression, params, inLogicTree) {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(columnName)) {
    throw parseError(`unsupported column reference "${columnName}" (JSON paths and embedded filters are not supported)`);
  }
  const column = requireColumn(table, columnName);
  const ref = `_t.${quoteIdent(column.name)}`;
  let rest = expression;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw parseError(`failed to parse filter (${expression})`);
  const opWithModifier = rest.slice(0, dot);
  let value = rest.slice(dot + 1);
  const modifierMatch = /^([a-z_]+)(?:\((any|all)\))?$/.exec(opWithModifier);
  if (!modifierMatch) throw parseError(`failed to parse filter (${expression})`);
  const op = modifierMatch[1] ?? '';
  const quantifier = modifierMatch[2];
  if (inLogicTree && op !== 'in') value = unquote(value);

  /** @type {string} */
  let sql;
  if (quantifier) {
    const operator = op in COMPARISON ? COMPARISON[/** @type {keyof typeof COMPARISON} */ (op)] : op in PATTERN ? PATTERN[/** @type {keyof typeof PATTERN} */ (op)] : null;
    if (!operator || !value.startsWith('{') || !value.endsWith('}')) throw parseError(`failed to parse filter (${expression})`);
    const isPattern = op in PATTERN;
    const listValue = isPattern ? value.replaceAll('*', '%') : value;
    const lhs = isPattern ? `${ref}::text` : ref;
    const arrayType = isPattern ? 'text[]' : `${column.type}[]`;
    sql = `${lhs} ${operator} ${quantifier}(${params.add(listValue)}::${arrayType})`;
  } else if (op in COMPARISON) {
    sql = `${ref} ${COMPARISON[/** @type {keyof typeof COMPARISON} */ (op)]} ${params.add(value)}::${column.type}`;
  } else if (op in PATTERN) {
    const pattern = op === 'like' || op === 'ilike' ? value.replaceAll('*', '%') : value;
    sql = `${ref}::text ${PATTERN[/** @type {keyof typeof PATTERN} */ (op)]} ${params.add(pattern)}`;
  } else if (op === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) throw parseError(`failed to parse filter (${expression})`);
    const inner = value.slice(1, -1);
    const items = inner === '' ? [] : splitTopLevel(inner).map(unquote);
    sql = items.length === 0 ? 'false' : `${ref} in (${items.map((item) => `${params.add(item)}::${column.type}`).join(', ')})`;
  } else if (op === 'is') {
    const keyword = IS_VALUES[/** @type {keyof typeof IS_VALUES} */ (value.toLowerCase())];
    if (!keyword) throw parseError(`failed to parse filter (${expression})`);
    sql = `${ref} is ${keyword}`;
  } else if (op === 'isdistinct') {
    sql = `${ref} is distinct from ${params.add(value)}::${column.type}`;
  } else if (op in CONTAINMENT) {
    sql = `${ref} ${CONTAINMENT[/** @type {keyof typeof CONTAINMENT} */ (op)]} ${params.add(value)}::${column.type}`;
  } else {
    throw parseError(`failed to parse filter (${expression}): operator "${op}" is not supported`);
  }
  return negate ? `not (${sql})` : sql;
}

/**
 * A logic tree such as `(a.eq.1,and(b.gt.2,c.is.null))`.
 * @param {import('./schema-cache.mjs').Table} table
 * @param {'and' | 'or'} joiner
 * @param {string} group  including the surrounding parentheses
 * @param {Params} params
 */
function logicTreeSql(table, joiner, group, params) {
  if (!group.startsWith('(') || !group.endsWith(')')) throw parseError(`failed to parse logic tree (${group})`);
  const items = splitTopLevel(group.slice(1, -1)).map((item) => item.trim());
  const parts = items.map((item) => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (nested) {
      const sql = logicTreeSql(table, /** @type {'and' | 'or'} */ (nested[2]), nested[3] ?? '', params);
      return nested[1] ? `not ${sql}` : sql;
    }
    const dot = item.indexOf('.');
    if (dot < 0) throw parseError(`failed to parse logic tree (${group})`);
    return filterSql(table, item.slice(0, dot), item.slice(dot + 1), params, true);
  });
  return `(${parts.join(` ${joiner} `)})`;
}

/**
 * The WHERE clause of a request's filters (query parameters that are not reserved words).
 * @param {import('./schema-cache.mjs').Table} table
 * @param {URLSearchParams} search
 * @param {Params} params
 * @returns {{ sql: string, count: number }}
 */
export function whereSql(table, search, params) {
  /** @type {string[]} */
  const conditions = [];
  for (const [key, value] of search) {
    if (key === 'or' || key === 'and') conditions.push(logicTreeSql(table, key, value, params));
    else if (key === 'not.or' || key === 'not.and') conditions.push(`not ${logicTreeSql(table, key === 'not.or' ? 'or' : 'and', value, params)}`);
    else if (!RESERVED.has(key) && key !== 'apikey') conditions.push(filterSql(table, key, value, params, false));
  }
  return { sql: conditions.length ? conditions.join(' and ') : 'true', count: conditions.length };
}

/**
 * The select list (`*`, `col`, `alias:col`, `col::type`).
 * @param {import('./schema-cache.mjs').Table} table
 * @param {string | null} select
 */
export function selectListSql(table, select) {
  const text = (select ?? '*').trim() || '*';
  return splitTopLevel(text)
    .map((raw) => {
      const item = raw.trim();
      if (item === '*') return '_t.*';
      if (item.includes('(')) {
        throw new ApiError(
          400,
          'PGRST200',
          `Could not find a relationship for '${item}' of '${table.name}' in the schema cache`,
          null,
          'The local stand-in does not support embedded resources.',
        );
      }
      const match = /^(?:([A-Za-z_][A-Za-z0-9_]*):)?([A-Za-z_][A-Za-z0-9_]*)(?:::([A-Za-z0-9_]+(?:\[\])?))?$/.exec(item);
      if (!match) throw parseError(`failed to parse select parameter (${text})`);
      const [, alias, name = '', cast] = match;
      const column = requireColumn(table, name);
      // Never pasted: a cast is looked up in a fixed list, so a type name cannot carry SQL.
      const castSql = cast === undefined ? undefined : CASTS.get(cast.toLowerCase());
      if (cast !== undefined && castSql === undefined) {
        throw parseError(`failed to parse select parameter (${text}): unsupported cast "${cast}"`);
      }
      const expr = castSql ? `_t.${quoteIdent(column.name)}::${castSql}` : `_t.${quoteIdent(column.name)}`;
      return `${expr} as ${quoteIdent(alias ?? name)}`;
    })
    .join(', ');
}

/**
 * @param {import('./schema-cache.mjs').Table} table
 * @param {string | null} order  e.g. 'created_at.desc.nullslast,id'
 */
export function orderSql(table, order) {
  if (!order) return '';
  const terms = splitTopLevel(order).map((term) => {
    const [name = '', ...modifiers] = term.trim().split('.');
    const column = requireColumn(table, name);
    let sql = `_t.${quoteIdent(column.name)}`;
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') sql += ` ${modifier}`;
      else if (modifier === 'nullsfirst') sql += ' nulls first';
      else if (modifier === 'nullslast') sql += ' nulls last';
      else throw parseError(`failed to parse order (${order})`);
    }
    return sql;
  });
  return ` order by ${terms.join(', ')}`;
}

/**
 * @param {string | null} value
 * @param {string} name
 */
export function parseNonNegativeInt(value, name) {
  if (value === null || value === '') return null;
  if (!/^\d+$/.test(value)) throw parseError(`"${value}" is not a valid ${name}`);
  return Number(value);
}

/**
 * Column names of an insert: the `columns` parameter, or the keys of the rows.
 * @param {import('./schema-cache.mjs').Table} table
 * @param {string | null} columnsParam
 * @param {Record<string, unknown>[]} rows
 */
export function insertColumns(table, columnsParam, rows) {
  /** @type {string[]} */
  let names;
  if (columnsParam) {
    names = splitTopLevel(columnsParam).map((c) => unquote(c.trim()));
  } else {
    names = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  }
  for (const name of names) {
    if (!table.columns.has(name)) {
      throw new ApiError(400, 'PGRST204', `Could not find the '${name}' column of '${table.name}' in the schema cache`);
    }
  }
  return names;
}

/** Parses the Prefer header(s) into a map (`return`, `count`, `resolution`, `missing`, ...). */
export function parsePrefer(/** @type {string | undefined} */ header) {
  /** @type {Map<string, string>} */
  const prefs = new Map();
  for (const part of (header ?? '').split(',')) {
    const [key, value = ''] = part.trim().split('=');
    if (key) prefs.set(key.trim(), value.trim());
  }
  return prefs;
}
