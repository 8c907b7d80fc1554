import { describe, expect, it } from 'vitest';
import {
  createFfaStage,
  type FfaState,
  ffaSettings,
  loadFfaStage,
  reportLobby,
  startMatch,
} from '../src/index.js';
import { failsWith, must } from './helpers.js';

function sample(): FfaState {
  let s = must(
    createFfaStage({
      participants: ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
      seed: 'save',
      settings: { lobbySeeding: 'random', reshuffleLobbies: true },
    }),
  );
  s = must(startMatch(s));
  for (const lobby of s.matches[0]?.lobbies ?? []) {
    s = must(reportLobby(s, { lobbyId: lobby.id, ranking: [...lobby.participantIds] }));
  }
  return must(startMatch(s));
}

const clone = (s: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(s));

describe('saved state', () => {
  it('round trips through JSON with schemaVersion and seed', () => {
    const s = sample();
    expect(s.schemaVersion).toBe(1);
    expect(s.seed).toBe('save');
    const text = JSON.stringify(s);
    const loaded = must(loadFfaStage(JSON.parse(text)));
    expect(JSON.stringify(loaded)).toBe(text);
  });

  it('rejects schema violations with a path', () => {
    const bad = clone(sample());
    bad.schemaVersion = 2;
    failsWith(loadFfaStage(bad), 'ffa/invalid-state', '/schemaVersion');
    const extra = clone(sample());
    extra.hack = true;
    failsWith(loadFfaStage(extra), 'ffa/invalid-state', '/hack');
    const rng = clone(sample()) as { rng: { state: number[] } };
    rng.rng.state = [1, 2, 3];
    failsWith(loadFfaStage(rng), 'ffa/invalid-state', '/rng/state');
    failsWith(loadFfaStage('nope'), 'ffa/invalid-state', '/');
  });

  it('rejects a state that does not add up', () => {
    const pts = clone(sample()) as unknown as {
      matches: { lobbies: { result: { points: Record<string, number> } }[] }[];
    };
    const first = pts.matches[0]?.lobbies[0]?.result.points as Record<string, number>;
    const someone = Object.keys(first)[0] as string;
    first[someone] = 99;
    failsWith(loadFfaStage(pts), 'ffa/inconsistent-state', '/matches/0/lobbies/0/result');
    const who = clone(sample()) as unknown as {
      matches: { lobbies: { participantIds: string[] }[] }[];
    };
    (who.matches[1]?.lobbies[0]?.participantIds as string[])[0] = 'zz';
    failsWith(loadFfaStage(who), 'ffa/inconsistent-state', '/matches/1/lobbies/0/participantIds/0');
    const status = clone(sample());
    status.status = 'complete';
    failsWith(loadFfaStage(status), 'ffa/inconsistent-state', '/status');
    const twice = clone(sample()) as unknown as { participants: { id: string }[] };
    (twice.participants[1] as { id: string }).id = 'a';
    failsWith(loadFfaStage(twice), 'ffa/inconsistent-state', '/participants/1/id');
  });

  it('settings validator', () => {
    expect(ffaSettings.is({ format: 'threshold-win', maxMatches: 5 })).toBe(true);
    failsWith(ffaSettings.parse({ tieScoring: 'dense' }), 'ffa/invalid-settings', '/tieScoring');
  });
});
