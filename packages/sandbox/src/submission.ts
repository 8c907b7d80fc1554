import { SandboxErrors } from './errors.js';
import { issuePrefix, type RulesetIssue } from './normalize.js';
import { runCardRuleOverCards, runRulesetScript, type ScriptContext, TIME_LIMITS } from './run.js';
import type { SandboxResult, SandboxRunner } from './types.js';

/** A deck as submitted: a flat card-ref to copies map, or a zoned `{ main, sideboard? }`. */
export type SubmittedDeck = Readonly<Record<string, unknown>>;

/** What {@link checkSubmission} checks. */
export interface Submission {
  /** The player's lineup, in order (decks are numbered from 1 in messages). */
  readonly decks: readonly SubmittedDeck[];
  /** Catalog entries of every card the lineup references. */
  readonly cardsById: Readonly<Record<string, { readonly name?: unknown }>>;
  /** The tournament's banned card refs; rejected before any script runs. */
  readonly bannedCardIds?: readonly string[];
  /** The tournament's three rule scripts (each optional). */
  readonly rules: {
    readonly card?: string;
    readonly deck?: string;
    readonly deckset?: string;
  };
  /** Catalog context handed to every script. */
  readonly context?: ScriptContext;
}

/** One issue of a submission check; `message` carries the server-side prefix. */
export interface SubmissionIssue {
  /** Which check produced it. */
  readonly source: 'banned' | 'card' | 'deck' | 'deckset';
  /** The script's issue code, or a `sandbox/...` code when the script could not run. */
  readonly code?: string;
  /** The prefixed message: `Card Zed: …`, `Deck 2: …`, `Lineup: …`. */
  readonly message: string;
  /** 0-based index of the deck, for deck and banned issues. */
  readonly deckIndex?: number;
  /** The card ref, for card and banned issues. */
  readonly cardId?: string;
}

/** The verdict of {@link checkSubmission}. */
export interface SubmissionCheck {
  /** True when no check failed and every script ran. */
  readonly valid: boolean;
  /** Every issue, each with its prefix (passing results can carry issues too). */
  readonly issues: readonly SubmissionIssue[];
}

/** Options of {@link checkSubmission}. */
export interface SubmissionOptions {
  /** The whole check's budget (default 15,000 ms, the spec's server limit). */
  readonly timeoutMs?: number;
  /** A clock for the budget (milliseconds); defaults to `performance.now()`. */
  readonly clock?: () => number;
}

/** Card refs of a deck, flat or zoned; the literal `main` / `sideboard` keys are never refs. */
export function deckCardRefs(deck: SubmittedDeck): string[] {
  const refs: string[] = [];
  const addZone = (zone: unknown): void => {
    if (typeof zone !== 'object' || zone === null) return;
    for (const [ref, copies] of Object.entries(zone)) {
      if (typeof copies === 'number' && !refs.includes(ref)) refs.push(ref);
    }
  };
  if (typeof deck.main === 'object' && deck.main !== null) {
    addZone(deck.main);
  } else {
    for (const [ref, copies] of Object.entries(deck)) {
      if (typeof copies === 'number' && ref !== 'main' && ref !== 'sideboard') refs.push(ref);
    }
  }
  addZone(deck.sideboard);
  return refs;
}

/** `cardsById` restricted to the given refs (the deck rule sees the cards its deck references). */
function cardsFor(submission: Submission, refs: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const ref of refs) {
    const card = submission.cardsById[ref];
    if (card !== undefined) Object.defineProperty(out, ref, { value: card, enumerable: true });
  }
  return out;
}

function cardName(submission: Submission, ref: string): string {
  const name = submission.cardsById[ref]?.name;
  return typeof name === 'string' && name.trim() !== '' ? name : ref;
}

/**
 * The server's submission check: the tournament's banned cards first (a banned card rejects the
 * lineup before any script runs), then the card rule on every distinct card, the deck rule on
 * every deck and the deck set rule on the lineup, all within one 15 s budget. Every issue comes
 * back with its prefix (`Card <name>: `, `Deck 2: `, `Lineup: `). A script that cannot run
 * (unsafe, throws, times out) fails the submission with its error as the issue.
 *
 * @example
 * ```ts
 * const verdict = await checkSubmission(runner, {
 *   decks: [{ '01IO009': 3 }], cardsById, bannedCardIds: ['01SI001'],
 *   rules: { deck: deckRuleSource },
 * });
 * verdict.valid; // false when anything failed
 * ```
 */
