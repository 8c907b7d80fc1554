import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkScriptSafety,
  compileScript,
  FALLBACK_MESSAGE,
  normalizePoolFilters,
  normalizeRulesetResult,
  POOL_FILTER_KEYS,
  SafetyLimits,
} from '../src/index.js';

const fragments = [
  'export default ',
  'function ',
  'f',
  '(',
  ')',
  '{',
  '}',
  '[',
  ']',
  'return ',
  'x',
  '.',
  'constructor',
  '=',
  ';',
  '\n',
  'var ',
  'let ',
  'const ',
  'new ',
  'Map',
  'Error',
  'this',
  '`',
  '${',
  '"',
  "'",
  '/',
  '*',
  '<!--',
  '-->',
  'import',
  '(',
  'async ',
  '=>',
  ',',
  '...',
  '?.',
  '__proto__',
  'delete ',
  '1',
  'globalThis',
  'class ',
  'yield ',
  'await ',
  ':',
  'get ',
  '#',
  '\\u0063',
  ' ',
];

describe('properties of the static check', () => {
  it('never throws, caps issues at 12, gives 1-based positions, is deterministic', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.array(fc.constantFrom(...fragments), { maxLength: 80 }).map((parts) => parts.join('')),
        ),
        (source) => {
          const verdict = checkScriptSafety(source);
          expect(verdict.issues.length).toBeLessThanOrEqual(SafetyLimits.maxIssues);
          expect(verdict.safe).toBe(verdict.issues.length === 0);
          for (const issue of verdict.issues) {
            expect(issue.line).toBeGreaterThanOrEqual(1);
            expect(issue.column).toBeGreaterThanOrEqual(1);
          }
          expect(checkScriptSafety(source)).toEqual(verdict);
        },
      ),
      { numRuns: 400 },
    );
  });
  it('a compiled program is free of text SES rejects (import(, direct eval(, HTML comments) and parses as a script', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            'import(',
            '<!--',
            '-->',
            'import //',
            'eval(',
            'eval (',
            'a',
            ' ',
            '`',
            '\\',
            '$',
          ),
          { maxLength: 12 },
        ),
        (parts) => {
          const text = parts.join('');
          const source = `export default () => [${JSON.stringify(text)}, \`${text.replace(/[`\\$]/g, '\\$&')}\`];`;
          const compiled = compileScript(source, 'deck');
          if (!compiled.ok) return; // the template may not parse; the string always does
          expect(compiled.value.program).not.toMatch(/<!--|-->/);
          expect(compiled.value.program).not.toMatch(/(^|[^.]|\.\.\.)\bimport(\s*(?:\(|\/[/*]))/);
          expect(compiled.value.program).not.toMatch(/(^|[^.])\beval(\s*\()/);
          const factory = new Function(`return ${compiled.value.program}`)() as (
            rx: RegExpConstructor,
          ) => [() => string[]];
          const [first, second] = factory(RegExp)[0]();
          expect(first).toBe(text);
          expect(second).toBe(text);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('properties of normalization', () => {
  const anyValue = fc.jsonValue({ maxDepth: 4 });
  const resultLike = fc.record(
    {
      valid: fc.oneof(fc.boolean(), anyValue),
      allowed: fc.oneof(fc.boolean(), anyValue),
      issues: fc.oneof(
        fc.array(
          fc.oneof(
            fc.string(),
            fc.record(
              { code: fc.oneof(fc.string(), anyValue), message: fc.oneof(fc.string(), anyValue) },
              { requiredKeys: [] },
            ),
            anyValue,
          ),
          { maxLength: 150 },
        ),
        anyValue,
      ),
    },
    { requiredKeys: [] },
  );
  it('always gives { valid: boolean, issues } with non-empty trimmed messages; a failure always says why', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyValue, resultLike),
        fc.constantFrom('card', 'deck', 'deckset' as const),
        (value, scope) => {
          const check = normalizeRulesetResult(value, scope);
          expect(typeof check.valid).toBe('boolean');
          expect(check.issues.length).toBeLessThanOrEqual(100);
          for (const issue of check.issues) {
            expect(issue.message.length).toBeGreaterThan(0);
            expect(issue.message).toBe(issue.message.trim());
          }
          if (!check.valid) expect(check.issues.length).toBeGreaterThan(0);
          const record =
            typeof value === 'object' && value !== null && !Array.isArray(value)
              ? (value as Record<string, unknown>)
              : undefined;
          expect(check.valid).toBe(
            value === true || record?.valid === true || record?.allowed === true,
          );
          if (!check.valid && check.issues[0]?.message === FALLBACK_MESSAGE[scope]) {
            expect(check.issues).toHaveLength(1);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
  it('pool filters: only known keys, only string arrays, never an invented key', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyValue,
          fc.dictionary(fc.constantFrom(...POOL_FILTER_KEYS.pokemon, 'x', 'cardType'), anyValue),
        ),
        (value) => {
          const patch = normalizePoolFilters(value, POOL_FILTER_KEYS.pokemon);
          if (patch === null) {
            expect(typeof value !== 'object' || value === null || Array.isArray(value)).toBe(true);
            return;
          }
          for (const [key, list] of Object.entries(patch)) {
            expect(POOL_FILTER_KEYS.pokemon).toContain(key);
            expect(key in (value as object)).toBe(true);
            for (const item of list) expect(typeof item).toBe('string');
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
