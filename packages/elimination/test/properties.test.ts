import { createRng, type Rng, seedRng, unwrap } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import {
  continueBracket,
  correctResult,
  createBracket,
  dropParticipant,
  EliminationErrorCode,
  type EliminationSettings,
  type EliminationState,
  isComplete,
  loadBracket,
  nextMatches,
  placements,
  reportResult,
  toBracketView,
} from '../src/index.js';
import { deepFreeze, players } from './helpers.js';

interface Config {
  readonly n: number;
  readonly settings: EliminationSettings;
}

function randomConfig(rng: Rng, maxPlayers: number): Config {
  const n = rng.range(2, maxPlayers);
  const format = rng.next() < 0.5 ? 'single-elimination' : 'double-elimination';
  const allowByes = (n & (n - 1)) !== 0 || rng.next() < 0.3;
  const earlyCutoff = rng.next() < 0.25 ? rng.range(1, n) : null;
  return {
    n,
    settings: {
      format,
      seeding: 'random',
      allowByes,
      ...(format === 'single-elimination'
        ? { thirdPlaceMatch: rng.next() < 0.4 }
        : { grandFinal: rng.next() < 0.5 ? 'single-set' : 'bracket-reset' }),
      earlyCutoff,
      tiedPlacements: rng.next() < 0.3 ? 'qualification-order' : 'shared',
    },
  };
}

/** Checks what must hold after every operation. */
function checkInvariants(state: EliminationState): void {
  // Plain checks rather than expect(): this runs after every one of ~100,000 operations.
  const check = (ok: boolean, message: string) => {
    if (!ok) throw new Error(`Invariant broken: ${message}`);
  };
  const { format, grandFinal } = state.settings;
  const rows = placements(state);
  check(rows.length === state.participants.length, 'one placement row per player');
  // Every player sits in at most one undecided match, and only while still in.
  const seat = new Map<string, string>();
  for (const m of state.matches) {
    if (m.round === 1 && m.section === 'winners')
      check(!(m.slots[0].bye && m.slots[1].bye), `${m.id} has two byes`);
    for (const s of m.slots)
      if (s.bye) check(s.participantId === null, `a player in a bye slot of ${m.id}`);
    if (m.result?.type === 'played' || m.result?.type === 'automatic-win') {
      check(
        m.slots.every((s) => s.participantId !== null),
        `${m.id} decided without two players`,
      );
    }
    if (m.result !== null || m.skipped) continue;
    for (const s of m.slots) {
      if (s.participantId === null) continue;
      check(!seat.has(s.participantId), `${s.participantId} seated twice`);
      seat.set(s.participantId, m.id);
    }
  }
  for (const row of rows) {
    const at = seat.get(row.participantId);
    if (row.status === 'eliminated') {
      check(at === undefined, `${row.participantId} knocked out but seated in ${at}`);
      check(row.placement! > 1, `${row.participantId} knocked out in 1st`);
      if (format === 'double-elimination') {
        // Out after the second loss; only a single-set grand final knocks out on a first loss.
        const singleSetFinalLoss = grandFinal === 'single-set' && row.decidedIn === 'GF1';
        check(
          row.losses === 2 || (singleSetFinalLoss && row.losses === 1),
          `${row.participantId} out with ${row.losses} losses`,
        );
      } else {
        const most = row.decidedIn === '3P' ? 2 : 1;
        check(
          row.losses >= 1 && row.losses <= most,
          `${row.participantId} out with ${row.losses} losses`,
        );
      }
    } else if (row.status === 'alive') {
      check(at !== undefined, `${row.participantId} still in but has no match`);
      if (format === 'single-elimination') {
        check(
          row.losses === (at === '3P' ? 1 : 0),
          `${row.participantId} still in with ${row.losses} losses`,
        );
      } else {
        check(row.losses <= 1, `${row.participantId} still in with ${row.losses} losses`);
        // Losers-bracket placement: one loss puts a player in the losers bracket (or the grand
        // final), none keeps them out of it.
        const section = at!.startsWith('W')
          ? 'winners'
          : at!.startsWith('L')
            ? 'losers'
            : 'grand-final';
        if (row.losses === 1)
          check(section !== 'winners', `${row.participantId} has lost but is in ${at}`);
        if (row.losses === 0)
          check(section !== 'losers', `${row.participantId} unbeaten but in ${at}`);
      }
    } else {
      check(row.placement === 1 && row.losses <= 1, 'the champion is 1st with at most one loss');
    }
  }
}

