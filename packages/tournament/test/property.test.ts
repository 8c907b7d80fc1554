import { createRng, seedRng } from '@tcgkit/core';
import { nextMatches } from '@tcgkit/elimination';
import { describe, expect, it } from 'vitest';
import {
  advanceStage,
  correctMatch,
  createTournament,
  dropParticipant,
  exportTournament,
  getStage,
  importTournament,
  pairStage,
  replayTournament,
  reportMatch,
  type TournamentState,
  undoLast,
} from '../src/index.js';
import { ids, must, registerAll } from './helpers.js';

describe('random multi-stage events', () => {
  it('replay equals the live state after every action, undo equals the previous state, export/import round trips', () => {
    for (let run = 0; run < 12; run++) {
      const rng = createRng(seedRng(`prop-${run}`));
      const n = 9 + rng.int(14);
      const cutSize = [2, 4, 8][rng.int(3)] as number;
      const cut = (['better-initial-seed', 'draw-lots', 'advance-whole-tie'] as const)[rng.int(3)];
      const format = rng.int(2) === 0 ? 'single-elimination' : 'double-elimination';
      let event = must(
        createTournament(
          {
            game: (['lor', 'pokemon', 'riftbound'] as const)[rng.int(3)],
            stages: [
              { id: 'swiss', format: 'swiss', settings: { rounds: 2 + rng.int(3) } },
              { id: 'cut', format, settings: { allowByes: true } },
            ],
            advancement: [
              {
                from: 'swiss',
                condition: { type: 'placement-range', from: 1, to: cutSize },
                action: { type: 'advance', to: 'cut' },
                cutTiebreaker: cut,
              },
            ],
          },
          `prop-${run}`,
        ),
      );
      event = registerAll(event, ids(n));
      let previous: TournamentState = event;
      const step = (next: TournamentState): void => {
        expect(JSON.stringify(must(replayTournament(next.log)))).toBe(JSON.stringify(next));
        expect(JSON.stringify(must(undoLast(next)))).toBe(JSON.stringify(previous));
        previous = next;
        event = next;
      };
      const allowDraws = event.settings.game !== 'lor';
      for (let guard = 0; guard < 200 && event.status !== 'complete'; guard++) {
        const swiss = getStage(event, 'swiss');
        if (swiss?.engine?.format === 'swiss' && !swiss.advanced) {
          const st = swiss.engine.state;
          const round = st.rounds.at(-1);
          const open = round?.matches.find((m) => m.result === undefined);
          if (open !== undefined && round !== undefined) {
            const x = rng.int(allowDraws ? 5 : 4);
            const games: [number, number] =
              x === 4 ? [1, 1] : x % 2 === 0 ? [2, x === 0 ? 0 : 1] : [x === 1 ? 0 : 1, 2];
            step(
              must(
                reportMatch(event, {
                  stage: 'swiss',
                  match: `R${round.number}-T${open.table}`,
                  games,
                }),
              ),
            );
            if (rng.int(6) === 0)
              step(
                must(
                  correctMatch(event, {
                    stage: 'swiss',
                    match: `R${round.number}-T${open.table}`,
                    games: [2, 0],
                  }),
                ),
              );
          } else if (st.rounds.length < st.settings.rounds) {
            if (rng.int(8) === 0) {
              const alive = event.participants.filter((p) => p.dropped !== true);
              step(must(dropParticipant(event, alive[rng.int(alive.length)]?.id as string)));
            }
            step(must(pairStage(event, 'swiss')));
          } else {
            step(must(advanceStage(event, 'swiss')));
            const entered = getStage(event, 'cut')?.entrants ?? [];
            if (cut !== 'advance-whole-tie') expect(entered.length).toBeLessThanOrEqual(cutSize);
            else
              expect(entered.length).toBeGreaterThanOrEqual(
                Math.min(cutSize, event.participants.filter((p) => p.dropped !== true).length),
              );
          }
          continue;
        }
        const bracket = getStage(event, 'cut')?.engine;
        if (bracket?.format !== 'elimination') throw new Error('bracket expected');
        const m = nextMatches(bracket.state)[0];
        if (m === undefined) break;
        step(
          must(
            reportMatch(event, {
              stage: 'cut',
              match: m.id,
              games: rng.int(2) === 0 ? [2, 1] : [0, 2],
            }),
          ),
        );
      }
      expect(event.status).toBe('complete');
      expect(JSON.stringify(must(importTournament(exportTournament(event))))).toBe(
        JSON.stringify(event),
      );
    }
  });
});
