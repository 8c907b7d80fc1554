import type { BracketView, GroupsView, LobbiesView, StandingsView } from '@tcgkit/core';
import { toBracketView } from '@tcgkit/elimination';
import { toStandingsView as toFfaStandingsView, toLobbiesView } from '@tcgkit/ffa';
import { groupTables, toGroupTableView } from '@tcgkit/round-robin';
import { toSwissStandingsView } from '@tcgkit/swiss';
import type { TournamentState } from './types.js';

/**
 * The view model of a stage, for the elements: Swiss and free-for-all stages give a
 * `StandingsView`, elimination stages a `BracketView`, round robin stages a `GroupsView` (one table per group). `undefined` for an unknown or waiting stage.
 *
 * @example
 * ```ts
 * const view = stageView(event, 'top8'); // { kind: 'bracket', ... }
 * ```
 */
export function stageView(
  state: TournamentState,
  stageId: string,
): StandingsView | BracketView | GroupsView | undefined {
  const stage = state.stages.find((s) => s.id === stageId);
  const engine = stage?.engine;
  if (engine === undefined || engine === null) return undefined;
  const title = state.settings.stages.find((s) => s.id === stageId)?.name;
  switch (engine.format) {
    case 'swiss':
      return toSwissStandingsView(engine.state);
    case 'elimination':
      return toBracketView(engine.state);
    case 'ffa':
      return toFfaStandingsView(engine.state, title === undefined ? {} : { title });
    case 'round-robin': {
      const groups = groupTables(engine.state)
        .map((t) => toGroupTableView(engine.state, t.group))
        .filter((v): v is StandingsView => v !== undefined);
      return title === undefined ? { kind: 'groups', groups } : { kind: 'groups', title, groups };
    }
    default: {
      const never: never = engine;
      throw new Error(`Unknown engine ${JSON.stringify(never)}`);
    }
  }
}

/** The lobbies of a free-for-all stage's current (or given) match, for `<tcg-lobbies>`-style elements. */
export function stageLobbiesView(
  state: TournamentState,
  stageId: string,
  match?: number,
): LobbiesView | undefined {
  const engine = state.stages.find((s) => s.id === stageId)?.engine;
  if (engine?.format !== 'ffa') return undefined;
  return toLobbiesView(engine.state, match === undefined ? {} : { match });
}
