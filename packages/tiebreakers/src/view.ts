/**
 * The standings view model for the elements package.
 * @module
 */
import type { StandingsCell, StandingsColumn, StandingsRow, StandingsView } from '@tcgkit/core';
import { formatNumber, formatPercent, formatSigned } from './format.js';
import { TIEBREAKERS } from './tiebreakers.js';
import type { Standing, StandingsPlayer, TiebreakerExplanation, TiebreakerId } from './types.js';

/** Options of {@link toStandingsView}. */
export interface StandingsViewOptions {
  /** Players, for their display names (the id is shown otherwise). */
  readonly players?: readonly StandingsPlayer[];
  readonly title?: string;
  /** The round the standings are after. */
  readonly afterRound?: number;
  /**
   * The tiebreaker columns, in order. Defaults to the applied tiebreakers. An id listed twice is
   * shown once, at its first place.
   */
  readonly columns?: readonly TiebreakerId[];
}

/**
 * Shows one tiebreaker value as the standings table prints it.
 *
 * @example
 * ```ts
 * import { formatTiebreakerValue } from '@tcgkit/tiebreakers';
 * console.log(formatTiebreakerValue('opponent_match_win_percentage', 0.5776)); // '57.76%'
 * ```
 */
export function formatTiebreakerValue(id: TiebreakerId, value: number, playerCount = 0): string {
  switch (TIEBREAKERS[id].kind) {
    case 'percentage':
      return formatPercent(value);
    case 'signed':
      return formatSigned(value);
    case 'flag':
      return value ? 'Late' : '–';
    case 'rank':
      return playerCount > 0 && value > playerCount ? '–' : String(value);
    case 'number':
      return formatNumber(value);
    default:
      return String(value);
  }
}

function explanationLines(id: TiebreakerId, explanation: TiebreakerExplanation | undefined) {
  if (!explanation) return undefined;
  const percent = TIEBREAKERS[id].kind === 'percentage';
  const lines = explanation.items.map((item) => {
    const shown =
      percent && item.label !== 'Games won' ? formatPercent(item.value) : formatNumber(item.value);
    const floor =
      item.beforeFloor !== undefined ? ` (raised from ${formatPercent(item.beforeFloor)})` : '';
    const weight = item.weight !== undefined ? ` × ${item.weight}` : '';
    return item.participantId === undefined
      ? { label: item.label, display: `${shown}${weight}${floor}` }
      : {
          label: item.label,
          display: `${shown}${weight}${floor}`,
          participantId: item.participantId,
        };
  });
  lines.push({ label: '=', display: explanation.summary });
  return lines;
}

/**
 * Turns ranked rows into the `StandingsView` (from `@tcgkit/core`) that `<tcg-standings>` renders: a points
 * column and one column per tiebreaker, each cell with its value, its display text and the
 * lines behind it (for OMW%: every opponent and the value used after the floor).
 *
 * @example
 * ```ts
 * const view = toStandingsView(computeStandings(input), { players: input.players, afterRound: 3 });
 * view.rows[0].cells.opponent_match_win_percentage.display; // '50%'
 * ```
 */
export function toStandingsView(
  standings: readonly Standing[],
  options: StandingsViewOptions = {},
): StandingsView {
  const names = new Map(options.players?.map((p) => [p.id, p.name ?? p.id]));
  // A tiebreaker applied twice (the group order's head-to-head) is still one column.
  const ids = [...new Set(options.columns ?? standings[0]?.applied ?? [])];
  const columns: StandingsColumn[] = [
    { id: 'points', label: 'Pts', description: 'Match points.' },
    ...ids.map((id) => ({
      id,
      label: TIEBREAKERS[id].label,
      description: `${TIEBREAKERS[id].name}: ${TIEBREAKERS[id].description}`,
    })),
  ];
  const n = standings.length;
  const rows: StandingsRow[] = standings.map((row) => {
    const cells: Record<string, StandingsCell> = {
      points: { value: row.points, display: formatNumber(row.points) },
    };
    for (const id of ids) {
      const explanation = explanationLines(id, row.explanations[id]);
      const value = row.values[id];
      const display = formatTiebreakerValue(id, value, n);
      cells[id] = explanation ? { value, display, explanation } : { value, display };
    }
    return {
      participantId: row.playerId,
      name: names.get(row.playerId) ?? row.playerId,
      rank: row.rank,
      shared: row.shared,
      record: { wins: row.record.wins, losses: row.record.losses, draws: row.record.draws },
      points: row.points,
      cells,
      ...(row.dropped ? { dropped: true } : {}),
    };
  });
  return {
    kind: 'standings',
    ...(options.title !== undefined ? { title: options.title } : {}),
    ...(options.afterRound !== undefined ? { afterRound: options.afterRound } : {}),
    columns,
    rows,
  };
}