/** Checks a finished (or cut off) bracket. */
function checkFinal(state: EliminationState): void {
  expect(isComplete(state)).toBe(true);
  const rows = placements(state);
  const champions = rows.filter((r) => r.status === 'champion');
  const alive = rows.filter((r) => r.status === 'alive');
  if (champions.length === 1) {
    expect(alive).toEqual([]);
    // Every player but the champion is knocked out exactly once: in the last match they played
    // (array order follows play order), which they lost (or, in the third-place match, won).
    const last = new Map<string, EliminationState['matches'][number]>();
    for (const m of state.matches) {
      if (m.result === null) continue;
      for (const sl of m.slots) if (sl.participantId !== null) last.set(sl.participantId, m);
    }
    for (const r of rows) {
      const m = last.get(r.participantId)!;
      const side = m.slots[0].participantId === r.participantId ? 0 : 1;
      const won = m.result!.winner === side;
      if (r.status === 'champion') expect(won).toBe(true);
      else {
        expect(r.decidedIn).toBe(m.id);
        if (m.section !== 'third-place') expect(won).toBe(false);
      }
    }
    // Every player but the champion is knocked out exactly once, and placements form a ranking.
    const decided = rows.map((r) => r.placement!).sort((a, b) => a - b);
    if (state.settings.tiedPlacements === 'qualification-order') {
      expect(decided).toEqual(rows.map((_, i) => i + 1));
    } else {
      for (const r of rows)
        expect(r.placement).toBe(1 + rows.filter((o) => o.placement! < r.placement!).length);
    }
  } else {
    expect(champions).toEqual([]);
    expect(alive.length).toBeGreaterThan(0);
  }
  const loaded = loadBracket(JSON.parse(JSON.stringify(state)));
  expect(loaded.ok ? 'ok' : loaded.error.message).toBe('ok');
}

function play(
  state: EliminationState,
  rng: Rng,
  options: { drops: boolean; corrections: boolean },
): EliminationState {
  for (let guard = 0; guard < 10_000; guard++) {
    const ready = nextMatches(state);
    if (ready.length === 0) return state;
    const before = deepFreeze(state);
    const m = rng.pick(ready);
    const roll = rng.next();
    if (options.drops && roll < 0.03) {
      const who = m.slots[rng.int(2)]!.participantId!;
      state = unwrap(dropParticipant(before, who));
    } else if (roll < 0.06) {
      state = unwrap(
        reportResult(before, m.id, { type: 'automatic-win', winner: rng.int(2) as 0 | 1 }),
      );
    } else {
      const w = rng.int(2);
      const l = rng.int(w === 0 ? 3 : 2);
      const games: [number, number] = w === 0 ? [2, Math.min(l, 1)] : [Math.min(l, 1), 2];
      state = unwrap(reportResult(before, m.id, { type: 'played', games }));
    }
    if (options.corrections && rng.next() < 0.05) {
      const decided = state.matches.filter((x) => x.result?.type === 'played');
      if (decided.length > 0) {
        const target = rng.pick(decided);
        const r = target.result as { games: readonly [number, number] };
        const flipped = correctResult(deepFreeze(state), target.id, {
          type: 'played',
          games: [r.games[1], r.games[0]],
        });
        if (flipped.ok) state = flipped.value;
        else expect(flipped.error.code).toBe(EliminationErrorCode.DownstreamPlayed);
      }
    }
    checkInvariants(state);
  }
  throw new Error('The bracket never finished.');
}

describe('property: random brackets', () => {
  it('2,000 small random brackets keep every invariant after every result, drop and correction', () => {
    const rng = createRng(seedRng('elimination-properties'));
    for (let t = 0; t < 2000; t++) {
      const config = randomConfig(rng, 18);
      const state = unwrap(
        createBracket({
          settings: config.settings,
          participants: players(config.n),
          seed: `t${t}`,
        }),
      );
      checkInvariants(state);
      let done = play(state, rng, { drops: true, corrections: true });
      checkFinal(done);
      if (
        config.settings.earlyCutoff != null &&
        placements(done).some((r) => r.status === 'alive')
      ) {
        // Everyone the cutoff kept finishes inside the range once the bracket is continued, and
        // everyone it left out keeps their placement.
        const cut = placements(done);
        const limit = config.settings.earlyCutoff;
        done = play(unwrap(continueBracket(done)), rng, { drops: false, corrections: false });
        checkFinal(done);
        const after = new Map(placements(done).map((r) => [r.participantId, r.placement]));
        for (const r of cut) {
          if (r.status === 'alive' || r.placement! <= limit) {
            expect(after.get(r.participantId)!).toBeLessThanOrEqual(limit);
          } else {
            expect(after.get(r.participantId)).toBe(r.placement);
          }
        }
      }
    }
  }, 60_000);

  it('a few large brackets (up to 130 players) play out with consistent views', () => {
    const rng = createRng(seedRng('elimination-large'));
    for (let t = 0; t < 12; t++) {
      const config = randomConfig(rng, 130);
      const state = unwrap(
        createBracket({
          settings: { ...config.settings, earlyCutoff: null },
          participants: players(config.n),
          seed: t,
        }),
      );
      const done = play(state, rng, { drops: true, corrections: false });
      checkFinal(done);
      const view = toBracketView(done);
      expect(view.complete).toBe(true);
      expect(view.rounds.flatMap((r) => r.matches)).toHaveLength(done.matches.length);
    }
  }, 60_000);
});
