import { describe, expect, it } from 'vitest';
import {
  createTournament,
  exportTournament,
  importTournament,
  resolveTournamentSettings,
  TournamentErrors,
} from '../src/index.js';
import { failsWith, must } from './helpers.js';

const swiss = [{ id: 'swiss', format: 'swiss' as const }];

describe('visibility (issue 36: private events must never be rated by accident)', () => {
  it.each(['public', 'private'] as const)(
    '"%s" is recorded in the event and survives a save',
    (visibility) => {
      const event = must(createTournament({ stages: swiss, visibility }, 'night'));
      expect(event.settings.visibility).toBe(visibility);
      const loaded = must(importTournament(exportTournament(event)));
      expect(loaded.settings.visibility).toBe(visibility);
    },
  );

  it('has no default: an event that does not say records nothing', () => {
    const event = must(createTournament({ stages: swiss }, 'night'));
    expect('visibility' in event.settings).toBe(false);
  });

  it.each(['secret', true, null, 1])(
    '%j is tournament/invalid-settings at /visibility',
    (visibility) => {
      failsWith(
        resolveTournamentSettings({ stages: swiss, visibility }),
        TournamentErrors.invalidSettings,
        '/visibility',
      );
    },
  );
});
