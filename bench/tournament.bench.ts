// A 1,024-player Pokémon event (10 Swiss rounds, the game's recommendation, then a top 8) run
// through the @tcgkit/tournament API (`pairStage`, `openMatches`, `reportMatch`, `advanceStage`,
// and `stageView` after each round, as a site would), next to the same event run by calling
// the engines directly (@tcgkit/swiss `pairNextRound` / `reportResult` / `toSwissStandingsView`,
// @tcgkit/elimination `reportResult`). Both get the same seed and the same results, so they pair
// the same tables. Printed per round: the CPU milliseconds of each (the round played 11 times from
// the same state before it, the two paths alternating, median) and the overhead of the tournament
// API. Target (issue 29): at most 10% per round.
import { unwrap } from '@tcgkit/core';
import type { EliminationState } from '@tcgkit/elimination';
import { createBracket, nextMatches, reportResult as reportBracket } from '@tcgkit/elimination';
import {
  createSwissStage,
  pairNextRound,
  registerPlayers,
  reportResult,
  type SwissStage,
  startStage,
  swissStandings,
  toSwissStandingsView,
} from '@tcgkit/swiss';
import { presets } from '@tcgkit/tiebreakers';
import {
  advanceStage,
  createTournament,
  getStage,
  openMatches,
  pairStage,
  registerParticipant,
  reportMatch,
  stageSeed,
  stageView,
  startTournament,
  type TournamentState,
} from '@tcgkit/tournament';
import { ms, summarise, table, target } from './lib.ts';

/**
 * CPU milliseconds of this process (user + system). Rounds are timed in CPU time, not wall-clock,
 * so other processes on a shared machine do not land in one path's figures and not the other's.
 */
/**
 * Collects garbage before a round is timed (`pnpm bench` runs with --expose-gc), so a collection
 * of an earlier round's garbage does not land in whichever path happens to trigger it.
 */
const settle = (): void => {
  (globalThis as { gc?: () => void }).gc?.();
};

const cpuNow = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const PLAYERS = 1024;
const SEED = 'bench-1024';
const RUNS = 11;
const ids = Array.from({ length: PLAYERS }, (_, i) => `p${String(i + 1).padStart(4, '0')}`);

/** The same result for the same table in both runs: mostly decisive, some 2-1, a few draws. */
function resultOf(round: number, table: number): [number, number] {
  const x = (round * 7919 + table * 104729) % 23;
  if (x === 0) return [1, 1];
  if (x < 6) return [2, 1];
  if (x < 12) return [1, 2];
  return x % 2 === 0 ? [2, 0] : [0, 2];
}

const swissSettings = { rounds: 10 } as const;

/** The event through the tournament API, registered and started, before round 1. */
function startedEvent(): TournamentState {
  let event: TournamentState = unwrap(
    createTournament(
      {
        game: 'pokemon',
        stages: [
          { id: 'swiss', format: 'swiss', standings: presets.playPokemon, settings: swissSettings },
          { id: 'top8', format: 'single-elimination' },
        ],
        advancement: [
          {
            from: 'swiss',
            condition: { type: 'placement-range', from: 1, to: 8 },
            action: { type: 'advance', to: 'top8' },
          },
        ],
      },
      SEED,
    ),
  );
  for (const id of ids) event = unwrap(registerParticipant(event, { id }));
  return unwrap(startTournament(event));
}

/** One Swiss round through the event API, as a site plays it: pair, report every table, show. */
function tournamentRound(event: TournamentState, round: number): TournamentState {
  let next = unwrap(pairStage(event, 'swiss'));
  for (const m of openMatches(next, 'swiss')) {
    next = unwrap(
      reportMatch(next, { stage: 'swiss', match: m.id, games: resultOf(round, m.table) }),
    );
  }
  stageView(next, 'swiss');
  return next;
}

/** The top 8 (3 rounds) through the event API, from the finished Swiss stage. */
function tournamentTop8(event: TournamentState): TournamentState {
  let next = unwrap(advanceStage(event, 'swiss'));
  for (;;) {
    const open = openMatches(next, 'top8');
    if (open.length === 0) break;
    for (const m of open) {
      next = unwrap(reportMatch(next, { stage: 'top8', match: m.id, games: [2, 1] }));
    }
  }
  stageView(next, 'top8');
  return next;
}

/** The Swiss stage with the engines called directly, registered and started, before round 1. */
function startedStage(): SwissStage {
  const stage: SwissStage = unwrap(
    createSwissStage(
      { ...swissSettings, standings: presets.playPokemon, ...pokemonBase() },
      { seed: stageSeed(SEED, 'swiss') },
    ),
  );
  return unwrap(
    startStage(
      unwrap(
        registerPlayers(
          stage,
          ids.map((id) => ({ id })),
        ),
      ),
    ),
  );
}

/** The same round with the engines called directly. */
function engineRound(stage: SwissStage, round: number): SwissStage {
  let next = unwrap(pairNextRound(stage));
  for (const m of next.rounds[round - 1]!.matches) {
    next = unwrap(reportResult(next, { round, table: m.table, games: resultOf(round, m.table) }));
  }
  toSwissStandingsView(next);
  return next;
}

