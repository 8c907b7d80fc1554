/**
 * The event player of the one-order property tests (one-order-*.test.ts). Issue 29, "One event, one order": the standings rules a stage runs with order the players
 * everywhere. Over random events (drops, late entries, corrections, a top 8), after every round
 * the live standings (`stageView`) and `computeStandings` with the chosen rules on the same
 * results give one order; at the end the cut, the top 8's seeds and the TOM file's places give
 * that order too.
 *
 * Sizes, written down for a loaded 2-core CI machine: 88% of events have 37-64 players, 10% have
 * 65-128 and 2% have 129-300 (so every round-count row from 6 to 9 rounds is met), with the
 * game's recommended rounds (`startTournament(event, { rounds: 'recommended' })`). Each round
 * after the first loses 1-2 players to drops one time in three (a Play! Pokémon drop freezes
 * that player's tiebreakers, which costs one more standings computation per drop round), rounds
 * 1 and 2 get 0-2 late entrants, and one result in three rounds is corrected. Measured CPU: about
 * 20 ms per 50-player event once warm.
 */
import { createRng, type Result, type Rng, seedRng, unwrap } from '@tcgkit/core';
import { type SwissStage, standingsInputOf } from '@tcgkit/swiss';
import { computeStandings, type StandingsSettings } from '@tcgkit/tiebreakers';
import {
  addLateEntry,
  advanceStage,
  correctMatch,
  createTournament,
  dropParticipant,
  getStage,
  openMatches,
  pairStage,
  registerParticipant,
  reportMatch,
  stageStandings,
  stageView,
  startTournament,
  type TournamentGame,
  type TournamentState,
} from '@tcgkit/tournament';
import { expect } from 'vitest';
import { exportTom, importTom, tomFromTournament } from '../src/index.js';

const must = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message} (${r.error.path ?? ''})`);
  return r.value;
};

/** 88% 37-64 players, 10% 65-128, 2% 129-300. */
function playerCount(rng: Rng): number {
  const share = rng.int(100);
  if (share < 88) return rng.range(37, 64);
  if (share < 98) return rng.range(65, 128);
  return rng.range(129, 300);
}

const RESULTS: readonly (readonly [number, number])[] = [
  [2, 0],
  [2, 1],
  [0, 2],
  [1, 2],
  [1, 1],
];

const swissOf = (event: TournamentState): SwissStage => {
  const engine = getStage(event, 'swiss')?.engine;
  if (engine?.format !== 'swiss') throw new Error('no Swiss stage');
  return engine.state;
};

/** The order `computeStandings` gives with `rules` on the stage's results, ids only. */
const orderBy = (swiss: SwissStage, rules: StandingsSettings): string[] =>
  computeStandings({ ...standingsInputOf(swiss, false), settings: rules, explain: false }).map(
    (r) => r.playerId,
  );

export interface Run {
  readonly game: TournamentGame;
  /** The stage's `standings` option; `undefined` for the game's default. */
  readonly chosen: StandingsSettings | undefined;
  /** What the order must equal. */
  readonly rules: StandingsSettings;
}

/** Plays one random event and checks the one order after every round and at the cut. */
export function playAndCheck(run: Run, seed: number, checkTom: boolean): void {
  const rng = createRng(seedRng(`one-order/${run.game}/${seed}`));
  const n = playerCount(rng);
  let event = must(
    createTournament(
      {
        game: run.game,
        stages: [
          {
            id: 'swiss',
            format: 'swiss',
            ...(run.chosen === undefined ? {} : { standings: run.chosen }),
            settings: { lateEntry: true, lateEntryThroughRound: 2 },
          },
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
      seed,
    ),
  );
  for (let i = 0; i < n; i++) event = must(registerParticipant(event, { id: `p${i + 1}` }));
  event = must(startTournament(event, { rounds: 'recommended' }));
  const rounds = swissOf(event).settings.rounds;
  let late = 0;
  for (let round = 1; round <= rounds; round++) {
    if (round <= 2) {
      for (let k = rng.int(3); k > 0; k--) {
        event = must(addLateEntry(event, { id: `late${++late}` }));
      }
    }
    if (round >= 2 && rng.int(3) === 0) {
      for (let k = 1 + rng.int(2); k > 0; k--) {
        const active = event.participants.filter((p) => p.dropped !== true);
        event = must(dropParticipant(event, rng.pick(active).id));
      }
    }
    event = must(pairStage(event, 'swiss'));
    const open = openMatches(event, 'swiss');
    expect(open.every((m) => m.round === round)).toBe(true);
    for (const m of open) {
      event = must(reportMatch(event, { stage: 'swiss', match: m.id, games: rng.pick(RESULTS) }));
    }
    // A correction of one table now and then (a result entered wrong).
    if (open.length > 0 && rng.int(3) === 0) {
      const m = rng.pick(open);
      event = must(correctMatch(event, { stage: 'swiss', match: m.id, games: rng.pick(RESULTS) }));
    }
    const swiss = swissOf(event);
    const expected = orderBy(swiss, run.rules);
    const view = stageView(event, 'swiss');
    if (view?.kind !== 'standings') throw new Error('no standings view');
    expect(view.rows.map((r) => r.participantId)).toEqual(expected);
  }
  const final = orderBy(swissOf(event), run.rules);
  // What advancement reads (the stage's final standings) is that order too.
  expect(
    [...stageStandings(getStage(event, 'swiss')!.engine!)]
      .sort((a, b) => a.position - b.position)
      .map((r) => r.participantId),
  ).toEqual(final);
  const dropped = new Set(event.participants.filter((p) => p.dropped === true).map((p) => p.id));
  const cut = final.filter((id) => !dropped.has(id)).slice(0, 8);
  event = must(advanceStage(event, 'swiss'));
  const top8 = getStage(event, 'top8');
  expect(top8?.entrants).toEqual(cut);
  if (top8?.engine?.format !== 'elimination') throw new Error('no top 8');
  // Seeds: the bracket's participants in seed order are the cut in order.
  expect(top8.engine.state.participants.map((p) => p.id)).toEqual(cut);
  const file = must(tomFromTournament(event, 'swiss', { name: 'One order' }));
  const places = file.standings?.[0]?.places.map((p) => p.id);
  expect(places).toEqual(final);
  if (checkTom) {
    const back = unwrap(importTom(unwrap(exportTom(file))));
    expect(back.file.standings?.[0]?.places.map((p) => p.id)).toEqual(final);
  }
}
