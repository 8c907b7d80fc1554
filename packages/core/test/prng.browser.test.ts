import { describe, expect, it } from 'vitest';
import golden from './fixtures/prng-golden.json' with { type: 'json' };
import { firstValues } from './prng-shared.js';

describe('seeded PRNG in Chromium', () => {
  it('gives the same first 1,000 values as Node (the golden file) for every golden seed', () => {
    expect(navigator.userAgent).toMatch(/Chrome/);
    for (const [seed, values] of Object.entries(golden.sequences)) {
      expect(firstValues(seed, 1000)).toEqual(values);
    }
  });
});
