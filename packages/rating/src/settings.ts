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
};

/** The Elo defaults: K = 32 for everyone, scale 400, new players at 1500. */
export const ELO_DEFAULTS: EloSettings = {
  system: 'elo',
  kFactor: [{ k: 32 }],
  scale: 400,
  initialRating: 1500,
};

const bad = (message: string, path: string) => err(RatingErrors.invalidSettings, message, path);

type Check = 'positive' | 'finite' | 'positive-integer';

function numberField(
  given: Record<string, unknown>,
  key: string,
  fallback: number,
  check: Check,
): Result<number> {
  if (!Object.hasOwn(given, key) || given[key] === undefined) return ok(fallback);
  const value = given[key];
  const fine =
    typeof value === 'number' &&
    Number.isFinite(value) &&
    (check === 'finite' ||
      (check === 'positive' && value > 0) ||
      (check === 'positive-integer' && Number.isInteger(value) && value > 0));
  if (fine) return ok(value);
  const want =
    check === 'finite'
      ? 'a finite number'
      : check === 'positive'
        ? 'a number above 0'
        : 'a whole number above 0';
  return bad(`"${key}" must be ${want}, not ${kindOf(value)}.`, `/${key}`);
}

const GLICKO2_KEYS = new Set(Object.keys(GLICKO2_DEFAULTS));
const ELO_KEYS = new Set(['system', 'kFactor', 'scale', 'initialRating']);

function unknownKey(given: Record<string, unknown>, known: Set<string>): string | undefined {
  for (const key of Object.keys(given)) if (!known.has(key)) return key;
  return undefined;
}

function kSchedule(value: unknown): Result<readonly KFactorStep[]> {
  if (value === undefined) return ok(ELO_DEFAULTS.kFactor);
  if (typeof value === 'number') {
    return Number.isFinite(value) && value > 0
      ? ok([{ k: value }])
      : bad(`"kFactor" must be a number above 0, not ${kindOf(value)}.`, '/kFactor');
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
    const k = numberField(step, 'k', Number.NaN, 'positive');
    if (!k.ok || Number.isNaN(k.value))
      return bad('Every K-factor step needs "k", a number above 0.', `${at}/k`);
    const out: { k: number; matchesBelow?: number; ratingBelow?: number } = { k: k.value };
    if (step.matchesBelow !== undefined) {
      const m = numberField(step, 'matchesBelow', 0, 'positive-integer');
      if (!m.ok) return bad(m.error.message, `${at}${m.error.path}`);
      out.matchesBelow = m.value;
    }
    if (step.ratingBelow !== undefined) {
      const r = numberField(step, 'ratingBelow', 0, 'finite');
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
      tau: numberField(input, 'tau', d.tau, 'positive'),
      tolerance: numberField(input, 'tolerance', d.tolerance, 'positive'),
      maxIterations: numberField(input, 'maxIterations', d.maxIterations, 'positive-integer'),
      initialRating: numberField(input, 'initialRating', d.initialRating, 'finite'),
      initialDeviation: numberField(input, 'initialDeviation', d.initialDeviation, 'positive'),
      initialVolatility: numberField(input, 'initialVolatility', d.initialVolatility, 'positive'),
      maxDeviation: numberField(input, 'maxDeviation', d.maxDeviation, 'positive'),
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
    const scale = numberField(input, 'scale', ELO_DEFAULTS.scale, 'positive');
    if (!scale.ok) return scale;
    const initialRating = numberField(input, 'initialRating', ELO_DEFAULTS.initialRating, 'finite');
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
