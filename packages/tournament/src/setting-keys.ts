import { err, type Result } from '@tcgkit/core';
import { RIFTBOUND_FFA_DEFAULTS } from '@tcgkit/ffa';
import { defaultSwissSettings } from '@tcgkit/swiss';
import { TournamentErrors as E } from './errors.js';
import type { StageFormat } from './types.js';

/** `firstRoundSeeding` is taken and replaced by the stage's `seeding` (as before settings were typed). */
const SWISS_KEYS = Object.keys(defaultSwissSettings);
const ELIMINATION_KEYS = [
  'allowByes',
  'thirdPlaceMatch',
  'grandFinal',
  'earlyCutoffMode',
  'tiedPlacements',
  'title',
];
const ROUND_ROBIN_KEYS = [
  'grouping',
  'cycles',
  'groupPlay',
  'points',
  'draws',
  'requireConfirmation',
  'tiebreakers',
  'opponentFloor',
  'playoffs',
  'title',
];
const FFA_KEYS = Object.keys(RIFTBOUND_FFA_DEFAULTS).filter((k) => k !== 'format');

/** The settings keys a stage of each format takes, and how the format is named in messages. */
function keysOf(format: StageFormat): { readonly keys: readonly string[]; readonly name: string } {
  switch (format) {
    case 'swiss':
      return { keys: SWISS_KEYS, name: 'a Swiss stage' };
    case 'single-elimination':
    case 'double-elimination':
      return { keys: ELIMINATION_KEYS, name: `a ${format} stage` };
    case 'round-robin':
      return { keys: ROUND_ROBIN_KEYS, name: 'a round robin stage' };
    case 'cumulative-points':
    case 'threshold-win':
      return { keys: FFA_KEYS, name: `a ${format} stage` };
    default: {
      const never: never = format;
      throw new Error(`Unknown format ${JSON.stringify(never)}`);
    }
  }
}

/** Edit distance between two short keys (case-insensitive), for "did you mean". */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      next.push(
        Math.min(
          (row[j] as number) + 1,
          (next[j - 1] as number) + 1,
          (row[j - 1] as number) + cost,
        ),
      );
    }
    row = next;
  }
  return row[y.length] as number;
}

/**
 * The known key closest to a misspelt one: within a third of its length in edits (at least 2),
 * or one that starts with it or that it starts with; `undefined` when none is close.
 *
 * @example
 * ```ts
 * closestKey('round', ['rounds', 'lateEntry']); // 'rounds'
 * ```
 */
export function closestKey(typed: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  const limit = Math.max(2, Math.floor(typed.length / 3));
  for (const key of known) {
    const lower = key.toLowerCase();
    const t = typed.toLowerCase();
    const prefix = t.length >= 3 && (lower.startsWith(t) || t.startsWith(lower));
    const d = distance(typed, key);
    const score = prefix ? Math.min(d, 1.5) : d;
    if ((d <= limit || prefix) && score < bestScore) {
      best = key;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The error for the first settings key a stage's format does not take, with the closest known
 * key (`round` gives "did you mean `rounds`?") or the list of known keys; `undefined` when every
 * key is known.
 */
export function unknownSettingsKey(
  format: StageFormat,
  given: Readonly<Record<string, unknown>>,
  at: string,
): Result<never> | undefined {
  const { keys, name } = keysOf(format);
  for (const key of Object.keys(given)) {
    if (keys.includes(key)) continue;
    if (format === 'swiss' && key === 'standings') {
      return err(
        E.invalidSettings,
        'standings is an option of the stage, not of its settings: write { format: "swiss", standings: presets.playPokemon, settings: { ... } }.',
        `${at}/standings`,
      );
    }
    if (key === 'seeding' || key === 'format') {
      return err(
        E.invalidSettings,
        `${key} is not a setting of ${name}: set the stage's ${key === 'format' ? 'format' : 'seeding'} beside its settings.`,
        `${at}/${key}`,
      );
    }
    const near = closestKey(key, keys);
    return err(
      E.invalidSettings,
      near === undefined
        ? `\`${key}\` is not a setting of ${name}. Its settings are: ${keys.map((k) => `\`${k}\``).join(', ')}.`
        : `\`${key}\` is not a setting of ${name}: did you mean \`${near}\`?`,
      `${at}/${key}`,
    );
  }
  return undefined;
}
