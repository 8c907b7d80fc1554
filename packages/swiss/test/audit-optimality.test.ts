/**
 * An audit check written apart from the engine and from test/helpers: whole small events under
 * heavy rematch pressure (few players, as many rounds as players or more), where every pairing
 * the stage makes is compared with the exact optimum of the README's criterion, found by
 * enumerating every perfect matching of the field. Also: the same seed and inputs give the same
 * pairings, in memory and through a JSON save and load.
 */
import { createRng, type Rng, seedRng, unwrap } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import {
  addLateEntrant,
  createSwissStage,
  dropPlayer,
  type FloaterChoice,
  loadSwissStage,
  type PairingStyle,
  pairNextRound,
  pairPlayers,
  registerPlayers,
  reportResult,
  type SwissSettings,
  type SwissStage,
  startStage,
  swissStandings,
} from '../src/index.js';

type Pair = [number, number];
/** Events in the exhaustive run; AUDIT_EVENTS=2500 for a longer one (passes: 16,038 pairings). */
const EVENTS = Number(process.env.AUDIT_EVENTS ?? 250);

/** Every perfect matching of 0..n-1 (rematches included), each with its rematch count. */
function everyMatching(n: number, met: (a: number, b: number) => boolean): Pair[][] {
  const out: Pair[][] = [];
  const used = new Array<boolean>(n).fill(false);
  const cur: Pair[] = [];
  const rec = (): void => {
    let a = 0;
    while (a < n && used[a]) a++;
    if (a === n) {
      out.push(cur.slice());
      return;
    }
    used[a] = true;
    for (let b = a + 1; b < n; b++) {
      if (used[b]) continue;
      used[b] = true;
      cur.push([a, b]);
      rec();
      cur.pop();
      used[b] = false;
    }
    used[a] = false;
  };
  rec();
  void met;
  return out;
}

const rematchCount = (m: Pair[], met: (a: number, b: number) => boolean): number =>
  m.filter(([a, b]) => met(a, b)).length;

/**
 * The floater sets F_0, F_1, ... of a matching (players of groups 0..k paired below group k),
 * each as the list of their preference ranks in their pool (0 = first to float: the lowest-ranked),
 * sorted most preferred first; plus the pools themselves.
 */
function floaterSets(group: readonly number[], m: Pair[]): { sets: number[][]; pools: number[][] } {
  const n = group.length;
  const partner = new Array<number>(n);
  for (const [a, b] of m) {
    partner[a] = b;
    partner[b] = a;
  }
  const top = group[n - 1] as number;
  const sets: number[][] = [];
  const pools: number[][] = [];
  let incoming: number[] = [];
  for (let k = 0; k <= top; k++) {
    const pool = [...incoming];
    for (let i = 0; i < n; i++) if (group[i] === k) pool.push(i);
    pool.sort((x, y) => x - y);
    pools.push(pool);
    const floaters = pool.filter((x) => (group[partner[x] as number] as number) > k);
    sets.push(floaters.map((x) => pool.length - 1 - pool.indexOf(x)).sort((x, y) => x - y));
    incoming = floaters;
  }
  return { sets, pools };
}

/** The README criterion's first level: |F_0|, F_0, |F_1|, F_1, ... (sets by preference ranks). */
function compareFloaters(a: number[][], b: number[][]): number {
  for (let k = 0; k < Math.max(a.length, b.length); k++) {
    const x = a[k] ?? [];
    const y = b[k] ?? [];
    if (x.length !== y.length) return x.length - y.length;
    for (let i = 0; i < x.length; i++)
      if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
  }
  return 0;
}

/** Whether the players in `rest` can all be paired without a rematch (exhaustive). */
function pairable(rest: readonly number[], met: (a: number, b: number) => boolean): boolean {
  if (rest.length === 0) return true;
  const [a, ...others] = rest as [number, ...number[]];
  return others.some(
    (b, i) =>
      !met(a, b) &&
      pairable(
        others.filter((_, j) => j !== i),
        met,
      ),
  );
}

