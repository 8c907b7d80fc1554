import { createRng, type Rng, seedRng, unwrap } from '@tcgkit/core';
import {
  createSwissStage,
  dropPlayer,
  pairNextRound,
  registerPlayers,
  reportResult,
  type SwissSettings,
  type SwissStage,
  standingsInputOf,
  startStage,
} from '@tcgkit/swiss';
import { computeStandings, type MatchRecord, type StandingsSettings } from '@tcgkit/tiebreakers';

/** Reports a random result (2-0, 2-1 or a 1-1 draw) at the open tables chosen by `share`. */
export function reportSome(
  stage: SwissStage,
  rng: Rng,
  share: number,
  drawChance: number,
): SwissStage {
  const round = stage.rounds[stage.rounds.length - 1];
  if (round === undefined) return stage;
  let current = stage;
  for (const m of round.matches) {
    if (m.result !== undefined || rng.next() >= share) continue;
    const games: [number, number] =
      stage.settings.allowDraws && rng.next() < drawChance
        ? [1, 1]
        : rng.next() < 0.5
          ? [2, rng.int(2)]
          : [rng.int(2), 2];
    current = unwrap(reportResult(current, { table: m.table, games }));
  }
  return current;
}

export interface RandomStageOptions {
  readonly players: number;
  readonly rounds: number;
  /** Rounds fully played before the open one. */
  readonly played: number;
  /** Share of the open round's tables already reported. */
  readonly reported?: number;
  readonly drawChance?: number;
  readonly dropChance?: number;
  /** Pair the open round (default true); false leaves the stage between rounds. */
  readonly open?: boolean;
  readonly settings?: Partial<SwissSettings>;
}

/** A Swiss stage in the middle: `played` rounds played, then an open round partly reported. */
export function randomStage(seed: string, o: RandomStageOptions): SwissStage {
  const rng = createRng(seedRng(`projection-test/${seed}`));
  let stage = unwrap(
    createSwissStage({ rounds: o.rounds, preventRepeatMatchups: false, ...o.settings }, { seed }),
  );
  stage = unwrap(
    registerPlayers(
      stage,
      Array.from({ length: o.players }, (_, i) => ({ id: `p${i + 1}`, seed: i + 1 })),
    ),
  );
  stage = unwrap(startStage(stage));
  for (let r = 0; r < o.played; r++) {
    stage = unwrap(pairNextRound(stage));
    stage = reportSome(stage, rng, 1, o.drawChance ?? 0.1);
    for (const p of stage.players) {
      // Keep at least three players in: the stage needs two to pair the next round.
      const active = stage.players.filter((x) => x.droppedAfterRound === undefined).length;
      if (p.droppedAfterRound === undefined && active > 3 && rng.next() < (o.dropChance ?? 0))
        stage = unwrap(dropPlayer(stage, p.id));
    }
  }
  if (o.open !== false && o.played < o.rounds) {
    stage = unwrap(pairNextRound(stage));
    stage = reportSome(stage, rng, o.reported ?? 0.3, o.drawChance ?? 0.1);
  }
  return stage;
}

/** Every way to pair `players` (one sits out when odd): a list of [pairs, bye]. */
export function pairings(players: readonly number[]): [number, number][][] & { byes?: never } {
  const out: [number, number][][] = [];
  const go = (left: number[], acc: [number, number][]) => {
    if (left.length === 0) {
      out.push(acc);
      return;
    }
    const [first, ...rest] = left;
    for (let k = 0; k < rest.length; k++) {
      go(
        rest.filter((_, j) => j !== k),
        [...acc, [first!, rest[k]!]],
      );
    }
  };
  go(players.slice(), []);
  return out;
}

export interface BruteForce {
  /** Per player: in the cut in every outcome / in none. */
  readonly always: boolean[];
  readonly never: boolean[];
  /** Per player: the model's probability of the cut (last round only). */
  readonly probability: number[];
  /** Per open table, per side, per outcome 0 (first wins) 1 (draw) 2 (second wins): P(cut | outcome). */
  readonly conditional: number[][][];
  /** Per open table, per side: in the cut in every outcome where the table is drawn. */
  readonly drawSafe: boolean[][];
}

/**
 * Every outcome of every open match, then (when rounds are left) every pairing of every future
 * round with every outcome, the standings recomputed with the real tiebreakers each time.
 */
