import { err, type Issue, ok, type ParticipantId, type Result } from '@tcgkit/core';
import { seedOrder } from '@tcgkit/elimination';
import { groupId } from './draw.js';
import { type RoundRobinErrorCode, RoundRobinErrors } from './errors.js';
import { qualify } from './qualification.js';
import { isPowerOfTwo } from './settings.js';
import type {
  ClashSwap,
  CrossoverPlan,
  PlanMatch,
  PlanSlot,
  PlayoffDraw,
  RoundRobinState,
} from './types.js';

/** The group a slot is known to come from before the group stage, if any. */
function knownGroup(slot: PlanSlot): string | undefined {
  return slot.type === 'group-place' ? slot.group : undefined;
}

const sameSlot = (a: PlanSlot, b: PlanSlot) => JSON.stringify(a) === JSON.stringify(b);

interface Draft {
  slots: [PlanSlot, PlanSlot];
  crossover: boolean;
  /** For a line match: its position in a standard seeded bracket of the line's matches. */
  pref?: { position: number; bits: number };
}

/**
 * Orders first-round matches into bracket positions by halving: each match goes to the half
 * where the fewest players come from groups already there; ties go to the half a standard
 * seeded bracket of the line's matches puts it in (so the strongest line places are spread like
 * seeds 1 and 2), then to the emptier half, then the top. Each half is then ordered the same way.
 * So X1 v Y2 and Y1 v X2 land in opposite halves and players of one group meet as late as the
 * bracket allows.
 */
function placeInBracket(items: readonly Draft[], depth = 0): Draft[] {
  if (items.length <= 1) return items.slice();
  const half = items.length / 2;
  const top: Draft[] = [];
  const bottom: Draft[] = [];
  const conflicts = (side: readonly Draft[], item: Draft) => {
    const present = new Set(side.flatMap((d) => d.slots.map(knownGroup)).filter((g) => g));
    return item.slots.map(knownGroup).filter((g) => g !== undefined && present.has(g)).length;
  };
  const preference = (item: Draft) => {
    const p = item.pref;
    if (!p || depth >= p.bits) return 0;
    return ((p.position >> (p.bits - 1 - depth)) & 1) === 0 ? -1 : 1;
  };
  for (const item of items) {
    if (top.length === half) bottom.push(item);
    else if (bottom.length === half) top.push(item);
    else {
      const d =
        conflicts(top, item) - conflicts(bottom, item) ||
        preference(item) ||
        top.length - bottom.length;
      (d <= 0 ? top : bottom).push(item);
    }
  }
  return [...placeInBracket(top, depth + 1), ...placeInBracket(bottom, depth + 1)];
}

/**
 * The first playoff round, fixed by the setup alone before a single match is played.
 *
 * - The groups are paired two by two (A with B, C with D) and the winner of one meets the
 *   runner-up of the other: A1 v B2 and B1 v A2, placed in opposite halves.
 * - The places that are not part of a crossover (the last group without a partner, then any
 *   places below second, then the best of the next) are lined up in that order and paired
 *   strongest against weakest: the first against the last, the second against the
 *   second-to-last.
 * - With one through from each group there are no runners-up to cross with: the group winners
 *   are seeded by their results and lined up before the best of the next, so the best winner
 *   meets the weakest of the best of the next.
 * - Two places of one group facing each other in the line are fixed by the swap rule already in
 *   the plan; a match with a place decided after the group stage is marked `mayBeSwapped`.
 *
 * Errors: `round-robin/invalid-settings`.
 *
 * @example
 * ```ts
 * const plan = crossoverPlan(4, 2, 8);
 * // quarterfinals: A1 v B2, C1 v D2, B1 v A2, D1 v C2
 * ```
 */
