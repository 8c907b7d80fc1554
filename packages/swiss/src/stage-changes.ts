import { err, type ParticipantId, type Result } from '@tcgkit/core';
import { isObject, shown } from './check.js';
import { type SwissErrorCode, SwissErrors } from './errors.js';
import { checkStage, okStage } from './load.js';
import { checkSwissSettings } from './settings.js';
import { checkRegistration, isRoundComplete, registrationOf } from './stage.js';
import type { PlayerRegistration, SwissPlayer, SwissSettings, SwissStage } from './types.js';

/**
 * Drops a player: they are never paired again and keep their results. A match they are in that
 * has no result yet still needs one.
 *
 * Errors: `swiss/unknown-player`, `swiss/already-dropped`, `swiss/stage-finished`.
 *
 * @example
 * ```ts
 * import { unwrap } from '@tcgkit/core';
 * import { createSwissStage, dropPlayer, pairNextRound, registerPlayers, reportResult, startStage } from '@tcgkit/swiss';
 * let stage = unwrap(createSwissStage({ rounds: 3 }, { seed: 'league-7' }));
 * stage = unwrap(startStage(unwrap(registerPlayers(stage, ['ana', 'ben', 'cam', 'dee'].map((id) => ({ id }))))));
 * stage = unwrap(pairNextRound(stage));
 * stage = unwrap(reportResult(stage, { table: 1, games: [2, 0] }));
 * stage = unwrap(reportResult(stage, { table: 2, games: [2, 1] }));
 * stage = unwrap(dropPlayer(stage, 'dee'));
 * console.log(stage.players.find((p) => p.id === 'dee')?.droppedAfterRound); // 1: not paired from round 2
 * ```
 */
export function dropPlayer(
  stage: SwissStage,
  playerId: ParticipantId,
): Result<SwissStage, SwissErrorCode> {
  const checked = checkStage(stage);
  if (!checked.ok) return checked;
  if (stage.status === 'finished') return err(SwissErrors.stageFinished, 'The stage is finished.');
  const index = stage.players.findIndex((p) => p.id === playerId);
  if (index === -1) return err(SwissErrors.unknownPlayer, `No player ${shown(playerId)}.`);
  const player = stage.players[index] as SwissPlayer;
  if (player.droppedAfterRound !== undefined) {
    return err(SwissErrors.alreadyDropped, `"${playerId}" has already dropped.`);
  }
  if (stage.status === 'registration') {
    return okStage({ ...stage, players: stage.players.filter((_, i) => i !== index) });
  }
  const players = stage.players.map((p, i) =>
    i === index ? { ...p, droppedAfterRound: stage.rounds.length } : p,
  );
  return okStage({ ...stage, players });
}

/**
 * Adds a player after the start (Late entry on, while the next round to pair is at most
 * Allow late entry through round). Every round already completed counts as a loss for them with
 * no opponent (not a bye); a round still being played when they join is neither a loss nor a
 * bye for them (they were not there when it was paired). They are paired from the next round on.
 *
 * Errors: `swiss/not-started`, `swiss/stage-finished`, `swiss/late-entry-closed`,
 * `swiss/invalid-player`, `swiss/duplicate-player`.
 *
 * @example
 * ```ts
 * import { unwrap } from '@tcgkit/core';
 * import { addLateEntrant, createSwissStage, pairNextRound, registerPlayers, reportResult, startStage } from '@tcgkit/swiss';
 * let stage = unwrap(createSwissStage({ rounds: 3, lateEntry: true, lateEntryThroughRound: 2 }, { seed: 'league-7' }));
 * stage = unwrap(startStage(unwrap(registerPlayers(stage, ['ana', 'ben', 'cam', 'dee'].map((id) => ({ id }))))));
 * stage = unwrap(pairNextRound(stage));
 * stage = unwrap(reportResult(stage, { table: 1, games: [2, 0] }));
 * stage = unwrap(reportResult(stage, { table: 2, games: [2, 1] }));
 * stage = unwrap(addLateEntrant(stage, { id: 'eli', name: 'Eli' }));
 * console.log(stage.players.find((p) => p.id === 'eli')?.joinedAfterRound); // 1: a loss for round 1
 * ```
 */
export function addLateEntrant(
  stage: SwissStage,
  player: PlayerRegistration,
): Result<SwissStage, SwissErrorCode> {
  const checked = checkStage(stage);
  if (!checked.ok) return checked;
  if (stage.status === 'registration') {
    return err(SwissErrors.notStarted, 'The stage has not started: use registerPlayer.');
  }
  if (stage.status === 'finished') return err(SwissErrors.stageFinished, 'The stage is finished.');
  const nextRound = stage.rounds.length + 1;
  if (!stage.settings.lateEntry)
    return err(SwissErrors.lateEntryClosed, 'Late entry is off for this stage.');
  if (nextRound > stage.settings.lateEntryThroughRound || nextRound > stage.settings.rounds) {
    return err(
      SwissErrors.lateEntryClosed,
      `Late entry closed after round ${stage.settings.lateEntryThroughRound}; round ${nextRound} is next.`,
    );
  }
  const problem = checkRegistration(player, new Set(stage.players.map((p) => p.id)));
  if (problem) return { ok: false, error: problem };
  const maxSeed = stage.players.reduce((m, p) => Math.max(m, p.initialSeed ?? 0), 0);
  // tournaments.md: "Every round already completed when they join counts as a loss". A round
  // still being played is not completed: no loss for it, and they cannot be in it either.
  const completed = isRoundComplete(stage) ? stage.rounds.length : stage.rounds.length - 1;
  const joined: SwissPlayer = {
    ...registrationOf(player),
    initialSeed: maxSeed + 1,
    joinedAfterRound: completed,
  };
  return okStage({ ...stage, players: [...stage.players, joined] });
}

