/**
 * The pairing engine: pairs players given in standings order into a rematch-free pairing that is
 * optimal under the criterion in the README ("Exact optimality criterion"), exactly, in
 * near-linear time for large fields.
 *
 * Everything works on player indices `0..n-1` (0 = best in the standings). Score groups are runs of
 * equal `group` values. `forbidden[i]` lists the indices `i` has already played.
 * @internal
 */
import type { Rng } from '@tcgkit/core';
import {
  maxWeightMatching,
  maxWeightMaxCardinalityMatching,
  minCostPerfectMatching,
  type WeightedEdge,
} from './matching.js';
import type { FloaterChoice, PairingStyle } from './types.js';

/** A pairing problem on indices. */
export interface IndexPairingProblem {
  /** Number of players (even). */
  readonly size: number;
  /** Score group of each player, 0 = top group; non-decreasing along the standings. */
  readonly group: ArrayLike<number>;
  /** Earlier opponents of each player, as indices into this problem. */
  readonly forbidden: readonly (readonly number[])[];
  readonly style: PairingStyle;
  readonly floater: FloaterChoice;
}

/** What the engine did, for tests and diagnostics. */
export interface EngineStats {
  /** Steps that needed an exact weighted-matching search, and the vertices it saw. */
  exactSearches: number;
  exactVertices: number;
  /** Oracle (perfect-matching existence) calls while pairing inside a pool. */
  oracleCalls: number;
  /** How many floater decisions each case of the README's proof sketch took (index 1-4). */
  cases: [number, number, number, number, number];
}

/** A fresh stats object. */
export function newEngineStats(): EngineStats {
  return { exactSearches: 0, exactVertices: 0, oracleCalls: 0, cases: [0, 0, 0, 0, 0] };
}

/**
 * Pairs everyone without a rematch, or returns `undefined` when no rematch-free pairing exists.
 * Pairs come out as `[higher-ranked index, lower-ranked index]`, sorted by the first.
 */
