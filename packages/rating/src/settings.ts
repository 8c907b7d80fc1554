import { err, ok, type Result } from '@tcgkit/core';
import { isRecord, kindOf, pointer } from './describe.js';
import { RatingErrors } from './errors.js';
import type {
  EloSettings,
  Glicko2Settings,
  KFactorStep,
  RatingSettings,
  RatingSettingsInput,
} from './types.js';

/** The Glicko-2 defaults: Glickman's suggested starting values, τ = 0.5 and ε = 0.000001. */
export const GLICKO2_DEFAULTS: Glicko2Settings = {
  system: 'glicko2',
  tau: 0.5,
  tolerance: 0.000001,
  maxIterations: 100,
  initialRating: 1500,
  initialDeviation: 350,
  initialVolatility: 0.06,
  maxDeviation: 350,
  provisionalDeviation: 110,
};

/** The Elo defaults: K = 32 for everyone, scale 400, new players at 1500. */
export const ELO_DEFAULTS: EloSettings = {
  system: 'elo',
  kFactor: [{ k: 32 }],
  scale: 400,
  initialRating: 1500,
};

/**
 * The ranges every number of a ratings table and of the settings must lie in. They are far wider
 * than anything a league sees, and narrow enough that every figure the arithmetic produces stays
 * finite and positive where it must be. A table from outside is refused outside them
 * (`rating/invalid-ratings`); a figure `rate` computes is clamped into them, so a table one call
 * returns is always one the next call reads.
 */
export const RATING_LIMITS = {
  /** A rating lies within ± this (either system). */
  rating: 1_000_000,
  /** Glicko-2: a deviation lies in [minDeviation, maxDeviation]. */
  minDeviation: 0.01,
  maxDeviation: 100_000,
  /** Glicko-2: a volatility lies in [minVolatility, maxVolatility]. */
  minVolatility: 0.000001,
  maxVolatility: 10,
  /** Glicko-2: τ lies in [minTau, maxTau] (Glickman suggests 0.3 to 1.2). */
  minTau: 0.01,
  maxTau: 10,
  /** Glicko-2: the tolerance lies in [minTolerance, maxTolerance]. */
  minTolerance: 1e-12,
  maxTolerance: 0.01,
  /** Glicko-2: at most this many steps of the volatility iteration. */
  maxIterations: 1000,
  /** Elo: a K lies in (0, maxK]. */
  maxK: 1000,
  /** Elo: the scale lies in [minScale, maxScale]. */
  minScale: 1,
  maxScale: 1_000_000,
} as const;

const bad = (message: string, path: string) => err(RatingErrors.invalidSettings, message, path);

/** What a number must be: finite, within [min, max] (min excluded when `above`), whole if asked. */
interface Range {
  readonly min: number;
  readonly max: number;
  /** The minimum itself is not allowed (a number above it). */
  readonly above?: boolean;
  readonly whole?: boolean;
}

const L = RATING_LIMITS;
const RATING_RANGE: Range = { min: -L.rating, max: L.rating };
const DEVIATION_RANGE: Range = { min: L.minDeviation, max: L.maxDeviation };
const VOLATILITY_RANGE: Range = { min: L.minVolatility, max: L.maxVolatility };
const COUNT_RANGE: Range = { min: 1, max: Number.MAX_SAFE_INTEGER, whole: true };

/** True when `value` is a number in `range`. */
export function inRange(value: unknown, range: Range): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    (range.above === true ? value > range.min : value >= range.min) &&
    value <= range.max &&
    (range.whole !== true || Number.isInteger(value))
  );
}

/** Says what `range` allows, for a message. */
export function describeRange(range: Range): string {
  const kind = range.whole === true ? 'a whole number' : 'a number';
  if (range.max === Number.MAX_SAFE_INTEGER) return `${kind} from ${range.min} up`;
  return range.above === true
    ? `${kind} above ${range.min} and at most ${range.max}`
    : `${kind} from ${range.min} to ${range.max}`;
}

/** The ranges of a ratings table's figures, for the readers of tables. */
export const TABLE_RANGES = {
  rating: RATING_RANGE,
  deviation: DEVIATION_RANGE,
  volatility: VOLATILITY_RANGE,
} as const;

function numberField(
  given: Record<string, unknown>,
  key: string,
  fallback: number,
  range: Range,
): Result<number> {
  if (!Object.hasOwn(given, key) || given[key] === undefined) return ok(fallback);
  const value = given[key];
  if (inRange(value, range)) return ok(value);
  return bad(`"${key}" must be ${describeRange(range)}, not ${kindOf(value)}.`, `/${key}`);
}

const GLICKO2_KEYS = new Set(Object.keys(GLICKO2_DEFAULTS));
const ELO_KEYS = new Set(['system', 'kFactor', 'scale', 'initialRating']);

function unknownKey(given: Record<string, unknown>, known: Set<string>): string | undefined {
  for (const key of Object.keys(given)) if (!known.has(key)) return key;
  return undefined;
}

const K_RANGE: Range = { min: 0, above: true, max: L.maxK };

