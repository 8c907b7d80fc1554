/**
 * The "why" behind each tiebreaker value: the lines (opponents, games) and the formula with the
 * numbers, as a standings element shows them on hover.
 * @module
 */
import { formatNumber, formatPercent, formatSigned } from './format.js';
import { LOSS, type OpponentTable, type Tally, WIN } from './tally.js';
import type { ExplanationItem, TiebreakerExplanation, TiebreakerId } from './types.js';

/** Everything an explanation reads, indexed by player. Internal. */
export interface ExplainContext {
  readonly tallies: readonly Tally[];
  readonly table: OpponentTable;
  readonly names: readonly string[];
  readonly ids: readonly string[];
  readonly points: readonly number[];
  readonly values: Readonly<Record<TiebreakerId, Float64Array>>;
  readonly ownGwRaw: Float64Array;
  readonly ownGwFloor: number;
  readonly gwFloor: number;
  readonly oppMw: Float64Array;
  readonly oppMwRaw: Float64Array;
  readonly oppGw: Float64Array;
  readonly oppGwRaw: Float64Array;
  readonly omw: Float64Array;
  readonly oomwPlain: boolean;
  readonly ownMw: Float64Array;
  readonly formula: string;
  /** Games one full-points bye adds to a player's own GW%: won, lost. */
  readonly byeGames: readonly [number, number];
  readonly gwMethod: string;
  readonly late: readonly boolean[];
  readonly lastOpponent: Int32Array;
  readonly position: Int32Array;
  readonly pairValue: Float64Array;
  /** Opponent lines, built once per opponent and copied into every row that lists them. */
  readonly cache: OpponentLineCache;
}

/** One list of shared opponent lines and their terms in a summary. Internal. */
interface LineCache {
  readonly items: (ExplanationItem | undefined)[];
  readonly terms: string[];
}

/** The shared opponent lines of OMW%, OOMW% and OGW%. Internal. */
export interface OpponentLineCache {
  readonly omw: LineCache;
  readonly oomw: LineCache;
  readonly ogw: LineCache;
}

/** An empty {@link OpponentLineCache} for `n` players. Internal. */
export function newOpponentLineCache(n: number): OpponentLineCache {
  const one = (): LineCache => ({ items: new Array(n), terms: new Array(n) });
  return { omw: one(), oomw: one(), ogw: one() };
}

function sum(items: readonly { value: number }[]): string {
  let out = '';
  for (const x of items) out += out === '' ? formatNumber(x.value) : ` + ${formatNumber(x.value)}`;
  return out;
}

/**
 * The opponents' lines of an average and its summary, `(a + b + c) / 3 = x`. Each opponent's
 * line (and its term) is built once; every row that lists that opponent gets its own copy.
 */
function opponentAverage(
  c: ExplainContext,
  i: number,
  cache: LineCache,
  line: (p: number) => ExplanationItem,
  shown: number,
): TiebreakerExplanation {
  const { start, opp } = c.table;
  if (start[i + 1] === start[i]) return { summary: 'no opponents: 0%', items: [] };
  const items = new Array<ExplanationItem>(start[i + 1]! - start[i]!);
  const terms = new Array<string>(items.length);
  let total = 0;
  for (let k = start[i]!; k < start[i + 1]!; k++) {
    const o = opp[k]!;
    let item = cache.items[o];
    if (item === undefined) {
      item = line(o);
      cache.items[o] = item;
      cache.terms[o] =
        item.weight === undefined
          ? formatPercent(item.value)
          : `${formatPercent(item.value)} × ${item.weight}`;
    }
    // Each row gets its own copy: a caller changing one row's line must not change another's.
    items[k - start[i]!] = { ...item };
    terms[k - start[i]!] = cache.terms[o]!;
    total += item.weight ?? 1;
  }
  return { summary: `(${terms.join(' + ')}) / ${total} = ${formatPercent(shown)}`, items };
}

/** One opponent line: the value used and, when a floor raised it, the value before. */
function opponentLine(
  c: ExplainContext,
  p: number,
  value: number,
  raw: number | undefined,
  weight: number | undefined,
): ExplanationItem {
  const line: { -readonly [K in keyof ExplanationItem]: ExplanationItem[K] } = {
    label: c.names[p]!,
    value,
    participantId: c.ids[p]!,
  };
  if (raw !== undefined && raw < value) line.beforeFloor = raw;
  if (weight !== undefined) line.weight = weight;
  return line;
}

