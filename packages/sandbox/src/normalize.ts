import type { GameId } from '@tcgkit/core';
import type { PlainData, RulesetScope } from './types.js';

/** A scalar a script may put in an issue's `metadata`. */
export type IssueMetadataValue = string | number | boolean | null;

/** One normalized ruleset issue: `message` is always the text to show. */
export interface RulesetIssue {
  /** The script's `code`, when it gave a non-empty one. */
  readonly code?: string;
  /** The trimmed message, or the code with underscores as spaces when there was no message. */
  readonly message: string;
  /** Scalar metadata (kept only when asked, as the in-browser validator does). */
  readonly metadata?: Readonly<Record<string, IssueMetadataValue>>;
}

/** A ruleset result normalized per the spec's return-values table. */
export interface RulesetCheck {
  /** True when the script passed. */
  readonly valid: boolean;
  /** Issues to report (a passing result can carry some). */
  readonly issues: readonly RulesetIssue[];
}

/** Options of {@link normalizeRulesetResult}. */
export interface NormalizeOptions {
  /** Keep scalar `metadata` on issues (the in-browser validator does; the server does not). */
  readonly keepMetadata?: boolean;
  /** Most issues kept per result (default {@link MAX_ISSUES_PER_RESULT}). */
  readonly maxIssues?: number;
}

/** Default cap on issues kept per normalized result. */
export const MAX_ISSUES_PER_RESULT = 100;
/** Longest issue message kept, in characters. */
export const MAX_ISSUE_MESSAGE_LENGTH = 1_000;
/** Most metadata entries kept per issue. */
export const MAX_METADATA_ENTRIES = 32;

/** The scope's fallback message ("Saved deck rule rejected this deck."). */
export const FALLBACK_MESSAGE: Readonly<Record<RulesetScope, string>> = {
  card: 'Saved card rule rejected this card.',
  deck: 'Saved deck rule rejected this deck.',
  deckset: 'Saved deck set rule rejected this deck set.',
};

const isRecord = (value: unknown): value is Readonly<Record<string, PlainData>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const cut = (text: string): string =>
  text.length > MAX_ISSUE_MESSAGE_LENGTH ? text.slice(0, MAX_ISSUE_MESSAGE_LENGTH).trimEnd() : text;

/**
 * One issue entry: a string, or an object with a non-empty `code` and/or `message`. Anything
 * else (and an object with neither) is dropped: `undefined`.
 */
export function normalizeIssue(entry: unknown, keepMetadata = false): RulesetIssue | undefined {
  if (typeof entry === 'string') {
    const message = entry.trim();
    return message === '' ? undefined : { message: cut(message) };
  }
  if (!isRecord(entry)) return undefined;
  const code = typeof entry.code === 'string' && entry.code.trim() !== '' ? entry.code : undefined;
  const rawMessage = typeof entry.message === 'string' ? entry.message.trim() : '';
  if (code === undefined && rawMessage === '') return undefined;
  // The code with underscores as spaces; a code of only underscores is shown as written.
  const shownCode = (code ?? '').replace(/_/g, ' ').trim() || (code ?? '').trim();
  const message = cut(rawMessage !== '' ? rawMessage : shownCode);
  const out: { code?: string; message: string; metadata?: Record<string, IssueMetadataValue> } = {
    message,
  };
  if (code !== undefined) out.code = code;
  if (keepMetadata && isRecord(entry.metadata)) {
    const metadata: Record<string, IssueMetadataValue> = {};
    let count = 0;
    for (const [key, value] of Object.entries(entry.metadata)) {
      if (count >= MAX_METADATA_ENTRIES) break;
      if (
        value === null ||
        typeof value === 'string' ||
        typeof value === 'number' ||
        typeof value === 'boolean'
      ) {
        Object.defineProperty(metadata, key, { value, enumerable: true, writable: true });
        count++;
      }
    }
    if (count > 0) out.metadata = metadata;
  }
  return out;
}

