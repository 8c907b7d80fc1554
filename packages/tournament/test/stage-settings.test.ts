import { describe, expect, it } from 'vitest';
import {
  applyAction,
  changeStageSettings,
  createTournament,
  exportTournament,
  getStage,
  importTournament,
  pairStage,
  replayTournament,
  reportMatch,
  type TournamentState,
  undoLast,
} from '../src/index.js';
import { failsWith, ids, must, registerAll } from './helpers.js';

/** Four players, four Swiss rounds: after three rounds everyone has met everyone. */
function fourPlayersThreeRoundsPlayed(): TournamentState {
  let event = must(
    createTournament(
      {
        stages: [
          {
            id: 'swiss',
            format: 'swiss',
            settings: { rounds: 4, pairingStyle: 'adjacent', firstRoundSeeding: 'manual' },
          },
          { id: 'final', format: 'single-elimination' },
        ],
        advancement: [
          {
            from: 'swiss',
            condition: { type: 'placement-range', from: 1, to: 2 },
            action: { type: 'advance', to: 'final' },
          },
        ],
      },
      'settings-event',
    ),
  );
  event = registerAll(event, ids(4));
  for (let round = 1; round <= 3; round++) {
    event = must(pairStage(event, 'swiss'));
    for (const table of [1, 2]) {
      event = must(
        reportMatch(event, { stage: 'swiss', match: `R${round}-T${table}`, games: [2, 1] }),
      );
    }
  }
  return event;
}

const swissOf = (event: TournamentState) => {
  const engine = getStage(event, 'swiss')?.engine;
  if (engine?.format !== 'swiss') throw new Error('not a swiss stage');
  return engine.state;
};

describe('stage-settings: the settings that stay editable while a Swiss stage runs', () => {
  it('tournaments.md: no rematch-free pairing left -> turn Prevent repeat matchups off, and the round pairs', () => {
    let event = fourPlayersThreeRoundsPlayed();
    failsWith(pairStage(event, 'swiss'), 'swiss/no-rematch-free-pairing');
    event = must(
      changeStageSettings(event, 'swiss', { preventRepeatMatchups: false }, { by: 'to' }),
    );
    expect(swissOf(event).settings.preventRepeatMatchups).toBe(false);
    expect(event.settings.stages[0]?.settings.preventRepeatMatchups).toBe(false);
    const paired = pairStage(event, 'swiss');
    expect(paired.ok).toBe(true);
    if (paired.ok) {
      expect(paired.warnings.map((w) => w.code)).toContain('swiss/rematches-paired');
      expect(swissOf(paired.value).rounds).toHaveLength(4);
    }
  });
  it('the change is logged with its inputs and meta, and replaying the log gives the same event', () => {
    const event = must(
      changeStageSettings(
        fourPlayersThreeRoundsPlayed(),
        'swiss',
        { pairingStyle: 'fold' },
        {
          at: '2026-12-01T10:00:00Z',
          by: 'judge',
        },
      ),
    );
    expect(event.log.at(-1)).toEqual({
      seq: event.log.length,
      action: { type: 'stage-settings', stage: 'swiss', settings: { pairingStyle: 'fold' } },
      at: '2026-12-01T10:00:00Z',
      by: 'judge',
    });
    const again = must(replayTournament(event.log));
    expect(JSON.stringify(again)).toBe(JSON.stringify(event));
    expect(swissOf(again).settings.pairingStyle).toBe('fold');
  });
  it('export and import keep it (the event schema knows the action)', () => {
    const event = must(
      changeStageSettings(fourPlayersThreeRoundsPlayed(), 'swiss', {
        preventRepeatMatchups: false,
        pairingStyle: 'random',
      }),
    );
    const imported = must(importTournament(exportTournament(event)));
    expect(imported).toEqual(event);
  });
  it('undo takes the change back', () => {
    const before = fourPlayersThreeRoundsPlayed();
    const after = must(changeStageSettings(before, 'swiss', { preventRepeatMatchups: false }));
    const undone = must(undoLast(after));
    expect(JSON.stringify(undone)).toBe(JSON.stringify(before));
    expect(swissOf(undone).settings.preventRepeatMatchups).toBe(true);
  });
  it('refuses other settings, unknown stages, stages not running and other formats', () => {
    const event = fourPlayersThreeRoundsPlayed();
    failsWith(
      applyAction(event, {
        type: 'stage-settings',
        stage: 'swiss',
        settings: { rounds: 9 } as never,
      }),
      'swiss/setting-locked',
      '/settings/rounds',
    );
    failsWith(
      changeStageSettings(event, 'swiss', { pairingStyle: 'zigzag' as never }),
      'swiss/invalid-settings',
      '/settings/pairingStyle',
    );
    failsWith(
      changeStageSettings(event, 'nope', { pairingStyle: 'fold' }),
      'tournament/unknown-stage',
      '/stage',
    );
    failsWith(
      changeStageSettings(event, 'final', { pairingStyle: 'fold' }),
      'tournament/stage-not-running',
      '/stage',
    );
    // A refused change is not logged.
    expect(event.log.at(-1)?.action.type).toBe('result');
  });
  it('a log whose stage-settings entry is malformed is refused on import', () => {
    const event = must(
      changeStageSettings(fourPlayersThreeRoundsPlayed(), 'swiss', { pairingStyle: 'fold' }),
    );
    const saved = JSON.parse(exportTournament(event));
    const entry = saved.log.find(
      (e: { action: { type: string } }) => e.action.type === 'stage-settings',
    );
    entry.action.settings.pairingStyle = 'zigzag';
    const refused = importTournament(JSON.stringify(saved));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.path).toContain(`/log/${saved.log.indexOf(entry)}`);
  });
});
