import { unwrap } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import {
  championOf,
  createBracket,
  dropOrder,
  EliminationErrorCode,
  getMatch,
  isComplete,
  nextMatches,
  placements,
  reportWinner,
} from '../src/index.js';
import { bracket, players, playOut, randomPicker, seedOf } from './helpers.js';

const de = (n: number, extra: Parameters<typeof bracket>[1] = {}) =>
  bracket(n, { format: 'double-elimination', ...extra });

const placementOf = (state: ReturnType<typeof bracket>) =>
  Object.fromEntries(placements(state).map((p) => [p.participantId, p.placement]));

const worseSeedWins = (a: string, b: string) => (seedOf(a) > seedOf(b) ? a : b);

const origins = (state: ReturnType<typeof bracket>, id: string) =>
  getMatch(state, id)!.slots.map((s) =>
    s.origin.type === 'seed' ? `seed ${s.origin.seed}` : `${s.origin.type} of ${s.origin.matchId}`,
  );

describe('double elimination layout', () => {
  it('a four-player bracket: losers of round one meet, the survivor meets the winners-final loser', () => {
    const state = de(4);
    expect(state.matches.map((m) => m.id)).toEqual([
      'W1.1',
      'W1.2',
      'W2.1',
      'L1.1',
      'L2.1',
      'GF1',
      'GF2',
    ]);
    expect(origins(state, 'L1.1')).toEqual(['loser of W1.1', 'loser of W1.2']);
    expect(origins(state, 'L2.1')).toEqual(['winner of L1.1', 'loser of W2.1']);
    expect(origins(state, 'GF1')).toEqual(['winner of W2.1', 'winner of L2.1']);
    expect(origins(state, 'GF2')).toEqual(['winner of GF1', 'loser of GF1']);
    expect(getMatch(state, 'GF2')!.conditional).toBe(true);
  });

  it('an eight-player bracket drops the winners-round-two losers in reverse order', () => {
    const state = de(8);
    expect(origins(state, 'L2.1')).toEqual(['winner of L1.1', 'loser of W2.2']);
    expect(origins(state, 'L2.2')).toEqual(['winner of L1.2', 'loser of W2.1']);
    expect(origins(state, 'L3.1')).toEqual(['winner of L2.1', 'winner of L2.2']);
    expect(origins(state, 'L4.1')).toEqual(['winner of L3.1', 'loser of W3.1']);
    expect(getMatch(state, 'W2.1')!.loserTo).toEqual({ matchId: 'L2.2', slot: 1 });
  });

  it('a sixteen-player bracket drops round two reversed and round three half-shifted', () => {
    const state = de(16);
    expect([1, 2, 3, 4].map((i) => origins(state, `L2.${i}`)[1])).toEqual([
      'loser of W2.4',
      'loser of W2.3',
      'loser of W2.2',
      'loser of W2.1',
    ]);
    expect([1, 2].map((i) => origins(state, `L4.${i}`)[1])).toEqual([
      'loser of W3.2',
      'loser of W3.1',
    ]);
    expect(origins(state, 'L6.1')[1]).toBe('loser of W4.1');
    expect(dropOrder(2, 4)).toEqual([4, 3, 2, 1]);
    expect(dropOrder(3, 4)).toEqual([3, 4, 1, 2]);
    expect(dropOrder(4, 4)).toEqual([2, 1, 4, 3]);
    expect(dropOrder(5, 4)).toEqual([4, 3, 2, 1]);
  });

  it('has 2n - 2 or 2n - 1 matches and 2 (log2 n - 1) losers rounds for 2 to 64 players', () => {
    for (let size = 2; size <= 64; size *= 2) {
      const state = de(size);
      const losersRounds = Math.max(
        0,
        ...state.matches.filter((m) => m.section === 'losers').map((m) => m.round),
      );
      expect(losersRounds).toBe(2 * (Math.log2(size) - 1));
      expect(state.matches.length).toBe(2 * size - 1); // with the reset
      expect(de(size, { grandFinal: 'single-set' }).matches.length).toBe(2 * size - 2);
    }
  });
});

