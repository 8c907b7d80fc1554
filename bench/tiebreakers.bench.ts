// Standings for a 4,096-player, 14-round Swiss (OMW%, GW%, OGW% with floors), computed by
// @tcgkit/tiebreakers and by tournament-organizer's getStandings on the same results, in the
// same run. Target (issue 3): under 100 ms for 4,096 players after 14 rounds.

import { loadavg } from 'node:os';
import { computeStandings, presets, type StandingsInput } from '@tcgkit/tiebreakers';
import TournamentOrganizer from 'tournament-organizer';
import { randomEvent } from '../packages/tiebreakers/test/random-event.ts';
import { measure, ms, ratio, summarise, table, target } from './lib.ts';

const ROUNDS = 14;
const SIZES = [256, 1024, 4096];
/**
 * tournament-organizer's getStandings grows quadratically (about 100 s for 4,096 players on this
 * machine), so it is timed once per size above 256 to keep the whole run near two minutes.
 */
const peerRuns = (size: number) => (size <= 256 ? 3 : 1);

/** The same event as tournament-organizer's loadable plain data. */
function toOrganizer(input: StandingsInput) {
  const playerMatches = new Map<string, unknown[]>(input.players.map((p) => [p.id, []]));
  const matches: unknown[] = [];
  let k = 0;
  for (const m of input.matches) {
    const id = `m${++k}`;
    const base = {
      id,
      round: m.round,
      match: k,
      active: false,
      loss: false,
      path: { win: null, loss: null },
      meta: {},
    };
    if (m.type === 'bye') {
      matches.push({
        ...base,
        bye: true,
        player1: { id: m.player, win: 0, loss: 0, draw: 0 },
        player2: { id: null, win: 0, loss: 0, draw: 0 },
      });
      playerMatches.get(m.player)!.push({
        id,
        opponent: null,
        pairUpDown: false,
        seating: null,
        bye: true,
        win: 1,
        loss: 0,
        draw: 0,
      });
      continue;
    }
    if (m.type !== 'played')
      throw new Error(`bench events only have played matches and byes, not ${m.type}`);
    const [a, b] = m.players;
    const [ga, gb] = m.games ?? [0, 0];
    matches.push({
      ...base,
      bye: false,
      player1: { id: a, win: ga, loss: gb, draw: 0 },
      player2: { id: b, win: gb, loss: ga, draw: 0 },
    });
    playerMatches.get(a)!.push({
      id,
      opponent: b,
      pairUpDown: false,
      seating: null,
      bye: false,
      win: ga,
      loss: gb,
      draw: 0,
    });
    playerMatches.get(b)!.push({
      id,
      opponent: a,
      pairUpDown: false,
      seating: null,
      bye: false,
      win: gb,
      loss: ga,
      draw: 0,
    });
  }
  const manager = new TournamentOrganizer();
  return manager.loadTournament({
    id: 'bench',
    name: 'Bench',
    status: 'stage-one',
    round: ROUNDS,
    seating: false,
    sorting: 'none',
    scoring: {
      bestOf: 3,
      win: 3,
      draw: 1,
      loss: 0,
      bye: 3,
      tiebreaks: [
        'opponent match win percentage',
        'game win percentage',
        'opponent game win percentage',
      ],
    },
    stageOne: {
      format: 'swiss',
      consolation: false,
      rounds: ROUNDS,
      initialRound: 1,
      maxPlayers: 0,
    },
    stageTwo: { format: null, consolation: false, advance: { value: 0, method: 'all' } },
    players: input.players.map((p) => ({
      id: p.id,
      name: p.id,
      active: true,
      value: 0,
      matches: playerMatches.get(p.id)!,
      meta: {},
    })),
    matches,
    meta: {},
  } as never);
}

/**
 * CPU milliseconds per call (median), next to the wall-clock figures of `measure`: the machine's
 * two cores are shared with other jobs, and CPU time leaves out the time a call waits for a core.
 */
function cpuMedian(fn: () => unknown, calls = 15): number {
  fn();
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const before = process.cpuUsage();
    fn();
    const used = process.cpuUsage(before);
    times.push((used.user + used.system) / 1000);
  }
  return summarise(times).median;
}

const rows: string[][] = [];
let ours4096 = Number.NaN;
let oursCpu4096 = Number.NaN;
let bare4096 = Number.NaN;
for (const size of SIZES) {
  const event = randomEvent(`bench-${size}`, { players: size, rounds: ROUNDS, drawRate: 0.03 });
  const input: StandingsInput = {
    players: event.players,
    matches: event.matches,
    settings: presets.riftboundDefault,
  };
  const explained = measure(() => computeStandings(input), { minSamples: 10, minMs: 500 });
  const bare = measure(() => computeStandings({ ...input, explain: false }), {
    minSamples: 10,
    minMs: 500,
  });
  const tournament = toOrganizer(input);
  const theirTimes: number[] = [];
  for (let i = 0; i < peerRuns(size); i++) {
    const start = performance.now();
    const standings = tournament.getStandings();
    theirTimes.push(performance.now() - start);
    if (standings.length !== size) throw new Error('tournament-organizer lost players');
  }
  const theirs = summarise(theirTimes);
  const explainedCpu = cpuMedian(() => computeStandings(input));
  if (size === 4096) {
    ours4096 = explained.median;
    oursCpu4096 = explainedCpu;
    bare4096 = bare.median;
  }
  rows.push([
    `${size} players, ${ROUNDS} rounds (${peerRuns(size)} peer run${peerRuns(size) > 1 ? 's' : ''})`,
    ms(explained.median),
    ms(explainedCpu),
    ms(bare.median),
    ms(theirs.median),
    ratio(explained.median, theirs.median),
  ]);
}

// Ours only (tournament-organizer has no Play! Pokémon rules): the heaviest preset, with the
// standing of the last opponent, dropped players' values frozen per round and late entries.
const pokemonEvent = randomEvent('bench-pokemon', {
  players: 4096,
  rounds: ROUNDS,
  dropRate: 0.02,
  lateEntries: 10,
});
const pokemon = measure(
  () =>
    computeStandings({
      players: pokemonEvent.players,
      matches: pokemonEvent.matches,
      settings: presets.playPokemon,
    }),
  { minSamples: 5, minMs: 500 },
);

console.log('Standings (OMW%, GW%, OGW%, floors 33%), median per call, same events for both:');
console.log(
  `(1-minute load average at the end: ${loadavg()[0]!.toFixed(1)} on this 2-core machine)`,
);
table(
  [
    'event',
    'ours (with explanations)',
    'same, CPU time',
    'ours (explain: false)',
    'tournament-organizer',
    'ours vs theirs',
  ],
  rows,
);
console.log(
  `Play! Pokémon preset, 4,096 players, 14 rounds, 2% drops a round, 10 late entries (ours only): ${ms(pokemon.median)}`,
);
target(
  '4,096 players after 14 rounds (default call, applied tiebreakers explained)',
  ours4096,
  100,
);
target('4,096 players after 14 rounds (explain: false)', bare4096, 100);
target('4,096 players after 14 rounds (default call, CPU time)', oursCpu4096, 100);
