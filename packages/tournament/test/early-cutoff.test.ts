import { nextMatches } from '@tcgkit/elimination';
import { describe, expect, it } from 'vitest';
import {
  advanceStage,
  createTournament,
  getStage,
  reportMatch,
  type TournamentSettingsInput,
  type TournamentState,
} from '../src/index.js';
import { failsWith, ids, must, registerAll } from './helpers.js';

/** 13 players, a single elimination with byes seeded in registration order, top 9 advance with early cutoff. */
function thirteenTopNine(stageSettings: Record<string, unknown> = {}): TournamentState {
  const settings: TournamentSettingsInput = {
    game: 'riftbound',
    stages: [
      {
        id: 'day1',
        format: 'single-elimination',
        seeding: 'manual',
        settings: { allowByes: true, ...stageSettings },
      },
      { id: 'day2', format: 'single-elimination', settings: { allowByes: true } },
    ],
    advancement: [
      {
        from: 'day1',
        condition: { type: 'placement-range', from: 1, to: 9 },
        action: { type: 'advance', to: 'day2' },
        allowEarlyCutoff: true,
      },
    ],
  } as TournamentSettingsInput;
  return registerAll(must(createTournament(settings, 'cutoff-13')), ids(13));
}

describe('early cutoff in an event waits for play (issue #17, point 9)', () => {
  it('13 players, top 9: nobody advances before the round of 16 is played; then the 8 still in and one first-round loser, picked by the cut tiebreaker among players who all lost', () => {
    let event = thirteenTopNine();
    const stage = () => getStage(event, 'day1');
    expect(stage()?.status).not.toBe('complete');
    failsWith(advanceStage(event, 'day1'), 'tournament/stage-not-complete');
    const bracket = stage()?.engine;
    if (bracket?.format !== 'elimination') throw new Error('bracket');
    const firstRound = nextMatches(bracket.state);
    expect(firstRound).toHaveLength(5);
    const losers: string[] = [];
    for (const m of firstRound) {
      // the better seed (slot 0) wins
      losers.push(m.slots[1].participantId as string);
      event = must(reportMatch(event, { stage: 'day1', match: m.id, games: [2, 0] }));
    }
    expect(stage()?.status).toBe('complete');
    const advanced = advanceStage(event, 'day1');
    expect(advanced.ok).toBe(true);
    if (!advanced.ok) return;
    const entrants = getStage(advanced.value, 'day2')?.entrants ?? [];
    expect(entrants).toHaveLength(9);
    expect(entrants.slice(0, 8)).toEqual(ids(8));
    // the ninth place goes to one of the first-round losers, who share 9th: the cut tiebreaker
    // (better initial seed) decides, with a warning
    expect(losers).toContain(entrants[8]);
    expect(entrants[8]).toBe('p09');
    expect(advanced.warnings.map((w) => w.code)).toContain('tournament/cut-tie');
  });

  it('the organizer may choose cut-when-sure on the stage: then the stage stops before any match and the cut tiebreaker takes the 9 best seeds', () => {
    const event = thirteenTopNine({ earlyCutoffMode: 'cut-when-sure' });
    expect(event.settings.stages[0]?.settings).toMatchObject({
      earlyCutoff: 9,
      earlyCutoffMode: 'cut-when-sure',
    });
    expect(getStage(event, 'day1')?.status).toBe('complete');
    const advanced = must(advanceStage(event, 'day1'));
    expect(getStage(advanced, 'day2')?.entrants).toEqual(ids(9));
  });

  it('an unknown early cutoff mode is refused with the path of the stage setting', () => {
    const bad = createTournament(
      {
        stages: [
          { id: 'day1', format: 'single-elimination', settings: { earlyCutoffMode: 'soon' } },
        ],
      } as unknown as TournamentSettingsInput,
      'bad',
    );
    failsWith(bad, 'elimination/invalid-settings', '/settings/stages/0/settings/earlyCutoffMode');
  });
});
