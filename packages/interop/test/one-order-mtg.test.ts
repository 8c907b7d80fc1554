// Issue 29, "One event, one order": see one-order-play.ts for the events played and what is
// checked after every round. One file per rule set, so the three runs share the machine's cores.
import { presets } from '@tcgkit/tiebreakers';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { playAndCheck } from './one-order-play.js';

describe('one event, one order (issue 29)', () => {
  it('1,000 Magic events with the MTR (the game default, presets.mtg) give one order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        playAndCheck({ game: 'mtg', chosen: undefined, rules: presets.mtg }, seed, false);
      }),
      { numRuns: Number(process.env.ONE_ORDER_RUNS ?? 1000) },
    );
  });
});