export function pairWithoutRematches(
  problem: IndexPairingProblem,
  rng: Rng,
  stats: EngineStats = newEngineStats(),
): [number, number][] | undefined {
  const n = problem.size;
  if (n % 2 !== 0) throw new RangeError('pairWithoutRematches needs an even number of players.');
  const { group, forbidden, style, floater } = problem;
  let maxForbidden = 0;
  for (let i = 0; i < n; i++)
    maxForbidden = Math.max(maxForbidden, (forbidden[i] as readonly number[]).length);
  // Dirac: an even set of at least 2r+2 players, each of whom played at most r of the others,
  // has a rematch-free perfect matching (every compatibility degree is >= half the set).
  const T = 2 * maxForbidden + 2;
  const compatible = (a: number, b: number): boolean => {
    const f = forbidden[a] as readonly number[];
    for (let x = 0; x < f.length; x++) if (f[x] === b) return false;
    return true;
  };

  const hasPerfectMatching = (vertices: readonly number[]): boolean => {
    stats.oracleCalls++;
    if (vertices.length % 2 === 1) return false;
    if (vertices.length === 0) return true;
    // A quick witness first: a first-fit pairing that succeeds proves a perfect matching exists.
    const used = new Uint8Array(vertices.length);
    let witnessed = true;
    for (let a = 0; a < vertices.length && witnessed; a++) {
      if (used[a]) continue;
      used[a] = 1;
      let found = false;
      for (let b = a + 1; b < vertices.length; b++) {
        if (!used[b] && compatible(vertices[a] as number, vertices[b] as number)) {
          used[b] = 1;
          found = true;
          break;
        }
      }
      witnessed = found;
    }
    if (witnessed) return true;
    const edges: WeightedEdge[] = [];
    for (let a = 0; a < vertices.length; a++)
      for (let b = a + 1; b < vertices.length; b++)
        if (compatible(vertices[a] as number, vertices[b] as number)) edges.push([a, b, 1]);
    const mate = maxWeightMaxCardinalityMatching(vertices.length, edges);
    for (const m of mate) if (m === -1) return false;
    return true;
  };

  // Score groups as index ranges.
  const starts: number[] = [];
  for (let i = 0; i < n; i++) if (i === 0 || group[i] !== group[i - 1]) starts.push(i);
  starts.push(n);

  const pairs: [number, number][] = [];
  let incoming: number[] = [];
  for (let k = 0; k + 1 < starts.length; k++) {
    const gs = starts[k] as number;
    const ge = starts[k + 1] as number;
    const pool: number[] = incoming.slice();
    for (let i = gs; i < ge; i++) pool.push(i);
    const lowerCount = n - ge;
    let floaters: number[] | undefined;
    if (lowerCount === 0) floaters = [];
    else floaters = chooseFloaters(pool, incoming.length, ge, lowerCount);
    if (floaters === undefined) return undefined;
    let stay = pool;
    if (floaters.length > 0) {
      const out = new Set(floaters);
      stay = pool.filter((x) => !out.has(x));
    }
    const inside = pairInsidePool(stay);
    if (inside === undefined) return undefined;
    for (const p of inside) pairs.push(p);
    incoming = floaters.sort((a, b) => a - b);
  }
  pairs.sort((a, b) => a[0] - b[0]);
  return pairs;

  /**
   * Float preference cost of each pool position: 0 = the first choice to drop down.
   * Lowest-ranked first by default; with the random floater option, the group's own players in a
   * seeded random order, then the players who floated in (lowest-ranked of them first).
   */
  function floatCosts(pool: readonly number[], incomingCount: number): number[] {
    const p = pool.length;
    const cost = new Array<number>(p);
    if (floater === 'lowest-ranked') {
      for (let i = 0; i < p; i++) cost[i] = p - 1 - i;
      return cost;
    }
    const own: number[] = [];
    for (let i = incomingCount; i < p; i++) own.push(i);
    const shuffled = rng.shuffle(own);
    shuffled.forEach((pos, c) => {
      cost[pos] = c;
    });
    for (let i = 0; i < incomingCount; i++) cost[i] = p - 1 - i;
    return cost;
  }

  /**
   * The players who leave this pool downwards: fewest first, then cheapest float preference,
   * subject to the pool's others and everyone below still being pairable without rematches.
   */
  function chooseFloaters(
    pool: readonly number[],
    incomingCount: number,
    lowStart: number,
    lowerCount: number,
  ): number[] | undefined {
    const p = pool.length;
    const parity = p % 2;
    const poolBig = p - parity >= T;
    const lowerBig = lowerCount >= T;
    if (poolBig && lowerBig) {
      stats.cases[1]++;
      // Case 1: both sides stay pairable whatever the choice, so the parity minimum with the
      // first-choice floater is optimal.
      if (parity === 0) return [];
      if (floater === 'lowest-ranked') return [pool[p - 1] as number];
      return [pool[incomingCount + rng.int(p - incomingCount)] as number];
    }
    const cost = floatCosts(pool, incomingCount);
    // One exact search: a min-cost perfect matching on a small graph where some edges mean
    // "this pool player floats down". `forced` pool positions must float, `banned` must not.
    let solve: (forced: ReadonlySet<number>, banned: ReadonlySet<number>) => number[] | undefined;
    // The pool positions that can float in an optimal choice (case 3 narrows them).
    let domain: number[] = pool.map((_, i) => i);
    const big = (p + 1) * (p + 1);
    if (lowerBig) {
      stats.cases[2]++;
      // Case 2: everyone below (>= T players) absorbs any floaters, so only the pool matters.
      // Vertices: pool 0..p-1, then p absorbers (a clique) standing for "floats down".
      solve = (forced, banned) => {
        if (forced.size === 0 && banned.size === 0) {
          // Unconstrained: the largest matching inside the pool, heaviest in the float costs of
          // the players it keeps; whoever it leaves out floats. No absorbers needed.
          const edges: WeightedEdge[] = [];
          for (let a = 0; a < p; a++)
            for (let b = a + 1; b < p; b++)
              if (compatible(pool[a] as number, pool[b] as number))
                edges.push([a, b, (cost[a] as number) + (cost[b] as number) + 1]);
          stats.exactSearches++;
          stats.exactVertices += p;
          const mate = maxWeightMaxCardinalityMatching(p, edges);
          const out: number[] = [];
          for (let a = 0; a < p; a++) if (mate[a] === -1) out.push(a);
          return out;
        }
        const edges: WeightedEdge[] = [];
        for (let a = 0; a < p; a++) {
          if (!forced.has(a))
            for (let b = a + 1; b < p; b++)
              if (!forced.has(b) && compatible(pool[a] as number, pool[b] as number))
                edges.push([a, b, 0]);
          if (!banned.has(a))
            for (let z = 0; z < p; z++) edges.push([a, p + z, big + (cost[a] as number)]);
        }
        for (let z = 0; z < p; z++) for (let y = z + 1; y < p; y++) edges.push([p + z, p + y, 0]);
        const mate = exact(2 * p, edges);
        if (mate === undefined) return undefined;
        const out: number[] = [];
        for (let a = 0; a < p; a++) if ((mate[a] as number) >= p) out.push(a);
        return out;
      };
    } else {
      const lower: number[] = [];
      for (let i = lowStart; i < lowStart + lowerCount; i++) lower.push(i);
      const l = lowerCount;
      if (p - l >= T) {
        stats.cases[3]++;
        // Case 3: the pool stays pairable whatever leaves it (at most l players can, one per
        // player below). Candidates: pool players in float-preference order up to the l-th one
        // who has played nobody below; every later player is interchangeable with one of those.
        const byCost = pool
          .map((_, i) => i)
          .sort((a, b) => (cost[a] as number) - (cost[b] as number));
        const cand: number[] = [];
        let universal = 0;
        for (const pos of byCost) {
          cand.push(pos);
          const f = forbidden[pool[pos] as number] as readonly number[];
          let playedBelow = false;
          for (const x of f) if (x >= lowStart) playedBelow = true;
          if (!playedBelow && ++universal >= l) break;
        }
        const c = cand.length;
        domain = cand;
        const zc = c + (l % 2);
        // Vertices: candidates 0..c-1, players below c..c+l-1, absorbers after (a clique).
        solve = (forced, banned) => {
          if (forced.size === 0 && banned.size === 0) {
            // Unconstrained: a maximum-weight matching on candidates and players below. Its
            // weight is k * (players below covered) - sum over floaters of (big + float cost),
            // so it covers everyone below, then has the fewest floaters, then the cheapest.
            const k = 2 * (l + 2) * (big + p);
            const edges: WeightedEdge[] = [];
            for (let a = 0; a < c; a++) {
              const pos = cand[a] as number;
              const pa = pool[pos] as number;
              for (let b = 0; b < l; b++)
                if (compatible(pa, lower[b] as number))
                  edges.push([a, c + b, k - big - (cost[pos] as number)]);
            }
            for (let a = 0; a < l; a++)
              for (let b = a + 1; b < l; b++)
                if (compatible(lower[a] as number, lower[b] as number))
                  edges.push([c + a, c + b, 2 * k]);
            stats.exactSearches++;
            stats.exactVertices += c + l;
            const mate = maxWeightMatching(c + l, edges, false);
            for (let b = 0; b < l; b++) if (mate[c + b] === -1) return undefined;
            const out: number[] = [];
            for (let a = 0; a < c; a++) if ((mate[a] as number) >= c) out.push(cand[a] as number);
            return out;
          }
          const edges: WeightedEdge[] = [];
          for (let a = 0; a < c; a++) {
            const pos = cand[a] as number;
            const pa = pool[pos] as number;
            if (!banned.has(pos))
              for (let b = 0; b < l; b++)
                if (compatible(pa, lower[b] as number))
                  edges.push([a, c + b, big + (cost[pos] as number)]);
            if (!forced.has(pos)) for (let z = 0; z < zc; z++) edges.push([a, c + l + z, 0]);
          }
          for (let a = 0; a < l; a++)
            for (let b = a + 1; b < l; b++)
              if (compatible(lower[a] as number, lower[b] as number)) edges.push([c + a, c + b, 0]);
          for (let z = 0; z < zc; z++)
            for (let y = z + 1; y < zc; y++) edges.push([c + l + z, c + l + y, 0]);
          const mate = exact(c + l + zc, edges);
          if (mate === undefined) return undefined;
          const out: number[] = [];
          for (let a = 0; a < c; a++) {
            const m = mate[a] as number;
            if (m >= c && m < c + l) out.push(cand[a] as number);
          }
          return out;
        };
      } else {
        stats.cases[4]++;
        // Case 4: pool and everyone below are both small: solve them together.
        solve = (forced, banned) => {
          const edges: WeightedEdge[] = [];
          for (let a = 0; a < p; a++) {
            const pa = pool[a] as number;
            if (!forced.has(a))
              for (let b = a + 1; b < p; b++)
                if (!forced.has(b) && compatible(pa, pool[b] as number)) edges.push([a, b, 0]);
            if (!banned.has(a))
              for (let b = 0; b < l; b++)
                if (compatible(pa, lower[b] as number))
                  edges.push([a, p + b, big + (cost[a] as number)]);
          }
          for (let a = 0; a < l; a++)
            for (let b = a + 1; b < l; b++)
              if (compatible(lower[a] as number, lower[b] as number)) edges.push([p + a, p + b, 0]);
          const mate = exact(p + l, edges);
          if (mate === undefined) return undefined;
          const out: number[] = [];
          for (let a = 0; a < p; a++) if ((mate[a] as number) >= p) out.push(a);
          return out;
        };
      }
    }
    const none = new Set<number>();
    const first = solve(none, none);
    if (first === undefined) return undefined;
    const t = first.length;
    // With one floater the cheapest is the first choice; with more, equal sums could hide a
    // better set, so pick them one at a time in preference order (lexicographic), each time
    // checking that a set of t floaters with the choices so far still exists.
    if (t <= 1) return first.map((pos) => pool[pos] as number);
    const chosen = new Set<number>();
    const banned = new Set<number>();
    const byPreference = domain.slice().sort((a, b) => (cost[a] as number) - (cost[b] as number));
    for (const pos of byPreference) {
      if (chosen.size === t) break;
      chosen.add(pos);
      const attempt = solve(chosen, banned);
      if (attempt === undefined || attempt.length !== t) {
        chosen.delete(pos);
        banned.add(pos);
      }
    }
    return [...chosen].map((pos) => pool[pos] as number);
  }

  function exact(vertices: number, edges: readonly WeightedEdge[]): number[] | undefined {
    stats.exactSearches++;
    stats.exactVertices += vertices;
    return minCostPerfectMatching(vertices, edges);
  }

  /** Pairs a pool that stays together, by the pairing style, keeping the rest pairable. */
  function pairInsidePool(stay: readonly number[]): [number, number][] | undefined {
    if (stay.length === 0) return [];
    const order = style === 'random' ? rng.shuffle(stay) : stay;
    // A greedy run that never looks ahead makes exactly the choices of the look-ahead greedy
    // whenever it finishes (each of its choices is then witnessed to be completable).
    const plain = greedy(order, false);
    if (plain !== undefined) return plain;
    if (order.length < T && !hasPerfectMatching(order)) return undefined;
    return greedy(order, true);
  }

  /**
   * The style's greedy: the highest unpaired player in `order` takes the first compatible
   * partner in the style's preference list (with `lookAhead`, the first one that leaves the
   * rest pairable).
   */
  function greedy(order: readonly number[], lookAhead: boolean): [number, number][] | undefined {
    const s = order.length;
    const paired = new Uint8Array(s);
    // next[i]: the first unpaired position >= i (path-compressed skip list).
    const next = new Int32Array(s + 1);
    for (let i = 0; i <= s; i++) next[i] = i;
    const find = (i: number): number => {
      let root = i;
      while (next[root] !== root) root = next[root] as number;
      let cur = i;
      while (next[cur] !== root) {
        const up = next[cur] as number;
        next[cur] = root;
        cur = up;
      }
      return root;
    };
    const take = (i: number): void => {
      paired[i] = 1;
      next[i] = i + 1;
    };
    const half = s >> 1;
    let remaining = s;
    const out: [number, number][] = [];
    const compatibleAt = (i: number, j: number): boolean =>
      compatible(order[i] as number, order[j] as number);
    /**
     * The look-ahead choice, exactly: one min-cost perfect matching of the unpaired players where
     * the top player's edges cost their place in his preference list and every other edge costs
     * 0, so the top player gets the first partner that leaves the rest pairable.
     */
    const firstCompletablePartner = (i: number, preference: readonly number[]): number => {
      // Cheap case first: the first compatible candidate, if a first-fit pairing of the rest
      // works (that witness proves it is the look-ahead choice).
      const first = preference.find((j) => compatibleAt(i, j));
      if (first === undefined) return -1;
      const rest: number[] = [];
      for (let x = find(0); x < s; x = find(x + 1)) if (x !== first) rest.push(x);
      if (firstFitPairs(rest)) return first;
      const positions: number[] = [i];
      for (let x = find(0); x < s; x = find(x + 1)) positions.push(x);
      const local = new Map<number, number>(positions.map((pos, k) => [pos, k]));
      const edges: WeightedEdge[] = [];
      preference.forEach((j, rank) => {
        if (compatibleAt(i, j)) edges.push([0, local.get(j) as number, rank]);
      });
      for (let a = 1; a < positions.length; a++)
        for (let b = a + 1; b < positions.length; b++)
          if (compatibleAt(positions[a] as number, positions[b] as number)) edges.push([a, b, 0]);
      stats.oracleCalls++;
      const mate = minCostPerfectMatching(positions.length, edges);
      return mate === undefined ? -1 : (positions[mate[0] as number] as number);
    };
    /** True when pairing each of `positions` with the next free compatible one pairs them all. */
    const firstFitPairs = (positions: readonly number[]): boolean => {
      const used = new Uint8Array(positions.length);
      for (let a = 0; a < positions.length; a++) {
        if (used[a]) continue;
        used[a] = 1;
        let found = false;
        for (let b = a + 1; b < positions.length && !found; b++) {
          if (!used[b] && compatibleAt(positions[a] as number, positions[b] as number)) {
            used[b] = 1;
            found = true;
          }
        }
        if (!found) return false;
      }
      return true;
    };
    // Fold: `mid` is the position of the fold partner of the top unpaired player, the player
    // half the remaining list below them (the remaining list is re-folded after every pair).
    let mid = half;
    for (let i = find(0); i < s; i = find(i)) {
      take(i);
      let partner = -1;
      const exactChoice = lookAhead && remaining - 2 < T;
      if (style === 'fold' && (mid <= i || paired[mid])) mid = find(i + 1);
      if (exactChoice) {
        // Fewer than T + 2 players left: Dirac no longer guarantees every choice, so choose with
        // the exact search over the style's preference list.
        const preference: number[] = [];
        if (style === 'fold') {
          for (let j = mid; j < s; j = find(j + 1)) preference.push(j);
          for (let j = mid - 1; j > i; j--) if (!paired[j]) preference.push(j);
        } else {
          for (let j = find(i + 1); j < s; j = find(j + 1)) preference.push(j);
        }
        partner = firstCompletablePartner(i, preference);
      } else if (style === 'fold') {
        for (let j = mid; j < s; j = find(j + 1)) {
          if (compatibleAt(i, j)) {
            partner = j;
            break;
          }
        }
        if (partner === -1) {
          for (let j = mid - 1; j > i; j--) {
            if (!paired[j] && compatibleAt(i, j)) {
              partner = j;
              break;
            }
          }
        }
      } else {
        for (let j = find(i + 1); j < s; j = find(j + 1)) {
          if (compatibleAt(i, j)) {
            partner = j;
            break;
          }
        }
      }
      // Pairing with the fold partner or above it moves the fold point one player down.
      if (style === 'fold' && partner !== -1 && partner <= mid) mid = find(mid + 1);
      if (partner === -1) return undefined;
      take(partner);
      remaining -= 2;
      const a = order[i] as number;
      const b = order[partner] as number;
      out.push(a < b ? [a, b] : [b, a]);
    }
    return out;
  }
}

/**
 * With repeat matchups allowed: the fewest rematches, then the least total score-group distance
 * (sum over pairs of how many groups apart the two players are), then the standings order
 * (the sum of rank distances). Only used when no rematch-free pairing exists, which by Dirac's
 * theorem needs fewer than 2r+2 players, so the exact search is small.
 */
export function pairFewestRematches(problem: IndexPairingProblem): [number, number][] {
  const n = problem.size;
  const { group, forbidden } = problem;
  const rankWeight = n * n + 1;
  const groupWeight = rankWeight * (n * n + 1);
  const rematchWeight = groupWeight * (n * n + 1);
  const edges: WeightedEdge[] = [];
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      const rematch = (forbidden[a] as readonly number[]).includes(b) ? 1 : 0;
      const gd = Math.abs((group[a] as number) - (group[b] as number));
      edges.push([a, b, rematch * rematchWeight + gd * groupWeight + (b - a)]);
    }
  const mate = minCostPerfectMatching(n, edges);
  if (mate === undefined)
    throw new Error('A complete graph on an even number of players always has a pairing.');
  const pairs: [number, number][] = [];
  for (let a = 0; a < n; a++) if ((mate[a] as number) > a) pairs.push([a, mate[a] as number]);
  return pairs;
}