export async function checkSubmission(
  runner: SandboxRunner,
  submission: Submission,
  options: SubmissionOptions = {},
): Promise<SubmissionCheck> {
  // Never rejects: a submission of the wrong shape fails the lineup with sandbox/bad-input.
  const shapeless = (message: string): SubmissionCheck => ({
    valid: false,
    issues: [
      {
        source: 'deckset',
        code: SandboxErrors.badInput,
        message: `${issuePrefix({ scope: 'deckset' })}${message}`,
      },
    ],
  });
  if (
    typeof submission !== 'object' ||
    submission === null ||
    !Array.isArray(submission.decks) ||
    submission.decks.some((deck) => typeof deck !== 'object' || deck === null) ||
    typeof submission.cardsById !== 'object' ||
    submission.cardsById === null ||
    typeof submission.rules !== 'object' ||
    submission.rules === null
  ) {
    return shapeless(
      'The submission must be an object { decks: object[], cardsById: object, rules: object }.',
    );
  }
  try {
    return await checkWellFormed(runner, submission, options ?? {});
  } catch (error) {
    return shapeless(
      `The submission could not be checked: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

async function checkWellFormed(
  runner: SandboxRunner,
  submission: Submission,
  options: SubmissionOptions,
): Promise<SubmissionCheck> {
  const clock = options.clock ?? (() => globalThis.performance.now());
  const deadline = clock() + (options.timeoutMs ?? TIME_LIMITS.submission);
  const issues: SubmissionIssue[] = [];
  let valid = true;

  // 1. Banned cards, before any script runs.
  const banned = new Set(submission.bannedCardIds ?? []);
  submission.decks.forEach((deck, deckIndex) => {
    for (const ref of deckCardRefs(deck)) {
      if (!banned.has(ref)) continue;
      const name = cardName(submission, ref);
      issues.push({
        source: 'banned',
        code: SandboxErrors.bannedCard,
        message: `${issuePrefix({ scope: 'card', cardName: name })}${name} is banned in this tournament.`,
        deckIndex,
        cardId: ref,
      });
    }
  });
  if (issues.length > 0) return { valid: false, issues };

  const remaining = (): number => deadline - clock();
  const outOfTime = (source: SubmissionIssue['source'], prefix: string): void => {
    valid = false;
    issues.push({
      source,
      code: SandboxErrors.timeout,
      message: `${prefix}The submission check ran out of time.`,
    });
  };
  const couldNotRun = (
    source: SubmissionIssue['source'],
    prefix: string,
    result: SandboxResult<unknown> & { ok: false },
    extra: Partial<SubmissionIssue> = {},
  ): void => {
    valid = false;
    issues.push({
      source,
      code: result.error.code,
      message: `${prefix}${result.error.message}`,
      ...extra,
    });
  };
  const addIssues = (
    source: SubmissionIssue['source'],
    prefix: string,
    found: readonly RulesetIssue[],
    extra: Partial<SubmissionIssue> = {},
  ): void => {
    for (const item of found) {
      issues.push({
        source,
        ...(item.code === undefined ? {} : { code: item.code }),
        message: `${prefix}${item.message}`,
        ...extra,
      });
    }
  };

  // 2. The card rule, once per distinct card.
  if (submission.rules.card !== undefined) {
    const refs: string[] = [];
    for (const deck of submission.decks) {
      for (const ref of deckCardRefs(deck)) if (!refs.includes(ref)) refs.push(ref);
    }
    const prefixFor = (ref: string) =>
      issuePrefix({ scope: 'card', cardName: cardName(submission, ref) });
    if (remaining() <= 0) outOfTime('card', 'Cards: ');
    else if (refs.length > 0) {
      const cards = refs.map((ref) => submission.cardsById[ref] ?? { id: ref });
      const result = await runCardRuleOverCards(runner, submission.rules.card, cards, {
        timeoutMs: remaining(),
        context: submission.context,
      });
      if (!result.ok) couldNotRun('card', 'Cards: ', result);
      else {
        result.value.forEach((outcome, i) => {
          const ref = refs[i]!;
          if (outcome.error !== undefined) {
            valid = false;
            issues.push({
              source: 'card',
              code: SandboxErrors.scriptThrew,
              message: `${prefixFor(ref)}${outcome.error}`,
              cardId: ref,
            });
            return;
          }
          if (!outcome.valid) valid = false;
          addIssues('card', prefixFor(ref), outcome.issues, { cardId: ref });
        });
      }
    }
  }

  // 3. The deck rule, once per deck.
  if (submission.rules.deck !== undefined) {
    for (let deckIndex = 0; deckIndex < submission.decks.length; deckIndex++) {
      const prefix = issuePrefix({ scope: 'deck', deckIndex });
      if (remaining() <= 0) {
        outOfTime('deck', prefix);
        break;
      }
      const result = await runRulesetScript(
        runner,
        submission.rules.deck,
        {
          scope: 'deck',
          deck: submission.decks[deckIndex],
          cardsById: cardsFor(submission, deckCardRefs(submission.decks[deckIndex]!)),
          context: submission.context,
        },
        { timeoutMs: remaining() },
      );
      if (!result.ok) couldNotRun('deck', prefix, result, { deckIndex });
      else {
        if (!result.value.valid) valid = false;
        addIssues('deck', prefix, result.value.issues, { deckIndex });
      }
    }
  }

  // 4. The deck set rule, once for the lineup.
  if (submission.rules.deckset !== undefined) {
    const prefix = issuePrefix({ scope: 'deckset' });
    if (remaining() <= 0) outOfTime('deckset', prefix);
    else {
      const result = await runRulesetScript(
        runner,
        submission.rules.deckset,
        {
          scope: 'deckset',
          decks: submission.decks,
          cardsById: submission.cardsById,
          context: submission.context,
        },
        { timeoutMs: remaining() },
      );
      if (!result.ok) couldNotRun('deckset', prefix, result);
      else {
        if (!result.value.valid) valid = false;
        addIssues('deckset', prefix, result.value.issues);
      }
    }
  }
  return { valid, issues };
}
