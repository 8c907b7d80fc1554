/**
 * The odds: exact enumeration of the open tables that can move the cut line, or a seeded
 * simulation of the remaining rounds.
 * @module
 */
import { createRng, type Rng, seedRng } from '@tcgkit/core';
import { computeStandings, type MatchRecord, type TiebreakerId } from '@tcgkit/tiebreakers';
import type { Proofs } from './proofs.js';
import { A_WINS, B_WINS, DRAW, gainOf, outcomesOf, type Situation } from './situation.js';
import type { RemainingRecord } from './types.js';

/** How a match is modelled: the outcome probabilities of a pairing. */
export interface MatchModel {
  /** [first wins, draw, second wins] for two player indexes. */
  probabilities(a: number, b: number): readonly [number, number, number];
  readonly winGames: readonly [number, number];
  readonly drawGames: readonly [number, number];
}

/** Accumulated odds: per player, per table outcome and per remaining record. */
export interface OddsTally {
  readonly exact: boolean;
  /** Probability (exact) or hits (simulated) of the cut, per player. */
  readonly cut: Float64Array;
  /** Simulated events behind `cut` (0 when exact). */
  readonly samples: number;
  /** Per open table, per outcome (A_WINS, DRAW, B_WINS), per side: probability or hits. */
  readonly table: Float64Array;
  /** When simulated: events behind each table figure, per table and outcome (`t * 3 + outcome`). */
  readonly tableCounts?: Float64Array;
  /** Per player, per record key (`wins/draws`): [weight or count of events, of them in the cut]. */
  readonly records: readonly Map<string, [number, number]>[];
  /**
   * When enumerated: per player, in the cut in every enumerated outcome (whatever its weight) /
   * in none; per table slot (as `table`), the same over the outcomes with that table's outcome.
   */
  readonly always?: Uint8Array;
  readonly never?: Uint8Array;
  readonly tableAlways?: Uint8Array;
  readonly tableNever?: Uint8Array;
}

/** Index into `OddsTally.table`. */
export function tableSlot(t: number, outcome: number, side: 0 | 1): number {
  return t * 6 + outcome * 2 + side;
}

export function recordKey(r: Pick<RemainingRecord, 'wins' | 'draws'>): string {
  return `${r.wins}/${r.draws}`;
}

/**
 * How far in the opponent graph a tiebreaker looks: 0 (own matches), 1 (opponents' matches), 2
 * (opponents' opponents'). Tiebreakers that read the whole field (head-to-head reads who else is
 * tied, the standing of the last opponent reads every rank) are Infinity.
 */
const DEPTH: Partial<Record<TiebreakerId, number>> = {
  match_win_percentage: 0,
  game_win_percentage: 0,
  points_scored: 0,
  score_difference: 0,
  opponent_match_win_percentage: 1,
  opponent_game_win_percentage: 1,
  buchholz: 1,
  median_buchholz: 1,
  sonneborn_berger: 1,
  opponent_opponent_match_win_percentage: 2,
};

