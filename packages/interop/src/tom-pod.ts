/**
 * One TOM pod as tcgkit engines see it: a Swiss stage, standings records, the top cut as a
 * bracket, its divisions and the file's official places.
 * @module
 */
import { err, type Issue, issue, ok, type ParticipantId, type Result, seedRng } from '@tcgkit/core';
import {
  loadSwissStage,
  resolveSwissSettings,
  type SwissMatch,
  type SwissPlayer,
  type SwissRound,
  type SwissStage,
  swissSettingsFromStandings,
} from '@tcgkit/swiss';
import {
  computeStandings,
  type MatchRecord,
  presets,
  type StandingsPlayer,
} from '@tcgkit/tiebreakers';
import { InteropErrors } from './errors.js';
import { tomPlannedRounds } from './tom-rounds.js';
import { placeDisagreements, tomComputedOrder } from './tom-standings.js';
import { topCutBracket } from './tom-top-cut.js';
import type {
  ImportedPod,
  TomField,
  TomFile,
  TomPlayer,
  TomPod,
  TomRound,
  TomStandings,
  TopCutMatch,
} from './tom-types.js';

/** TOM's round type for a single-elimination (top cut) round; every other type is Swiss. */
export const TOM_TOP_CUT_ROUND = 1;
/**
 * TOM's match outcomes, as TOM writes them (`<match outcome="...">`):
 *
 * - two-player matches: `0` not reported yet, `1` the first player (`player1`) won, `2` the
 *   second won, `3` a tie; `4` and `10` both players lose (a double loss, double game loss),
 *   which tcgkit's Swiss engine cannot record, so a file with them is refused, coded;
 * - one-player matches (`<player>`): `5` a bye (a win worth 3 points, not an opponent), `8` a
 *   late entrant's loss for a round played before they registered (a loss with no opponent).
 */
export const TomOutcomes = {
  unreported: 0,
  player1Won: 1,
  player2Won: 2,
  tie: 3,
  doubleLoss: 4,
  bye: 5,
  lateLoss: 8,
  doubleGameLoss: 10,
} as const;

export const fieldValue = (fields: readonly TomField[], name: string): string | undefined =>
  fields.find((f) => f.name === name)?.value;

/** A TOM player's display name: first and last name. */
export function tomPlayerName(player: TomPlayer): string {
  return `${player.firstName} ${player.lastName}`.trim() || player.id;
}

/** The players of a pod: its subgroups' lists and everyone in its matches. */
export function membersOf(pod: TomPod): Set<ParticipantId> {
  const members = new Set<ParticipantId>();
  for (const sg of pod.subgroups) for (const id of sg.players) members.add(id);
  for (const round of pod.rounds)
    for (const m of round.matches) for (const id of m.players) members.add(id);
  return members;
}

/** What `importTom` works out once for every pod, so the whole import stays linear. */
export interface PodContext {
  readonly playerById: ReadonlyMap<ParticipantId, TomPlayer>;
  readonly playerIndex: ReadonlyMap<ParticipantId, number>;
  readonly members: ReadonlySet<ParticipantId>;
  /** This pod's players' standings entries, per `<standings>` pod index. */
  readonly standings: ReadonlyMap<number, { id: ParticipantId; place: number }[]>;
  /** A `finished` standings pod names one of this pod's players. */
  readonly finishedStandings: boolean;
}

