/**
 * `projectCut`: proofs, odds and needs for every player and open table of a Swiss stage.
 * @module
 */
import { err, errFrom, ok, type Result } from '@tcgkit/core';
import {
  loadSwissStage,
  type SwissStage,
  standingsInputOf,
  standingsSettingsOf,
} from '@tcgkit/swiss';
import {
  checkStandingsInput,
  type StandingsSettings,
  type TiebreakerId,
} from '@tcgkit/tiebreakers';
import { ProjectionErrors as E, type ProjectionErrorCode } from './errors.js';
import { explainPlayer, explainTable } from './explain.js';
import {
  enumerateOdds,
  type MatchModel,
  type OddsTally,
  outcomeCount,
  recordKey,
  relevantTables,
  simulateOdds,
  tableSlot,
} from './odds.js';
import { type Proofs, proveCut } from './proofs.js';
import { A_WINS, B_WINS, DRAW, readSituation, type Situation } from './situation.js';
import type {
  CutNeeds,
  CutProjection,
  DrawSafe,
  Odds,
  PlayerProjection,
  ProjectionOptions,
  RemainingRecord,
  TableProjection,
  TableSide,
} from './types.js';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isGames = (v: unknown): v is readonly [number, number] =>
  Array.isArray(v) && v.length === 2 && v.every(isCount);

interface Checked {
  readonly cut: number;
  readonly standings?: StandingsSettings;
  readonly drawProbability: number;
  readonly ratings?: Readonly<Record<string, { readonly rating: number }>>;
  readonly missingRating: number;
  readonly winGames: readonly [number, number];
  readonly drawGames: readonly [number, number];
  readonly seed?: string | number;
  readonly exactLimit: number;
  readonly samples: number;
  readonly tableSamples: number;
}

const KNOWN = new Set([
  'cut',
  'standings',
  'drawProbability',
  'ratings',
  'missingRating',
  'gameScores',
  'seed',
  'exactLimit',
  'samples',
  'tableSamples',
]);

function bad(message: string, path: string): Result<never, ProjectionErrorCode> {
  return err(E.invalidOptions, message, path);
}

/** Checks the options and fills in the defaults; total over any value. */
export function checkOptions(options: unknown): Result<Checked, ProjectionErrorCode> {
  if (!isObject(options)) return bad('The options must be an object with at least `cut`.', '');
  for (const key of Object.keys(options)) {
    if (!KNOWN.has(key)) return bad(`Unknown option "${key}".`, `/${key}`);
  }
  const { cut, drawProbability = 0, missingRating = 1500, seed } = options;
  if (!Number.isSafeInteger(cut) || (cut as number) < 1)
    return bad('`cut` must be a whole number of players, 1 or more (8 for a top 8).', '/cut');
  if (typeof drawProbability !== 'number' || !(drawProbability >= 0 && drawProbability < 1))
    return bad('`drawProbability` must be a number from 0 to less than 1.', '/drawProbability');
  if (typeof missingRating !== 'number' || !Number.isFinite(missingRating))
    return bad('`missingRating` must be a finite number.', '/missingRating');
  if (seed !== undefined && typeof seed !== 'string' && !Number.isFinite(seed))
    return bad('`seed` must be a string or a finite number.', '/seed');
  const limits: Record<string, number> = { exactLimit: 20_000, samples: 2000, tableSamples: 200 };
  for (const key of Object.keys(limits)) {
    const value = options[key];
    if (value === undefined) continue;
    if (!isCount(value) || value > 10_000_000)
      return bad(`\`${key}\` must be a whole number from 0 to 10,000,000.`, `/${key}`);
    limits[key] = value;
  }
  if (limits.samples! < 1) return bad('`samples` must be at least 1.', '/samples');
  let ratings: Checked['ratings'];
  if (options.ratings !== undefined) {
    if (!isObject(options.ratings))
      return bad('`ratings` must be an object of player id to { rating }.', '/ratings');
    for (const [id, entry] of Object.entries(options.ratings)) {
      if (!isObject(entry) || typeof entry.rating !== 'number' || !Number.isFinite(entry.rating))
        return bad(`The rating of "${id}" must be { rating: <number> }.`, `/ratings/${id}/rating`);
    }
    ratings = options.ratings as Checked['ratings'];
  }
  let winGames: readonly [number, number] = [2, 1];
  let drawGames: readonly [number, number] = [1, 1];
  if (options.gameScores !== undefined) {
    const g = options.gameScores;
    if (!isObject(g)) return bad('`gameScores` must be { win?, draw? }.', '/gameScores');
    if (g.win !== undefined) {
      if (!isGames(g.win) || !(g.win[0] > g.win[1]))
        return bad('`gameScores.win` must be [won, lost] with won > lost.', '/gameScores/win');
      winGames = g.win;
    }
    if (g.draw !== undefined) {
      if (!isGames(g.draw) || g.draw[0] !== g.draw[1])
        return bad('`gameScores.draw` must be two equal game counts.', '/gameScores/draw');
      drawGames = g.draw;
    }
  }
  const checked: Checked = {
    cut: cut as number,
    drawProbability,
    missingRating,
    winGames,
    drawGames,
    exactLimit: limits.exactLimit!,
    samples: limits.samples!,
    tableSamples: limits.tableSamples!,
    ...(ratings === undefined ? {} : { ratings }),
    ...(seed === undefined ? {} : { seed: seed as string | number }),
    ...(options.standings === undefined
      ? {}
      : { standings: options.standings as StandingsSettings }),
  };
  return ok(checked);
}

