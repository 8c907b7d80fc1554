import type { QueryNode } from '../src/index.js';

/** The tree without positions, for structural comparisons. */
export function shape(node: QueryNode | null): unknown {
  if (!node) return null;
  switch (node.type) {
    case 'word':
      return { word: node.value, mode: node.mode, quoted: node.quoted };
    case 'field':
      return {
        field: node.field,
        op: node.op,
        value: node.value,
        mode: node.mode,
        quoted: node.quoted,
      };
    case 'shortcut':
      return { shortcut: node.name, negated: node.negated, quoted: node.quoted };
    case 'not':
      return { not: shape(node.child) };
    case 'and':
      return { and: node.children.map(shape) };
    case 'or':
      return { or: node.children.map(shape) };
  }
}
