/**
 * Edits allowed for a query word of this length: none for one letter, 1 for 2 to 5 letters, 2 for
 * 6 or more. A two-letter word within one edit can only reach name words of one to three letters
 * (`sa` finds "Sea", `fo` finds "of"), so the tolerance stays narrow.
 */
export function typoBudget(length: number): number {
  return length <= 1 ? 0 : length <= 5 ? 1 : 2;
}

/**
 * Optimal-string-alignment distance (insert, delete, substitute, and swapping two neighbouring
 * letters as ONE edit) between `a` and `b`, or `max + 1` as soon as it is sure to exceed `max`.
 * Runs in O(len · (2·max + 1)) time on a band of the table.
 *
 * @example
 * ```ts
 * boundedEditDistance('jnix', 'jinx', 2); // 1 (one swap)
 * ```
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (la === 0 || lb === 0) return Math.max(la, lb);
  const big = max + 1;
  // Three rows: two back (for swaps), previous and current.
  let prev2 = new Array<number>(lb + 1).fill(big);
  let prev = new Array<number>(lb + 1);
  let cur = new Array<number>(lb + 1).fill(big);
  for (let j = 0; j <= lb; j++) prev[j] = j <= max ? j : big;
  for (let i = 1; i <= la; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(lb, i + max);
    cur.fill(big);
    cur[0] = i <= max ? i : big;
    let rowMin = cur[0] as number;
    const ca = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : 1;
      let v = Math.min(
        (prev[j - 1] as number) + cost,
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
      );
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        v = Math.min(v, (prev2[j - 2] as number) + 1);
      }
      if (v > big) v = big;
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return big;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  const d = prev[lb] as number;
  return d > max ? big : d;
}