/** Decides who makes the cut once every remaining result is known. */
class CutEvaluator {
  private readonly alive: number[];
  private readonly slots: number;
  readonly inCut: Uint8Array;
  constructor(
    private readonly s: Situation,
    proofs: Proofs,
    cut: number,
  ) {
    this.alive = [];
    let locked = 0;
    for (let i = 0; i < s.ids.length; i++) {
      if (proofs.status[i] === 'alive') this.alive.push(i);
      if (proofs.status[i] === 'locked') locked++;
    }
    this.slots = cut - locked;
    this.inCut = new Uint8Array(s.ids.length);
    for (let i = 0; i < s.ids.length; i++) this.inCut[i] = proofs.status[i] === 'locked' ? 1 : 0;
  }
  /**
   * Whether one alive player is in the cut: by points when they are clear of the line (fewer
   * than the open slots at or above them, or at least that many strictly above), else by the
   * standings. Cheaper than {@link evaluate} when only a table's two players are asked about.
   */
  isIn(points: Float64Array, extra: () => MatchRecord[], i: number): number {
    const { alive, slots } = this;
    if (slots <= 0) return 0;
    let above = 0;
    let atLeast = 0;
    const mine = points[i]!;
    for (const j of alive) {
      if (points[j]! > mine) above++;
      if (points[j]! >= mine) atLeast++;
    }
    if (atLeast <= slots) return 1;
    if (above >= slots) return 0;
    return this.evaluate(points, extra)[i]!;
  }
  /**
   * Locked players are in and eliminated ones out (proved); the other slots go to the best alive
   * players. Points alone decide unless a tie on points straddles the line: only then are the
   * standings computed, with the real tiebreakers.
   */
  evaluate(points: Float64Array, extra: () => MatchRecord[]): Uint8Array {
    const { alive, slots, inCut } = this;
    for (const i of alive) inCut[i] = 0;
    if (alive.length === 0 || slots <= 0) return inCut;
    const byPoints = alive.slice().sort((x, y) => points[y]! - points[x]!);
    if (byPoints.length <= slots) {
      for (const i of byPoints) inCut[i] = 1;
      return inCut;
    }
    const line = points[byPoints[slots - 1]!]!;
    const next = points[byPoints[slots]!]!;
    if (next < line) {
      for (let k = 0; k < slots; k++) inCut[byPoints[k]!] = 1;
      return inCut;
    }
    const rows = computeStandings({
      ...this.s.input,
      matches: this.s.records.concat(extra()),
      explain: false,
    });
    let taken = 0;
    const index = new Map<string, number>();
    for (const i of alive) index.set(this.s.ids[i]!, i);
    for (const row of rows) {
      const i = index.get(row.playerId);
      if (i === undefined) continue;
      inCut[i] = 1;
      if (++taken === slots) break;
    }
    return inCut;
  }
}

function playedRecord(
  s: Situation,
  model: MatchModel,
  round: number,
  a: number,
  b: number,
  outcome: number,
): MatchRecord {
  const games: readonly [number, number] =
    outcome === DRAW
      ? model.drawGames
      : outcome === A_WINS
        ? model.winGames
        : [model.winGames[1], model.winGames[0]];
  return { type: 'played', round, players: [s.ids[a]!, s.ids[b]!], games };
}

/** The open tables whose outcome can change who makes the cut (see README "Method"). */
export function relevantTables(s: Situation, proofs: Proofs): number[] {
  let depth = 0;
  for (const id of s.settings.tiebreakers) depth = Math.max(depth, DEPTH[id] ?? Infinity);
  const all = s.tables.map((_, t) => t);
  if (depth === Infinity) return proofs.status.includes('alive') ? all : [];
  const near = new Uint8Array(s.ids.length);
  let frontier: number[] = [];
  for (let i = 0; i < s.ids.length; i++) {
    if (proofs.status[i] === 'alive') {
      near[i] = 1;
      frontier.push(i);
    }
  }
  for (let d = 0; d < depth; d++) {
    const next: number[] = [];
    for (const i of frontier) {
      for (const j of s.opponents[i]!) {
        if (near[j]) continue;
        near[j] = 1;
        next.push(j);
      }
    }
    frontier = next;
  }
  return all.filter((t) => near[s.tables[t]!.a] === 1 || near[s.tables[t]!.b] === 1);
}

/** How many outcomes enumerating these tables takes. */
export function outcomeCount(s: Situation, tables: readonly number[]): number {
  return outcomesOf(s).length ** tables.length;
}

function newTally(
  s: Situation,
  exact: boolean,
): {
  cut: Float64Array;
  table: Float64Array;
  records: Map<string, [number, number]>[];
  exact: boolean;
} {
  return {
    exact,
    cut: new Float64Array(s.ids.length),
    table: new Float64Array(s.tables.length * 6),
    records: s.ids.map(() => new Map()),
  };
}

function addRecord(
  records: Map<string, [number, number]>,
  key: string,
  weight: number,
  hit: number,
): void {
  const entry = records.get(key);
  if (entry === undefined) records.set(key, [weight, weight * hit]);
  else {
    entry[0] += weight;
    entry[1] += weight * hit;
  }
}