/** The same top 8 with the engines called directly. */
function engineTop8(stage: SwissStage): EliminationState {
  const top = swissStandings(stage, { explain: false })
    .filter((r) => !r.dropped)
    .slice(0, 8)
    .map((r) => ({ id: r.playerId }));
  let bracket: EliminationState = unwrap(
    createBracket({
      settings: { format: 'single-elimination', seeding: 'prior-stage-results' },
      participants: top,
      seed: stageSeed(SEED, 'top8'),
    }),
  );
  for (;;) {
    const open = nextMatches(bracket);
    if (open.length === 0) break;
    for (const m of open) {
      bracket = unwrap(reportBracket(bracket, m.id, { type: 'played', games: [2, 1] }));
    }
  }
  return bracket;
}

/** CPU milliseconds of one call, after a collection of the garbage before it. */
function timed<T>(work: () => T): { value: T; ms: number } {
  settle();
  const start = cpuNow();
  const value = work();
  return { value, ms: cpuNow() - start };
}

/** The Swiss settings the tournament resolves for a Pokémon stage (firstRoundSeeding random). */
function pokemonBase() {
  return { firstRoundSeeding: 'random' as const, lateEntry: false };
}

// Check once that both runs pair the same tables, so the comparison is like for like.
const check = (() => {
  let event: TournamentState = unwrap(
    createTournament(
      {
        game: 'pokemon',
        stages: [
          { id: 'swiss', format: 'swiss', standings: presets.playPokemon, settings: swissSettings },
        ],
      },
      SEED,
    ),
  );
  for (const id of ids) event = unwrap(registerParticipant(event, { id }));
  event = unwrap(pairStage(unwrap(startTournament(event)), 'swiss'));
  let stage = unwrap(
    createSwissStage(
      { ...swissSettings, standings: presets.playPokemon, ...pokemonBase() },
      { seed: stageSeed(SEED, 'swiss') },
    ),
  );
  stage = unwrap(
    pairNextRound(
      unwrap(
        startStage(
          unwrap(
            registerPlayers(
              stage,
              ids.map((id) => ({ id })),
            ),
          ),
        ),
      ),
    ),
  );
  const engine = getStage(event, 'swiss')?.engine;
  return (
    engine?.format === 'swiss' &&
    JSON.stringify(engine.state.rounds) === JSON.stringify(stage.rounds)
  );
})();
console.log(
  `same round 1 pairings through both paths: ${check ? 'yes' : 'NO (the figures below compare different events)'}`,
);

// Every state is immutable, so each round is played RUNS times from the same state before it,
// the two paths alternating run by run: both paths' samples of one round come from the same
// minute, and a change in machine load (or a collection) hits both alike.
const tournamentTimes: number[][] = [];
const engineTimes: number[][] = [];
let event = startedEvent();
let stage = startedStage();
for (let round = 1; round <= swissSettings.rounds + 1; round++) {
  const t: number[] = [];
  const e: number[] = [];
  let nextEvent = event;
  let nextStage = stage;
  for (let r = 0; r < RUNS; r++) {
    const last = round > swissSettings.rounds;
    const viaEngine = () =>
      timed(() => {
        if (!last) return engineRound(stage, round);
        engineTop8(stage);
        return stage;
      });
    const viaApi = () =>
      timed(() => (last ? tournamentTop8(event) : tournamentRound(event, round)));
    if (r % 2 === 0) {
      const a = viaEngine();
      const b = viaApi();
      e.push(a.ms);
      t.push(b.ms);
      nextStage = a.value;
      nextEvent = b.value;
    } else {
      const b = viaApi();
      const a = viaEngine();
      e.push(a.ms);
      t.push(b.ms);
    }
  }
  tournamentTimes.push(t);
  engineTimes.push(e);
  event = nextEvent;
  stage = nextStage;
}
const rounds = tournamentTimes.length;
const rows: string[][] = [];
const overheads: number[] = [];
let tournamentTotal = 0;
let engineTotal = 0;
for (let k = 0; k < rounds; k++) {
  const t = summarise(tournamentTimes[k]!).median;
  const e = summarise(engineTimes[k]!).median;
  tournamentTotal += t;
  engineTotal += e;
  // The overhead of each run's pair (the two paths timed back to back), then their median: the
  // pairs cancel a load change between runs that the ratio of two medians would keep.
  const overhead = summarise(
    tournamentTimes[k]!.map((ti, r) => ((ti - engineTimes[k]![r]!) / engineTimes[k]![r]!) * 100),
  ).median;
  overheads.push(overhead);
  rows.push([
    k < rounds - 1 ? `Swiss round ${k + 1}` : 'top 8 (3 rounds)',
    ms(t),
    ms(e),
    `${overhead.toFixed(1)}%`,
  ]);
}
console.log(
  `\n${PLAYERS} players, ${swissSettings.rounds} Swiss rounds (presets.playPokemon) and a top 8; each round played ${RUNS} times from the same state, median`,
);
table(['round', 'tournament API', 'engines directly', 'overhead (median of pairs)'], rows);
const swissOverheads = overheads.slice(0, -1).sort((a, b) => a - b);
const median = swissOverheads[swissOverheads.length >> 1]!;
const whole = ((tournamentTotal - engineTotal) / engineTotal) * 100;
console.log(
  `whole event: ${ms(tournamentTotal)} through the API, ${ms(engineTotal)} directly (${whole.toFixed(1)}%)`,
);
target('tournament API overhead per Swiss round (median)', median, 10, '%');
target('tournament API overhead per Swiss round (worst)', swissOverheads.at(-1)!, 10, '%');
