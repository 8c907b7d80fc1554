import { err, ok, parseGameId, type Result, withPathPrefix } from '@tcgkit/core';
import { eliminationSettings } from '@tcgkit/elimination';
import { RIFTBOUND_FFA_DEFAULTS, resolveFfaSettings } from '@tcgkit/ffa';
import { resolveSettings as resolveRoundRobin, roundRobinSettings } from '@tcgkit/round-robin';
import {
  defaultSwissSettings,
  resolveSwissSettings,
  type SwissSettings,
  swissSettingsFromStandings,
} from '@tcgkit/swiss';
import { checkStandingsInput, type StandingsSettings } from '@tcgkit/tiebreakers';
import { TournamentErrors as E } from './errors.js';
import { GAME_DEFAULTS, kindOf } from './games.js';
import { unknownSettingsKey } from './setting-keys.js';
import type {
  AdvancementRule,
  StageDefinition,
  StageDefinitionInput,
  StageSeeding,
  TournamentGame,
  TournamentSettings,
} from './types.js';
import { tournamentSettings } from './validate.js';

const TOURNAMENT_GAMES = Object.keys(GAME_DEFAULTS) as TournamentGame[];

const FIXED_KEYS = ['matchWinFormula', 'opponentMatchWinFloor', 'gameWinFloor'] as const;

const swissSeeding = (s: StageSeeding): string => (s === 'prior-stage-results' ? 'prior-stage' : s);

const isElimination = (format: string): boolean =>
  format === 'single-elimination' || format === 'double-elimination';

function prefixed<T>(result: Result<T>, prefix: string): Result<T> {
  return result.ok ? result : { ok: false, error: withPathPrefix(result.error, prefix) };
}

/** True when the stage is fed by a round robin stage with crossover playoffs. */
function crossoverTarget(
  stageInputs: readonly StageDefinitionInput[],
  rules: readonly AdvancementRule[],
  id: string,
): boolean {
  return rules.some((r) => {
    if (r.action.type !== 'advance' || r.action.to !== id) return false;
    const from = stageInputs.find((x) => x.id === r.from);
    const playoffs = (from?.settings as { playoffs?: unknown } | undefined)?.playoffs;
    return from?.format === 'round-robin' && playoffs !== undefined && playoffs !== null;
  });
}

/**
 * Fills in and checks an event's settings: the JSON Schema, then the rules between stages
 * (one kind of stage only, formats the game offers, rules from an earlier stage to a later one,
 * early cutoff and advance mode only where they apply), then every stage's engine settings
 * (starting from the game's defaults; the game's match-win formula and floors cannot change).
 *
 * @example
 * ```ts
 * const settings = resolveTournamentSettings({
 *   game: 'pokemon',
 *   stages: [{ id: 'swiss', format: 'swiss' }, { id: 'top8', format: 'single-elimination' }],
 *   advancement: [{ from: 'swiss', condition: { type: 'placement-range', from: 1, to: 8 }, action: { type: 'advance', to: 'top8' } }],
 * });
 * ```
 */
