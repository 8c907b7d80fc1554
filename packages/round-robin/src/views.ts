import type {
  BracketMatch,
  BracketRound,
  BracketView,
  GroupsView,
  ParticipantId,
  StandingsCell,
  StandingsColumn,
  StandingsRow,
  StandingsView,
} from '@tcgkit/core';
import { groupTables } from './standings.js';
import type {
  CrossoverPlan,
  PlanSlot,
  PlayoffDraw,
  RoundRobinState,
  StandingEntry,
  TableDecider,
} from './types.js';

const pct = (x: number): StandingsCell => ({
  value: x,
  display: `${Number((x * 100).toFixed(2))}%`,
});

const ordinal = (n: number) => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${n % 10 > 3 ? 'th' : s}`;
};

/** A short label for a plan slot: `A1`, `Best of the next 1`, `Group winner seed 2`. */
export function planSlotLabel(slot: PlanSlot): string {
  switch (slot.type) {
    case 'group-place':
      return `${slot.group}${slot.place}`;
    case 'best-of-next':
      return `Best of the next ${slot.rank}`;
    case 'seeded-group-winner':
      return `Group winner seed ${slot.seed}`;
    default: {
      const never: never = slot;
      throw new TypeError(`Unknown plan slot ${JSON.stringify(never)}.`);
    }
  }
}

/** A sentence for a plan slot, saying when it is decided. */
export function planSlotDescription(slot: PlanSlot): string {
  switch (slot.type) {
    case 'group-place':
      return slot.place === 1
        ? `Winner of group ${slot.group}`
        : slot.place === 2
          ? `Runner-up of group ${slot.group}`
          : `${ordinal(slot.place)} of group ${slot.group}`;
    case 'best-of-next':
      return `Best of the next no. ${slot.rank} (decided after the group stage)`;
    case 'seeded-group-winner':
      return `Group winner seeded ${slot.seed} by results (decided after the group stage)`;
    default: {
      const never: never = slot;
      throw new TypeError(`Unknown plan slot ${JSON.stringify(never)}.`);
    }
  }
}

/** The name of a playoff round from the number of players left in it. */
export function playoffRoundName(playersLeft: number): string {
  if (playersLeft === 2) return 'Final';
  if (playersLeft === 4) return 'Semifinals';
  if (playersLeft === 8) return 'Quarterfinals';
  return `Round of ${playersLeft}`;
}

/**
 * The plan as a bracket view, before any match is played: the first round shows where each place
 * comes from (`A1`, `Best of the next 1 (decided after the group stage)`), later rounds show
 * `Winner of QF1` and so on. Give it to a bracket element.
 *
 * @example
 * ```ts
 * const view = toPlanView(unwrap(crossoverPlan(4, 2, 8)));
 * view.rounds[0].name; // 'Quarterfinals'
 * ```
 */
export function toPlanView(
  plan: CrossoverPlan,
  options: {
    readonly title?: string;
    readonly draw?: PlayoffDraw;
    readonly names?: Readonly<Record<ParticipantId, string>>;
  } = {},
): BracketView {
  const rounds: BracketRound[] = [];
  let size = plan.playoffSize;
  let number = 1;
  let previous: BracketMatch[] = [];
  while (size >= 2) {
    const name = playoffRoundName(size);
    const short = size === 2 ? 'F' : size === 4 ? 'SF' : size === 8 ? 'QF' : `R${size}-`;
    const matches: BracketMatch[] = [];
    for (let i = 0; i < size / 2; i++) {
      const id = `P${number}.${i + 1}`;
      const label = `${short}${i + 1}`;
      if (number === 1) {
        const m = plan.matches[i];
        const played = options.draw?.matches[i];
        const slot = (side: 0 | 1) => {
          const s = m?.slots[side] as PlanSlot;
          const playerId = played?.players[side];
          return playerId === undefined
            ? {
                name: `${planSlotLabel(s)}${s.type === 'group-place' ? '' : ' (decided after the group stage)'}`,
              }
            : { participantId: playerId, name: options.names?.[playerId] ?? playerId };
        };
        matches.push({
          id,
          label,
          status: played ? 'ready' : 'pending',
          slots: [slot(0), slot(1)],
        });
      } else {
        const from = (k: number) => {
          const src = previous[k] as BracketMatch;
          return {
            source: { type: 'winner' as const, matchId: src.id, label: `Winner of ${src.label}` },
          };
        };
        matches.push({ id, label, status: 'pending', slots: [from(2 * i), from(2 * i + 1)] });
      }
    }
    // Link the previous round's matches to the ones their winners go to.
    const prior = rounds[rounds.length - 1];
    if (prior) {
      rounds[rounds.length - 1] = {
        ...prior,
        matches: prior.matches.map((m, k) => ({
          ...m,
          winnerTo: `P${number}.${Math.floor(k / 2) + 1}`,
        })),
      };
    }
    rounds.push({ id: `P${number}`, section: 'winners', number, name, matches });
    previous = matches;
    size /= 2;
    number += 1;
  }
  return {
    kind: 'bracket',
    format: 'single-elimination',
    ...(options.title === undefined ? {} : { title: options.title }),
    rounds,
  };
}

const DECIDER_LABEL: Readonly<Record<TableDecider, string>> = {
  points: 'Points',
  'head-to-head': 'Head-to-head',
  'game-win-percentage': 'GW%',
  'opponent-game-win-percentage': 'OGW%',
  'opponent-match-win-percentage': 'OMW%',
  'head-to-head-again': 'Head-to-head again',
  'draw-order': 'The draw order',
  'score-difference': 'Score difference',
  'points-scored': 'Points scored',
  tied: 'Tied',
};

function columnsFor(state: RoundRobinState): StandingsColumn[] {
  const { win, draw, loss } = state.settings.points;
  const floor = `${Number((state.settings.opponentFloor * 100).toFixed(2))}%`;
  return [
    {
      id: 'points',
      label: 'Pts',
      description: `A win gives ${win} points, a draw ${draw} and a loss ${loss}.`,
    },
    {
      id: 'match_win_percentage',
      label: 'MW%',
      description:
        'Match points over the points for winning every match played; automatic wins left out.',
      foldable: true,
    },
    {
      id: 'game_win_percentage',
      label: 'GW%',
      description: 'Your own share of games won.',
      foldable: true,
    },
    {
      id: 'opponent_game_win_percentage',
      label: 'OGW%',
      description: `Your opponents' average GW%, each counted as at least ${floor}.`,
      foldable: true,
    },
    {
      id: 'opponent_match_win_percentage',
      label: 'OMW%',
      description: `Your opponents' average match-win percentage, each counted as at least ${floor}.`,
      foldable: true,
    },
  ];
}

