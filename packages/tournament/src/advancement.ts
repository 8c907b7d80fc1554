import { createRng, type Issue, issue, type ParticipantId, seedRng } from '@tcgkit/core';
import { TournamentErrors as E } from './errors.js';
import type { AdvancementRule, StageStandingRow } from './types.js';

/** Who each rule selected from one stage's final standings. */
export interface AdvancementOutcome {
  /** By rule index (as a string key, in the order of the settings). */
  readonly selected: Readonly<Record<string, readonly ParticipantId[]>>;
  /** The players each later stage receives, in order (the order of the rules, then of the standings). */
  readonly entrants: Readonly<Record<string, readonly ParticipantId[]>>;
  readonly warnings: readonly Issue[];
}

interface Row {
  readonly id: ParticipantId;
  readonly rank: number;
  readonly points: number | null;
}

/** Ranks recomputed after dropped players leave: a tie keeps sharing the rank of its first row. */
function withoutDropped(rows: readonly StageStandingRow[]): Row[] {
  const kept = [...rows].sort((a, b) => a.position - b.position).filter((r) => !r.dropped);
  const out: Row[] = [];
  for (let i = 0; i < kept.length; i++) {
    const r = kept[i] as StageStandingRow;
    const prev = kept[i - 1];
    const rank = prev !== undefined && prev.rank === r.rank ? (out[i - 1] as Row).rank : i + 1;
    out.push({ id: r.participantId, rank, points: r.points });
  }
  return out;
}

/** The tie group (same rank) around each position, as [start, end) indexes. */
function tieAt(rows: readonly Row[], index: number): [number, number] {
  const rank = (rows[index] as Row).rank;
  let start = index;
  while (start > 0 && (rows[start - 1] as Row).rank === rank) start--;
  let end = index + 1;
  while (end < rows.length && (rows[end] as Row).rank === rank) end++;
  return [start, end];
}

/**
 * Applies a stage's advancement rules to its final standings.
 *
 * Dropped players never advance: the standings close up around them. A placement range picks
 * positions `from..to`; when players equal on points and every tiebreaker straddle a boundary,
 * the rule's cut tiebreaker decides: `better-initial-seed` keeps the standings order (ties are
 * already ordered by initial seed), `draw-lots` reorders each straddling tie by a draw seeded by
 * `lotsSeed`, `advance-whole-tie` selects by shared rank (`from <= rank <= to`), so the whole
 * tie at the bottom goes through. A points range picks `min <= points <= max`. A player matched
 * by an Eliminate rule never advances; one matched by two Advance rules goes where the first
 * sends them.
 *
 * @example
 * ```ts
 * const out = applyAdvancement(rules, 'swiss', stageStandings(engine), 'event-seed/swiss/lots');
 * out.entrants.top8; // the 8 players in Swiss order
 * ```
 */
export function applyAdvancement(
  rules: readonly AdvancementRule[],
  stageId: string,
  standings: readonly StageStandingRow[],
  lotsSeed: string,
): AdvancementOutcome {
  const base = withoutDropped(standings);
  const warnings: Issue[] = [];
  const selected: Record<string, ParticipantId[]> = {};
  let lotsOrder: Row[] | undefined;
  const lots = (): Row[] => {
    if (lotsOrder !== undefined) return lotsOrder;
    // One draw per tie group, shared by every draw-lots rule of the stage, so rules agree.
    const rng = createRng(seedRng(lotsSeed));
    const out: Row[] = [];
    let i = 0;
    while (i < base.length) {
      const [start, end] = tieAt(base, i);
      const group = base.slice(start, end);
      out.push(...(group.length > 1 ? rng.shuffle(group) : group));
      i = end;
    }
    lotsOrder = out;
    return out;
  };
  rules.forEach((rule, r) => {
    if (rule.from !== stageId) return;
    const c = rule.condition;
    let ids: ParticipantId[];
    if (c.type === 'points-range') {
      ids = base
        .filter(
          (row) =>
            row.points !== null &&
            (c.min === undefined || row.points >= c.min) &&
            (c.max === undefined || row.points <= c.max),
        )
        .map((row) => row.id);
    } else {
      const first = c.from - 1;
      const last = Math.min(c.to, base.length) - 1;
      const straddles: number[] = [];
      for (const edge of [first, last + 1]) {
        if (edge <= 0 || edge >= base.length) continue;
        if ((base[edge - 1] as Row).rank === (base[edge] as Row).rank) straddles.push(edge);
      }
      if (rule.cutTiebreaker === 'advance-whole-tie') {
        ids = base.filter((row) => row.rank >= c.from && row.rank <= c.to).map((row) => row.id);
      } else {
        const order = rule.cutTiebreaker === 'draw-lots' ? lots() : base;
        ids = order.slice(first, last + 1).map((row) => row.id);
      }
      for (const edge of straddles) {
        const [start, end] = tieAt(base, edge);
        warnings.push(
          issue(
            E.cutTie,
            `Players ${base
              .slice(start, end)
              .map((x) => x.id)
              .join(
                ', ',
              )} are tied on points and every tiebreaker across the cut between ${edge} and ${edge + 1}; resolved by ${rule.cutTiebreaker}.`,
            `/advancement/${r}`,
          ),
        );
      }
    }
    selected[String(r)] = ids;
  });
  const eliminated = new Set<ParticipantId>();
  rules.forEach((rule, r) => {
    if (rule.from === stageId && rule.action.type === 'eliminate') {
      for (const id of selected[String(r)] ?? []) eliminated.add(id);
    }
  });
  const entrants: Record<string, ParticipantId[]> = {};
  const placed = new Set<ParticipantId>();
  rules.forEach((rule, r) => {
    if (rule.from !== stageId || rule.action.type !== 'advance') return;
    const list = entrants[rule.action.to] ?? [];
    for (const id of selected[String(r)] ?? []) {
      if (eliminated.has(id) || placed.has(id)) continue;
      placed.add(id);
      list.push(id);
    }
    entrants[rule.action.to] = list;
  });
  return { selected, entrants, warnings };
}
