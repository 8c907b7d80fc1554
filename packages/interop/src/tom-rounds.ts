/**
 * How many Swiss rounds a TOM pod plays, which a TOM file does not store.
 * @module
 */
import { suggestTopCut } from '@tcgkit/swiss';
import type { TomFile, TomPod } from './tom-types.js';

/**
 * The Swiss rounds a pod plays in all, worked out as TOM does, since the file keeps only the
 * rounds already paired: a finished pod (final standings or a top cut) played what it holds; a
 * prerelease (`mode="PRERELEASE"`) plays 3; any other event the Play! Pokémon table's count for
 * the pod's players (pokemon-swiss.md: 3 up to 8, 4 for 9-16, 5 for 17-32...), plus the pod's
 * `<additionalrounds>`, minus one with `<lessswiss>true`; never fewer than the rounds already
 * paired.
 *
 * @example
 * ```ts
 * tomPlannedRounds(file, 0, { players: 19, paired: 3, finished: false }); // 5
 * ```
 */
export function tomPlannedRounds(
  file: TomFile,
  podIndex: number,
  counts: { readonly players: number; readonly paired: number; readonly finished: boolean },
): number {
  const pod = file.pods[podIndex] as TomPod | undefined;
  if (counts.finished || pod === undefined) return Math.max(1, counts.paired);
  const mode = file.attributes.find((a) => a.name === 'mode')?.value;
  const extra = Number(pod.podData.find((f) => f.name === 'additionalrounds')?.value ?? 0);
  const less = file.data.find((f) => f.name === 'lessswiss')?.value === 'true' ? 1 : 0;
  const table = mode === 'PRERELEASE' ? 3 : suggestTopCut(Math.max(1, counts.players)).rounds;
  const planned = table + (Number.isInteger(extra) && extra > 0 ? extra : 0) - less;
  return Math.max(1, counts.paired, planned);
}
