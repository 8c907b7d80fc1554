import { createRng, seedRng } from '@tcgkit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeStandings,
  presets,
  type Standing,
  type StandingsInput,
  type StandingsSettings,
  TIEBREAKERS,
} from '../src/index.js';
import { type RandomEvent, randomEvent } from './random-event.js';

const eventArb = fc.record({
  seed: fc.integer(),
  players: fc.integer({ min: 2, max: 24 }),
  rounds: fc.integer({ min: 1, max: 6 }),
  drawRate: fc.double({ min: 0, max: 0.4, noNaN: true }),
  dropRate: fc.double({ min: 0, max: 0.15, noNaN: true }),
  lateEntries: fc.integer({ min: 0, max: 3 }),
  noShowRate: fc.double({ min: 0, max: 0.1, noNaN: true }),
});
const presetArb = fc.constantFrom(
  'lorDefault',
  'pokemonDefault',
  'riftboundDefault',
  'mtg',
  'mtgo',
  'playPokemon',
  'groupStage',
) as fc.Arbitrary<keyof typeof presets>;

type EventOptions = typeof eventArb extends fc.Arbitrary<infer T> ? T : never;
const make = (o: EventOptions): RandomEvent => randomEvent(o.seed, o);

/** Tiebreakers whose value does not depend on who else is tied. */
const independent = (s: StandingsSettings) =>
  s.tiebreakers.every((t) => t !== 'head_to_head_pair' && t !== 'standing_of_last_opponent');

/** A cheap assertion for hot loops (vitest's expect is slow when called millions of times). */
function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

function checkInvariants(rows: Standing[], input: StandingsInput) {
  const { players, settings } = input;
  const scoring = settings.scoring;
  const counted = input.matches.filter(
    (m) => input.throughRound === undefined || m.round <= input.throughRound,
  );
  // Every player exactly once; positions 1..n in order.
  check(
    rows.every((r, k) => r.position === k + 1),
    'positions',
  );
  check(new Set(rows.map((r) => r.playerId)).size === players.length, 'every player once');
  const pts = new Map(rows.map((r) => [r.playerId, r.points]));
  const byPlayer = new Map(players.map((p) => [p.id, [] as typeof counted]));
  for (const m of counted) {
    const who =
      m.type === 'played'
        ? m.players
        : m.type === 'automatic-win'
          ? [m.winner, m.loser]
          : [m.player];
    for (const id of who) byPlayer.get(id)!.push(m);
  }
  for (const row of rows) {
    const mine = byPlayer.get(row.playerId)!;
    const at = `${row.playerId}:`;
    const played = mine.filter((m) => m.type === 'played');
    // A bye (or an automatic win) is never an opponent.
    check(row.opponents.length === played.length, `${at} opponents`);
    check(!row.opponents.includes(row.playerId), `${at} self`);
    const byes = mine.filter((m) => m.type === 'bye').length;
    check(row.byes === (scoring.byeHandling === 'full-points' ? byes : 0), `${at} byes`);
    // Buchholz is the sum of the points of the opponents actually played (unless the player
    // dropped and the settings keep their values from the round they dropped after).
    const buchholz = row.opponents.reduce((s, id) => s + pts.get(id)!, 0);
    if (!(row.dropped && settings.freezeDroppedTiebreakers)) {
      check(row.values.buchholz === buchholz, `${at} buchholz`);
    }
    // Points come from the record.
    const { wins, losses, draws } = row.record;
    check(
      wins + losses + draws === mine.length - (scoring.byeHandling === 'full-points' ? 0 : byes),
      `${at} record`,
    );
    const fromRecord =
      (wins - row.byes) * scoring.win +
      row.byes * scoring.bye +
      draws * scoring.draw +
      losses * scoring.loss;
    check(row.points === fromRecord, `${at} points`);
    // Floors only raise: every opponent line is at least the floor and at least its raw value.
    const omwFloor = settings.opponentMatchWinFloor ?? 0;
    for (const item of row.explanations.opponent_match_win_percentage?.items ?? []) {
      check(item.value >= omwFloor, `${at} floor`);
      check(item.beforeFloor === undefined || item.value > item.beforeFloor, `${at} raised`);
    }
    for (const id of Object.keys(TIEBREAKERS) as (keyof typeof TIEBREAKERS)[]) {
      if (TIEBREAKERS[id].kind === 'percentage') {
        check(row.values[id] >= 0 && row.values[id] <= 1, `${at} ${id} in 0..1`);
      }
    }
  }
  // Ranking is a total order: points never rise going down the table.
  for (let k = 1; k < rows.length; k++) {
    check(rows[k]!.points <= rows[k - 1]!.points, 'points order');
  }
  // Shared placements: rank is the position of the first row of a run of equal rows.
  const share = settings.shareTiedPlacements ?? true;
  for (let k = 0; k < rows.length; k++) {
    const row = rows[k]!;
    if (!share) {
      check(row.rank === row.position && !row.shared, 'distinct places');
      continue;
    }
    check(row.rank === row.position || row.rank === rows[k - 1]?.rank, 'rank');
  }
  if (independent(settings)) {
    const key = (r: Standing) => [
      r.points,
      ...settings.tiebreakers.map((t) =>
        TIEBREAKERS[t].better === 'higher' ? r.values[t] : -r.values[t],
      ),
    ];
    for (let k = 1; k < rows.length; k++) {
      const [a, b] = [key(rows[k - 1]!), key(rows[k]!)];
      const d = a.findIndex((x, j) => x !== b[j]);
      if (d === -1) {
        // Equal on points and every tiebreaker: the better seed first, and they share a rank.
        check(rows[k - 1]!.seed < rows[k]!.seed, 'seed breaks the last tie');
        check(!share || rows[k]!.rank === rows[k - 1]!.rank, 'tied rows share a rank');
      } else {
        check(a[d]! > b[d]!, 'order follows points then tiebreakers');
        check(rows[k]!.rank === rows[k]!.position, 'a separated row has its own rank');
      }
    }
    if (share) {
      const perRank = new Map<number, number>();
      for (const row of rows) perRank.set(row.rank, (perRank.get(row.rank) ?? 0) + 1);
      for (const row of rows) check(row.shared === perRank.get(row.rank)! > 1, 'shared flag');
    }
  }
}

