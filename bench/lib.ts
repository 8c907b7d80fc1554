// Shared helpers for the benchmarks: time a function, summarise, and print a row next to the
// peer library measured in the same run.
import { performance } from 'node:perf_hooks';

export interface Timing {
  /** Median milliseconds per call. */
  median: number;
  /** Mean milliseconds per call. */
  mean: number;
  /** Fastest call, milliseconds. */
  min: number;
  /** How many timed calls. */
  samples: number;
}

/**
 * Times `fn`: a few warm-up calls, then timed calls until `minSamples` calls and `minMs` of total
 * time have passed (or `maxSamples` calls). Returns per-call figures in milliseconds.
 */
export function measure(
  fn: () => unknown,
  { warmup = 3, minSamples = 10, maxSamples = 10_000, minMs = 300 } = {},
): Timing {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  let total = 0;
  while ((times.length < minSamples || total < minMs) && times.length < maxSamples) {
    const start = performance.now();
    fn();
    const elapsed = performance.now() - start;
    times.push(elapsed);
    total += elapsed;
  }
  return summarise(times);
}

/** Median, mean and minimum of a list of millisecond timings. */
export function summarise(times: readonly number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const mean = sorted.reduce((s, t) => s + t, 0) / Math.max(1, sorted.length);
  return { median, mean, min: sorted[0] ?? Number.NaN, samples: sorted.length };
}

/** Operations per second from a per-call timing. */
export const opsPerSecond = (t: Timing): number => 1000 / t.median;

/** Formats milliseconds with sensible precision. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return value < 1
    ? `${value.toFixed(3)} ms`
    : value < 100
      ? `${value.toFixed(2)} ms`
      : `${value.toFixed(0)} ms`;
}

/** Prints a table of rows: a label and columns of already formatted values. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** "12.3x faster" / "0.8x (slower)" for ours against theirs, both as per-call milliseconds. */
export function ratio(ours: number, theirs: number): string {
  if (!Number.isFinite(theirs) || !Number.isFinite(ours) || ours <= 0) return 'n/a';
  const r = theirs / ours;
  return r >= 1 ? `${r.toFixed(1)}x faster` : `${r.toFixed(2)}x (slower)`;
}

/** Prints a target line: the figure, the target, and whether it is met. */
export function target(
  label: string,
  value: number,
  limit: number,
  unit = 'ms',
  better: 'lower' | 'higher' = 'lower',
): void {
  const met = better === 'lower' ? value <= limit : value >= limit;
  const show = (x: number) => (unit === 'ms' ? ms(x) : `${x.toFixed(1)}${unit}`);
  console.log(
    `target ${label}: ${show(value)} (target ${better === 'lower' ? '<' : '>='} ${show(limit)}) ${met ? 'MET' : 'NOT MET'}`,
  );
}
