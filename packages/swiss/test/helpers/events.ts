import { createRng, type Rng, seedRng, unwrap } from '@tcgkit/core';
import {
  addLateEntrant,
  createSwissStage,
  dropPlayer,
  pairNextRound,
  registerPlayers,
  reportResult,
  type SwissSettings,
  type SwissStage,
  startStage,
} from '../../src/index.js';

/** Reports a random result for every open match of the latest round. */
export function reportRandomResults(stage: SwissStage, rng: Rng, drawChance: number): SwissStage {
  const round = stage.rounds[stage.rounds.length - 1];
  if (round === undefined) return stage;
  let current = stage;
  for (const m of round.matches) {
    if (m.result !== undefined) continue;
    const roll = rng.next();
    const games: [number, number] =
      stage.settings.allowDraws && roll < drawChance
        ? [1, 1]
        : rng.next() < 0.5
          ? [2, rng.int(2)]
          : [rng.int(2), 2];
    current = unwrap(reportResult(current, { table: m.table, games }));
  }
  return current;
}

/** A started stage with `count` players named p1..pN (ratings and seeds included). */
export function startedStage(
  count: number,
  settings: Partial<SwissSettings>,
  seed: string | number,
): SwissStage {
  const created = unwrap(createSwissStage(settings, { seed }));
  const players = Array.from({ length: count }, (_, i) => ({
    id: `p${i + 1}`,
    rating: 2000 - i * 7,
    seed: i + 1,
  }));
  return unwrap(startStage(unwrap(registerPlayers(created, players))));
}

/** Plays a whole random event with drops and late entries; calls `check` after every pairing. */
export function playRandomEvent(
  count: number,
  settings: Partial<SwissSettings>,
  seed: string | number,
  check: (before: SwissStage, after: SwissStage) => void,
  options: { dropChance?: number; lateChance?: number; drawChance?: number } = {},
): SwissStage {
  const rng = createRng(seedRng(`events-${seed}`));
  let stage = startedStage(count, settings, seed);
  let late = 0;
  for (let r = 1; r <= stage.settings.rounds; r++) {
    if (r > 1 && rng.next() < (options.lateChance ?? 0) && stage.settings.lateEntry) {
      const added = addLateEntrant(stage, { id: `late${++late}` });
      if (added.ok) stage = added.value;
    }
    if (r > 1 && rng.next() < (options.dropChance ?? 0)) {
      const active = stage.players.filter((p) => p.droppedAfterRound === undefined);
      if (active.length > 2) stage = unwrap(dropPlayer(stage, rng.pick(active).id));
    }
    const before = stage;
    const paired = pairNextRound(stage);
    if (!paired.ok) {
      check(before, before);
      return stage;
    }
    stage = paired.value;
    check(before, stage);
    stage = reportRandomResults(stage, rng, options.drawChance ?? 0);
  }
  return stage;
}