export function crossoverPlan(
  groupCount: number,
  advancePerGroup: number,
  playoffSize: number,
): Result<CrossoverPlan, RoundRobinErrorCode> {
  const bad = (message: string, path: string) =>
    err(RoundRobinErrors.invalidSettings, message, path);
  if (!Number.isInteger(groupCount) || groupCount < 1) {
    return bad('The number of groups must be at least 1.', '/groupCount');
  }
  if (!Number.isInteger(advancePerGroup) || advancePerGroup < 1) {
    return bad('At least one player must advance from each group.', '/advancePerGroup');
  }
  if (!isPowerOfTwo(playoffSize) || playoffSize < 2) {
    return bad('The playoff size must be a power of two (2, 4, 8...).', '/playoffSize');
  }
  const direct = groupCount * advancePerGroup;
  if (direct > playoffSize) {
    return bad(
      `${direct} direct qualifiers do not fit ${playoffSize} playoff places.`,
      '/playoffSize',
    );
  }
  const ids = Array.from({ length: groupCount }, (_, i) => groupId(i));
  const place = (group: string, p: number): PlanSlot => ({ type: 'group-place', group, place: p });
  const fillUpPlaces = playoffSize - direct;
  const fills: PlanSlot[] = Array.from({ length: fillUpPlaces }, (_, i) => ({
    type: 'best-of-next',
    rank: i + 1,
  }));
  const groupPairs: [string, string][] = [];
  const crossings: Draft[] = [];
  let line: PlanSlot[];
  if (advancePerGroup >= 2) {
    for (let i = 0; i + 1 < groupCount; i += 2) {
      const x = ids[i] as string;
      const y = ids[i + 1] as string;
      groupPairs.push([x, y]);
      crossings.push(
        { slots: [place(x, 1), place(y, 2)], crossover: true },
        { slots: [place(y, 1), place(x, 2)], crossover: true },
      );
    }
    line = [];
    const last = ids[groupCount - 1] as string;
    if (groupCount % 2 === 1) line.push(place(last, 1), place(last, 2));
    for (let p = 3; p <= advancePerGroup; p++) for (const g of ids) line.push(place(g, p));
    line.push(...fills);
  } else {
    line = [
      ...ids.map((_, i): PlanSlot => ({ type: 'seeded-group-winner', seed: i + 1 })),
      ...fills,
    ];
  }
  // Strongest against weakest, then the swap rule for any clash between known places.
  const fixed = fixClashes(
    pairLine(line).map((slots): Draft => ({ slots, crossover: false })),
    line,
    crossings,
    knownGroup,
    sameSlot,
  );
  const lineMatches = fixed.matches.length;
  let bits = 0;
  while (1 << bits < lineMatches) bits++;
  // The standard seeding order of the line's matches (1 v 8, 4 v 5... for eight).
  const order = bits === 0 ? [1] : seedOrder(1 << bits);
  const ranked = fixed.matches.map(
    (m, i): Draft => ({ ...m, pref: { position: order.indexOf(i + 1), bits } }),
  );
  const drafts = placeInBracket([...fixed.others, ...ranked]);
  const matches: PlanMatch[] = drafts.map((d, i): PlanMatch => {
    const later = d.slots.some((s) => s.type !== 'group-place');
    return {
      number: i + 1,
      slots: d.slots,
      crossover: d.crossover,
      decidedAfterGroupStage: later,
      mayBeSwapped: !d.crossover && later,
    };
  });
  return ok({
    groupCount,
    advancePerGroup,
    playoffSize,
    fillUpPlaces,
    groupPairs,
    line,
    matches,
  });
}

/** Pairs a line strongest against weakest: first v last, second v second-to-last... */
function pairLine<T>(line: readonly T[]): [T, T][] {
  const pairs: [T, T][] = [];
  for (let i = 0; i < line.length / 2; i++) {
    pairs.push([line[i] as T, line[line.length - 1 - i] as T]);
  }
  return pairs;
}

/**
 * The swap rule: for each match of two players from one group (the line's matches first, in line
 * order), the weaker of the two (the one later in the line) is swapped with the first other
 * player who removes the clash without making a new one, looking at the nearest first: the other
 * players of the line by their distance in the line from the weaker player (the stronger one on
 * a tie), then the other first-round players, nearest in the bracket first (ties in bracket
 * order). A clash no swap can remove stays (only possible when one group has more than half the
 * players).
 */