/**
 * Exact odds for the last round: every outcome of the relevant open tables, weighted by the
 * model. The other open tables are set to any outcome: no outcome of theirs moves the cut.
 */
export function enumerateOdds(
  s: Situation,
  proofs: Proofs,
  model: MatchModel,
  cut: number,
  relevant: readonly number[],
): OddsTally {
  const tally = newTally(s, true);
  const evaluator = new CutEvaluator(s, proofs, cut);
  const outcomes = outcomesOf(s);
  const round = s.round ?? s.paired;
  const k = relevant.length;
  const choice = new Int32Array(k);
  const points = Float64Array.from(s.base);
  const probs = relevant.map((t) => model.probabilities(s.tables[t]!.a, s.tables[t]!.b));
  const fixed: MatchRecord[] = [];
  const isRelevant = new Uint8Array(s.tables.length);
  for (const t of relevant) isRelevant[t] = 1;
  for (let t = 0; t < s.tables.length; t++) {
    if (isRelevant[t]) continue;
    const { a, b } = s.tables[t]!;
    points[a]! += gainOf(s, A_WINS, 0);
    points[b]! += gainOf(s, A_WINS, 1);
    fixed.push(playedRecord(s, model, round, a, b, A_WINS));
  }
  const baseline = Float64Array.from(points);
  const total = outcomes.length ** k;
  const others = new Float64Array(k);
  const always = new Uint8Array(s.ids.length).fill(1);
  const never = new Uint8Array(s.ids.length).fill(1);
  const tableAlways = new Uint8Array(s.tables.length * 6).fill(1);
  const tableNever = new Uint8Array(s.tables.length * 6).fill(1);
  for (let leaf = 0; leaf < total; leaf++) {
    let rest = leaf;
    points.set(baseline);
    for (let x = 0; x < k; x++) {
      const o = outcomes[rest % outcomes.length]!;
      rest = Math.floor(rest / outcomes.length);
      choice[x] = o;
      const { a, b } = s.tables[relevant[x]!]!;
      points[a]! += gainOf(s, o, 0);
      points[b]! += gainOf(s, o, 1);
    }
    const inCut = evaluator.evaluate(points, () => {
      const extra = fixed.slice();
      for (let x = 0; x < k; x++) {
        const { a, b } = s.tables[relevant[x]!]!;
        extra.push(playedRecord(s, model, round, a, b, choice[x]!));
      }
      return extra;
    });
    // The weight of the leaf without table x, for x's conditional odds (a draw may weigh 0).
    let weight = 1;
    for (let x = 0; x < k; x++) {
      others[x] = weight;
      weight *= probs[x]![choice[x]!]!;
    }
    let suffix = 1;
    for (let x = k - 1; x >= 0; x--) {
      others[x]! *= suffix;
      suffix *= probs[x]![choice[x]!]!;
    }
    for (let i = 0; i < s.ids.length; i++) {
      if (weight > 0) tally.cut[i]! += weight * inCut[i]!;
      if (inCut[i]) never[i] = 0;
      else always[i] = 0;
    }
    for (let x = 0; x < k; x++) {
      const t = relevant[x]!;
      const { a, b } = s.tables[t]!;
      const o = choice[x]!;
      tally.table[tableSlot(t, o, 0)]! += others[x]! * inCut[a]!;
      tally.table[tableSlot(t, o, 1)]! += others[x]! * inCut[b]!;
      if (inCut[a]) tableNever[tableSlot(t, o, 0)] = 0;
      else tableAlways[tableSlot(t, o, 0)] = 0;
      if (inCut[b]) tableNever[tableSlot(t, o, 1)] = 0;
      else tableAlways[tableSlot(t, o, 1)] = 0;
      const w = others[x]!;
      addRecord(tally.records[a]!, recordKeyOf(o, 0), w, inCut[a]!);
      addRecord(tally.records[b]!, recordKeyOf(o, 1), w, inCut[b]!);
    }
  }
  // Decided players and irrelevant tables: the proofs give the answer.
  for (let i = 0; i < s.ids.length; i++) {
    if (proofs.status[i] === 'locked') tally.cut[i] = 1;
    if (proofs.status[i] !== 'alive' && s.tableOf[i] === -1) {
      addRecord(tally.records[i]!, '0/0', 1, proofs.status[i] === 'locked' ? 1 : 0);
    }
  }
  for (let t = 0; t < s.tables.length; t++) {
    if (isRelevant[t]) continue;
    const { a, b } = s.tables[t]!;
    for (const o of outcomes) {
      tally.table[tableSlot(t, o, 0)] = proofs.status[a] === 'locked' ? 1 : 0;
      tally.table[tableSlot(t, o, 1)] = proofs.status[b] === 'locked' ? 1 : 0;
      tableAlways[tableSlot(t, o, 0)] = proofs.status[a] === 'locked' ? 1 : 0;
      tableNever[tableSlot(t, o, 0)] = proofs.status[a] === 'locked' ? 0 : 1;
      tableAlways[tableSlot(t, o, 1)] = proofs.status[b] === 'locked' ? 1 : 0;
      tableNever[tableSlot(t, o, 1)] = proofs.status[b] === 'locked' ? 0 : 1;
      addRecord(tally.records[a]!, recordKeyOf(o, 0), 1, proofs.status[a] === 'locked' ? 1 : 0);
      addRecord(tally.records[b]!, recordKeyOf(o, 1), 1, proofs.status[b] === 'locked' ? 1 : 0);
    }
  }
  // A player without an open table and still alive has no remaining match: one record.
  for (let i = 0; i < s.ids.length; i++) {
    if (proofs.status[i] === 'alive' && s.tableOf[i] === -1)
      addRecord(tally.records[i]!, '0/0', 1, tally.cut[i]!);
  }
  return { ...tally, samples: 0, always, never, tableAlways, tableNever };
}

