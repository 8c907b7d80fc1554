import type {
  LobbiesView,
  LobbySeat,
  LobbyTable,
  ParticipantId,
  StandingsColumn,
  StandingsView,
} from '@tcgkit/core';
import { ffaStandings } from './standings.js';
import type { FfaState } from './types.js';

const formatPoints = (n: number): string =>
  Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, '');

/**
 * The standings as the shared {@link StandingsView} that `<tcg-standings>` renders: points,
 * 1st-place finishes, matches played and (when elimination points are set) eliminations. A
 * player's record counts 1st-place finishes as wins and every other finish as a loss.
 *
 * @example
 * ```ts
 * const view = toStandingsView(stage, { title: 'Pod standings' });
 * ```
 */
export function toStandingsView(state: FfaState, options: { title?: string } = {}): StandingsView {
  const columns: StandingsColumn[] = [
    { id: 'points', label: 'Pts', description: 'Total placement and elimination points.' },
    { id: 'first_places', label: '1st', description: 'Matches finished in 1st place.' },
    { id: 'matches', label: 'Played', description: 'Matches played.' },
  ];
  const withElims = state.settings.eliminationPoints > 0;
  if (withElims)
    columns.push({ id: 'eliminations', label: 'Elims', description: 'Opponents eliminated.' });
  const rows = ffaStandings(state).map((row) => {
    const cells: Record<string, { value: number; display: string }> = {
      points: { value: row.points, display: formatPoints(row.points) },
      first_places: { value: row.firstPlaces, display: String(row.firstPlaces) },
      matches: { value: row.matchesPlayed, display: String(row.matchesPlayed) },
    };
    if (withElims)
      cells.eliminations = { value: row.eliminations, display: String(row.eliminations) };
    return {
      participantId: row.participantId,
      name: row.name,
      rank: row.rank,
      shared: row.shared,
      record: { wins: row.firstPlaces, losses: row.matchesPlayed - row.firstPlaces, draws: 0 },
      points: row.points,
      cells,
      ...(row.dropped ? { dropped: true } : {}),
    };
  });
  const completed = state.matches.filter((m) =>
    m.lobbies.every((l) => l.result !== undefined),
  ).length;
  return {
    kind: 'standings',
    ...(options.title === undefined ? {} : { title: options.title }),
    afterRound: completed,
    columns,
    rows,
  };
}

/**
 * One match's lobbies as a {@link LobbiesView} (the latest match unless `match` is given):
 * seats with points before the match, then place and points earned once reported.
 * Returns `undefined` for a match that does not exist.
 *
 * @example
 * ```ts
 * const pods = toLobbiesView(stage); // the current match
 * ```
 */
export function toLobbiesView(
  state: FfaState,
  options: { match?: number; title?: string } = {},
): LobbiesView | undefined {
  const number = options.match ?? state.matches.length;
  const match = state.matches[number - 1];
  if (match === undefined) return undefined;
  const before = ffaStandings({
    ...state,
    matches: state.matches.slice(0, number - 1),
    winnerId: undefined,
  } as FfaState);
  const pointsBefore = new Map<ParticipantId, number>(
    before.map((r) => [r.participantId, r.points]),
  );
  const nameOf = new Map(state.participants.map((p) => [p.id, p.name ?? p.id]));
  const lobbies: LobbyTable[] = match.lobbies.map((lobby) => {
    const result = lobby.result;
    const order = result === undefined ? lobby.participantIds : result.ranking.flat();
    const seats: LobbySeat[] = order.map((id) => {
      const seat: {
        participantId: string;
        name: string;
        pointsBefore: number;
        place?: number;
        pointsEarned?: number;
        eliminations?: number;
      } = {
        participantId: id,
        name: nameOf.get(id) ?? id,
        pointsBefore: pointsBefore.get(id) ?? 0,
      };
      if (result !== undefined) {
        seat.place = result.places[id] ?? 0;
        seat.pointsEarned = result.points[id] ?? 0;
        const elims = result.eliminations[id];
        if (elims !== undefined) seat.eliminations = elims;
      }
      return seat;
    });
    return {
      id: lobby.id,
      number: lobby.number,
      status: result === undefined ? 'ready' : 'completed',
      seats,
    };
  });
  return {
    kind: 'lobbies',
    ...(options.title === undefined ? {} : { title: options.title }),
    match: number,
    lobbies,
  };
}