/** The style's greedy with look-ahead inside one pool's stayers (adjacent or fold). */
function lookAheadGreedy(
  stay: readonly number[],
  style: 'adjacent' | 'fold',
  met: (a: number, b: number) => boolean,
): Pair[] {
  let rest = stay.slice();
  const out: Pair[] = [];
  while (rest.length > 0) {
    const s = rest.length;
    const topPlayer = rest[0] as number;
    const prefs: number[] = [];
    if (style === 'adjacent') for (let j = 1; j < s; j++) prefs.push(j);
    else {
      for (let j = s >> 1; j < s; j++) prefs.push(j);
      for (let j = (s >> 1) - 1; j >= 1; j--) prefs.push(j);
    }
    const pick = prefs.find((j) => {
      const b = rest[j] as number;
      return (
        !met(topPlayer, b) &&
        pairable(
          rest.filter((_, x) => x !== 0 && x !== j),
          met,
        )
      );
    });
    if (pick === undefined) throw new Error('stayers cannot be paired');
    out.push([topPlayer, rest[pick] as number]);
    rest = rest.filter((_, x) => x !== 0 && x !== pick);
  }
  return out;
}

const key = (pairs: readonly (readonly [string, string])[]): string[] =>
  pairs.map(([a, b]) => (a < b ? `${a}|${b}` : `${b}|${a}`)).sort();

interface Stats {
  pairings: number;
  fullChecks: number;
  styleChecks: number;
  refusals: number;
  rematchRounds: number;
  floatRounds: number;
  secondByes: number;
}

