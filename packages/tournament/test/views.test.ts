import { describe, expect, it } from 'vitest';
import {
  advanceStage,
  createTournament,
  getStage,
  stageLobbiesView,
  stageView,
} from '../src/index.js';
import { ids, must, playSwiss, registerAll, rngFor } from './helpers.js';

describe('stage views', () => {
  it('Swiss gives standings, a bracket gives a bracket view, a waiting or unknown stage nothing', () => {
    let event = must(
      createTournament(
        {
          game: 'lor',
          stages: [
            { id: 'swiss', format: 'swiss', settings: { rounds: 3 } },
            { id: 'top4', format: 'single-elimination', name: 'Top 4' },
          ],
          advancement: [
            {
              from: 'swiss',
              condition: { type: 'placement-range', from: 1, to: 4 },
              action: { type: 'advance', to: 'top4' },
            },
          ],
        },
        'views',
      ),
    );
    event = registerAll(event, ids(8));
    expect(stageView(event, 'top4')).toBeUndefined();
    expect(stageView(event, 'nope')).toBeUndefined();
    event = playSwiss(event, 'swiss', rngFor('views'));
    const standings = stageView(event, 'swiss');
    expect(standings?.kind).toBe('standings');
    expect(standings?.kind === 'standings' && standings.rows).toHaveLength(8);
    event = must(advanceStage(event, 'swiss'));
    expect(stageView(event, 'top4')?.kind).toBe('bracket');
    expect(stageLobbiesView(event, 'swiss')).toBeUndefined();
    expect(getStage(event, 'top4')?.entrants).toHaveLength(4);
  });
});
