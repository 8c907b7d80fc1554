// What a property key evaluates to when that can be known from the text alone: the static
// check reads computed keys (`x["constr" + "uctor"]`) through these before it lets them pass.
import type { Expression, PrivateIdentifier, SpreadElement, Super } from 'acorn';
import { BLOCKED_PROPERTIES, SafetyLimits } from './safety-lists.js';

/** Anything that stands where the walk expects an expression (a key, an argument, a callee). */
export type ExpressionSlot = Expression | SpreadElement | PrivateIdentifier | Super;

/** A string the expression always evaluates to, when it can be known without running it. */
export function staticString(node: ExpressionSlot | null | undefined): string | undefined {
  if (!node) return undefined;
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' || typeof node.value === 'number'
        ? String(node.value)
        : undefined;
    case 'TemplateLiteral': {
      let out = '';
      for (const [i, quasi] of node.quasis.entries()) {
        const cooked = quasi.value.cooked;
        if (typeof cooked !== 'string') return undefined;
        out += cooked;
        if (i < node.expressions.length) {
          const part = staticString(node.expressions[i]);
          if (part === undefined) return undefined;
          out += part;
        }
      }
      return out;
    }
    case 'BinaryExpression': {
      if (node.operator !== '+') return undefined;
      const left = staticString(node.left);
      const right = left === undefined ? undefined : staticString(node.right);
      return left === undefined || right === undefined ? undefined : left + right;
    }
    case 'ParenthesizedExpression':
      return staticString(node.expression);
    default:
      return undefined;
  }
}

/**
 * A blocked name a computed key may evaluate to when the name is still written in the key itself:
 * a literal, a template or a `+` of those (`staticString`), and the spellings that only wrap
 * one: `(0, "constructor")`, `c ? "constructor" : k`, `k || "constructor"`, `k = "constructor"`
 * and `["constructor"]` (a one-element array is keyed by its only element's string). Keys built
 * at run time (`k`, `parts.join("")`) are left to the frozen runtime, as the spec says.
 */
export function blockedKeySpelling(
  node: ExpressionSlot | null | undefined,
  depth = 0,
): string | undefined {
  if (!node || depth > 2 * SafetyLimits.maxNestingDepth) return undefined;
  const known = staticString(node);
  if (known !== undefined) return known;
  const first = (...candidates: (ExpressionSlot | null | undefined)[]): string | undefined => {
    for (const candidate of candidates) {
      const name = blockedKeySpelling(candidate, depth + 1);
      if (name !== undefined && BLOCKED_PROPERTIES.has(name)) return name;
    }
    return undefined;
  };
  switch (node.type) {
    case 'SequenceExpression':
      return first(node.expressions.at(-1));
    case 'ConditionalExpression':
      return first(node.consequent, node.alternate);
    case 'LogicalExpression':
      return first(node.left, node.right);
    case 'AssignmentExpression':
      return node.operator === '=' ? first(node.right) : undefined;
    case 'ArrayExpression':
      return node.elements.length === 1 ? first(node.elements[0]) : undefined;
    case 'ParenthesizedExpression':
      return first(node.expression);
    default:
      return undefined;
  }
}