/** Checks one pairing the stage made (or refused) against the exhaustive optimum. */
function checkPairing(before: SwissStage, after: SwissStage | undefined, stats: Stats): void {
  const s = before.settings;
  const active = before.players.filter((p) => p.droppedAfterRound === undefined);
  const activeIds = new Set(active.map((p) => p.id));
  // Standings order: round 1 by initial seed; later the stage's standings (points first).
  const order =
    before.rounds.length === 0
      ? active
          .slice()
          .sort((a, b) => (a.initialSeed ?? 0) - (b.initialSeed ?? 0))
          .map((p) => ({ id: p.id, points: 0 }))
      : swissStandings(before, { explain: false })
          .filter((r) => activeIds.has(r.playerId))
          .map((r) => ({ id: r.playerId, points: r.points }));
  for (let i = 1; i < order.length; i++)
    expect((order[i - 1] as { points: number }).points).toBeGreaterThanOrEqual(
      (order[i] as { points: number }).points,
    );
  const metIds = new Set<string>();
  for (const r of before.rounds)
    for (const m of r.matches) {
      metIds.add(`${m.players[0]}|${m.players[1]}`);
      metIds.add(`${m.players[1]}|${m.players[0]}`);
    }
  const byes = new Map<string, number>();
  for (const r of before.rounds) if (r.bye) byes.set(r.bye, (byes.get(r.bye) ?? 0) + 1);

  // The field left after removing bye candidate `skip` (or nobody), and its optimum.
  const analyse = (skip: string | undefined) => {
    const field = order.filter((p) => p.id !== skip);
    const group: number[] = [];
    field.forEach((p, i) => {
      const prev = field[i - 1];
      group.push(i === 0 ? 0 : (group[i - 1] as number) + (prev?.points === p.points ? 0 : 1));
    });
    const met = (a: number, b: number) =>
      metIds.has(`${(field[a] as { id: string }).id}|${(field[b] as { id: string }).id}`);
    const all = everyMatching(field.length, met);
    const free = all.filter((m) => rematchCount(m, met) === 0);
    return { field, group, met, all, free };
  };

  const candidates =
    order.length % 2 === 0
      ? [undefined]
      : order
          .map((p, rank) => ({ id: p.id, rank, byes: byes.get(p.id) ?? 0 }))
          .sort((a, b) => a.byes - b.byes || b.rank - a.rank)
          .map((c) => c.id);
  let expectedBye: string | undefined;
  let chosen: ReturnType<typeof analyse> | undefined;
  for (const c of candidates) {
    const a = analyse(c);
    if (a.free.length > 0) {
      expectedBye = c;
      chosen = a;
      break;
    }
  }

  if (after === undefined) {
    // Refused: only with Prevent repeat matchups on and no rematch-free pairing for any bye.
    stats.refusals++;
    expect(s.preventRepeatMatchups).toBe(true);
    expect(chosen).toBeUndefined();
    return;
  }
  stats.pairings++;
  const round = after.rounds[after.rounds.length - 1];
  if (round === undefined) throw new Error('no round');
  if (round.matches.some((m) => metIds.has(`${m.players[0]}|${m.players[1]}`)))
    stats.rematchRounds++;
  if (chosen === undefined) {
    // No rematch-free pairing at all (prevent off): the first bye candidate sits out, and the
    // rest get the fewest rematches, then least group distance, then least rank distance.
    expect(s.preventRepeatMatchups).toBe(false);
    expect(round.bye).toBe(candidates[0]);
    const a = analyse(candidates[0]);
    const idx = new Map(a.field.map((p, i) => [p.id, i]));
    const cost = (m: Pair[]) => [
      rematchCount(m, a.met),
      m.reduce((t, [x, y]) => t + Math.abs((a.group[x] as number) - (a.group[y] as number)), 0),
      m.reduce((t, [x, y]) => t + Math.abs(x - y), 0),
    ];
    const got = cost(
      round.matches.map((m) => [idx.get(m.players[0]), idx.get(m.players[1])] as Pair),
    );
    let best = cost(a.all[0] as Pair[]);
    for (const m of a.all) {
      const c = cost(m);
      if (
        c[0]! < best[0]! ||
        (c[0] === best[0] && (c[1]! < best[1]! || (c[1] === best[1] && c[2]! < best[2]!)))
      )
        best = c;
    }
    expect(got).toEqual(best);
    return;
  }
  stats.fullChecks++;
  expect(round.bye).toBe(expectedBye);
  if (expectedBye !== undefined && (byes.get(expectedBye) ?? 0) > 0) stats.secondByes++;
  const idx = new Map(chosen.field.map((p, i) => [p.id, i]));
  const got: Pair[] = round.matches.map((m) => {
    const x = idx.get(m.players[0]);
    const y = idx.get(m.players[1]);
    if (x === undefined || y === undefined) throw new Error('paired a player outside the field');
    return [Math.min(x, y), Math.max(x, y)];
  });
  expect(rematchCount(got, chosen.met)).toBe(0);
  const gotSets = floaterSets(chosen.group, got);
  if (gotSets.sets.some((f) => f.length > 1)) stats.floatRounds++;
  if (s.floater === 'lowest-ranked') {
    // The exact optimum of the first level, over every rematch-free pairing.
    let best = floaterSets(chosen.group, chosen.free[0] as Pair[]).sets;
    for (const m of chosen.free) {
      const f = floaterSets(chosen.group, m).sets;
      if (compareFloaters(f, best) < 0) best = f;
    }
    expect(gotSets.sets).toEqual(best);
    if (s.pairingStyle !== 'random') {
      // The second level: the style's look-ahead greedy inside every pool gives one pairing.
      const expected: Pair[] = [];
      const partner: number[] = [];
      for (const [a, b] of got) {
        partner[a] = b;
        partner[b] = a;
      }
      gotSets.pools.forEach((pool, k) => {
        const floatOut = new Set(
          pool.filter((x) => (chosen.group[partner[x] as number] as number) > k),
        );
        expected.push(
          ...lookAheadGreedy(
            pool.filter((x) => !floatOut.has(x)),
            s.pairingStyle as 'adjacent' | 'fold',
            chosen.met,
          ),
        );
      });
      // Floaters meet players of lower groups in the later pools, so the union is the pairing.
      const asIds = (ps: Pair[]) =>
        key(
          ps.map(
            ([a, b]) =>
              [(chosen.field[a] as { id: string }).id, (chosen.field[b] as { id: string }).id] as [
                string,
                string,
              ],
          ),
        );
      expect(asIds(got)).toEqual(asIds(expected));
      stats.styleChecks++;
    }
  } else {
    // Random floater: the preference is a seeded order we do not know, but at every boundary,
    // given the floaters the engine chose above it, the number of floaters must be the least.
    for (let k = 0; k < gotSets.sets.length; k++) {
      const prefix = gotSets.sets.slice(0, k);
      let least = Number.POSITIVE_INFINITY;
      for (const m of chosen.free) {
        const f = floaterSets(chosen.group, m).sets;
        if (compareFloaters(f.slice(0, k), prefix) === 0)
          least = Math.min(least, (f[k] as number[]).length);
      }
      expect((gotSets.sets[k] as number[]).length).toBe(least);
    }
  }
}

function randomResult(stage: SwissStage, rng: Rng): SwissStage {
  const round = stage.rounds[stage.rounds.length - 1];
  let cur = stage;
  for (const m of round?.matches ?? []) {
    const roll = rng.next();
    const games: [number, number] =
      stage.settings.allowDraws && roll < 0.15
        ? [1, 1]
        : roll < 0.6
          ? [2, rng.int(2)]
          : [rng.int(2), 2];
    cur = unwrap(reportResult(cur, { table: m.table, games }));
  }
  return cur;
}

