import { TcgkitError } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import {
  checkStandingsInput,
  computeStandings,
  presets,
  type StandingsInput,
  TiebreakersErrorCode,
  tryComputeStandings,
} from '../src/index.js';

const base: StandingsInput = {
  players: [{ id: 'a' }, { id: 'b' }],
  matches: [{ type: 'played', round: 1, players: ['a', 'b'], games: [2, 0] }],
  settings: presets.riftboundDefault,
};
const bad = (input: unknown) => tryComputeStandings(input as StandingsInput);

describe('invalid input: codes and JSON-Pointer paths', () => {
  const cases: [string, unknown, string, string][] = [
    [
      'duplicate player',
      { ...base, players: [{ id: 'a' }, { id: 'a' }] },
      TiebreakersErrorCode.duplicatePlayer,
      '/players/1/id',
    ],
    [
      'empty id',
      { ...base, players: [{ id: '' }] },
      TiebreakersErrorCode.unknownPlayer,
      '/players/0/id',
    ],
    [
      'unknown player in a match',
      { ...base, matches: [{ type: 'played', round: 1, players: ['a', 'zed'], games: [2, 0] }] },
      TiebreakersErrorCode.unknownPlayer,
      '/matches/0/players/1',
    ],
    [
      'unknown player on a bye',
      { ...base, matches: [{ type: 'bye', round: 1, player: 'zed' }] },
      TiebreakersErrorCode.unknownPlayer,
      '/matches/0/player',
    ],
    [
      'unknown loser of an automatic win',
      { ...base, matches: [{ type: 'automatic-win', round: 1, winner: 'a', loser: 'zed' }] },
      TiebreakersErrorCode.unknownPlayer,
      '/matches/0/loser',
    ],
    [
      'self match',
      { ...base, matches: [{ type: 'played', round: 1, players: ['a', 'a'], games: [2, 0] }] },
      TiebreakersErrorCode.selfMatch,
      '/matches/0/players/1',
    ],
    [
      'automatic win against oneself',
      { ...base, matches: [{ type: 'automatic-win', round: 1, winner: 'a', loser: 'a' }] },
      TiebreakersErrorCode.selfMatch,
      '/matches/0/loser',
    ],
    [
      'negative games',
      { ...base, matches: [{ type: 'played', round: 1, players: ['a', 'b'], games: [-1, 2] }] },
      TiebreakersErrorCode.invalidNumber,
      '/matches/0/games',
    ],
    [
      'negative drawn games',
      {
        ...base,
        matches: [{ type: 'played', round: 1, players: ['a', 'b'], games: [1, 1], drawnGames: -1 }],
      },
      TiebreakersErrorCode.invalidNumber,
      '/matches/0/drawnGames',
    ],
    [
      'bad round',
      { ...base, matches: [{ type: 'bye', round: Number.NaN, player: 'a' }] },
      TiebreakersErrorCode.invalidNumber,
      '/matches/0/round',
    ],
    [
      'unknown match type',
      { ...base, matches: [{ type: 'forfeit', round: 1 }] },
      TiebreakersErrorCode.invalidNumber,
      '/matches/0/type',
    ],
    [
      'a match record that is not an object',
      { ...base, matches: [null] },
      TiebreakersErrorCode.invalidNumber,
      '/matches/0',
    ],
    [
      'a played match without two players',
      { ...base, matches: [{ type: 'played', round: 1, players: 'ab', games: [2, 0] }] },
      TiebreakersErrorCode.invalidNumber,
      '/matches/0/players',
    ],
    [
      'an outcome that is not a side or a draw',
      { ...base, matches: [{ type: 'played', round: 1, players: ['a', 'b'], outcome: 2 }] },
      TiebreakersErrorCode.invalidNumber,
      '/matches/0/outcome',
    ],
    [
      'lostOnTime that is not a side',
      { ...base, matches: [{ type: 'played', round: 1, players: ['a', 'b'], lostOnTime: 2 }] },
      TiebreakersErrorCode.invalidNumber,
      '/matches/0/lostOnTime',
    ],
    [
      'bad seed',
      { ...base, players: [{ id: 'a', seed: Number.POSITIVE_INFINITY }] },
      TiebreakersErrorCode.invalidNumber,
      '/players/0/seed',
    ],
    [
      'bad drop round',
      { ...base, players: [{ id: 'a', droppedAfterRound: -1 }] },
      TiebreakersErrorCode.invalidNumber,
      '/players/0/droppedAfterRound',
    ],
    [
      'unknown tiebreaker',
      { ...base, settings: { ...presets.mtg, tiebreakers: ['buchholz', 'coin_flip'] } },
      TiebreakersErrorCode.unknownTiebreaker,
      '/settings/tiebreakers/1',
    ],
    [
      'floor above 1',
      { ...base, settings: { ...presets.mtg, opponentMatchWinFloor: 33 } },
      TiebreakersErrorCode.invalidSettings,
      '/settings/opponentMatchWinFloor',
    ],
    [
      'unknown bye handling',
      {
        ...base,
        settings: { ...presets.mtg, scoring: { ...presets.mtg.scoring, byeHandling: 'half' } },
      },
      TiebreakersErrorCode.invalidSettings,
      '/settings/scoring/byeHandling',
    ],
    [
      'unknown match-win formula',
      { ...base, settings: { ...presets.mtg, matchWinFormula: 'elo' } },
      TiebreakersErrorCode.invalidSettings,
      '/settings/matchWinFormula',
    ],
    [
      'unknown game-win method',
      { ...base, settings: { ...presets.mtg, gameWinMethod: 'sets' } },
      TiebreakersErrorCode.invalidSettings,
      '/settings/gameWinMethod',
    ],
    [
      'unknown OOMW% average',
      { ...base, settings: { ...presets.mtg, opponentOpponentAverage: 'median' } },
      TiebreakersErrorCode.invalidSettings,
      '/settings/opponentOpponentAverage',
    ],
    [
      'bad bye games',
      { ...base, settings: { ...presets.mtg, byeGames: [2, -1] } },
      TiebreakersErrorCode.invalidSettings,
      '/settings/byeGames',
    ],
    [
      'zero points for a win',
      { ...base, settings: { ...presets.mtg, scoring: { ...presets.mtg.scoring, win: 0 } } },
      TiebreakersErrorCode.invalidSettings,
      '/settings/scoring/win',
    ],
  ];
  it.each(cases)('%s', (_, input, code, path) => {
    const result = bad(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code, path });
    expect(checkStandingsInput(input as StandingsInput).ok).toBe(false);
  });
  it('computeStandings throws a TcgkitError with the same code', () => {
    try {
      computeStandings({ ...base, players: [{ id: 'a' }] });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(TcgkitError);
      expect((error as TcgkitError).code).toBe(TiebreakersErrorCode.unknownPlayer);
      expect((error as TcgkitError).path).toBe('/matches/0/players/1');
    }
  });
  it('sound input passes and gives the same rows as computeStandings', () => {
    const result = tryComputeStandings(base);
    expect(result.ok && result.value).toEqual(computeStandings(base));
  });
});
