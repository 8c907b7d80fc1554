// The five-player, three-round Swiss of tournaments.md, "Worked example". Shared by the tests.
import type { MatchRecord, StandingsPlayer } from '../src/index.js';

export const players: StandingsPlayer[] = [
  { id: 'ana', name: 'Ana', seed: 1 },
  { id: 'ben', name: 'Ben', seed: 2 },
  { id: 'cam', name: 'Cam', seed: 3 },
  { id: 'dee', name: 'Dee', seed: 4 },
  { id: 'eli', name: 'Eli', seed: 5 },
];

export const matches: MatchRecord[] = [
  { type: 'played', round: 1, players: ['ana', 'ben'], games: [2, 0] },
  { type: 'played', round: 1, players: ['cam', 'dee'], games: [2, 1] },
  { type: 'bye', round: 1, player: 'eli' },
  { type: 'played', round: 2, players: ['ana', 'cam'], games: [2, 1] },
  { type: 'played', round: 2, players: ['eli', 'ben'], games: [2, 0] },
  { type: 'bye', round: 2, player: 'dee' },
  { type: 'played', round: 3, players: ['ana', 'dee'], games: [1, 1] },
  { type: 'played', round: 3, players: ['cam', 'eli'], games: [2, 0] },
  { type: 'bye', round: 3, player: 'ben' },
];