export function bruteForce(
  stage: SwissStage,
  cut: number,
  p: readonly [number, number, number] = [0.5, 0, 0.5],
  settings?: StandingsSettings,
): BruteForce {
  const base = standingsInputOf(stage, false);
  const input = settings === undefined ? base : { ...base, settings };
  const ids = stage.players.map((x) => x.id);
  const n = ids.length;
  const eligible = stage.players.map((x) => x.droppedAfterRound === undefined);
  const last = stage.rounds[stage.rounds.length - 1]!;
  const open = last.matches.filter((m) => m.result === undefined);
  const future = stage.status === 'finished' ? 0 : stage.settings.rounds - stage.rounds.length;
  const outcomes = stage.settings.allowDraws ? [0, 1, 2] : [0, 2];
  const always = Array(n).fill(true);
  const never = Array(n).fill(true);
  const probability = Array(n).fill(0);
  const conditional = open.map(() => [0, 1].map(() => [0, 0, 0]));
  const drawSafe = open.map(() => [true, true]);
  const games = (o: number): [number, number] => (o === 0 ? [2, 1] : o === 1 ? [1, 1] : [1, 2]);
  const index = new Map(ids.map((id, i) => [id, i]));
  const cutOf = (extra: MatchRecord[]): boolean[] => {
    const rows = computeStandings({ ...input, matches: [...input.matches, ...extra] });
    const inCut = Array(n).fill(false);
    let taken = 0;
    for (const row of rows) {
      const i = index.get(row.playerId)!;
      if (!eligible[i] || taken >= cut) continue;
      inCut[i] = true;
      taken++;
    }
    return inCut;
  };
  const playing = ids.map((_, i) => i).filter((i) => eligible[i]);
  const futures = (round: number, extra: MatchRecord[], visit: (inCut: boolean[]) => void) => {
    if (round > stage.settings.rounds) {
      visit(cutOf(extra));
      return;
    }
    const options: [number, number][][] = [];
    const byes: (number | undefined)[] = [];
    if (playing.length % 2 === 0) {
      for (const pairing of pairings(playing)) {
        options.push(pairing);
        byes.push(undefined);
      }
    } else {
      for (const bye of playing) {
        for (const pairing of pairings(playing.filter((x) => x !== bye))) {
          options.push(pairing);
          byes.push(bye);
        }
      }
    }
    options.forEach((pairing, k) => {
      const bye = byes[k];
      const withBye: MatchRecord[] =
        bye === undefined ? extra : [...extra, { type: 'bye', round, player: ids[bye]! }];
      const total = outcomes.length ** pairing.length;
      for (let leaf = 0; leaf < total; leaf++) {
        let rest = leaf;
        const played: MatchRecord[] = pairing.map(([a, b]) => {
          const o = outcomes[rest % outcomes.length]!;
          rest = Math.floor(rest / outcomes.length);
          return { type: 'played', round, players: [ids[a]!, ids[b]!], games: games(o) };
        });
        futures(round + 1, [...withBye, ...played], visit);
      }
    });
  };
  const total = outcomes.length ** open.length;
  for (let leaf = 0; leaf < total; leaf++) {
    let rest = leaf;
    const choice = open.map(() => {
      const o = outcomes[rest % outcomes.length]!;
      rest = Math.floor(rest / outcomes.length);
      return o;
    });
    const records: MatchRecord[] = open.map((m, t) => ({
      type: 'played',
      round: last.number,
      players: m.players,
      games: games(choice[t]!),
    }));
    const weight = choice.reduce((w, o) => w * p[o]!, 1);
    futures(stage.rounds.length + 1, records, (inCut) => {
      for (let i = 0; i < n; i++) {
        if (inCut[i]) never[i] = false;
        else always[i] = false;
        if (future === 0) probability[i] += weight * (inCut[i] ? 1 : 0);
      }
      open.forEach((m, t) => {
        const o = choice[t]!;
        const others = choice.reduce((w, x, s) => (s === t ? w : w * p[x]!), 1);
        const a = index.get(m.players[0])!;
        const b = index.get(m.players[1])!;
        if (future === 0) {
          conditional[t]![0]![o]! += others * (inCut[a] ? 1 : 0);
          conditional[t]![1]![o]! += others * (inCut[b] ? 1 : 0);
        }
        if (o === 1) {
          if (!inCut[a]) drawSafe[t]![0] = false;
          if (!inCut[b]) drawSafe[t]![1] = false;
        }
      });
    });
  }
  return { always, never, probability, conditional, drawSafe };
}
