// Checks a saved stage against its own log: every change the stage records (draw, group changes,
// results, confirmations, corrections, drops, closing) is an entry with its inputs, so the groups,
// the results and the drops the state holds must be exactly what those entries add up to.
import type { Issue, ParticipantId } from '@tcgkit/core';
import { type RoundRobinErrorCode, RoundRobinErrors } from './errors.js';
import { roundRobinSchedule } from './schedule.js';
import type { Group, LogEntry, MatchRecord, RoundRobinState } from './types.js';

/** A match result as the log has it; `drawnGames` is `undefined` where no entry states it (older logs). */
interface Expected {
  games: readonly [number, number];
  drawnGames: number | undefined;
  winner: 0 | 1 | null;
  decidedBy: MatchRecord['decidedBy'];
  /** `'either'` for a coin flip reported while confirmation is required (a player's or an administrator's). */
  status: MatchRecord['status'] | 'either';
  reportedBy: string;
  reportedAt: string;
  confirmedBy?: string;
  confirmedAt?: string;
  correctedBy?: string;
  correctedAt?: string;
  /** The log entry that last set it. */
  entry: number;
}

const mismatch = (message: string, path: string): Issue<RoundRobinErrorCode> => ({
  code: RoundRobinErrors.logMismatch,
  message: `Saved round robin stage does not match its own log: ${message} Was the file edited?`,
  path,
});

const sameGroups = (a: readonly Group[], b: readonly Group[]): boolean =>
  a.length === b.length &&
  a.every((g, i) => {
    const h = b[i];
    return (
      h !== undefined &&
      g.id === h.id &&
      g.playerIds.length === h.playerIds.length &&
      g.playerIds.every((id, k) => id === h.playerIds[k])
    );
  });

/** The groups the log's draw, redraws, swaps, moves and latecomers add up to. */
function groupsOf(log: readonly LogEntry[]): Group[] | null {
  let groups = null as Group[] | null;
  for (const e of log) {
    switch (e.type) {
      case 'draw':
      case 'redraw':
        groups = e.groups.map((g) => ({ ...g, playerIds: [...g.playerIds] }));
        break;
      case 'swap': {
        const [a, b] = e.players;
        const swap = (id: ParticipantId) => (id === a ? b : id === b ? a : id);
        groups = (groups ?? []).map((g) => ({ ...g, playerIds: g.playerIds.map(swap) }));
        break;
      }
      case 'move':
        groups = (groups ?? []).map((g) =>
          g.id === e.from
            ? { ...g, playerIds: g.playerIds.filter((id) => id !== e.playerId) }
            : g.id === e.to
              ? { ...g, playerIds: [...g.playerIds, e.playerId] }
              : g,
        );
        break;
      case 'add-latecomer':
        groups = (groups ?? []).map((g) =>
          g.id === e.to ? { ...g, playerIds: [...g.playerIds, e.playerId] } : g,
        );
        break;
      default:
        break;
    }
  }
  return groups;
}

/**
 * The first place where `state` says something its log does not, or `undefined` when the two
 * agree: the groups, whether the matches are laid out, every match's result (games, winner, how
 * it was decided, confirmation, correction, who and when, drawn games), the dropped players and
 * whether the stage is closed. Linear in the size of the state.
 */