/** Explains one tiebreaker value of player `i`. Internal. */
export function explainTiebreaker(
  id: TiebreakerId,
  i: number,
  c: ExplainContext,
): TiebreakerExplanation {
  const t = c.tallies[i]!;
  const value = c.values[id][i]!;
  switch (id) {
    case 'head_to_head': {
      const items: ExplanationItem[] = [];
      const { start, opp, points } = c.table;
      for (let k = start[i]!; k < start[i + 1]!; k++) {
        const o = opp[k]!;
        if (c.points[o] !== c.points[i]) continue;
        items.push({ label: c.names[o]!, value: points[k]!, participantId: c.ids[o]! });
      }
      for (const a of t.automatic) {
        if (c.points[a.opp] !== c.points[i]) continue;
        items.push({ label: c.names[a.opp]!, value: a.points, participantId: c.ids[a.opp]! });
      }
      return {
        summary:
          items.length === 0
            ? `no match against a player on ${formatNumber(c.points[i]!)} points: 0`
            : `${sum(items)} = ${formatNumber(value)}`,
        items,
      };
    }
    case 'head_to_head_pair':
      return {
        summary: `points earned against the one other player still tied: ${formatNumber(c.pairValue[i]!)}`,
        items: [],
      };
    case 'score_difference':
      return {
        summary: `${t.gamesWon} − ${t.gamesLost} = ${formatSigned(value)}`,
        items: [
          { label: 'Games won', value: t.gamesWon },
          { label: 'Games lost', value: t.gamesLost },
        ],
      };
    case 'game_win_percentage': {
      const byeWon = t.byes * c.byeGames[0];
      const byeLost = t.byes * c.byeGames[1];
      const won = t.gamesWon + byeWon;
      const played = won + t.gamesLost + byeLost + t.gamesDrawn;
      const items: ExplanationItem[] = [
        { label: 'Games won', value: won },
        { label: 'Games lost', value: t.gamesLost + byeLost },
        { label: 'Games drawn', value: t.gamesDrawn },
      ];
      if (byeWon + byeLost > 0)
        items.push({ label: 'Of which from byes', value: byeWon + byeLost });
      const raw = c.ownGwRaw[i]!;
      const raised =
        raw < c.ownGwFloor ? `, raised to the ${formatPercent(c.ownGwFloor)} floor` : '';
      const ratio =
        c.gwMethod === 'games'
          ? `${won} / ${played}`
          : `(3 × ${won} + ${t.gamesDrawn}) / (3 × ${played})`;
      return {
        summary:
          played === 0
            ? `no games played: ${formatPercent(value)}`
            : `${ratio} = ${formatPercent(raw)}${raised}`,
        items,
      };
    }
    case 'points_scored':
      return {
        summary: `${t.gamesWon} games won`,
        items: [{ label: 'Games won', value: t.gamesWon }],
      };
    case 'buchholz':
    case 'median_buchholz': {
      const items: ExplanationItem[] = [];
      const { start, opp } = c.table;
      for (let k = start[i]!; k < start[i + 1]!; k++) {
        const o = opp[k]!;
        items.push({ label: c.names[o]!, value: c.points[o]!, participantId: c.ids[o]! });
      }
      const opps = items.map((x) => x.value);
      if (id === 'buchholz') {
        return {
          summary:
            items.length === 0 ? 'no opponents: 0' : `${sum(items)} = ${formatNumber(value)}`,
          items,
        };
      }
      return {
        summary:
          opps.length > 2
            ? `${formatNumber(c.values.buchholz[i]!)} − ${formatNumber(Math.max(...opps))} (highest) − ${formatNumber(Math.min(...opps))} (lowest) = ${formatNumber(value)}`
            : `${opps.length} opponent${opps.length === 1 ? '' : 's'}, nothing dropped: ${formatNumber(value)}`,
        items,
      };
    }
    case 'sonneborn_berger': {
      const items: ExplanationItem[] = [];
      const { start, opp, result } = c.table;
      for (let k = start[i]!; k < start[i + 1]!; k++) {
        if (result[k] === LOSS) continue;
        const o = opp[k]!;
        const won = result[k] === WIN;
        items.push({
          label: `${won ? 'Beat' : 'Drew with'} ${c.names[o]!}`,
          value: won ? c.points[o]! : c.points[o]! / 2,
          participantId: c.ids[o]!,
        });
      }
      return {
        summary:
          items.length === 0 ? 'no wins or draws: 0' : `${sum(items)} = ${formatNumber(value)}`,
        items,
      };
    }
    case 'opponent_match_win_percentage':
      return opponentAverage(
        c,
        i,
        c.cache.omw,
        (p) => opponentLine(c, p, c.oppMw[p]!, c.oppMwRaw[p]!, undefined),
        value,
      );
    case 'opponent_opponent_match_win_percentage':
      return opponentAverage(
        c,
        i,
        c.cache.oomw,
        (p) =>
          opponentLine(
            c,
            p,
            c.omw[p]!,
            undefined,
            c.oomwPlain ? undefined : c.table.start[p + 1]! - c.table.start[p]!,
          ),
        value,
      );
    case 'opponent_game_win_percentage':
      return opponentAverage(
        c,
        i,
        c.cache.ogw,
        (p) => opponentLine(c, p, c.oppGw[p]!, c.oppGwRaw[p]!, undefined),
        value,
      );
    case 'tardiness':
      return { summary: c.late[i] ? 'arrived late' : 'on time', items: [] };
    case 'standing_of_last_opponent': {
      const last = c.lastOpponent[i]!;
      if (last < 0) return { summary: 'no opponent yet', items: [] };
      return {
        summary: `last opponent ${c.names[last]!}, placed ${c.position[last]!}`,
        items: [{ label: c.names[last]!, value: c.position[last]!, participantId: c.ids[last]! }],
      };
    }
    case 'match_win_percentage':
      return {
        summary: `${c.formula} formula: ${t.mwWins} won, ${t.mwDraws} drawn, ${t.mwLosses} lost, ${t.byes} bye${t.byes === 1 ? '' : 's'} = ${formatPercent(c.ownMw[i]!)}`,
        items: [
          { label: 'Wins', value: t.mwWins },
          { label: 'Draws', value: t.mwDraws },
          { label: 'Losses', value: t.mwLosses },
          { label: 'Byes', value: t.byes },
        ],
      };
    default: {
      const never: never = id;
      throw new Error(`Unknown tiebreaker ${String(never)}`);
    }
  }
}
