/**
 * A tcgkit event's Swiss stage as a TOM file, in the order the event used.
 * @module
 */
import { err, issue, ok, type Result } from '@tcgkit/core';
import { finishStage, standingsSettingsOf } from '@tcgkit/swiss';
import { presets } from '@tcgkit/tiebreakers';
import type { TournamentState } from '@tcgkit/tournament';
import { InteropErrors as E } from './errors.js';
import { type TomFromSwissOptions, tomFromSwiss } from './tom-from-swiss.js';
import type { TomFile } from './tom-types.js';

/**
 * A TOM file for a Swiss stage of an event (`@tcgkit/tournament`): {@link tomFromSwiss} of the
 * stage, with the final places (once the stage is complete) in the order the event used, by the
 * stage's own standings rules, so the file, the live standings and the cut agree. When those
 * rules are not Play! Pokémon's (`presets.playPokemon`), the result carries the warning
 * `interop/tom-not-play-pokemon`: TOM orders players by its own rules when it reads the file.
 * A stage that is not a started Swiss stage: `interop/tom-not-swiss` at `/stage`.
 *
 * @example
 * ```ts
 * const file = tomFromTournament(event, 'swiss', { name: 'League Challenge' });
 * if (file.ok) exportTom(file.value);
 * ```
 */
export function tomFromTournament(
  event: TournamentState,
  stageId: string,
  options: Omit<TomFromSwissOptions, 'standings'>,
): Result<TomFile> {
  const stage = event.stages.find((s) => s.id === stageId);
  const engine = stage?.engine;
  if (stage === undefined || engine?.format !== 'swiss') {
    return err(
      E.tomNotSwiss,
      stage === undefined
        ? `The event has no stage "${stageId}": its stages are ${event.stages.map((s) => `"${s.id}"`).join(', ')}.`
        : `Stage "${stageId}" is ${engine === null || engine === undefined ? 'not started' : `a ${engine.format} stage`}: TOM files hold a started Swiss stage.`,
      '/stage',
    );
  }
  let swiss = engine.state;
  if (stage.status === 'complete' && swiss.status !== 'finished') {
    const finished = finishStage(swiss);
    if (finished.ok) swiss = finished.value;
  }
  const rules = standingsSettingsOf(swiss);
  const file = tomFromSwiss(swiss, { ...options, standings: rules });
  if (JSON.stringify(rules) === JSON.stringify(presets.playPokemon)) return ok(file);
  return ok(file, [
    issue(
      E.tomNotPlayPokemon,
      `Stage "${stageId}" ranks by other rules than Play! Pokémon's: the file's places are the event's own order, and TOM would order these results differently. For a sanctioned event, create the stage with standings: presets.playPokemon.`,
      '/stage',
    ),
  ]);
}