export function checkAgainstLog(state: RoundRobinState): Issue<RoundRobinErrorCode> | undefined {
  const { log } = state;
  const groups = groupsOf(log);
  if (groups === null) return mismatch('the log has no draw.', '/log');
  if (!sameGroups(groups, state.groups)) {
    return mismatch('the groups are not the ones the draw and the logged changes give.', '/groups');
  }
  const laidOut = log.some((e) => e.type === 'lay-out');
  if (laidOut !== (state.status === 'laid-out')) {
    return mismatch(
      laidOut ? 'the log lays the matches out.' : 'the log never lays the matches out.',
      '/status',
    );
  }
  const layout = checkLayout(state);
  if (layout !== undefined) return layout;
  const indexOf = new Map(state.matches.map((m, i) => [m.id, i]));
  const expected = new Map<string, Expected>();
  const dropped: ParticipantId[] = [];
  const confirmation = state.settings.requireConfirmation;
  for (const [k, e] of log.entries()) {
    if ('matchId' in e && !indexOf.has(e.matchId)) {
      return mismatch(
        `entry ${k} names match ${e.matchId}, which the stage does not have.`,
        `/log/${k}/matchId`,
      );
    }
    switch (e.type) {
      case 'result':
        expected.set(e.matchId, {
          games: e.games,
          drawnGames: e.drawnGames,
          winner: e.winner,
          decidedBy: e.decidedBy,
          status:
            !confirmation || e.decidedBy === 'administrator'
              ? 'final'
              : e.decidedBy === 'coin-flip'
                ? 'either'
                : 'awaiting-confirmation',
          reportedBy: e.by,
          reportedAt: e.at,
          entry: k,
        });
        break;
      case 'confirm': {
        const before = expected.get(e.matchId);
        if (before === undefined) {
          return mismatch(
            `entry ${k} confirms match ${e.matchId}, which has no result.`,
            `/log/${k}`,
          );
        }
        expected.set(e.matchId, {
          ...before,
          status: 'final',
          confirmedBy: e.by,
          confirmedAt: e.at,
          entry: k,
        });
        break;
      }
      case 'correction': {
        const before = expected.get(e.matchId);
        if (before === undefined) {
          return mismatch(
            `entry ${k} corrects match ${e.matchId}, which has no result.`,
            `/log/${k}`,
          );
        }
        expected.set(e.matchId, {
          ...before,
          games: e.games,
          drawnGames: e.drawnGames,
          winner: e.winner,
          decidedBy: e.decidedBy,
          status: 'final',
          correctedBy: e.by,
          correctedAt: e.at,
          entry: k,
        });
        break;
      }
      case 'drop': {
        dropped.push(e.playerId);
        for (const m of state.matches) {
          if (!m.players.includes(e.playerId)) continue;
          const before = expected.get(m.id);
          if (before !== undefined && before.status !== 'final') {
            expected.set(m.id, { ...before, status: 'final' });
          }
        }
        for (const id of e.matchIds) {
          const m = state.matches[indexOf.get(id) ?? -1];
          const side = m?.players.indexOf(e.playerId) ?? -1;
          if (m === undefined || side === -1 || expected.has(id)) {
            return mismatch(
              `entry ${k} gives an automatic win in match ${id}, which ${e.playerId} does not have open.`,
              `/log/${k}/matchIds`,
            );
          }
          expected.set(id, {
            games: [0, 0],
            drawnGames: 0,
            winner: side === 0 ? 1 : 0,
            decidedBy: 'drop',
            status: 'final',
            reportedBy: e.by,
            reportedAt: e.at,
            entry: k,
          });
        }
        break;
      }
      default:
        break;
    }
  }
  for (const [i, m] of state.matches.entries()) {
    const want = expected.get(m.id);
    const r = m.result;
    const at = `/matches/${i}/result`;
    if (want === undefined) {
      if (r !== null) return mismatch(`match ${m.id} has a result the log never records.`, at);
      continue;
    }
    if (r === null) {
      return mismatch(`match ${m.id} has no result, but log entry ${want.entry} gives it one.`, at);
    }
    const differs: [boolean, string][] = [
      [r.games[0] !== want.games[0] || r.games[1] !== want.games[1], 'games'],
      [want.drawnGames !== undefined && r.drawnGames !== want.drawnGames, 'drawnGames'],
      [r.winner !== want.winner, 'winner'],
      [r.decidedBy !== want.decidedBy, 'decidedBy'],
      [want.status !== 'either' && r.status !== want.status, 'status'],
      [r.reportedBy !== want.reportedBy, 'reportedBy'],
      [r.reportedAt !== want.reportedAt, 'reportedAt'],
      [r.confirmedBy !== want.confirmedBy, 'confirmedBy'],
      [r.confirmedAt !== want.confirmedAt, 'confirmedAt'],
      [r.correctedBy !== want.correctedBy, 'correctedBy'],
      [r.correctedAt !== want.correctedAt, 'correctedAt'],
    ];
    const field = differs.find(([d]) => d)?.[1];
    if (field !== undefined) {
      return mismatch(
        `match ${m.id}'s ${field} is not what log entry ${want.entry} (${log[want.entry]?.type}) recorded.`,
        `${at}/${field}`,
      );
    }
  }
  if (dropped.length !== state.dropped.length || dropped.some((id, i) => state.dropped[i] !== id)) {
    return mismatch('the dropped players are not the ones the log drops.', '/dropped');
  }
  const close = log.find((e) => e.type === 'close');
  if ((close === undefined) !== (state.closed === undefined)) {
    return mismatch(
      close === undefined ? 'the log never closes the stage.' : 'the log closes the stage.',
      '/closed',
    );
  }
  if (close !== undefined && (close.by !== state.closed?.by || close.at !== state.closed?.at)) {
    return mismatch('who closed the stage and when is not what the log recorded.', '/closed');
  }
  return undefined;
}

/**
 * A round robin's matches follow from its groups: the laid-out matches (and rests) must be the
 * schedule of the logged groups. Swiss rounds within groups are paired round by round from the
 * standings and the stage's PRNG, so only their groups are checked.
 */
function checkLayout(state: RoundRobinState): Issue<RoundRobinErrorCode> | undefined {
  const { cycles, groupPlay } = state.settings;
  if (state.status !== 'laid-out' || groupPlay.type === 'swiss') return undefined;
  if (!Number.isInteger(cycles) || cycles < 1) return undefined;
  let i = 0;
  let r = 0;
  for (const g of state.groups) {
    for (const round of roundRobinSchedule(g.playerIds, cycles)) {
      for (const [k, players] of round.pairings.entries()) {
        const m = state.matches[i];
        if (
          m === undefined ||
          m.id !== `${g.id}-${round.round}-${k + 1}` ||
          m.group !== g.id ||
          m.round !== round.round ||
          m.cycle !== round.cycle ||
          m.players[0] !== players[0] ||
          m.players[1] !== players[1]
        ) {
          return mismatch(
            `the matches are not the schedule of the logged groups (match ${i + 1} should be ${g.id}-${round.round}-${k + 1}, ${players[0]} v ${players[1]}).`,
            `/matches/${i}`,
          );
        }
        i++;
      }
      if (round.rest !== null) {
        const rest = state.rests[r];
        if (rest?.group !== g.id || rest.round !== round.round || rest.playerId !== round.rest) {
          return mismatch('the rests are not those of the logged groups.', `/rests/${r}`);
        }
        r++;
      }
    }
  }
  if (i !== state.matches.length) {
    return mismatch('there are matches the schedule does not have.', `/matches/${i}`);
  }
  if (r !== state.rests.length)
    return mismatch('there are rests the schedule does not have.', `/rests/${r}`);
  return undefined;
}
