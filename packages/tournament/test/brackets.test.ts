import { advancingParticipants, championOf } from '@tcgkit/elimination';
import { describe, expect, it } from 'vitest';
import {
  advanceStage,
  createTournament,
  getStage,
  replayTournament,
  resolveTournamentSettings,
} from '../src/index.js';
import { failsWith, ids, must, playBracket, playSwiss, registerAll, rngFor } from './helpers.js';

describe('elimination stages wired through @tcgkit/elimination', () => {
  it('Swiss into double elimination with early cutoff: the bracket stops once its top 4 is decided, then a fresh top 4', () => {
    let event = must(
      createTournament(
        {
          game: 'riftbound',
          stages: [
            { id: 'swiss', format: 'swiss' },
            { id: 'double', format: 'double-elimination' },
            { id: 'final4', format: 'single-elimination' },
          ],
          advancement: [
            {
              from: 'swiss',
              condition: { type: 'placement-range', from: 1, to: 8 },
              action: { type: 'advance', to: 'double' },
            },
            {
              from: 'double',
              condition: { type: 'placement-range', from: 1, to: 4 },
              action: { type: 'advance', to: 'final4' },
              allowEarlyCutoff: true,
            },
          ],
        },
        'early',
      ),
    );
    expect(event.settings.stages[1]?.settings).toMatchObject({
      earlyCutoff: 4,
      format: 'double-elimination',
    });
    event = registerAll(event, ids(16));
    const rng = rngFor('early');
    event = playSwiss(event, 'swiss', rng, true);
    event = must(advanceStage(event, 'swiss'));
    event = playBracket(event, 'double', rng);
    const double = getStage(event, 'double');
    expect(double?.status).toBe('complete');
    if (double?.engine?.format !== 'elimination') throw new Error('bracket');
    expect(championOf(double.engine.state)).toBeNull();
    const undecided = double.engine.state.matches.filter((m) => m.result === null && !m.skipped);
    expect(undecided.length).toBeGreaterThan(0);
    event = must(advanceStage(event, 'double'));
    const final4 = getStage(event, 'final4');
    expect(final4?.entrants).toHaveLength(4);
    if (final4?.engine?.format !== 'elimination') throw new Error('bracket');
    expect(final4.engine.state.stage).toBe(1);
    expect(final4.engine.state.settings.seeding).toBe('prior-stage-results');
    event = playBracket(event, 'final4', rng);
    expect(event.status).toBe('complete');
    expect(JSON.stringify(must(replayTournament(event.log)))).toBe(JSON.stringify(event));
  });

  it('double into double with continued brackets: day 2 carries on the same bracket to a champion', () => {
    let event = must(
      createTournament(
        {
          stages: [
            { id: 'day1', format: 'double-elimination' },
            { id: 'day2', format: 'double-elimination', advanceMode: 'continue-brackets' },
          ],
          advancement: [
            {
              from: 'day1',
              condition: { type: 'placement-range', from: 1, to: 4 },
              action: { type: 'advance', to: 'day2' },
              allowEarlyCutoff: true,
            },
          ],
        },
        'continue',
      ),
    );
    event = registerAll(event, ids(8));
    const rng = rngFor('continue');
    event = playBracket(event, 'day1', rng);
    const day1 = getStage(event, 'day1')?.engine;
    if (day1?.format !== 'elimination') throw new Error('bracket');
    event = must(advanceStage(event, 'day1'));
    const day2 = getStage(event, 'day2');
    if (day2?.engine?.format !== 'elimination') throw new Error('bracket');
    expect(day2.engine.state.stage).toBe(2);
    // every result of day 1 stands, and every player keeps their place in the same bracket
    for (const m of day1.state.matches) {
      const same = day2.engine.state.matches.find((x) => x.id === m.id);
      expect(same?.result).toEqual(m.result);
      expect(same?.slots.map((s) => s.participantId)).toEqual(m.slots.map((s) => s.participantId));
    }
    expect(day2.entrants).toHaveLength(4);
    event = playBracket(event, 'day2', rng);
    const done = getStage(event, 'day2')?.engine;
    expect(done?.format === 'elimination' && championOf(done.state)).toBeTruthy();
    expect(event.status).toBe('complete');
    expect(JSON.stringify(must(replayTournament(event.log)))).toBe(JSON.stringify(event));
  });

  it('double into double with reset bracket (the default): a fresh bracket seeded by the day 1 order', () => {
    let event = must(
      createTournament(
        {
          stages: [
            { id: 'day1', format: 'double-elimination' },
            { id: 'day2', format: 'double-elimination' },
          ],
          advancement: [
            {
              from: 'day1',
              condition: { type: 'placement-range', from: 1, to: 4 },
              action: { type: 'advance', to: 'day2' },
              allowEarlyCutoff: true,
            },
          ],
        },
        'reset',
      ),
    );
    expect(event.settings.stages[1]?.advanceMode).toBe('reset-bracket');
    event = registerAll(event, ids(8));
    const rng = rngFor('reset');
    event = playBracket(event, 'day1', rng);
    const day1 = getStage(event, 'day1')?.engine;
    if (day1?.format !== 'elimination') throw new Error('bracket');
    event = must(advanceStage(event, 'day1'));
    const day2 = getStage(event, 'day2');
    if (day2?.engine?.format !== 'elimination') throw new Error('bracket');
    expect(day2.engine.state.stage).toBe(1);
    expect(day2.entrants).toEqual(advancingParticipants(day1.state));
    expect(day2.engine.state.participants.map((p) => p.id)).toEqual(
      advancingParticipants(day1.state),
    );
    expect(
      day2.engine.state.matches.every((m) => m.result === null || m.result.type === 'bye'),
    ).toBe(true);
  });

  it('rejects early cutoff and advance modes where they do not apply', () => {
    failsWith(
      resolveTournamentSettings({
        stages: [
          { id: 's', format: 'swiss' },
          { id: 't', format: 'single-elimination' },
        ],
        advancement: [
          {
            from: 's',
            condition: { type: 'placement-range', from: 1, to: 8 },
            action: { type: 'advance', to: 't' },
            allowEarlyCutoff: true,
          },
        ],
      }),
      'tournament/early-cutoff-not-allowed',
      '/advancement/0/allowEarlyCutoff',
    );
    failsWith(
      resolveTournamentSettings({
        stages: [
          { id: 'a', format: 'double-elimination' },
          { id: 'b', format: 'double-elimination' },
        ],
        advancement: [
          {
            from: 'a',
            condition: { type: 'placement-range', from: 2, to: 4 },
            action: { type: 'advance', to: 'b' },
            allowEarlyCutoff: true,
          },
        ],
      }),
      'tournament/early-cutoff-not-allowed',
    );
    failsWith(
      resolveTournamentSettings({
        stages: [
          { id: 'a', format: 'single-elimination' },
          { id: 'b', format: 'double-elimination', advanceMode: 'continue-brackets' },
        ],
        advancement: [
          {
            from: 'a',
            condition: { type: 'placement-range', from: 1, to: 4 },
            action: { type: 'advance', to: 'b' },
            allowEarlyCutoff: true,
          },
        ],
      }),
      'tournament/invalid-advance-mode',
      '/stages/1/advanceMode',
    );
    failsWith(
      resolveTournamentSettings({
        stages: [
          { id: 'a', format: 'double-elimination' },
          { id: 'b', format: 'double-elimination', advanceMode: 'continue-brackets' },
        ],
        advancement: [
          {
            from: 'a',
            condition: { type: 'placement-range', from: 1, to: 4 },
            action: { type: 'advance', to: 'b' },
          },
        ],
      }),
      'tournament/invalid-advance-mode',
    );
  });
});