function fixClashes<T, M extends { slots: [T, T] }>(
  lineMatches: readonly M[],
  line: readonly T[],
  others: readonly M[],
  groupOf: (x: T) => string | undefined,
  same: (a: T, b: T) => boolean = (a, b) => a === b,
  distance: (a: M, b: M) => number = () => 0,
): { matches: M[]; others: M[]; swaps: { weaker: T; other: T; group: string }[]; clashes: T[][] } {
  const all = [...lineMatches, ...others].map((m) => ({ ...m, slots: [...m.slots] as [T, T] }));
  const swaps: { weaker: T; other: T; group: string }[] = [];
  const clashes: T[][] = [];
  const lineIndex = (x: T) => line.findIndex((y) => same(x, y));
  const clash = (m: { slots: [T, T] }) => {
    const [a, b] = m.slots.map(groupOf);
    return a !== undefined && a === b;
  };
  for (const m of all) {
    if (!clash(m)) continue;
    const [a, b] = m.slots;
    const ia = lineIndex(a);
    const ib = lineIndex(b);
    const weakerSide: 0 | 1 = ia === -1 || (ib !== -1 && ib > ia) ? 1 : 0;
    const weaker = m.slots[weakerSide];
    const stronger = m.slots[weakerSide === 0 ? 1 : 0];
    const group = groupOf(weaker) as string;
    const candidates: { match: (typeof all)[number]; side: 0 | 1 }[] = [];
    const inLine = (x: T) => lineIndex(x) !== -1;
    // The line's other players, nearest to the weaker player first (the stronger side on a tie).
    const wi = lineIndex(weaker);
    const byNearness = line
      .map((x, i) => ({ x, i }))
      .sort((p, q) =>
        wi === -1 ? p.i - q.i : Math.abs(p.i - wi) - Math.abs(q.i - wi) || p.i - q.i,
      );
    for (const { x } of byNearness) {
      for (const other of all) {
        if (other === m) continue;
        other.slots.forEach((s, side) => {
          if (same(s, x)) candidates.push({ match: other, side: side as 0 | 1 });
        });
      }
    }
    const near = all
      .filter((other) => other !== m)
      .map((other, i) => ({ other, i, d: distance(m, other) }))
      .sort((a, b) => a.d - b.d || a.i - b.i);
    for (const { other } of near) {
      other.slots.forEach((s, side) => {
        if (!inLine(s)) candidates.push({ match: other, side: side as 0 | 1 });
      });
    }
    const fix = candidates.find(({ match, side }) => {
      const c = match.slots[side];
      const o = match.slots[side === 0 ? 1 : 0];
      const gc = groupOf(c);
      const go = groupOf(o);
      return (gc === undefined || gc !== groupOf(stronger)) && (go === undefined || go !== group);
    });
    if (!fix) {
      clashes.push([stronger, weaker]);
      continue;
    }
    const other = fix.match.slots[fix.side];
    fix.match.slots[fix.side] = weaker;
    m.slots[weakerSide] = other;
    swaps.push({ weaker, other, group });
  }
  return {
    matches: all.slice(0, lineMatches.length),
    others: all.slice(lineMatches.length),
    swaps,
    clashes,
  };
}

/**
 * The first playoff round with real players once the group stage is complete: the plan's places
 * filled from {@link qualify}, then the swap rule applied to any match of two players from one
 * group (the weaker of the two is swapped with the first other player who removes the clash).
 * Warns `round-robin/unavoidable-group-clash` when no swap can remove one.
 *
 * Errors: those of {@link qualify} and {@link crossoverPlan}.
 *
 * @example
 * ```ts
 * const draw = drawPlayoffs(finishedStage);
 * if (draw.ok) draw.value.matches; // quarterfinals with player ids
 * ```
 */
