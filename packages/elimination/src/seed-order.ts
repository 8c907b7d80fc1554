/**
 * The standard seeding order of a power-of-two bracket: 1 v 8, 4 v 5, 2 v 7, 3 v 6 for eight,
 * built so that seeds 1 and 2 can only meet in the final, 1-4 only in the semifinals, and so on.
 *
 * @example
 * ```ts
 * import { seedOrder } from '@tcgkit/elimination';
 * seedOrder(8); // [1, 8, 4, 5, 2, 7, 3, 6]
 * ```
 * @param size - a power of two, at least 2
 * @returns the seeds slot by slot: pairs `(order[0], order[1])`, `(order[2], order[3])`... meet in round one
 */
export function seedOrder(size: number): number[] {
  if (!isPowerOfTwo(size) || size < 2) {
    throw new RangeError(`seedOrder needs a power of two of at least 2, got ${size}.`);
  }
  let order = [1, 2];
  while (order.length < size) {
    const total = order.length * 2 + 1;
    const next: number[] = [];
    for (const seed of order) next.push(seed, total - seed);
    order = next;
  }
  return order;
}

/**
 * True for 1, 2, 4, 8...
 *
 * @example
 * ```ts
 * import { isPowerOfTwo } from '@tcgkit/elimination';
 * console.log(isPowerOfTwo(8), isPowerOfTwo(12)); // true false: a top 12 needs byes
 * ```
 */
export function isPowerOfTwo(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && (n & (n - 1)) === 0;
}

/**
 * The smallest power of two that is at least `n` (and at least 2).
 *
 * @example
 * ```ts
 * import { bracketSize } from '@tcgkit/elimination';
 * console.log(bracketSize(6), bracketSize(8), bracketSize(9)); // 8 8 16: 6 players get 2 byes
 * ```
 */
export function bracketSize(n: number): number {
  let size = 2;
  while (size < n) size *= 2;
  return size;
}