function kSchedule(value: unknown): Result<readonly KFactorStep[]> {
  if (value === undefined) return ok(ELO_DEFAULTS.kFactor);
  if (typeof value === 'number') {
    return inRange(value, K_RANGE)
      ? ok([{ k: value }])
      : bad(`"kFactor" must be ${describeRange(K_RANGE)}, not ${kindOf(value)}.`, '/kFactor');
  }
  if (!Array.isArray(value) || value.length === 0) {
    return bad(
      `"kFactor" must be a number above 0 or a non-empty list of steps { k, matchesBelow?, ratingBelow? }, not ${kindOf(value)}.`,
      '/kFactor',
    );
  }
  const steps: KFactorStep[] = [];
  for (let i = 0; i < value.length; i++) {
    const step: unknown = value[i];
    const at = `/kFactor/${i}`;
    if (!isRecord(step)) return bad(`A K-factor step must be an object, not ${kindOf(step)}.`, at);
    for (const key of Object.keys(step)) {
      if (key !== 'k' && key !== 'matchesBelow' && key !== 'ratingBelow')
        return bad(
          `A K-factor step has k, matchesBelow and ratingBelow, not "${key}".`,
          `${at}/${key}`,
        );
    }
    const k = numberField(step, 'k', Number.NaN, K_RANGE);
    if (!k.ok || Number.isNaN(k.value))
      return bad(`Every K-factor step needs "k", ${describeRange(K_RANGE)}.`, `${at}/k`);
    const out: { k: number; matchesBelow?: number; ratingBelow?: number } = { k: k.value };
    if (step.matchesBelow !== undefined) {
      const m = numberField(step, 'matchesBelow', 0, COUNT_RANGE);
      if (!m.ok) return bad(m.error.message, `${at}${m.error.path}`);
      out.matchesBelow = m.value;
    }
    if (step.ratingBelow !== undefined) {
      const r = numberField(step, 'ratingBelow', 0, RATING_RANGE);
      if (!r.ok) return bad(r.error.message, `${at}${r.error.path}`);
      out.ratingBelow = r.value;
    }
    steps.push(out);
  }
  const last = steps[steps.length - 1]!;
  if (last.matchesBelow !== undefined || last.ratingBelow !== undefined) {
    return bad(
      'The last K-factor step must have no conditions, so every player gets a K.',
      `/kFactor/${steps.length - 1}`,
    );
  }
  return ok(steps);
}

/**
 * Checks settings from outside and fills in the defaults. Total: any JSON value gives settings
 * or a `rating/invalid-settings` error with a path.
 *
 * @example
 * ```ts
 * import { resolveRatingSettings } from '@tcgkit/rating';
 * resolveRatingSettings({ system: 'glicko2', tau: 0.3 }); // ok: tau 0.3, every other default
 * resolveRatingSettings({ system: 'elo', kFactor: -1 }); // rating/invalid-settings at /kFactor
 * ```
 */
export function resolveRatingSettings(input: unknown): Result<RatingSettings> {
  if (!isRecord(input)) {
    return bad(
      `Settings must be an object such as { "system": "glicko2" }, not ${kindOf(input)}.`,
      '',
    );
  }
  const system = input.system;
  if (system === 'glicko2') {
    const extra = unknownKey(input, GLICKO2_KEYS);
    if (extra !== undefined)
      return bad(`Glicko-2 has no setting "${extra}".`, `/${pointer(extra)}`);
    const d = GLICKO2_DEFAULTS;
    const fields = {
      tau: numberField(input, 'tau', d.tau, { min: L.minTau, max: L.maxTau }),
      tolerance: numberField(input, 'tolerance', d.tolerance, {
        min: L.minTolerance,
        max: L.maxTolerance,
      }),
      maxIterations: numberField(input, 'maxIterations', d.maxIterations, {
        min: 1,
        max: L.maxIterations,
        whole: true,
      }),
      initialRating: numberField(input, 'initialRating', d.initialRating, RATING_RANGE),
      initialDeviation: numberField(input, 'initialDeviation', d.initialDeviation, DEVIATION_RANGE),
      initialVolatility: numberField(
        input,
        'initialVolatility',
        d.initialVolatility,
        VOLATILITY_RANGE,
      ),
      maxDeviation: numberField(input, 'maxDeviation', d.maxDeviation, DEVIATION_RANGE),
      provisionalDeviation: numberField(
        input,
        'provisionalDeviation',
        d.provisionalDeviation,
        DEVIATION_RANGE,
      ),
    };
    for (const r of Object.values(fields)) if (!r.ok) return r;
    const value = Object.fromEntries(
      Object.entries(fields).map(([k, r]) => [k, (r as { value: number }).value]),
    ) as Omit<Glicko2Settings, 'system'>;
    if (value.initialDeviation > value.maxDeviation) {
      return bad(
        `"initialDeviation" (${value.initialDeviation}) cannot be above "maxDeviation" (${value.maxDeviation}).`,
        '/initialDeviation',
      );
    }
    return ok({ system: 'glicko2', ...value });
  }
  if (system === 'elo') {
    const extra = unknownKey(input, ELO_KEYS);
    if (extra !== undefined) return bad(`Elo has no setting "${extra}".`, `/${pointer(extra)}`);
    const kFactor = kSchedule(input.kFactor);
    if (!kFactor.ok) return kFactor;
    const scale = numberField(input, 'scale', ELO_DEFAULTS.scale, {
      min: L.minScale,
      max: L.maxScale,
    });
    if (!scale.ok) return scale;
    const initialRating = numberField(
      input,
      'initialRating',
      ELO_DEFAULTS.initialRating,
      RATING_RANGE,
    );
    if (!initialRating.ok) return initialRating;
    return ok({
      system: 'elo',
      kFactor: kFactor.value,
      scale: scale.value,
      initialRating: initialRating.value,
    });
  }
  return bad(`"system" must be "glicko2" or "elo", not ${kindOf(system)}.`, '/system');
}

/** Settings as given, or already resolved: the type {@link rate} accepts. */
export type AnyRatingSettings = RatingSettingsInput | RatingSettings;
