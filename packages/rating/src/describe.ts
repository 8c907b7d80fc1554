/** Names a JSON value's kind for an error message, without echoing a long value back. */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'number')
    return Number.isFinite(value) ? `the number ${String(value)}` : String(value);
  if (typeof value === 'string')
    return value.length > 30 ? `a ${value.length}-character string` : `"${value}"`;
  return `a value of type ${typeof value}`;
}

/** True for a plain object (not null, not a list). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Escapes a key for a JSON Pointer (`~` and `/`). */
export const pointer = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');