/** Plays one small event under rematch pressure; returns every stage after every pairing. */
function playEvent(t: number, stats: Stats | undefined, viaJson: boolean): string[] {
  const rng = createRng(seedRng(`audit-event-${t}`));
  const n = 3 + rng.int(9); // 3..11 players
  const styles: PairingStyle[] = ['adjacent', 'fold', 'random'];
  const settings: Partial<SwissSettings> = {
    rounds: n + 1,
    pairingStyle: styles[t % 3] as PairingStyle,
    floater: (t % 4 === 3 ? 'random' : 'lowest-ranked') as FloaterChoice,
    preventRepeatMatchups: t % 5 !== 4,
    byeHandling: (['full-points', 'zero-points', 'no-byes'] as const)[rng.int(3)],
    allowDraws: rng.next() < 0.5,
    lateEntry: true,
    lateEntryThroughRound: 3,
    tiebreakers: ['opponent_match_win_percentage'],
  };
  let stage = unwrap(createSwissStage(settings, { seed: `audit-${t}` }));
  stage = unwrap(
    registerPlayers(
      stage,
      Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}` })),
    ),
  );
  stage = unwrap(startStage(stage));
  const trace: string[] = [];
  for (let r = 1; r <= (settings.rounds as number); r++) {
    if (r > 1 && r <= 3 && rng.next() < 0.2)
      stage = unwrap(addLateEntrant(stage, { id: `late${r}` }));
    const active = stage.players.filter((p) => p.droppedAfterRound === undefined);
    if (r > 1 && active.length > 3 && rng.next() < 0.1)
      stage = unwrap(dropPlayer(stage, rng.pick(active).id));
    const before = viaJson ? unwrap(loadSwissStage(JSON.parse(JSON.stringify(stage)))) : stage;
    const paired = pairNextRound(before);
    if (!paired.ok) {
      expect(paired.error.code).toBe('swiss/no-rematch-free-pairing');
      if (stats) checkPairing(before, undefined, stats);
      trace.push(`refused ${paired.error.code}`);
      break;
    }
    if (stats) checkPairing(before, paired.value, stats);
    stage = paired.value;
    trace.push(JSON.stringify(stage));
    stage = randomResult(stage, rng);
  }
  return trace;
}

describe('audit: small events under rematch pressure against the exhaustive optimum', () => {
  it('every pairing of 250 events of 3-11 players (up to players + 1 rounds) is the exact optimum of the README criterion', () => {
    const stats: Stats = {
      pairings: 0,
      fullChecks: 0,
      styleChecks: 0,
      refusals: 0,
      rematchRounds: 0,
      floatRounds: 0,
      secondByes: 0,
    };
    for (let t = 0; t < EVENTS; t++) playEvent(t, stats, false);
    // The pressure really happened: refusals, forced rematches (prevent off), extra floaters.
    expect(stats.refusals).toBeGreaterThan(50);
    expect(stats.rematchRounds).toBeGreaterThan(5);
    expect(stats.floatRounds).toBeGreaterThan(20);
    expect(stats.styleChecks).toBeGreaterThan(500);
    expect(stats.secondByes).toBeGreaterThan(2);
  });

  it('the same seed and inputs give the same pairings, also after a JSON save and load', () => {
    for (let t = 0; t < 60; t++) {
      const a = playEvent(t, undefined, false);
      const b = playEvent(t, undefined, false);
      const c = playEvent(t, undefined, true);
      expect(b).toEqual(a);
      expect(c).toEqual(a);
    }
  });
});

describe('audit: the fold preference list from the README, by hand', () => {
  it('fold: when the top player met the whole bottom half, he goes back up (3rd before 2nd)', () => {
    // Six players on equal points; p1 met p4, p5, p6 (the bottom half). Fold order for p1:
    // p4, p5, p6, then back up: p3, then p2. p1-p3 leaves p2, p4, p5, p6: re-folded, p2-p5, p4-p6.
    const players = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map((id) => ({ id, points: 9 }));
    const result = unwrap(
      pairPlayers(
        { players, previousOpponents: { p1: ['p4', 'p5', 'p6'] }, style: 'fold' },
        createRng(seedRng('fold-back-up')),
      ),
    );
    expect(result.pairs).toEqual([
      ['p1', 'p3'],
      ['p2', 'p5'],
      ['p4', 'p6'],
    ]);
  });
});
