import { unwrap } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import {
  closeStage,
  confirmResult,
  correctResult,
  dropPlayer,
  loadStage,
  RoundRobinErrors,
  type RoundRobinState,
  swapPlayers,
} from '../src/index.js';
import { matchOf, organizer, play, stageWithGroups } from './helpers.js';

const saved = (s: RoundRobinState): Record<string, unknown> => JSON.parse(JSON.stringify(s));

// biome-ignore lint/suspicious/noExplicitAny: the edits reach into saved JSON the way a person editing the file would
type Edit = (json: any) => void;

/** Loads `state` after `edit` and returns the error's code and path. */
function loadEdited(state: RoundRobinState, edit: Edit): [string, string | undefined] | 'ok' {
  const json = saved(state);
  edit(json);
  const loaded = loadStage(json);
  return loaded.ok ? 'ok' : [loaded.error.code, loaded.error.path];
}

const played = (): RoundRobinState => {
  let s = stageWithGroups([['ana', 'ben', 'cam', 'dee']]);
  s = play(s, 'ana', 'ben', 2, 0);
  s = play(s, 'cam', 'dee', 1, 1, 1);
  return s;
};

describe('loadStage checks a saved stage against its own log (issue #17, point 10)', () => {
  it('an untouched stage loads, with results, a confirmation, a correction, a drop and the closing', () => {
    let s = stageWithGroups([['ana', 'ben', 'cam', 'dee']], { requireConfirmation: true });
    s = play(s, 'ana', 'ben', 2, 0);
    s = unwrap(
      confirmResult(s, matchOf(s, 'ana', 'ben'), { by: 'ben', at: '2026-05-01T12:05:00Z' }),
    );
    s = unwrap(
      correctResult(
        s,
        matchOf(s, 'ana', 'ben'),
        { games: [2, 1] },
        organizer('2026-05-01T13:00:00Z'),
      ),
    );
    s = play(s, 'cam', 'dee', 2, 1); // awaiting confirmation, made final by the drop
    s = unwrap(dropPlayer(s, 'dee', organizer('2026-05-01T14:00:00Z')));
    expect(loadStage(saved(s))).toEqual({ ok: true, value: s, warnings: [] });
    for (const m of s.matches.filter((x) => x.result === null))
      s = play(s, m.players[0], m.players[1], 2, 0);
    for (const m of s.matches.filter((x) => x.result?.status !== 'final')) {
      s = unwrap(confirmResult(s, m.id, { by: m.players[1], at: '2026-05-01T15:00:00Z' }));
    }
    s = unwrap(closeStage(s, organizer('2026-05-02T10:00:00Z')));
    expect(loadStage(saved(s))).toEqual({ ok: true, value: s, warnings: [] });
  });

  it('an edited result is refused with round-robin/log-mismatch and the path of what differs', () => {
    const s = played();
    const i = s.matches.findIndex((m) => m.id === matchOf(s, 'ana', 'ben'));
    const j = s.matches.findIndex((m) => m.id === matchOf(s, 'cam', 'dee'));
    const cases: [Edit, string][] = [
      [
        (x) => {
          x.matches[i].result.games = [0, 2];
        },
        `/matches/${i}/result/games`,
      ],
      [
        (x) => {
          x.matches[i].result.winner = 1;
        },
        `/matches/${i}/result/winner`,
      ],
      [
        (x) => {
          x.matches[i].result.decidedBy = 'administrator';
        },
        `/matches/${i}/result/decidedBy`,
      ],
      [
        (x) => {
          x.matches[i].result.reportedBy = 'organizer';
        },
        `/matches/${i}/result/reportedBy`,
      ],
      [
        (x) => {
          x.matches[i].result.correctedBy = 'organizer';
        },
        `/matches/${i}/result/correctedBy`,
      ],
      // the games and the winner edited together still differ from the log
      [
        (x) => {
          x.matches[j].result.games = [2, 0];
          x.matches[j].result.winner = 0;
        },
        `/matches/${j}/result/games`,
      ],
      // a result removed, or one added without a log entry
      [
        (x) => {
          x.matches[i].result = null;
        },
        `/matches/${i}/result`,
      ],
    ];
    for (const [edit, path] of cases) {
      expect(loadEdited(s, edit)).toEqual([RoundRobinErrors.logMismatch, path]);
    }
    const k = s.matches.findIndex((m) => m.result === null);
    expect(
      loadEdited(s, (x) => {
        x.matches[k].result = { ...x.matches[i].result };
      }),
    ).toEqual([RoundRobinErrors.logMismatch, `/matches/${k}/result`]);
  });

  it('a result waiting for confirmation edited to final is refused', () => {
    let s = stageWithGroups([['ana', 'ben', 'cam']], { requireConfirmation: true });
    s = play(s, 'ana', 'ben', 2, 0);
    const i = s.matches.findIndex((m) => m.id === matchOf(s, 'ana', 'ben'));
    expect(s.matches[i]?.result?.status).toBe('awaiting-confirmation');
    expect(
      loadEdited(s, (x) => {
        x.matches[i].result.status = 'final';
      }),
    ).toEqual([RoundRobinErrors.logMismatch, `/matches/${i}/result/status`]);
  });

  it('drawn games are checked against the result entry and the correction', () => {
    let s = played();
    const id = matchOf(s, 'cam', 'dee');
    const reported = s.matches.findIndex((m) => m.id === id);
    expect(s.matches[reported]?.result?.drawnGames).toBe(1);
    expect(
      loadEdited(s, (x) => {
        x.matches[reported].result.drawnGames = 0;
      }),
    ).toEqual([RoundRobinErrors.logMismatch, `/matches/${reported}/result/drawnGames`]);
    // a log written before result entries carried drawn games still loads
    expect(
      loadEdited(s, (x) => {
        for (const e of x.log) delete e.drawnGames;
      }),
    ).toBe('ok');
    s = unwrap(
      correctResult(s, id, { games: [1, 1], drawnGames: 0 }, organizer('2026-05-01T13:00:00Z')),
    );
    const i = s.matches.findIndex((m) => m.id === id);
    expect(
      loadEdited(s, (x) => {
        x.matches[i].result.drawnGames = 3;
      }),
    ).toEqual([RoundRobinErrors.logMismatch, `/matches/${i}/result/drawnGames`]);
  });

  it('edited groups, drops and closing, and a log entry naming a match the stage lacks, are refused', () => {
    const provisional = stageWithGroups(
      [
        ['ana', 'ben'],
        ['cam', 'dee'],
      ],
      {},
      { layOut: false },
    );
    expect(
      loadEdited(provisional, (x) => {
        x.groups[0].playerIds = ['ana', 'cam'];
        x.groups[1].playerIds = ['ben', 'dee'];
      }),
    ).toEqual([RoundRobinErrors.logMismatch, '/groups']);
    // the same change made through swapPlayers is logged, so it loads
    const swapped = unwrap(swapPlayers(provisional, 'ben', 'cam', organizer()));
    expect(loadStage(saved(swapped)).ok).toBe(true);
    expect(
      loadEdited(provisional, (x) => {
        x.status = 'laid-out';
      }),
    ).toEqual([RoundRobinErrors.logMismatch, '/status']);

    // the matches of a round robin are the schedule of its groups
    const laid = played();
    const open = laid.matches.findIndex((m) => m.result === null);
    expect(
      loadEdited(laid, (x) => {
        x.matches[open].players = [...x.matches[open].players].reverse();
      }),
    ).toEqual([RoundRobinErrors.logMismatch, `/matches/${open}`]);
    expect(
      loadEdited(laid, (x) => {
        x.matches.pop();
      })[0],
    ).toBe(RoundRobinErrors.logMismatch);
    const odd = stageWithGroups([['ana', 'ben', 'cam']]);
    expect(
      loadEdited(odd, (x) => {
        x.rests[0].playerId = x.rests[1].playerId;
      })[0],
    ).toBe(RoundRobinErrors.logMismatch);

    let s = played();
    s = unwrap(dropPlayer(s, 'dee', organizer('2026-05-01T14:00:00Z')));
    expect(
      loadEdited(s, (x) => {
        x.dropped = [];
      })[0],
    ).toBe(RoundRobinErrors.logMismatch);
    expect(
      loadEdited(s, (x) => {
        x.log = x.log.filter((e: { type: string }) => e.type !== 'drop');
      })[0],
    ).toBe(RoundRobinErrors.logMismatch);
    expect(
      loadEdited(s, (x) => {
        x.closed = { by: 'organizer', at: '2026-05-02T10:00:00Z' };
      }),
    ).toEqual([RoundRobinErrors.logMismatch, '/closed']);
    const r = s.log.findIndex((e) => e.type === 'result');
    expect(
      loadEdited(s, (x) => {
        x.log[r].matchId = 'Z-9-9';
      }),
    ).toEqual([RoundRobinErrors.logMismatch, `/log/${r}/matchId`]);
  });
});