function modelOf(s: Situation, o: Checked): MatchModel {
  const d = s.allowDraws ? o.drawProbability : 0;
  const ratings = o.ratings;
  const ratingOf = (i: number) => ratings?.[s.ids[i]!]?.rating ?? o.missingRating;
  return {
    winGames: o.winGames,
    drawGames: o.drawGames,
    probabilities(a, b) {
      if (ratings === undefined) return [(1 - d) / 2, d, (1 - d) / 2];
      // Elo's expected score E = P(win) + P(draw) / 2, the win share clamped to what is left.
      const expected = 1 / (1 + 10 ** ((ratingOf(b) - ratingOf(a)) / 400));
      const win = Math.min(1 - d, Math.max(0, expected - d / 2));
      return [win, d, 1 - d - win];
    },
  };
}

/** The 95% Wilson score interval of `hits` out of `n`. */
export function wilson(hits: number, n: number): [number, number] {
  const z = 1.959963984540054;
  const p = hits / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

function oddsOf(hits: number, n: number, exact: boolean, decided: boolean): Odds {
  if (exact || decided) return { probability: hits, exact: true };
  if (n === 0) return { probability: Number.NaN, exact: false, samples: 0 };
  return { probability: hits / n, exact: false, interval: wilson(hits, n), samples: n };
}

function recordsOf(s: Situation, remaining: number): RemainingRecord[] {
  const out: RemainingRecord[] = [];
  const maxDraws = s.allowDraws ? remaining : 0;
  for (let wins = remaining; wins >= 0; wins--) {
    for (let draws = 0; draws <= Math.min(maxDraws, remaining - wins); draws++) {
      const losses = remaining - wins - draws;
      out.push({ wins, draws, losses, points: wins * s.win + draws * s.draw + losses * s.loss });
    }
  }
  return out.sort((x, y) => y.points - x.points || y.wins - x.wins);
}

function needsOf(
  s: Situation,
  proofs: Proofs,
  tally: OddsTally,
  i: number,
  remaining: number,
): CutNeeds {
  const lock: RemainingRecord[] = [];
  const evenOdds: RemainingRecord[] = [];
  const eliminate: RemainingRecord[] = [];
  for (const record of recordsOf(s, remaining)) {
    const verdict = proofs.recordVerdict(i, record);
    if (verdict === 'lock') lock.push(record);
    if (verdict === 'eliminate') eliminate.push(record);
    const seen = tally.records[i]!.get(recordKey(record));
    const chance =
      verdict === 'lock'
        ? 1
        : verdict === 'eliminate'
          ? 0
          : seen && seen[0] > 0
            ? seen[1] / seen[0]
            : Number.NaN;
    if (chance >= 0.5) evenOdds.push(record);
  }
  return { lock, evenOdds, eliminate };
}

/** Tiebreakers whose values read only match results (never game scores). */
const RESULT_ONLY: ReadonlySet<TiebreakerId> = new Set<TiebreakerId>([
  'opponent_match_win_percentage',
  'opponent_opponent_match_win_percentage',
  'match_win_percentage',
  'buchholz',
  'median_buchholz',
  'sonneborn_berger',
  'head_to_head',
  'head_to_head_pair',
  'standing_of_last_opponent',
]);

/**
 * In the last round, with odds enumerated over every win, draw and loss of the tables that can
 * move the line and tiebreakers that read only match results, the enumeration itself is a proof:
 * no game score can change a tiebreaker, and every other table is already proved irrelevant.
 * Players and draws it settles are upgraded (the points-only proofs stand otherwise).
 */
function exhaustive(s: Situation, proofs: Proofs, tally: OddsTally): Proofs {
  const { always, never, tableAlways, tableNever } = tally;
  if (s.future > 0 || !always || !never || !tableAlways || !tableNever) return proofs;
  if (!s.settings.tiebreakers.every((id) => RESULT_ONLY.has(id))) return proofs;
  const status = proofs.status.map((st, i) =>
    st !== 'alive' ? st : always[i] ? 'locked' : never[i] ? 'eliminated' : 'alive',
  );
  const drawSafe = s.tables.map((t, x): DrawSafe => {
    if (!s.allowDraws) return proofs.drawSafe[x]!;
    const first = tableAlways[tableSlot(x, DRAW, 0)] === 1 && s.eligible[t.a] === true;
    const second = tableAlways[tableSlot(x, DRAW, 1)] === 1 && s.eligible[t.b] === true;
    return first && second ? 'both' : first ? 'first' : second ? 'second' : 'neither';
  });
  return {
    status,
    lockedCase: proofs.lockedCase,
    eliminatedCase: proofs.eliminatedCase,
    drawSafe,
    exhaustive: true,
    recordVerdict(i, record) {
      const verdict = proofs.recordVerdict(i, record);
      if (verdict !== 'open') return verdict;
      const x = s.tableOf[i]!;
      if (x === -1)
        return status[i] === 'locked' ? 'lock' : status[i] === 'eliminated' ? 'eliminate' : 'open';
      const k = s.tables[x]!.a === i ? 0 : 1;
      const o = record.draws > 0 ? DRAW : record.wins > 0 === (k === 0) ? A_WINS : B_WINS;
      if (tableAlways[tableSlot(x, o, k)]) return 'lock';
      if (tableNever[tableSlot(x, o, k)]) return 'eliminate';
      return 'open';
    },
  };
}

/** Projection of a checked, started stage. */
function project(stage: SwissStage, o: Checked): CutProjection {
  const settings = o.standings ?? standingsSettingsOf(stage);
  const s = readSituation(stage, settings);
  const first = proveCut(s, o.cut);
  const model = modelOf(s, o);
  const relevant = relevantTables(s, first);
  const anyAlive = first.status.includes('alive');
  const exact =
    !anyAlive ||
    (s.future === 0 && outcomeCount(s, relevant) <= Math.max(o.exactLimit, 1) && o.exactLimit > 0);
  const tally =
    exact || !anyAlive
      ? enumerateOdds(s, first, model, o.cut, anyAlive ? relevant : [])
      : simulateOdds(
          s,
          first,
          model,
          o.cut,
          String(o.seed ?? `${stage.seed}/projection`),
          o.samples,
          o.tableSamples,
        );
  const proofs = exhaustive(s, first, tally);
  const players: PlayerProjection[] = s.order.map((i) => {
    const remaining = (s.tableOf[i] !== -1 ? 1 : 0) + (s.eligible[i] ? s.future : 0);
    const status = proofs.status[i]!;
    const cut = oddsOf(tally.cut[i]!, tally.samples, tally.exact, status !== 'alive');
    const needs = needsOf(s, proofs, tally, i, remaining);
    const player = { id: s.ids[i]!, points: s.base[i]!, remaining, status, cut, needs };
    return { ...player, explanation: explainPlayer(s, proofs, i, player, o.cut) };
  });
  const tables: TableProjection[] = s.tables
    .map((t, x) => {
      const drawSafe = proofs.drawSafe[x]!;
      const side = (i: number, k: 0 | 1): TableSide => {
        const decided = proofs.status[i] !== 'alive';
        const at = (outcome: number) => {
          // A side a proof settles: locked (1), eliminated (0), or a draw proved safe (1).
          const safe = drawSafe === 'both' || drawSafe === (k === 0 ? 'first' : 'second');
          if (decided || (outcome === DRAW && safe)) {
            const sure = proofs.status[i] === 'locked' || (outcome === DRAW && safe) ? 1 : 0;
            return oddsOf(
              tally.exact ? tally.table[tableSlot(x, outcome, k)]! : sure,
              0,
              true,
              true,
            );
          }
          const n = tally.tableCounts?.[x * 3 + outcome] ?? 0;
          return oddsOf(tally.table[tableSlot(x, outcome, k)]!, n, tally.exact, false);
        };
        const win = at(k === 0 ? A_WINS : B_WINS);
        const lose = at(k === 0 ? B_WINS : A_WINS);
        return s.allowDraws
          ? { id: s.ids[i]!, win, draw: at(DRAW), lose }
          : { id: s.ids[i]!, win, lose };
      };
      const sides: [TableSide, TableSide] = [side(t.a, 0), side(t.b, 1)];
      return {
        table: t.table,
        players: sides,
        drawSafe,
        explanation: explainTable(s, sides, drawSafe),
      };
    })
    .sort((x, y) => x.table - y.table);
  return { cut: o.cut, round: s.round, roundsLeft: s.future, exact: tally.exact, players, tables };
}

/**
 * Projects the cut of a running Swiss stage: for every player whether they are `locked`,
 * `eliminated` or `alive` (proofs over every outcome of every remaining match and every future
 * pairing, whatever the tiebreakers become), their odds of the cut (exact when the outcomes that
 * can move the cut line are few enough, else a seeded simulation with a 95% interval) and the
 * records that lock, give even odds or eliminate; for every open table of the round being
 * played, each player's odds if they win, draw or lose, and whether a draw is provably safe.
 *
 * Total: any value for either argument gives a `Result`. Errors: `projection/invalid-stage`,
 * `projection/invalid-options`, `projection/not-started`.
 *
 * @example
 * ```ts
 * const projection = unwrap(projectCut(stage, { cut: 8 }));
 * projection.players[0]?.status; // 'locked'
 * projection.tables[0]?.drawSafe; // 'both'
 * ```
 */
export function projectCut(
  stage: SwissStage,
  options: ProjectionOptions,
): Result<CutProjection, ProjectionErrorCode> {
  const loaded = loadSwissStage(stage);
  if (!loaded.ok)
    return err(
      E.invalidStage,
      `Not a Swiss stage tcgkit can read: ${loaded.error.message}`,
      loaded.error.path,
    );
  const checked = checkOptions(options);
  if (!checked.ok) return checked;
  const value = loaded.value;
  if (value.status === 'registration' || value.rounds.length === 0)
    return err(
      E.notStarted,
      'The stage has not started: pair round 1 first, then project the cut.',
    );
  if (checked.value.standings !== undefined) {
    const input = { ...standingsInputOf(value, false), settings: checked.value.standings };
    const valid = checkStandingsInput(input);
    if (!valid.ok) {
      const path = valid.error.path?.startsWith('/settings')
        ? valid.error.path.replace('/settings', '/standings')
        : '/standings';
      return errFrom({
        code: E.invalidOptions,
        message: `\`standings\`: ${valid.error.message}`,
        path,
      });
    }
  }
  return ok(project(value, checked.value));
}