describe('double elimination play', () => {
  it('places a sixteen-player bracket like the seeds when the better seed always wins', () => {
    const done = playOut(de(16));
    const expected: Record<string, number> = {
      p1: 1,
      p2: 2,
      p3: 3,
      p4: 4,
      p5: 5,
      p6: 5,
      p7: 7,
      p8: 7,
    };
    for (let s = 9; s <= 12; s++) expected[`p${s}`] = 9;
    for (let s = 13; s <= 16; s++) expected[`p${s}`] = 13;
    expect(placementOf(done)).toEqual(expected);
    // Every player but the champion lost twice; the champion never lost.
    for (const p of placements(done)) expect(p.losses).toBe(p.placement === 1 ? 0 : 2);
  });

  it('places 32 and 64 players like the seeds when the better seed always wins: 1, 2, 3, 4, 5-6, 7-8, 9-12, 13-16, 17-24, 25-32...', () => {
    // Losers rounds knock out 1, 1, 2, 2, 4, 4, 8, 8... players from the losers final down.
    const groupStart = (s: number): number => {
      if (s <= 4) return s;
      let start = 5;
      for (let size = 2; ; size *= 2) {
        for (let twice = 0; twice < 2; twice++) {
          if (s < start + size) return start;
          start += size;
        }
      }
    };
    for (const n of [32, 64]) {
      const got = placementOf(playOut(de(n)));
      for (let s = 1; s <= n; s++) expect(got[`p${s}`], `seed ${s} of ${n}`).toBe(groupStart(s));
    }
  });

  it('plays every count from 2 to 64 with byes to a champion: seed 1 first, seed 2 second, everyone else out after two losses', () => {
    for (let n = 2; n <= 64; n++) {
      const done = playOut(de(n, { allowByes: true }));
      const rows = placements(done);
      expect(rows[0]).toMatchObject({ participantId: 'p1', placement: 1, losses: 0 });
      expect(rows[1]).toMatchObject({ participantId: 'p2', placement: 2, losses: 2 });
      for (const r of rows.slice(1)) {
        expect(r.losses).toBe(2);
        // Competition ranking: 1 + the number of players who finished better.
        expect(r.placement).toBe(1 + rows.filter((o) => o.placement! < r.placement!).length);
        expect(r.placement).toBeLessThanOrEqual(n);
      }
    }
  });

  it('places an eight- and a four-player bracket: 1, 2, 3, 4, 5, 5, 7, 7 and 1, 2, 3, 4', () => {
    expect(Object.values(placementOf(playOut(de(8))))).toEqual([1, 2, 3, 4, 5, 5, 7, 7]);
    expect(placementOf(playOut(de(4)))).toEqual({ p1: 1, p2: 2, p3: 3, p4: 4 });
  });

  it('a two-player double elimination: the loser of the only winners match goes straight to the grand final', () => {
    const state = de(2);
    expect(state.matches.map((m) => m.id)).toEqual(['W1.1', 'GF1', 'GF2']);
    expect(getMatch(state, 'W1.1')!.loserTo).toEqual({ matchId: 'GF1', slot: 1 });
    let s = unwrap(reportWinner(state, 'W1.1', 'p1'));
    s = unwrap(reportWinner(s, 'GF1', 'p2'));
    s = unwrap(reportWinner(s, 'GF2', 'p2'));
    expect(placementOf(s)).toEqual({ p2: 1, p1: 2 });
  });

  it('five players with byes, the worse seed always winning: 5, 4, 3, 1, 2', () => {
    const state = de(5, { allowByes: true });
    expect(getMatch(state, 'L1.2')!.result).toEqual({ type: 'bye', winner: null });
    const done = playOut(state, worseSeedWins);
    expect(placementOf(done)).toEqual({ p5: 1, p4: 2, p3: 3, p1: 4, p2: 5 });
  });

  it('refuses a player count that does not fill the bracket unless byes are allowed', () => {
    const r = createBracket({
      settings: { format: 'double-elimination', seeding: 'manual' },
      participants: players(6),
    });
    expect(r.ok ? 'ok' : r.error.code).toBe(EliminationErrorCode.BracketNotFull);
  });
});