/**
 * Normalizes what a ruleset entry point returned to `{ valid, issues }`, exactly as the
 * return-values table says: `true` passes; `false`/`null`/`undefined` fail with the scope's
 * fallback; a result object passes when `valid` or `allowed` is exactly `true` (keeping its
 * issues) and otherwise fails with its issues or the fallback; anything else fails.
 *
 * @example
 * ```ts
 * normalizeRulesetResult({ valid: false, issues: [{ code: 'deck_size' }] }, 'deck');
 * // { valid: false, issues: [{ code: 'deck_size', message: 'deck size' }] }
 * ```
 */
export function normalizeRulesetResult(
  value: unknown,
  scope: RulesetScope,
  options: NormalizeOptions = {},
): RulesetCheck {
  const fallback = { valid: false, issues: [{ message: FALLBACK_MESSAGE[scope] }] };
  if (value === true) return { valid: true, issues: [] };
  if (!isRecord(value)) return fallback;
  const valid = value.valid === true || value.allowed === true;
  const issues: RulesetIssue[] = [];
  const max = options.maxIssues ?? MAX_ISSUES_PER_RESULT;
  if (Array.isArray(value.issues)) {
    for (const entry of value.issues as readonly unknown[]) {
      if (issues.length >= max) break;
      const normalized = normalizeIssue(entry, options.keepMetadata === true);
      if (normalized) issues.push(normalized);
    }
  }
  if (!valid && issues.length === 0) return fallback;
  return { valid, issues };
}

/** The game's pool-filter keys (the guide's table). */
export const POOL_FILTER_KEYS: Readonly<Record<Exclude<GameId, 'mtg'>, readonly string[]>> = {
  lor: ['regionRefs', 'typeRefs', 'rarityRefs', 'setCodes', 'keywordVocabRefs'],
  pokemon: ['cardTypes', 'types', 'stages', 'rarities', 'setCodes'],
  riftbound: ['cardTypes', 'domains', 'rarities', 'sets', 'supertypes', 'tags'],
};

/** A `resolvePoolFilters` answer after normalization: filter key to selected values. */
export type PoolFiltersPatch = Readonly<Record<string, readonly string[]>>;

/**
 * Normalizes a `resolvePoolFilters` answer: anything that is not a plain object is `null` (no
 * suggestion); keys outside `filterKeys` are dropped; an omitted key stays omitted; `[]` is kept
 * (it clears that filter). Values must be arrays of strings: a non-array value is dropped, and
 * non-string entries inside an array are dropped.
 *
 * @example
 * ```ts
 * normalizePoolFilters({ cardTypes: ['unit'], typo: ['x'] }, POOL_FILTER_KEYS.riftbound);
 * // { cardTypes: ['unit'] }
 * ```
 */
export function normalizePoolFilters(
  value: unknown,
  filterKeys: readonly string[],
): PoolFiltersPatch | null {
  if (!isRecord(value)) return null;
  const allowed = new Set(filterKeys);
  const out: Record<string, readonly string[]> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (!allowed.has(key) || !Array.isArray(entry)) continue;
    const values = (entry as readonly unknown[]).filter(
      (item): item is string => typeof item === 'string',
    );
    Object.defineProperty(out, key, { value: values, enumerable: true, writable: true });
  }
  return out;
}

/** Where a submission issue came from. */
export type IssueSource =
  | { readonly scope: 'card'; readonly cardName: string }
  | { readonly scope: 'deck'; readonly deckIndex: number }
  | { readonly scope: 'deckset' };

/**
 * The server-side prefix of an issue: `Card <name>: `, `Deck 2: ` (decks numbered from 1 when
 * given a 0-based index) and `Lineup: `.
 */
export function issuePrefix(source: IssueSource): string {
  switch (source.scope) {
    case 'card':
      return `Card ${source.cardName}: `;
    case 'deck':
      return `Deck ${source.deckIndex + 1}: `;
    case 'deckset':
      return 'Lineup: ';
    default: {
      const never: never = source;
      throw new Error(`Unknown issue source ${String(never)}`);
    }
  }
}