export function drawPlayoffs(state: RoundRobinState): Result<PlayoffDraw, RoundRobinErrorCode> {
  const q = qualify(state);
  if (!q.ok) return q;
  const playoffs = state.settings.playoffs;
  if (playoffs === null) return err(RoundRobinErrors.invalidSettings, 'No playoffs.');
  const plan = crossoverPlan(state.groups.length, playoffs.advancePerGroup, playoffs.size);
  if (!plan.ok) return plan;
  const qualification = q.value;
  const byPlace = new Map<string, ParticipantId>();
  const groupOfPlayer = new Map<ParticipantId, string>();
  for (const x of qualification.qualifiers) groupOfPlayer.set(x.playerId, x.group);
  for (const x of qualification.qualifiers) {
    if (x.via === 'direct') byPlace.set(`${x.group}${x.place}`, x.playerId);
  }
  const fills = qualification.qualifiers.filter((x) => x.via === 'best-of-next');
  const winners = qualification.order.filter((id) =>
    qualification.qualifiers.some((x) => x.playerId === id && x.via === 'direct' && x.place === 1),
  );
  let extra = plan.value.fillUpPlaces;
  const memo = new Map<string, ParticipantId>();
  const resolve = (slot: PlanSlot): ParticipantId => {
    const key = JSON.stringify(slot);
    const known = memo.get(key);
    if (known !== undefined) return known;
    const id = resolveOnce(slot);
    memo.set(key, id);
    return id;
  };
  const resolveOnce = (slot: PlanSlot): ParticipantId => {
    switch (slot.type) {
      case 'group-place': {
        const found = byPlace.get(`${slot.group}${slot.place}`);
        if (found !== undefined) return found;
        // A group without enough players who did not drop: the next best of the next fills in.
        const fill = fills[extra++];
        if (!fill) throw new Error('qualify() returned too few players for the plan.');
        return fill.playerId;
      }
      case 'seeded-group-winner': {
        const found = winners[slot.seed - 1];
        if (found !== undefined) return found;
        const fill = fills[extra++];
        if (!fill) throw new Error('qualify() returned too few players for the plan.');
        return fill.playerId;
      }
      case 'best-of-next': {
        const fill = fills[slot.rank - 1];
        if (!fill) throw new Error('qualify() returned too few players for the plan.');
        return fill.playerId;
      }
      default: {
        const never: never = slot;
        throw new TypeError(`Unknown plan slot ${JSON.stringify(never)}.`);
      }
    }
  };
  type Live = { slots: [ParticipantId, ParticipantId]; number: number; plan: PlanMatch };
  const live: Live[] = plan.value.matches.map((m) => ({
    slots: [resolve(m.slots[0]), resolve(m.slots[1])],
    number: m.number,
    plan: m,
  }));
  const lineIds = plan.value.line.map(resolve);
  const lineMatches = live.filter((m) => !m.plan.crossover);
  const crossMatches = live.filter((m) => m.plan.crossover);
  const orderedLine = lineMatches.slice().sort((a, b) => {
    const ia = Math.min(...a.slots.map((s) => lineIds.indexOf(s)).filter((i) => i >= 0));
    const ib = Math.min(...b.slots.map((s) => lineIds.indexOf(s)).filter((i) => i >= 0));
    return ia - ib;
  });
  // How far apart two first-round matches are: 1 if their winners meet next, 2 in the round after...
  const distance = (a: Live, b: Live) => {
    const x = (a.number - 1) ^ (b.number - 1);
    return x === 0 ? 0 : Math.floor(Math.log2(x)) + 1;
  };
  const fixed = fixClashes(
    orderedLine,
    lineIds,
    crossMatches.slice().sort((a, b) => a.number - b.number),
    (id) => groupOfPlayer.get(id),
    (a, b) => a === b,
    distance,
  );
  const warnings: Issue<RoundRobinErrorCode>[] = fixed.clashes.map(([a, b]) => ({
    code: RoundRobinErrors.unavoidableGroupClash,
    message: `"${a}" and "${b}" are from the same group and no swap can keep them apart.`,
  }));
  const result = [...fixed.matches, ...fixed.others].sort((a, b) => a.number - b.number);
  const swaps: ClashSwap[] = fixed.swaps.map((s) => ({
    playerId: s.weaker,
    swappedWith: s.other,
    group: s.group,
  }));
  return ok(
    {
      plan: plan.value,
      qualification,
      matches: result.map((m) => ({ number: m.number, players: m.slots, slots: m.plan.slots })),
      swaps,
      bracketOrder: result.flatMap((m) => m.slots),
    },
    warnings,
  );
}

/**
 * The first playoff round of a stage, from its setup alone: available as soon as the stage is
 * created, before a single match is played (Tournament info, and Standings with How to advance).
 *
 * Errors: `round-robin/invalid-settings` (the stage has no playoffs).
 *
 * @example
 * ```ts
 * const plan = playoffPlan(stage); // right after createStage
 * ```
 */
export function playoffPlan(state: RoundRobinState): Result<CrossoverPlan, RoundRobinErrorCode> {
  const playoffs = state.settings.playoffs;
  if (playoffs === null) {
    return err(
      RoundRobinErrors.invalidSettings,
      'This stage has no playoffs.',
      '/settings/playoffs',
    );
  }
  return crossoverPlan(state.groups.length, playoffs.advancePerGroup, playoffs.size);
}
