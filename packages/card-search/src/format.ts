import type { QueryNode, ValueMode } from './types.js';

const BARE_STOP = /[\s()]/;

/** True when a bare (unquoted) word would not read back as the same plain value. */
function needsQuotes(value: string, isFieldValue: boolean): boolean {
  if (value === '' || BARE_STOP.test(value)) return true;
  const first = value[0] as string;
  if (first === '"' || first === '/' || first === '!') return true;
  if (isFieldValue) return false;
  if (first === '-' || first === ':' || first === '<' || first === '>' || first === '=')
    return true;
  if (value === 'or' || value === 'OR') return true;
  // `ident<op>` at the start would read as a field.
  return /^[A-Za-z0-9_]+(<=|>=|!=|:|=|<|>)/.test(value);
}

function quote(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

function formatValue(
  value: string,
  mode: ValueMode,
  quoted: boolean,
  isFieldValue: boolean,
): string {
  if (mode === 'regex') return `/${value}/`;
  if (mode === 'exact') {
    const bare = !quoted && value !== '' && !BARE_STOP.test(value) && value[0] !== '"';
    return `!${bare ? value : quote(value)}`;
  }
  return quoted || needsQuotes(value, isFieldValue) ? quote(value) : value;
}

/**
 * Writes a syntax tree back as a canonical query: single spaces, `or` in lower case, parentheses
 * only where they are needed, field names as typed (lower case). Parsing the result gives the same
 * tree (apart from character positions).
 *
 * @example
 * ```ts
 * import { format, parse } from '@tcgkit/card-search';
 * format(parse('  T:Unit   (region:demacia OR  region:ionia)').ast!);
 * // 't:Unit (region:demacia or region:ionia)'
 * ```
 */
export function format(node: QueryNode): string {
  switch (node.type) {
    case 'word':
      return formatValue(node.value, node.mode, node.quoted, false);
    case 'field':
      return `${node.field}${node.op}${formatValue(node.value, node.mode, node.quoted, true)}`;
    case 'shortcut':
      return `${node.negated ? 'not' : 'is'}:${formatValue(node.name, 'plain', node.quoted, true)}`;
    case 'not': {
      const inner = format(node.child);
      return node.child.type === 'and' || node.child.type === 'or' ? `-(${inner})` : `-${inner}`;
    }
    case 'and':
      return node.children.map((c) => (c.type === 'or' ? `(${format(c)})` : format(c))).join(' ');
    case 'or':
      return node.children.map((c) => format(c)).join(' or ');
    default: {
      const never: never = node;
      throw new Error(`card-search format: unknown node ${JSON.stringify(never)}`);
    }
  }
}
