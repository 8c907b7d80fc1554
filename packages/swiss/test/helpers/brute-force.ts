/**
 * An independent exhaustive search used to check the engine: every rematch-free perfect
 * matching, and the optimality criterion computed straight from its definition in the README.
 */

/** Every perfect matching of `n` players that avoids `forbidden`, as lists of pairs. */
export function everyRematchFreePairing(
  n: number,
  forbidden: readonly (readonly number[])[],
): [number, number][][] {
  const out: [number, number][][] = [];
  const used = new Array<boolean>(n).fill(false);
  const current: [number, number][] = [];
  const go = (): void => {
    const first = used.indexOf(false);
    if (first === -1) {
      out.push(current.slice());
      return;
    }
    used[first] = true;
    for (let j = first + 1; j < n; j++) {
      if (used[j] || (forbidden[first] as readonly number[]).includes(j)) continue;
      used[j] = true;
      current.push([first, j]);
      go();
      current.pop();
      used[j] = false;
    }
    used[first] = false;
  };
  go();
  return out;
}

/**
 * The criterion vector (|F_0|, w(F_0), |F_1|, w(F_1), ...) of a pairing: F_k are the players of
 * groups 0..k paired below group k; w sums their float costs, where the pool of step k is F_{k-1}
 * followed by group k in standings order and the last player of the pool costs 0.
 */
export function criterionVector(
  group: ArrayLike<number>,
  pairs: readonly (readonly [number, number])[],
): number[] {
  const n = group.length;
  const partner = new Array<number>(n).fill(-1);
  for (const [a, b] of pairs) {
    partner[a] = b;
    partner[b] = a;
  }
  const groups = [...new Set(Array.from({ length: n }, (_, i) => group[i] as number))].sort(
    (a, b) => a - b,
  );
  const vector: number[] = [];
  let previous: number[] = [];
  for (const g of groups.slice(0, -1)) {
    const pool = [
      ...previous,
      ...Array.from({ length: n }, (_, i) => i).filter((i) => group[i] === g),
    ].sort((a, b) => a - b);
    const floaters = pool.filter((i) => (group[partner[i] as number] as number) > g);
    // The floaters compared as a set, most preferred first (lexicographic on sorted costs).
    const costs = floaters.map((x) => pool.length - 1 - pool.indexOf(x)).sort((a, b) => a - b);
    const lexKey = costs.reduce((s, c) => s * (n + 1) + c, 0);
    vector.push(floaters.length, lexKey);
    previous = floaters;
  }
  return vector;
}

/** Lexicographic comparison of two criterion vectors. */
export function compareVectors(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * The adjacent style's preference, from its definition: pool by pool (a pair belongs to the
 * pool of its lower player's group), the top unpaired player's partner counted as a place among
 * the unpaired players below him, then the next top unpaired player's, and so on.
 */
export function adjacentKey(
  group: ArrayLike<number>,
  pairs: readonly (readonly [number, number])[],
): number[] {
  const byPool = new Map<number, [number, number][]>();
  for (const [x, y] of pairs) {
    const a = Math.min(x, y);
    const b = Math.max(x, y);
    const k = group[b] as number;
    if (!byPool.has(k)) byPool.set(k, []);
    byPool.get(k)?.push([a, b]);
  }
  const key: number[] = [];
  for (const k of [...byPool.keys()].sort((p, q) => p - q)) {
    const poolPairs = byPool.get(k) ?? [];
    const partner = new Map<number, number>();
    for (const [a, b] of poolPairs) {
      partner.set(a, b);
      partner.set(b, a);
    }
    const unpaired = [...partner.keys()].sort((p, q) => p - q);
    while (unpaired.length > 0) {
      const top = unpaired.shift() as number;
      const mate = partner.get(top) as number;
      const place = unpaired.indexOf(mate);
      key.push(place);
      unpaired.splice(place, 1);
    }
  }
  return key;
}