/** The tcgkit view of one pod: a Swiss stage, standings records, the top cut, divisions. */
export function importPod(
  file: TomFile,
  pod: TomPod,
  index: number,
  context: PodContext,
  warnings: Issue[],
): Result<ImportedPod> {
  const members = context.members;
  // `<players>` order: TOM's registration order, which is the last tiebreak (seed).
  const inPod = [...members]
    .sort((a, b) => (context.playerIndex.get(a) as number) - (context.playerIndex.get(b) as number))
    .map((id) => context.playerById.get(id) as TomPlayer);
  const roundIndex = new Map(pod.rounds.map((r, i) => [r, i] as const));
  const swissRounds = pod.rounds.filter((r) => r.type !== TOM_TOP_CUT_ROUND);
  const cutRounds = pod.rounds.filter((r) => r.type === TOM_TOP_CUT_ROUND);

  const players: StandingsPlayer[] = inPod.map((p) => ({
    id: p.id,
    name: tomPlayerName(p),
    ...(p.dropped === undefined ? {} : { droppedAfterRound: p.dropped.round }),
  }));
  const matches: MatchRecord[] = [];
  const rounds: SwissRound[] = [];
  /** Late entrants: the Swiss rounds TOM recorded as their late losses (outcome 8). */
  const lateLosses = new Map<ParticipantId, number[]>();
  for (let k = 0; k < swissRounds.length; k++) {
    const round = swissRounds[k] as TomRound;
    const path = `/tournament/pods/pod/${index}/rounds/round/${roundIndex.get(round)}`;
    const number = k + 1;
    const tables: SwissMatch[] = [];
    let bye: ParticipantId | undefined;
    const sorted = round.matches
      .map((m, j) => ({ m, j }))
      .sort((a, b) => a.m.table - b.m.table || a.j - b.j);
    for (const { m, j } of sorted) {
      const mpath = `${path}/matches/match/${j}`;
      if (m.players.length === 1) {
        const id = m.players[0];
        if (m.outcome === TomOutcomes.lateLoss) {
          const missed = lateLosses.get(id) ?? [];
          missed.push(number);
          lateLosses.set(id, missed);
          continue;
        }
        if (m.outcome !== TomOutcomes.bye) {
          return err(
            InteropErrors.tomUnknownOutcome,
            `Outcome ${m.outcome} is not one TOM writes for a match of one player: 5 is a bye, 8 a late entrant's loss.`,
            `${mpath}/@outcome`,
          );
        }
        if (bye !== undefined) {
          warnings.push(
            issue(InteropErrors.tomIgnored, 'A second bye in one round is not read.', mpath),
          );
          continue;
        }
        bye = id;
        matches.push({ type: 'bye', round: number, player: id });
        continue;
      }
      const pair = m.players as readonly [ParticipantId, ParticipantId];
      const table = tables.length + 1;
      switch (m.outcome) {
        case TomOutcomes.player1Won:
        case TomOutcomes.player2Won:
        case TomOutcomes.tie: {
          const outcome = m.outcome === 1 ? 0 : m.outcome === 2 ? 1 : 'draw';
          const games: readonly [number, number] =
            outcome === 0 ? [1, 0] : outcome === 1 ? [0, 1] : [0, 0];
          tables.push({ table, players: pair, result: { games } });
          matches.push({ type: 'played', round: number, players: pair, outcome });
          break;
        }
        case TomOutcomes.unreported:
          tables.push({ table, players: pair });
          break;
        case TomOutcomes.doubleLoss:
        case TomOutcomes.doubleGameLoss:
          return err(
            InteropErrors.tomUnknownOutcome,
            `Outcome ${m.outcome} is a double loss (both players lose), which tcgkit's Swiss engine cannot record: enter the match in TOM as the result the players' penalties give, or leave it unreported (0).`,
            `${mpath}/@outcome`,
          );
        default:
          return err(
            InteropErrors.tomUnknownOutcome,
            `Outcome ${m.outcome} is not one TOM writes for a match of two players (1 or 2 a win, 3 a tie, 0 unreported).`,
            `${mpath}/@outcome`,
          );
      }
    }
    rounds.push(bye === undefined ? { number, matches: tables } : { number, matches: tables, bye });
  }

  const joined = new Map<ParticipantId, number>();
  for (const [id, missed] of lateLosses) {
    // TOM gives a late entrant a loss for each round played before they registered: 1..k.
    if (missed.some((r, k) => r !== k + 1)) {
      return err(
        InteropErrors.tomInvalid,
        `Player ${id} has late losses (outcome 8) in rounds ${missed.join(', ')}: a late entrant's losses are the first rounds, before they registered, one each.`,
        `/tournament/pods/pod/${index}`,
      );
    }
    joined.set(id, missed.length);
    for (const round of missed) matches.push({ type: 'late-entry-loss', round, player: id });
  }
  const playerRows: StandingsPlayer[] = players.map((p) =>
    joined.has(p.id) ? { ...p, late: true } : p,
  );

  const topCut: TopCutMatch[][] = cutRounds.map((round) =>
    round.matches
      .filter((m) => m.players.length === 2)
      .map((m) => {
        const pair = m.players as readonly [ParticipantId, ParticipantId];
        return m.outcome === 1 || m.outcome === 2
          ? { players: pair, winner: (m.outcome - 1) as 0 | 1 }
          : { players: pair };
      }),
  );

  const divisions: Record<string, ParticipantId[]> = {};
  const standingsPods = file.standings ?? [];
  for (const k of [...context.standings.keys()].sort((a, b) => a - b)) {
    const category = (standingsPods[k] as TomStandings).category;
    const placed = [...(context.standings.get(k) ?? [])].sort((a, b) => a.place - b.place);
    const list = divisions[category] ?? [];
    for (const p of placed) list.push(p.id);
    divisions[category] = list;
  }
  if (Object.keys(divisions).length === 0) divisions[pod.category] = inPod.map((p) => p.id);

  const finished = cutRounds.length > 0 || context.finishedStandings;
  const settings = resolveSwissSettings({
    rounds: tomPlannedRounds(file, index, {
      players: inPod.length,
      paired: swissRounds.length,
      finished,
    }),
    lateEntry: true,
    lateEntryThroughRound: tomPlannedRounds(file, index, {
      players: inPod.length,
      paired: swissRounds.length,
      finished,
    }),
    floater: 'random',
    // The whole of Play! Pokémon's rules (dropped players' cap, frozen tiebreakers...), so the
    // stage ranks as tomStandings does.
    ...swissSettingsFromStandings(presets.playPokemon),
  });
  if (!settings.ok) return settings;
  const seed = `tom:${fieldValue(file.data, 'id') ?? ''}:${pod.category}:${index}`;
  const swissPlayers: SwissPlayer[] = inPod.map((p, k) => {
    const dropped =
      p.dropped === undefined ? undefined : Math.min(p.dropped.round, swissRounds.length);
    const late = joined.get(p.id);
    return {
      id: p.id,
      name: tomPlayerName(p),
      initialSeed: k + 1,
      ...(late === undefined ? {} : { joinedAfterRound: late }),
      ...(dropped === undefined ? {} : { droppedAfterRound: dropped }),
    };
  });
  const stage: SwissStage = {
    schemaVersion: 1,
    seed,
    rng: seedRng(seed),
    settings: settings.value,
    status: finished ? 'finished' : rounds.length > 0 ? 'running' : 'registration',
    players: swissPlayers,
    rounds,
  };
  const loaded = loadSwissStage(stage);
  if (!loaded.ok) {
    return err(
      InteropErrors.tomInvalid,
      `The pod's Swiss rounds do not make a valid Swiss stage: ${loaded.error.message}`,
      `/tournament/pods/pod/${index}`,
    );
  }
  const seedOf = new Map<ParticipantId, number>();
  for (const p of inPod) {
    const seed = fieldValue(p.fields, 'seed');
    if (seed !== undefined && /^\d{1,6}$/.test(seed)) seedOf.set(p.id, Number(seed));
  }
  const swissOrder =
    cutRounds.length === 0
      ? []
      : computeStandings({
          players: playerRows,
          matches,
          settings: presets.playPokemon,
          explain: false,
        }).map((r) => r.playerId);
  const bracket = topCutBracket(
    topCut,
    seedOf,
    swissOrder,
    new Map(inPod.map((p) => [p.id, tomPlayerName(p)] as const)),
    `/tournament/pods/pod/${index}/rounds`,
    warnings,
  );
  const base: ImportedPod = {
    category: pod.category,
    swiss: loaded.value,
    players: playerRows,
    matches,
    topCut,
    divisions,
    disagreements: [],
  };
  const withBracket = bracket === undefined ? base : { ...base, bracket };
  if (context.standings.size === 0) return ok(withBracket);
  const disagreements = placeDisagreements(divisions, tomComputedOrder(withBracket));
  for (const d of disagreements) {
    warnings.push(
      issue(
        InteropErrors.tomStandingsDiffer,
        `Division ${d.category}, place ${d.place}: the file's standings (the official result) have ${d.official}, tcgkit's computation by Play! Pokémon's rules has ${d.computed ?? 'no one'}. The event's order is the file's; tomComputedOrder(pod) gives tcgkit's.`,
        `/tournament/standings`,
      ),
    );
  }
  return ok({ ...withBracket, officialOrder: divisions, disagreements });
}
