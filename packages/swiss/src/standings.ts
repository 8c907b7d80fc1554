import type { ParticipantId } from '@tcgkit/core';
import {
  computeStandings,
  type MatchRecord,
  type Standing,
  type StandingsInput,
  type StandingsSettings,
} from '@tcgkit/tiebreakers';
import { assertStage } from './load.js';
import type { PlayerRegistration, SwissStage } from './types.js';

/**
 * The standings settings of a stage: its `standings` rules when set, otherwise those its flat
 * settings give (points, tiebreakers, formula, floors).
 *
 * @example
 * ```ts
 * standingsSettingsOf(stage).tiebreakers; // ['opponent_match_win_percentage', ...]
 * ```
 */
export function standingsSettingsOf(stage: SwissStage): StandingsSettings {
  const s = stage.settings;
  if (s.standings !== undefined) return s.standings;
  return {
    scoring: {
      win: s.pointsForWin,
      draw: s.pointsForDraw,
      loss: s.pointsForLoss,
      bye: s.pointsPerBye,
      byeHandling: s.byeHandling,
    },
    tiebreakers: s.tiebreakers,
    matchWinFormula: s.matchWinFormula,
    opponentMatchWinFloor: s.opponentMatchWinFloor,
    gameWinFloor: s.gameWinFloor,
  };
}

/**
 * Every result of the stage as `@tcgkit/tiebreakers` match records: reported matches, byes, and
 * one late-entry loss per round a late entrant missed. A forfeit is an automatic win (points,
 * no games, not opponents); unreported matches and matches not played are left out.
 */
export function matchRecordsOf(stage: SwissStage): MatchRecord[] {
  const records: MatchRecord[] = [];
  for (const player of stage.players) {
    const missed = player.joinedAfterRound ?? 0;
    for (let r = 1; r <= missed; r++)
      records.push({ type: 'late-entry-loss', round: r, player: player.id });
  }
  for (const round of stage.rounds) {
    const number = round.number;
    const matches = round.matches;
    for (let i = 0; i < matches.length; i++) {
      const match = matches[i] as SwissStage['rounds'][number]['matches'][number];
      const result = match.result;
      if (result === undefined || result.notPlayed === true) continue;
      if (result.forfeitWinner !== undefined) {
        const w = result.forfeitWinner;
        records.push({
          type: 'automatic-win',
          round: number,
          winner: match.players[w],
          loser: match.players[1 - w] as ParticipantId,
          reason: 'no-show',
        });
        continue;
      }
      records.push(
        result.drawnGames
          ? {
              type: 'played',
              round: number,
              players: match.players,
              games: result.games,
              drawnGames: result.drawnGames,
            }
          : { type: 'played', round: number, players: match.players, games: result.games },
      );
    }
    if (round.bye !== undefined) records.push({ type: 'bye', round: number, player: round.bye });
  }
  return records;
}

/** The input `computeStandings` gets for a stage. */
export function standingsInputOf(stage: SwissStage, explain = true): StandingsInput {
  return {
    players: stage.players.map((p) => {
      const row: {
        id: ParticipantId;
        name?: string;
        seed?: number;
        late?: boolean;
        droppedAfterRound?: number;
      } = {
        id: p.id,
      };
      if (p.name !== undefined) row.name = p.name;
      if (p.initialSeed !== undefined) row.seed = p.initialSeed;
      if (p.joinedAfterRound !== undefined) row.late = true;
      if (p.droppedAfterRound !== undefined) row.droppedAfterRound = p.droppedAfterRound;
      return row;
    }),
    matches: matchRecordsOf(stage),
    settings: standingsSettingsOf(stage),
    explain,
  };
}

/**
 * The stage's standings, ranked by points, the stage's tiebreakers, then initial seed, through
 * `@tcgkit/tiebreakers`. Every registered player is in them, dropped ones too. A stage that
 * fails the stage check (as {@link loadSwissStage} would refuse it) throws a `TcgkitError` with
 * that code and path.
 *
 * @example
 * ```ts
 * const rows = swissStandings(stage);
 * rows[0]?.playerId; // the leader
 * ```
 */
export function swissStandings(
  stage: SwissStage,
  options: { readonly explain?: boolean } = {},
): Standing[] {
  assertStage(stage);
  return computeStandings(standingsInputOf(stage, options.explain ?? true));
}

/**
 * Registrations for a later stage seeded by Prior stage results: each player's `seed` is their
 * position in the earlier stage's final standings (1 is best). Dropped players are left out
 * unless `includeDropped` is set. Use with `firstRoundSeeding: 'prior-stage'`.
 *
 * @example
 * ```ts
 * const top8 = registrationsFromStandings(swissStandings(swiss)).slice(0, 8);
 * let next = unwrap(createSwissStage({ firstRoundSeeding: 'prior-stage' }, { seed: 'day-2' }));
 * next = unwrap(registerPlayers(next, top8));
 * ```
 */
export function registrationsFromStandings(
  standings: readonly Standing[],
  options: {
    readonly includeDropped?: boolean;
    readonly names?: Readonly<Record<ParticipantId, string>>;
  } = {},
): PlayerRegistration[] {
  return standings
    .filter((row) => options.includeDropped === true || !row.dropped)
    .slice()
    .sort((a, b) => a.position - b.position)
    .map((row, i) => {
      const name = options.names?.[row.playerId];
      return name === undefined
        ? { id: row.playerId, seed: i + 1 }
        : { id: row.playerId, name, seed: i + 1 };
    });
}