/**
 * Finishes the stage once every round has been paired and reported.
 *
 * Errors: `swiss/not-started`, `swiss/stage-finished`, `swiss/rounds-remaining`.
 *
 * @example
 * ```ts
 * import { unwrap } from '@tcgkit/core';
 * import { createSwissStage, finishStage, pairNextRound, registerPlayers, reportResult, startStage } from '@tcgkit/swiss';
 * let stage = unwrap(createSwissStage({ rounds: 1 }, { seed: 'league-7' }));
 * stage = unwrap(startStage(unwrap(registerPlayers(stage, ['ana', 'ben', 'cam', 'dee'].map((id) => ({ id }))))));
 * stage = unwrap(pairNextRound(stage));
 * stage = unwrap(reportResult(stage, { table: 1, games: [2, 0] }));
 * stage = unwrap(reportResult(stage, { table: 2, games: [2, 1] }));
 * stage = unwrap(finishStage(stage)); // after its last round: standings are final
 * console.log(stage.status); // 'finished'
 * ```
 */
export function finishStage(stage: SwissStage): Result<SwissStage, SwissErrorCode> {
  const checked = checkStage(stage);
  if (!checked.ok) return checked;
  if (stage.status === 'registration')
    return err(SwissErrors.notStarted, 'The stage has not started.');
  if (stage.status === 'finished')
    return err(SwissErrors.stageFinished, 'The stage is already finished.');
  if (stage.rounds.length < stage.settings.rounds || !isRoundComplete(stage)) {
    return err(
      SwissErrors.roundsRemaining,
      `The stage plays ${stage.settings.rounds} rounds; ${stage.rounds.length} paired${isRoundComplete(stage) ? '' : ', the last one not fully reported'}.`,
    );
  }
  return okStage({ ...stage, status: 'finished' });
}

/**
 * The settings that stay editable while a stage runs: tournaments.md says Prevent repeat
 * matchups and the pairing style "both ... stay editable while the stage runs".
 */
export const SWISS_SETTINGS_EDITABLE_WHILE_RUNNING: readonly (keyof SwissSettings)[] = [
  'preventRepeatMatchups',
  'pairingStyle',
];

const sameValue = (a: unknown, b: unknown): boolean =>
  a === b || (Array.isArray(a) && Array.isArray(b) && JSON.stringify(a) === JSON.stringify(b));

/**
 * Changes a stage's settings. Before the start any setting can change; once the stage runs only
 * Prevent repeat matchups and the pairing style can (the spec's way out of
 * `swiss/no-rematch-free-pairing`), and they apply from the next round paired. Fields given with
 * their current value are accepted and change nothing. The result passes the same checks as new
 * settings.
 *
 * Errors: `swiss/invalid-settings` (not an object, or the merged settings fail the schema or a
 * rule between fields; path: the field), `swiss/setting-locked` (another setting on a running
 * stage; path: the field), `swiss/stage-finished`, and the stage check's `swiss/invalid-state`.
 *
 * @example
 * ```ts
 * const paired = pairNextRound(stage);
 * if (!paired.ok && paired.error.code === 'swiss/no-rematch-free-pairing') {
 *   stage = unwrap(updateSwissSettings(stage, { preventRepeatMatchups: false }));
 *   stage = unwrap(pairNextRound(stage)); // the fewest rematches, with a warning
 * }
 * ```
 */
export function updateSwissSettings(
  stage: SwissStage,
  changes: Partial<SwissSettings>,
): Result<SwissStage, SwissErrorCode> {
  const checked = checkStage(stage);
  if (!checked.ok) return checked;
  if (!isObject(changes)) {
    return err(
      SwissErrors.invalidSettings,
      `The settings to change must be an object, not ${shown(changes)}.`,
      '',
    );
  }
  if (stage.status === 'finished') return err(SwissErrors.stageFinished, 'The stage is finished.');
  const current = stage.settings as unknown as Record<string, unknown>;
  if (stage.status === 'running') {
    for (const key of Object.keys(changes)) {
      const editable = (SWISS_SETTINGS_EDITABLE_WHILE_RUNNING as readonly string[]).includes(key);
      if (
        !editable &&
        Object.hasOwn(current, key) &&
        !sameValue(changes[key as keyof SwissSettings], current[key])
      ) {
        return err(
          SwissErrors.settingLocked,
          `${key} cannot change once the stage has started: only Prevent repeat matchups and the pairing style can.`,
          `/${key}`,
        );
      }
    }
  }
  const merged = checkSwissSettings({ ...stage.settings, ...changes });
  if (!merged.ok) return merged;
  return okStage({ ...stage, settings: merged.value });
}
