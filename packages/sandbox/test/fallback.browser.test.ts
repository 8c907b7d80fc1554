import { describe, expect, it } from 'vitest';
import { grantFallbackConsent, runDeckRuleWithoutSandbox } from '../src/index.js';

describe('opt-in fallback in a page', () => {
  const source = 'export default (deck) => ({ valid: deck.a === 1, issues: ["ran"] });';
  it('runs a deck rule in the page only with an active consent', () => {
    const consent = grantFallbackConsent(0);
    expect(
      runDeckRuleWithoutSandbox(source, { deck: { a: 1 }, cardsById: {} }, { consent, nowMs: 5 }),
    ).toEqual({
      ok: true,
      value: { valid: true, issues: [{ message: 'ran' }] },
      warnings: [],
    });
    expect(
      runDeckRuleWithoutSandbox(
        source,
        { deck: { a: 1 }, cardsById: {} },
        { consent: null, nowMs: 5 },
      ),
    ).toMatchObject({ ok: false, error: { code: 'sandbox/unavailable' } });
    expect(
      runDeckRuleWithoutSandbox(
        source,
        { deck: { a: 1 }, cardsById: {} },
        { consent, nowMs: consent.expiresAt },
      ),
    ).toMatchObject({ ok: false });
  });
  it('still applies the static check and freezes inputs', () => {
    const consent = grantFallbackConsent(0);
    expect(
      runDeckRuleWithoutSandbox(
        'export default () => fetch("x");',
        { deck: {}, cardsById: {} },
        { consent, nowMs: 1 },
      ),
    ).toMatchObject({ ok: false, error: { code: 'sandbox/unsafe-script' } });
    expect(
      runDeckRuleWithoutSandbox(
        'export default (deck) => { deck.a = 2; return true; }',
        { deck: { a: 1 }, cardsById: {} },
        { consent, nowMs: 1 },
      ),
    ).toMatchObject({ ok: false, error: { code: 'sandbox/script-threw' } });
  });
  it('the page realm stays unfrozen (no lockdown in the page)', () => {
    expect(Object.isFrozen(Object.prototype)).toBe(false);
    expect(typeof (globalThis as { lockdown?: unknown }).lockdown).toBe('undefined');
  });
});