const KNOCKOUT: StandingsColumn = {
  id: 'knockout',
  label: 'In the knockout',
  description: 'What each group place led to in the first playoff round.',
};

/**
 * One group's table as a standings view: points, then each tiebreaker's numbers in columns
 * marked `foldable` (folded away on the phone until Show tiebreakers). Pass the playoff draw
 * once the playoffs are under way to add the In the knockout column (the cell's value is the
 * first-round match number, or 0 for a player who did not advance).
 *
 * @example
 * ```ts
 * const view = toGroupTableView(stage, 'A');
 * view.rows.map((r) => `${r.rank}. ${r.name} ${r.points}`);
 * ```
 */
export function toGroupTableView(
  state: RoundRobinState,
  group: string,
  options: { readonly draw?: PlayoffDraw } = {},
): StandingsView | undefined {
  const table = groupTables(state).find((t) => t.group === group);
  if (!table) return undefined;
  const names = new Map(state.participants.map((p) => [p.id, p.name ?? p.id]));
  const draw = options.draw;
  const knockoutCell = (e: StandingEntry): StandingsCell => {
    const match = draw?.matches.find((m) => m.players.includes(e.playerId));
    if (!match) return { value: 0, display: e.dropped ? 'Dropped' : 'Out' };
    const opponent = match.players.find((p) => p !== e.playerId) ?? '';
    const round = playoffRoundName(draw?.plan.playoffSize ?? 2);
    return {
      value: match.number,
      display: `${round} match ${match.number} v ${names.get(opponent) ?? opponent}`,
    };
  };
  const rows: StandingsRow[] = table.entries.map((e, i) => {
    const next = table.entries[i + 1];
    return {
      participantId: e.playerId,
      name: names.get(e.playerId) ?? e.playerId,
      rank: e.rank,
      shared: e.shared,
      record: { wins: e.wins, losses: e.losses, draws: e.draws },
      points: e.points,
      cells: {
        points: {
          value: e.points,
          display: String(e.points),
          // What put this player above the next one in the table.
          ...(next && e.decidedBy
            ? {
                explanation: [
                  {
                    label: `Above ${names.get(next.playerId) ?? next.playerId} by`,
                    display: DECIDER_LABEL[e.decidedBy],
                    participantId: next.playerId,
                  },
                ],
              }
            : {}),
        },
        match_win_percentage: pct(e.matchWinPercentage),
        game_win_percentage: pct(e.gameWinPercentage),
        opponent_game_win_percentage: pct(e.opponentGameWinPercentage),
        opponent_match_win_percentage: pct(e.opponentMatchWinPercentage),
        ...(draw ? { knockout: knockoutCell(e) } : {}),
      },
      ...(e.dropped ? { dropped: true } : {}),
    };
  });
  return {
    kind: 'standings',
    // Until the matches are laid out, the groups are shown as provisional.
    title: state.status === 'provisional' ? `${table.name} (provisional)` : table.name,
    columns: draw ? [...columnsFor(state), KNOCKOUT] : columnsFor(state),
    rows,
  };
}

/**
 * Every group's table as the core `GroupsView` that `<tcg-groups>` renders: one
 * {@link toGroupTableView} per group, in group order. With the playoff draw, the In the knockout
 * column is pinned (always shown) while the tiebreaker columns fold away.
 *
 * @example
 * ```ts
 * const view = toGroupsView(stage, { title: 'Group stage', draw });
 * ```
 */
export function toGroupsView(
  state: RoundRobinState,
  options: { readonly title?: string; readonly draw?: PlayoffDraw } = {},
): GroupsView {
  const groups = state.groups
    .map((g) => toGroupTableView(state, g.id, options.draw ? { draw: options.draw } : {}))
    .filter((v): v is StandingsView => v !== undefined);
  return {
    kind: 'groups',
    ...(options.title === undefined ? {} : { title: options.title }),
    groups,
    pinnedColumns: options.draw ? ['points', 'knockout'] : ['points'],
  };
}