export function resolveTournamentSettings(input: unknown): Result<TournamentSettings> {
  // An unknown game gets core's code and the list of games with event defaults, before the schema.
  if (typeof input === 'object' && input !== null && !Array.isArray(input) && 'game' in input) {
    const game = parseGameId(input.game, TOURNAMENT_GAMES, '/game');
    if (!game.ok) return game;
  }
  const parsed = tournamentSettings.parse(input);
  if (!parsed.ok) return parsed;
  const { stages: stageInputs, game = null } = parsed.value;
  const ruleInputs = parsed.value.advancement ?? [];
  const index = new Map<string, number>();
  for (let i = 0; i < stageInputs.length; i++) {
    const s = stageInputs[i] as StageDefinitionInput;
    if (index.has(s.id))
      return err(E.invalidSettings, `Stage id "${s.id}" is used twice.`, `/stages/${i}/id`);
    index.set(s.id, i);
  }
  const kind = kindOf((stageInputs[0] as StageDefinitionInput).format);
  for (let i = 0; i < stageInputs.length; i++) {
    const s = stageInputs[i] as StageDefinitionInput;
    if (kindOf(s.format) !== kind) {
      return err(
        E.mixedStageKinds,
        `Stage "${s.id}" is ${kindOf(s.format)} but the event's first stage is ${kind}: a tournament is either all one-on-one stages or all free-for-all stages.`,
        `/stages/${i}/format`,
      );
    }
    if (game !== null && !GAME_DEFAULTS[game].formats.includes(s.format)) {
      return err(
        E.formatNotOffered,
        `${GAME_DEFAULTS[game].name} does not offer ${s.format}.`,
        `/stages/${i}/format`,
      );
    }
    if (s.advanceMode !== undefined && !isElimination(s.format)) {
      return err(
        E.invalidAdvanceMode,
        'Advance mode only applies to elimination stages.',
        `/stages/${i}/advanceMode`,
      );
    }
  }
  const rules: AdvancementRule[] = [];
  const earlyCutoff = new Map<string, number>();
  for (let r = 0; r < ruleInputs.length; r++) {
    const rule = ruleInputs[r] as (typeof ruleInputs)[number];
    const at = `/advancement/${r}`;
    const from = index.get(rule.from);
    if (from === undefined)
      return err(E.invalidRule, `There is no stage "${rule.from}".`, `${at}/from`);
    const fromStage = stageInputs[from] as StageDefinitionInput;
    if (rule.action.type === 'advance') {
      const to = index.get(rule.action.to);
      if (to === undefined)
        return err(E.invalidRule, `There is no stage "${rule.action.to}".`, `${at}/action/to`);
      if (to <= from) {
        return err(
          E.invalidRule,
          'A rule can only advance players to a later stage.',
          `${at}/action/to`,
        );
      }
    }
    const c = rule.condition;
    if (c.type === 'placement-range' && c.to < c.from) {
      return err(
        E.invalidRule,
        `Placement range ${c.from} to ${c.to} is empty.`,
        `${at}/condition/to`,
      );
    }
    if (c.type === 'points-range') {
      if (c.min === undefined && c.max === undefined) {
        return err(
          E.invalidRule,
          'A points range needs a minimum, a maximum or both.',
          `${at}/condition`,
        );
      }
      if (isElimination(fromStage.format)) {
        return err(
          E.invalidRule,
          'An elimination stage has no points: use a placement range.',
          `${at}/condition/type`,
        );
      }
    }
    const allowEarlyCutoff = rule.allowEarlyCutoff ?? false;
    if (allowEarlyCutoff) {
      if (!isElimination(fromStage.format) || c.type !== 'placement-range' || c.from !== 1) {
        return err(
          E.earlyCutoffNotAllowed,
          'Allow early cutoff needs a single or double elimination stage and a placement range starting at 1.',
          `${at}/allowEarlyCutoff`,
        );
      }
      const previous = earlyCutoff.get(rule.from);
      if (previous !== undefined && previous !== c.to) {
        return err(
          E.earlyCutoffNotAllowed,
          'Two early cutoffs for the same stage.',
          `${at}/allowEarlyCutoff`,
        );
      }
      earlyCutoff.set(rule.from, c.to);
    }
    rules.push({
      from: rule.from,
      condition: rule.condition,
      action: rule.action,
      cutTiebreaker: rule.cutTiebreaker ?? 'better-initial-seed',
      allowEarlyCutoff,
    });
  }
  const stages: StageDefinition[] = [];
  for (let i = 0; i < stageInputs.length; i++) {
    const s = stageInputs[i] as StageDefinitionInput;
    const incoming = rules.filter((r) => r.action.type === 'advance' && r.action.to === s.id);
    const parallel = s.parallel === true;
    if (parallel && (i === 0 || s.format !== 'swiss' || incoming.length > 0)) {
      return err(
        E.invalidSettings,
        i === 0
          ? 'The first stage cannot be parallel: parallel stages run beside it.'
          : s.format !== 'swiss'
            ? `Stage "${s.id}" is ${s.format}: only Swiss stages run in parallel (one per age-division pod).`
            : `Stage "${s.id}" runs in parallel with the first stage, so no advancement rule can send players to it: remove the rule or the parallel flag.`,
        `/stages/${i}/parallel`,
      );
    }
    if (i > 0 && incoming.length === 0 && !parallel) {
      return err(
        E.unreachableStage,
        `No advancement rule sends players to stage "${s.id}".`,
        `/stages/${i}`,
      );
    }
    const seeding: StageSeeding =
      s.seeding ?? (i === 0 || parallel ? 'random' : 'prior-stage-results');
    const advanceMode = s.advanceMode ?? 'reset-bracket';
    if (advanceMode === 'continue-brackets') {
      const src = incoming[0];
      const srcStage = src === undefined ? undefined : stageInputs[index.get(src.from) as number];
      if (
        incoming.length !== 1 ||
        src === undefined ||
        srcStage?.format !== s.format ||
        !src.allowEarlyCutoff
      ) {
        return err(
          E.invalidAdvanceMode,
          'Continue brackets needs exactly one rule into this stage, from an elimination stage of the same format with Allow early cutoff on.',
          `/stages/${i}/advanceMode`,
        );
      }
    }
    const given = (s.settings ?? {}) as Readonly<Record<string, unknown>>;
    const at = `/stages/${i}/settings`;
    const unknownKey = unknownSettingsKey(s.format, given, at);
    if (unknownKey !== undefined) return unknownKey;
    const chosen = (s as { standings?: StandingsSettings }).standings;
    if (chosen !== undefined && s.format !== 'swiss') {
      return err(
        E.invalidSettings,
        `Standings rules apply to Swiss stages only; a ${s.format} stage orders players by its own results. Remove standings from stage "${s.id}".`,
        `/stages/${i}/standings`,
      );
    }
    let settings: Result<Readonly<Record<string, unknown>>>;
    let standings: StandingsSettings | undefined;
    if (s.format === 'swiss') {
      if (chosen !== undefined) {
        const checked = checkStandingsInput({ players: [], matches: [], settings: chosen });
        if (!checked.ok) {
          return err(
            E.invalidSettings,
            `The standings rules of stage "${s.id}" are invalid: ${checked.error.message} Use a preset of @tcgkit/tiebreakers (presets.playPokemon, presets.mtg, presets.melee) or fix that field.`,
            `/stages/${i}/standings${(checked.error.path ?? '/settings').replace(/^\/settings/, '')}`,
          );
        }
      } else if (game !== null) {
        // The game fixes its default rules' formula and floors; a named rule set chosen on
        // purpose (`standings`) replaces them as a whole.
        const fixed = GAME_DEFAULTS[game].fixed;
        for (const key of FIXED_KEYS) {
          if (key in given && given[key] !== fixed[key]) {
            return err(
              E.fixedByGame,
              `${GAME_DEFAULTS[game].name} fixes ${key} to ${JSON.stringify(fixed[key])} in its default rules. To rank by another rule set, give stage "${s.id}" standings (for example presets.playPokemon or presets.melee of @tcgkit/tiebreakers) instead of changing ${key}.`,
              `${at}/${key}`,
            );
          }
        }
      }
      const gameBase: SwissSettings =
        game === null ? defaultSwissSettings : GAME_DEFAULTS[game].swiss;
      const base =
        chosen === undefined ? gameBase : { ...gameBase, ...swissSettingsFromStandings(chosen) };
      const merged = { ...base, ...given, firstRoundSeeding: swissSeeding(seeding) };
      const resolved = prefixed(resolveSwissSettings(merged as never), at);
      if (resolved.ok) standings = resolved.value.standings;
      settings = resolved as Result<Record<string, unknown>>;
    } else if (isElimination(s.format)) {
      // The spec's elimination defaults are the same for every game; crossover playoffs after a
      // group stage rank players knocked out in the same round by the qualification order.
      const base = {
        ...GAME_DEFAULTS[game ?? 'pokemon'].elimination,
        tiedPlacements: crossoverTarget(stageInputs, rules, s.id)
          ? 'qualification-order'
          : 'shared',
      };
      const merged: Record<string, unknown> = {
        ...base,
        ...given,
        format: s.format,
        seeding: seeding,
        earlyCutoff: earlyCutoff.get(s.id) ?? null,
      };
      if (s.format === 'single-elimination') delete merged.grandFinal;
      else delete merged.thirdPlaceMatch;
      const problem = eliminationSettings.check(merged);
      settings =
        problem === undefined
          ? ok(merged)
          : err(
              problem.code,
              problem.message,
              `${at}${problem.path === '/' ? '' : (problem.path ?? '')}`,
            );
    } else if (s.format === 'round-robin') {
      // The game's round robin defaults are for a plain round robin: a group stage with crossover
      // playoffs keeps its own order (group-stage-and-playoffs.md), whatever the game.
      const withPlayoffs = given.playoffs !== undefined && given.playoffs !== null;
      const rr = game === null ? undefined : GAME_DEFAULTS[game].roundRobin;
      const merged: Record<string, unknown> = {
        ...(rr === undefined
          ? {}
          : withPlayoffs
            ? {
                points: { win: rr.pointsForWin, draw: rr.pointsForDraw, loss: rr.pointsForLoss },
              }
            : {
                points: { win: rr.pointsForWin, draw: rr.pointsForDraw, loss: rr.pointsForLoss },
                tiebreakers: [...rr.tiebreakers],
              }),
        ...given,
      };
      const problem = roundRobinSettings.check(merged);
      if (problem !== undefined) {
        settings = err(
          problem.code,
          problem.message,
          `${at}${problem.path === '/' ? '' : (problem.path ?? '')}`,
        );
      } else {
        const resolved = resolveRoundRobin(merged);
        settings = resolved.ok ? ok(merged) : prefixed(resolved, at);
      }
      if (settings.ok) {
        if (given.playoffs !== undefined && given.playoffs !== null) {
          // Crossover playoffs are played in a later elimination stage: exactly one rule sends
          // placements 1 to the playoff size there, and that stage takes players from it alone.
          const size = (given.playoffs as { size?: unknown }).size;
          const target = rules.find(
            (r) =>
              r.from === s.id &&
              r.action.type === 'advance' &&
              r.condition.type === 'placement-range' &&
              r.condition.from === 1 &&
              r.condition.to === size &&
              isElimination(stageInputs[index.get(r.action.to) as number]?.format ?? ''),
          );
          const to = target?.action.type === 'advance' ? target.action.to : undefined;
          const feeds = rules.filter((r) => r.action.type === 'advance' && r.action.to === to);
          const toStage = to === undefined ? undefined : stageInputs[index.get(to) as number];
          if (
            target === undefined ||
            feeds.length !== 1 ||
            (toStage?.advanceMode ?? 'reset-bracket') !== 'reset-bracket' ||
            (toStage?.seeding ?? 'prior-stage-results') !== 'prior-stage-results'
          ) {
            return err(
              E.invalidRule,
              `A round robin stage with crossover playoffs needs one advancement rule of placements 1 to ${String(size)} into a single or double elimination stage (seeded by prior stage results) that takes players from it alone: the crossover draw lays out that bracket.`,
              `${at}/playoffs`,
            );
          }
        }
      }
    } else {
      const base =
        game === null
          ? RIFTBOUND_FFA_DEFAULTS
          : { ...RIFTBOUND_FFA_DEFAULTS, ...GAME_DEFAULTS[game].freeForAll };
      const { format: _ignored, ...rest } = base;
      settings = prefixed(
        resolveFfaSettings({ ...rest, ...given, format: s.format }),
        at,
      ) as Result<Record<string, unknown>>;
    }
    if (!settings.ok) return settings;
    stages.push({
      id: s.id,
      name: s.name ?? s.id,
      format: s.format,
      seeding,
      advanceMode,
      settings: settings.value,
      ...(standings === undefined ? {} : { standings }),
      ...(parallel ? { parallel: true as const } : {}),
    });
  }
  const visibility = parsed.value.visibility;
  const meta = parsed.value.meta;
  return ok({
    name: parsed.value.name ?? '',
    game,
    ...(visibility === undefined ? {} : { visibility }),
    kind,
    stages,
    advancement: rules,
    ...(meta === undefined ? {} : { meta }),
  });
}
