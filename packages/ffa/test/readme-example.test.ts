import { describe, expect, it } from 'vitest';
import {
  createFfaStage,
  type FfaState,
  reportLobby,
  startMatch,
  toStandingsView,
} from '../src/index.js';

describe('README example', () => {
  it('runs as written and gives the spec result', () => {
    // --- README example (keep in sync) ---
    const created = createFfaStage({
      participants: ['ana', 'ben', 'cam', 'dee'],
      seed: 'pods',
      settings: { format: 'threshold-win' },
    });
    if (!created.ok) throw new Error(created.error.message);
    let stage: FfaState = created.value;
    for (const finish of [
      ['ana', 'ben', 'cam', 'dee'],
      ['ben', 'ana', 'cam', 'dee'],
      ['cam', 'ana', 'ben', 'dee'],
      ['ben', 'ana', 'cam', 'dee'],
    ]) {
      const started = startMatch(stage); // forms the lobbies of the next match
      if (!started.ok) break;
      const reported = reportLobby(started.value, {
        lobbyId: `m${started.value.matches.length}-l1`,
        ranking: finish,
      });
      if (reported.ok) stage = reported.value;
    }
    // --- end of README example ---
    expect(stage.winnerId).toBe('ben');
    expect(toStandingsView(stage).rows[0]?.participantId).toBe('ben');
  });
});
