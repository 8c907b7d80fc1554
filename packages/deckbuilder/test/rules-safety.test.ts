import { checkScriptSafety, compileScript } from '@tcgkit/sandbox';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_RULESETS, rulesetHash } from '../src/index.js';

describe('built-in rules are real ruleset scripts', () => {
  for (const ruleset of BUILT_IN_RULESETS) {
    it(`${ruleset.id} passes the sandbox's safety check and compiles for its scope`, () => {
      const verdict = checkScriptSafety(ruleset.source);
      expect(verdict.issues).toEqual([]);
      expect(verdict.safe).toBe(true);
      const compiled = compileScript(ruleset.source, ruleset.scope);
      expect(compiled.ok).toBe(true);
      expect(ruleset.hash).toBe(rulesetHash(ruleset.source));
      expect(ruleset.origin).toBe('built-in');
    });
  }

  it('deck rules with a resolvePoolFilters export have it; card and deck set rules do not', () => {
    const withFilters = BUILT_IN_RULESETS.filter((r) => {
      const c = compileScript(r.source, r.scope);
      return c.ok && c.value.hasPoolFilters;
    }).map((r) => r.id);
    expect(withFilters).toEqual([
      'riftbound/constructed',
      'riftbound/legend',
      'riftbound/rune-deck',
      'riftbound/battlefields',
      'riftbound/main-deck',
      'riftbound/sideboard',
    ]);
  });
});
