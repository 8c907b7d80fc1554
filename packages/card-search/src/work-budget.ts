/**
 * The work budget of a search: work is counted, not timed, in units calibrated to about a
 * nanosecond of CPU each on the shared 2-core benchmark machine under load, so the same query on
 * the same cards always stops at the same card. The constants here and the regex weights in
 * `user-regex.ts` are that calibration; `pnpm bench card-search` prints the worst queries.
 */
import type { Pred } from './prepared.js';

/**
 * Work done by the running search, in units of roughly a nanosecond of CPU on the benchmark
 * machine: each card checked, each term test actually run (an `and` that fails early does not pay
 * for its other terms), each character a regex engine or a native `includes` reads, and the search
 * stops once its budget is spent.
 */
export interface Meter {
  used: number;
  /**
   * The running search's budget (infinite outside a search). A regex engine call, the costliest
   * single step, is not started past it: the search stops inside the card (see {@link BUDGET_STOP}).
   */
  limit: number;
}

/**
 * Thrown inside a card's test when the budget is spent before a regex engine call, so a card with
 * many long texts and costly patterns (a 40-regex `or`) cannot overshoot the budget by much: the
 * search stops at that card, as if it had stopped before it (a card's test has no side effects).
 */
class BudgetStop {}
export const BUDGET_STOP: unknown = new BudgetStop();

/**
 * Work units one search may spend by default. The units are calibrated (see the constants below
 * and the regex weights in `user-regex.ts`) to about a nanosecond of CPU each on the shared 2-core
 * benchmark machine under load, so that the fuzz run's and the hand-made worst queries stay under
 * 50 ms of CPU time on 20,000 real cards; `pnpm bench card-search` prints the worst.
 *
 * @example
 * ```ts
 * import { compile, DEFAULT_WORK_BUDGET } from '@tcgkit/card-search';
 * const report = compile('draw', 'lor').searchReport(cards, { budget: DEFAULT_WORK_BUDGET / 2 });
 * report.complete; // false if half the default budget was not enough
 * ```
 */
export const DEFAULT_WORK_BUDGET = 20_000_000;
/** Units per candidate card checked: the loop, the test's call and keeping a match. */
export const PER_CARD = 150;
/** Units per run of a field test on a prepared card (a value, number or cost compared). */
export const PER_FIELD_TEST = 100;
/**
 * Units per run of a shortcut: a shortcut reads the card itself (a Pokémon one folds the card's
 * subtypes: about 0.7 µs a card on the loaded machine).
 */
export const PER_SHORTCUT_TEST = 250;
/**
 * Units per run of a plain word's test: the typo-tolerant name test (edits per distinct name
 * word are computed once per query, then looked up) and a call into the rules-text test, whose
 * characters are counted on their own.
 */
export const PER_WORD_TEST = 350;
/** Units per call of a native `includes` on a text, plus half a unit per character. */
export const INCLUDES_CALL = 20;
/** Units per call of the RE2 engine: it sets up a matcher each time (0.15 to 1 µs on a short name, by pattern). */
export const RE2_CALL = 1000;
/** Units per call of JavaScript's engine. */
export const JS_CALL = 40;
/** Units per attack whose energy mix a cost test compares. */
export const PER_ATTACK_COST = 100;
/**
 * Units per name term for ranking one match (a typo-tolerant term reuses the edits its test just
 * computed on the card).
 */
export const PER_RANKED_TERM = 150;
/**
 * Units per ranked match: its rank's key, and its share of sorting the matches (a full scan that
 * matches nearly every card, `jinx or -kw:x`, ranks them all: about 0.3 µs a match with one term
 * on the benchmark machine, against 0.21 µs charged before).
 */
export const PER_RANKED_MATCH = 120;

/** A term's test that adds its cost to the meter each time it runs. */
export function charged(meter: Meter, units: number, pred: Pred): Pred {
  return (p) => {
    meter.used += units;
    return pred(p);
  };
}