/** The record key of one open-table outcome, from a side. */
function recordKeyOf(outcome: number, side: 0 | 1): string {
  if (outcome === DRAW) return '0/1';
  return (outcome === A_WINS) === (side === 0) ? '1/0' : '0/0';
}

function sampleOutcome(rng: Rng, p: readonly [number, number, number]): number {
  const r = rng.next();
  if (r < p[0]) return A_WINS;
  if (r < p[0] + p[1]) return DRAW;
  return B_WINS;
}

/** One simulated rest of the stage, replayable: the same stream gives the same future. */
class Simulation {
  readonly points: Float64Array;
  readonly wins: Int32Array;
  readonly draws: Int32Array;
  readonly extra: MatchRecord[] = [];
  private readonly playing: number[];
  constructor(
    private readonly s: Situation,
    private readonly model: MatchModel,
  ) {
    this.points = new Float64Array(s.ids.length);
    this.wins = new Int32Array(s.ids.length);
    this.draws = new Int32Array(s.ids.length);
    this.playing = [];
    for (let i = 0; i < s.ids.length; i++) if (s.eligible[i]) this.playing.push(i);
  }
  /** Plays the open tables with the given outcomes, then the unpaired rounds from `rng`. */
  run(outcomes: Int32Array, rng: Rng): void {
    const { s, model, points, wins, draws, extra } = this;
    points.set(s.base);
    wins.fill(0);
    draws.fill(0);
    extra.length = 0;
    const round = s.round ?? s.paired;
    for (let t = 0; t < s.tables.length; t++)
      this.play(round, s.tables[t]!.a, s.tables[t]!.b, outcomes[t]!);
    for (let r = 1; r <= s.future; r++) {
      // Paired by points, at random within equal points, top down; the last one left sits out.
      const order = rng.shuffle(this.playing).sort((x, y) => points[y]! - points[x]!);
      let end = order.length;
      if (end % 2 === 1) {
        const bye = order[--end]!;
        extra.push({ type: 'bye', round: s.paired + r, player: s.ids[bye]! });
        points[bye]! += s.bye;
        if (s.bye >= s.win) wins[bye]!++;
      }
      for (let k = 0; k < end; k += 2) {
        const a = order[k]!;
        const b = order[k + 1]!;
        this.play(s.paired + r, a, b, sampleOutcome(rng, model.probabilities(a, b)));
      }
    }
  }
  private play(round: number, a: number, b: number, o: number): void {
    const { s, points, wins, draws } = this;
    points[a]! += gainOf(s, o, 0);
    points[b]! += gainOf(s, o, 1);
    if (o === DRAW) {
      draws[a]!++;
      draws[b]!++;
    } else wins[o === A_WINS ? a : b]!++;
    this.extra.push(playedRecord(s, this.model, round, a, b, o));
  }
}