describe('grand final', () => {
  /** A four-player bracket played to the grand final: p1 from the winners bracket, p2 from the losers bracket. */
  const toGrandFinal = (grandFinal: 'single-set' | 'bracket-reset') => {
    let s = de(4, { grandFinal });
    for (const [id, w] of [
      ['W1.1', 'p1'],
      ['W1.2', 'p2'],
      ['W2.1', 'p1'],
      ['L1.1', 'p3'],
      ['L2.1', 'p2'],
    ] as const) {
      s = unwrap(reportWinner(s, id, w));
    }
    expect(nextMatches(s).map((m) => m.id)).toEqual(['GF1']);
    expect(getMatch(s, 'GF1')!.slots.map((x) => x.participantId)).toEqual(['p1', 'p2']);
    return s;
  };

  it('Bracket reset, not played: the winners-bracket player wins the first set and the title', () => {
    const s = unwrap(reportWinner(toGrandFinal('bracket-reset'), 'GF1', 'p1'));
    expect(getMatch(s, 'GF2')!.skipped).toBe(true);
    expect(nextMatches(s)).toEqual([]);
    expect(isComplete(s)).toBe(true);
    expect(championOf(s)).toBe('p1');
    expect(placementOf(s)).toEqual({ p1: 1, p2: 2, p3: 3, p4: 4 });
  });

  it('Bracket reset, played: the losers-bracket player wins the first set, both have one loss, a second set decides', () => {
    const first = unwrap(reportWinner(toGrandFinal('bracket-reset'), 'GF1', 'p2'));
    expect(isComplete(first)).toBe(false);
    expect(championOf(first)).toBeNull();
    expect(getMatch(first, 'GF2')!.skipped).toBe(false);
    expect(getMatch(first, 'GF2')!.slots.map((x) => x.participantId)).toEqual(['p2', 'p1']);
    expect(placements(first).find((p) => p.participantId === 'p1')!.losses).toBe(1);
    expect(placements(first).find((p) => p.participantId === 'p2')!.losses).toBe(1);
    const wbWins = unwrap(reportWinner(first, 'GF2', 'p1'));
    expect(placementOf(wbWins)).toEqual({ p1: 1, p2: 2, p3: 3, p4: 4 });
    const lbWins = unwrap(reportWinner(first, 'GF2', 'p2'));
    expect(placementOf(lbWins)).toEqual({ p2: 1, p1: 2, p3: 3, p4: 4 });
    expect(placements(lbWins).find((p) => p.participantId === 'p1')!.losses).toBe(2);
  });

  it('Single set: the losers-bracket player takes the title by winning once', () => {
    const s = toGrandFinal('single-set');
    expect(getMatch(s, 'GF2')).toBeUndefined();
    const done = unwrap(reportWinner(s, 'GF1', 'p2'));
    expect(championOf(done)).toBe('p2');
    expect(placementOf(done)).toEqual({ p2: 1, p1: 2, p3: 3, p4: 4 });
  });

  it('warns when a single-elimination setting is given to a double elimination and the other way round', () => {
    const r = createBracket({
      settings: { format: 'double-elimination', seeding: 'manual', thirdPlaceMatch: true },
      participants: players(4),
    });
    expect(r.ok && r.warnings.map((w) => [w.code, w.path])).toEqual([
      [EliminationErrorCode.SettingIgnored, '/settings/thirdPlaceMatch'],
    ]);
    const s = createBracket({
      settings: { format: 'single-elimination', seeding: 'manual', grandFinal: 'single-set' },
      participants: players(4),
    });
    expect(s.ok && s.warnings.map((w) => [w.code, w.path])).toEqual([
      [EliminationErrorCode.SettingIgnored, '/settings/grandFinal'],
    ]);
  });
});

describe('losers-bracket drop order keeps early rematches apart', () => {
  it('over random brackets, nobody meets an earlier opponent before losers round 3 (8 players), 4 (16) or 5 (32 to 256)', () => {
    const firstSafe: Record<number, number> = { 8: 2, 16: 3, 32: 4, 64: 4, 128: 4, 256: 4 };
    for (const [size, safeRounds] of Object.entries(firstSafe).map(
      ([k, v]) => [Number(k), v] as const,
    )) {
      for (let t = 0; t < (size >= 128 ? 6 : 30); t++) {
        const met = new Set<string>();
        const pick = randomPicker(`rematch-${size}-${t}`);
        playOut(de(size), (a, b, matchId) => {
          const key = a < b ? `${a}|${b}` : `${b}|${a}`;
          const round = matchId.startsWith('L')
            ? Number(matchId.slice(1, matchId.indexOf('.')))
            : 0;
          if (round > 0 && round <= safeRounds)
            expect(met.has(key), `${matchId} in ${size}`).toBe(false);
          met.add(key);
          return pick(a, b);
        });
      }
    }
  });
});