describe('property: invariants after every round of random Swiss events', () => {
  it('holds for every preset (1,500 events, checked after each round)', () => {
    fc.assert(
      fc.property(eventArb, presetArb, (options, preset) => {
        const event = make(options);
        for (let round = 1; round <= event.rounds; round++) {
          const input: StandingsInput = {
            players: event.players,
            matches: event.matches,
            settings: presets[preset],
            throughRound: round,
          };
          checkInvariants(computeStandings(input), input);
        }
      }),
      { numRuns: 1500, seed: 20261130 },
    );
  });
});

describe('property: results do not depend on input order', () => {
  it('shuffling players and matches gives the same standings (1,000 events)', () => {
    fc.assert(
      fc.property(eventArb, presetArb, fc.integer(), (options, preset, shuffleSeed) => {
        const event = make(options);
        const rng = createRng(seedRng(shuffleSeed));
        const settings = presets[preset];
        const a = computeStandings({ players: event.players, matches: event.matches, settings });
        const b = computeStandings({
          players: rng.shuffle(event.players),
          matches: rng.shuffle(event.matches),
          settings,
        });
        expect(b).toEqual(a);
      }),
      { numRuns: 1000, seed: 7 },
    );
  });
});

describe('property: floors only raise values', () => {
  it('OMW% and OGW% with a floor are never below the same values without it (1,000 events)', () => {
    fc.assert(
      fc.property(
        eventArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (options, omwFloor, gwFloor) => {
          const event = make(options);
          const base = { ...presets.riftboundDefault, opponentMatchWinFloor: 0, gameWinFloor: 0 };
          const without = computeStandings({ ...event, settings: base, explain: false });
          const withFloor = computeStandings({
            ...event,
            settings: { ...base, opponentMatchWinFloor: omwFloor, gameWinFloor: gwFloor },
            explain: false,
          });
          const before = new Map(without.map((r) => [r.playerId, r.values]));
          for (const row of withFloor) {
            const old = before.get(row.playerId)!;
            for (const id of [
              'opponent_match_win_percentage',
              'opponent_opponent_match_win_percentage',
              'opponent_game_win_percentage',
              'game_win_percentage',
            ] as const) {
              expect(row.values[id]).toBeGreaterThanOrEqual(old[id]);
            }
            if (row.opponents.length > 0) {
              expect(row.values.opponent_match_win_percentage).toBeGreaterThanOrEqual(
                Math.round(omwFloor * 10_000) / 10_000 - 1e-4,
              );
            }
          }
        },
      ),
      { numRuns: 1000, seed: 11 },
    );
  });
});

describe('property: large events and purity', () => {
  it('a few 512-player, 9-round events keep the invariants after every round', () => {
    for (const seed of [1, 2, 3]) {
      const event = randomEvent(seed, { players: 512, rounds: 9, dropRate: 0.02, lateEntries: 5 });
      for (let round = 1; round <= 9; round += 2) {
        const input = { ...event, settings: presets.riftboundDefault, throughRound: round };
        checkInvariants(computeStandings(input), input);
      }
    }
  });
  it('never mutates its input (deep-frozen input)', () => {
    const event = randomEvent('freeze', { players: 33, rounds: 5, dropRate: 0.05, lateEntries: 2 });
    const freeze = <T>(x: T): T => {
      if (x && typeof x === 'object') {
        for (const v of Object.values(x)) freeze(v);
        Object.freeze(x);
      }
      return x;
    };
    const input = freeze({ ...event, settings: presets.playPokemon });
    const copy = structuredClone(input);
    expect(() => computeStandings(input)).not.toThrow();
    expect(input).toEqual(copy);
  });
  it('standings after a round equal standings computed from that round’s results only', () => {
    const event = randomEvent('through', { players: 40, rounds: 6 });
    const settings = presets.mtg;
    const after3 = computeStandings({ ...event, settings, throughRound: 3 });
    const only3 = computeStandings({
      players: event.players,
      matches: event.matches.filter((m) => m.round <= 3),
      settings,
    });
    expect(after3).toEqual(only3);
  });
});