/**
 * Simulated odds: `samples` seeded events for the cut, the records and each table's win, draw
 * and lose odds (from the events with that outcome). An outcome the model never draws (a draw at
 * probability 0, the default) is played out instead on the first `tableSamples` events, with the
 * same rest of the event (common random numbers), for the alive players whose answer no proof
 * already gives.
 */
export function simulateOdds(
  s: Situation,
  proofs: Proofs,
  model: MatchModel,
  cut: number,
  seed: string,
  samples: number,
  tableSamples: number,
): OddsTally {
  const tally = newTally(s, false);
  const counts = new Float64Array(s.tables.length * 3);
  const evaluator = new CutEvaluator(s, proofs, cut);
  const sim = new Simulation(s, model);
  const outcomes = new Int32Array(s.tables.length);
  const probs = s.tables.map((t) => model.probabilities(t.a, t.b));
  const extra = () => sim.extra;
  const known = (i: number) => proofs.status[i] !== 'alive';
  // Outcomes to play out: per table, those of probability 0 with an alive player not settled.
  const forced: [number, number][] = [];
  s.tables.forEach((t, x) => {
    for (const o of outcomesOf(s)) {
      if (probs[x]![o]! > 0) continue;
      const safe = proofs.drawSafe[x]!;
      const settledA = known(t.a) || (o === DRAW && (safe === 'both' || safe === 'first'));
      const settledB = known(t.b) || (o === DRAW && (safe === 'both' || safe === 'second'));
      if (!settledA || !settledB) forced.push([x, o]);
    }
  });
  const forcedRuns = Math.min(samples, tableSamples);
  const forcedHits = new Float64Array(s.tables.length * 6);
  for (let k = 0; k < samples; k++) {
    const rng = createRng(seedRng(`${seed}/${k}`));
    for (let t = 0; t < s.tables.length; t++) outcomes[t] = sampleOutcome(rng, probs[t]!);
    const state = rng.snapshot();
    sim.run(outcomes, rng);
    const inCut = evaluator.evaluate(sim.points, extra);
    for (let i = 0; i < s.ids.length; i++) {
      tally.cut[i]! += inCut[i]!;
      addRecord(tally.records[i]!, `${sim.wins[i]}/${sim.draws[i]}`, 1, inCut[i]!);
    }
    for (let t = 0; t < s.tables.length; t++) {
      const { a, b } = s.tables[t]!;
      const o = outcomes[t]!;
      counts[t * 3 + o]!++;
      tally.table[tableSlot(t, o, 0)]! += inCut[a]!;
      tally.table[tableSlot(t, o, 1)]! += inCut[b]!;
    }
    if (k >= forcedRuns) continue;
    for (const [t, o] of forced) {
      const { a, b } = s.tables[t]!;
      const sampled = outcomes[t]!;
      outcomes[t] = o;
      sim.run(outcomes, createRng(state));
      outcomes[t] = sampled;
      forcedHits[tableSlot(t, o, 0)]! += known(a) ? 0 : evaluator.isIn(sim.points, extra, a);
      forcedHits[tableSlot(t, o, 1)]! += known(b) ? 0 : evaluator.isIn(sim.points, extra, b);
    }
  }
  for (const [t, o] of forced) {
    counts[t * 3 + o] = forcedRuns;
    tally.table[tableSlot(t, o, 0)] = forcedHits[tableSlot(t, o, 0)]!;
    tally.table[tableSlot(t, o, 1)] = forcedHits[tableSlot(t, o, 1)]!;
  }
  return { ...tally, samples, tableCounts: counts };
}
