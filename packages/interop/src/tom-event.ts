/**
 * A whole TOM file as a `@tcgkit/tournament` event, and back: `importTomEvent`,
 * `exportTomEvent`, `tomEventOrder`, `tomEventSummary`. A separate entry
 * (`@tcgkit/interop/tom-event`), so the file-model entry stays free of the tournament package.
 * @module
 */
import { err, type Issue, ok, type ParticipantId, type Result } from '@tcgkit/core';
import type { EliminationState } from '@tcgkit/elimination';
import type { SwissStage } from '@tcgkit/swiss';
import { presets } from '@tcgkit/tiebreakers';
import {
  type AdvancementRuleInput,
  createTournament,
  loadStage,
  registerParticipant,
  type StageDefinitionInput,
  stageStandings,
  type TournamentState,
} from '@tcgkit/tournament';
import { InteropErrors as E } from './errors.js';
import { exportTom } from './tom-export.js';
import { tomFromSwiss } from './tom-from-swiss.js';
import { importTom } from './tom-import.js';
import { TOM_TOP_CUT_ROUND, TomOutcomes, tomPlayerName } from './tom-pod.js';
import { withTopCut } from './tom-standings.js';
import type {
  TomFile,
  TomMatch,
  TomPlayer,
  TomPod,
  TomRound,
  TomStandings,
  TopCutMatch,
} from './tom-types.js';

/** What `importTomEvent` keeps in the event's `settings.meta`: the file and where each pod went. */
export interface TomEventMeta {
  /** The file as read (`importTom`'s model): `exportTomEvent` starts from it. */
  readonly file: TomFile;
  /** Each `<pod>` of the file, in file order: its Swiss stage and, when it has one, its top cut. */
  readonly pods: readonly { readonly stage: string; readonly cut?: string }[];
  /** The log's length right after the import: while the event's is the same, nothing was done. */
  readonly importedLog: number;
}

const podStage = (k: number): string => `pod-${k + 1}`;

/** The cut size a pod plays: its bracket's players, else the file's chosen cut for its category. */
function cutSize(file: TomFile, pod: TomPod, bracket: EliminationState | undefined): number {
  if (bracket !== undefined) return bracket.participants.length;
  const chosen = file.finalsOptions.find((c) => c.key === pod.category)?.cut ?? 0;
  const firstCutRound = pod.rounds.find((r) => r.type === TOM_TOP_CUT_ROUND);
  const played = (firstCutRound?.matches.filter((m) => m.players.length === 2).length ?? 0) * 2;
  return Math.max(chosen, played);
}

/**
 * A TOM file (XML text) as a `@tcgkit/tournament` event the organizer can continue: one Swiss
 * stage per `<pod>` (`pod-1`, `pod-2`... in file order; every pod after the first runs in
 * parallel with it) with Play! Pokémon's standings rules (`presets.playPokemon`), and, for a pod
 * whose file has top-cut rounds or a chosen cut (`<finalsoptions>` cut above 0), its top cut as a
 * single-elimination stage `pod-<n>-top` fed by placements 1 to the cut size. Every player of
 * `<players>` is registered (their name as TOM writes it), then each pod's Swiss rounds and each
 * played cut are loaded (`loadStage`): late entrants, drops and byes as the file records them.
 * A pod without a cut whose Swiss rounds are over is loaded running, so it still takes
 * corrections; a pod saved mid-event plays the rounds `tomPlannedRounds` works out, so the next
 * round pairs (`pairStage(event, 'pod-1')`). The file and where each pod went are kept in
 * `settings.meta` ({@link TomEventMeta}) for {@link exportTomEvent}. Errors and warnings:
 * `importTom`'s.
 *
 * @example
 * ```ts
 * const event = importTomEvent(xml);
 * if (event.ok) console.log(tomEventOrder(event.value)); // { '2': ['747520', ...] }
 * ```
 */
export function importTomEvent(xml: unknown): Result<TournamentState> {
  const read = importTom(xml);
  if (!read.ok) return read;
  const { file, pods } = read.value;
  const stages: StageDefinitionInput[] = [];
  const cuts: StageDefinitionInput[] = [];
  const advancement: AdvancementRuleInput[] = [];
  const placed: { stage: string; cut?: string }[] = [];
  let loads = 0;
  pods.forEach((pod, k) => {
    const id = podStage(k);
    const settings = pod.swiss.settings;
    stages.push({
      id,
      format: 'swiss',
      standings: presets.playPokemon,
      settings: {
        rounds: settings.rounds,
        lateEntry: true,
        lateEntryThroughRound: settings.lateEntryThroughRound,
      },
      ...(k === 0 ? {} : { parallel: true }),
    });
    loads += 1;
    const size = cutSize(file, file.pods[k] as TomPod, pod.bracket);
    if (size < 2) {
      placed.push({ stage: id });
      return;
    }
    const cut = `${id}-top`;
    cuts.push({ id: cut, format: 'single-elimination' });
    advancement.push({
      from: id,
      condition: { type: 'placement-range', from: 1, to: size },
      action: { type: 'advance', to: cut },
    });
    placed.push({ stage: id, cut });
    if (pod.bracket !== undefined) loads += 1;
  });
  const meta: TomEventMeta = {
    file,
    pods: placed,
    importedLog: 1 + file.players.length + loads,
  };
  const dataId = file.data.find((f) => f.name === 'id')?.value ?? '';
  const created = createTournament(
    { name: read.value.name, game: 'pokemon', stages: [...stages, ...cuts], advancement, meta },
    `tom:${dataId}`,
  );
  if (!created.ok) return created;
  let event = created.value;
  for (const p of file.players) {
    const done = registerParticipant(event, { id: p.id, name: tomPlayerName(p) });
    if (!done.ok) return done;
    event = done.value;
  }
  const warnings: Issue[] = [...read.warnings];
  for (let k = 0; k < pods.length; k++) {
    const pod = pods[k] as (typeof pods)[number];
    const withCut = pod.bracket !== undefined && placed[k]?.cut !== undefined;
    // Without a cut to close it, a finished pod stays open to corrections.
    const swiss: SwissStage =
      !withCut && pod.swiss.status === 'finished' ? { ...pod.swiss, status: 'running' } : pod.swiss;
    const done = loadStage(event, podStage(k), { format: 'swiss', state: swiss });
    if (!done.ok) return done;
    warnings.push(...done.warnings);
    event = done.value;
  }
  for (let k = 0; k < pods.length; k++) {
    const bracket = pods[k]?.bracket;
    const cut = placed[k]?.cut;
    if (bracket === undefined || cut === undefined) continue;
    const done = loadStage(event, cut, { format: 'elimination', state: bracket });
    if (!done.ok) return done;
    warnings.push(...done.warnings);
    event = done.value;
  }
  return ok(event, warnings);
}

/** The event's TOM meta, when it was imported (`undefined` for an event made in tcgkit). */
function tomMeta(event: TournamentState): TomEventMeta | undefined {
  const meta = event.settings.meta as Partial<TomEventMeta> | undefined;
  if (
    typeof meta !== 'object' ||
    meta === null ||
    typeof meta.file !== 'object' ||
    meta.file === null ||
    !Array.isArray(meta.file.pods) ||
    !Array.isArray(meta.file.players) ||
    !Array.isArray(meta.pods) ||
    meta.pods.length !== meta.file.pods.length ||
    typeof meta.importedLog !== 'number'
  )
    return undefined;
  return meta as TomEventMeta;
}

/** One pod of the event: its Swiss stage, its cut, and the TOM category its players default to. */
interface EventPod {
  readonly stage: string;
  readonly swiss: SwissStage;
  readonly cut?: string;
  readonly bracket?: EliminationState;
  readonly category: string;
  /** Swiss over, and the cut (when there is one) decided. */
  readonly complete: boolean;
}

const engineOf = (event: TournamentState, id: string | undefined) =>
  id === undefined ? undefined : (event.stages.find((s) => s.id === id) ?? undefined);

/** The event's pods: the imported file's, or (made in tcgkit) each started Swiss stage and the bracket it feeds. */
function podsOf(event: TournamentState, meta: TomEventMeta | undefined): EventPod[] {
  const refs =
    meta?.pods ??
    event.settings.stages
      .filter((d, k) => d.format === 'swiss' && (k === 0 || d.parallel === true))
      .map((d) => {
        const cut = event.settings.advancement.find(
          (r) =>
            r.from === d.id &&
            r.action.type === 'advance' &&
            event.settings.stages.find((s) => r.action.type === 'advance' && s.id === r.action.to)
              ?.format === 'single-elimination',
        );
        return cut?.action.type === 'advance'
          ? { stage: d.id, cut: cut.action.to }
          : { stage: d.id };
      });
  const defaults = ['2'];
  if (refs.length === 2) defaults.unshift('1');
  if (refs.length >= 3) defaults.unshift('0', '1');
  const dropped = new Set(event.participants.filter((p) => p.dropped === true).map((p) => p.id));
  const out: EventPod[] = [];
  refs.forEach((ref, k) => {
    const stage = engineOf(event, ref.stage);
    if (stage?.engine?.format !== 'swiss') return;
    const cutStage = engineOf(event, ref.cut);
    const bracket = cutStage?.engine?.format === 'elimination' ? cutStage.engine.state : undefined;
    const complete =
      stage.status === 'complete' && (ref.cut === undefined || cutStage?.status === 'complete');
    // A player who dropped from the event after the pod's last round: TOM writes the drop
    // after that round (the stage itself, complete, keeps them as they finished).
    const swiss = stage.engine.state;
    const players = swiss.players.map((p) =>
      p.droppedAfterRound === undefined && dropped.has(p.id)
        ? { ...p, droppedAfterRound: swiss.rounds.length }
        : p,
    );
    out.push({
      stage: ref.stage,
      swiss: { ...swiss, players },
      ...(ref.cut === undefined ? {} : { cut: ref.cut }),
      ...(bracket === undefined ? {} : { bracket }),
      category: meta?.file.pods[k]?.category ?? defaults[k] ?? String(k),
      complete,
    });
  });
  return out;
}

/** The top cut's matches by round, as the final order reads them. */
function cutMatches(bracket: EliminationState | undefined): TopCutMatch[][] {
  if (bracket === undefined) return [];
  const rounds = new Map<number, TopCutMatch[]>();
  for (const m of bracket.matches) {
    const [a, b] = m.slots;
    if (m.section !== 'winners' || a.participantId === null || b.participantId === null) continue;
    if (m.result?.type === 'bye') continue;
    const list = rounds.get(m.round) ?? [];
    const players = [a.participantId, b.participantId] as const;
    list.push(m.result === null ? { players } : { players, winner: m.result.winner });
    rounds.set(m.round, list);
  }
  return [...rounds.keys()].sort((x, y) => x - y).map((r) => rounds.get(r) as TopCutMatch[]);
}

/** Each division's order as the event computes it: Swiss standings by the pod's rules, the cut by its bracket. */
function computedOrder(
  event: TournamentState,
  pods: readonly EventPod[],
  file: TomFile | undefined,
): Record<string, ParticipantId[]> {
  const division = new Map<ParticipantId, string>();
  for (const s of file?.standings ?? []) for (const p of s.places) division.set(p.id, s.category);
  const result: Record<string, ParticipantId[]> = {};
  for (const s of file?.standings ?? []) if (s.type === 'finished') result[s.category] = [];
  for (const pod of pods) {
    const engine = engineOf(event, pod.stage)?.engine;
    if (engine === null || engine === undefined) continue;
    const swissOrder = stageStandings(engine).map((r) => r.participantId);
    for (const id of withTopCut(swissOrder, cutMatches(pod.bracket))) {
      const category = division.get(id) ?? pod.category;
      (result[category] ??= []).push(id);
    }
  }
  return result;
}

/**
 * Each division's final order (TOM categories: `0` juniors, `1` seniors, `2` masters; player
 * ids, first place first), top cut included. For an imported event on which nothing has been
 * done since the import, the file's own `<standings>` (the places the organizer announced);
 * otherwise the event's order: each pod's Swiss standings by its rules (Play! Pokémon's), the
 * top cut placed by its bracket (champion, finalist, then each round's losers in Swiss order),
 * split by division as TOM splits age-combined pods.
 *
 * @example
 * ```ts
 * tomEventOrder(event)['2']?.[0]; // the masters champion
 * ```
 */
export function tomEventOrder(event: TournamentState): Record<string, ParticipantId[]> {
  const meta = tomMeta(event);
  const standings = meta?.file.standings;
  if (meta !== undefined && standings !== undefined && event.log.length === meta.importedLog)
    return officialOrder(standings);
  return computedOrder(event, podsOf(event, meta), meta?.file);
}

function officialOrder(standings: readonly TomStandings[]): Record<string, ParticipantId[]> {
  const result: Record<string, ParticipantId[]> = {};
  for (const s of standings) {
    const list = (result[s.category] ??= []);
    for (const p of [...s.places].sort((a, b) => a.place - b.place)) list.push(p.id);
  }
  return result;
}

/** A match's players as one key, whatever their order (a one-player match: the player and its kind). */
const pairKey = (m: TomMatch): string =>
  m.players.length === 1
    ? `${m.players[0]}\u0000${m.outcome === TomOutcomes.lateLoss ? 'late' : 'bye'}`
    : [...m.players].sort().join('\u0000');

const flipped = (outcome: number): number =>
  outcome === TomOutcomes.player1Won ? 2 : outcome === TomOutcomes.player2Won ? 1 : outcome;

/**
 * A rebuilt round over the file's: the file's matches (table, fields, player order) for the
 * same pairs, with the event's outcome; matches the event added after them.
 */
function mergeRound(old: TomRound | undefined, rebuilt: TomRound, type: number): TomRound {
  if (old === undefined) {
    return {
      ...rebuilt,
      type,
      fields: [
        { name: 'timeleft', value: '0' },
        { name: 'pairtime', value: '' },
        { name: 'starttime', value: '' },
      ],
      matches: rebuilt.matches.map((m) => ({ ...m, fields: [{ name: 'timestamp', value: '' }] })),
    };
  }
  const fresh = new Map(rebuilt.matches.map((m) => [pairKey(m), m] as const));
  const matches: TomMatch[] = [];
  for (const m of old.matches) {
    const now = fresh.get(pairKey(m));
    if (now === undefined) continue;
    fresh.delete(pairKey(m));
    const same = m.players.length === 1 || m.players[0] === now.players[0];
    matches.push({ ...m, outcome: same ? now.outcome : flipped(now.outcome) });
  }
  for (const m of fresh.values())
    matches.push({ ...m, fields: [{ name: 'timestamp', value: '' }] });
  return { ...old, matches };
}

/** A pod's rounds: the event's Swiss rounds and cut, merged over the file's. */
function podRounds(old: readonly TomRound[], rebuilt: readonly TomRound[]): TomRound[] {
  const oldSwiss = old.filter((r) => r.type !== TOM_TOP_CUT_ROUND);
  const oldCut = old.filter((r) => r.type === TOM_TOP_CUT_ROUND);
  const swissType = oldSwiss.at(-1)?.type ?? 2;
  const swiss = rebuilt.filter((r) => r.type !== TOM_TOP_CUT_ROUND);
  const cut = rebuilt.filter((r) => r.type === TOM_TOP_CUT_ROUND);
  return [
    ...swiss.map((r, k) => mergeRound(oldSwiss[k], r, swissType)),
    ...cut.map((r, k) => mergeRound(oldCut[k], r, TOM_TOP_CUT_ROUND)),
  ];
}

/** The event's final places as TOM's `<standings>`: each division's finished list, then its (empty) dnf. */
function standingsOf(order: Record<string, ParticipantId[]>): TomStandings[] {
  return Object.entries(order).flatMap(([category, ids]) => [
    { category, type: 'finished', places: ids.map((id, i) => ({ id, place: i + 1 })) },
    { category, type: 'dnf', places: [] },
  ]);
}

/**
 * The whole event as a TOM file model (what {@link exportTomEvent} writes): every pod, every
 * round, the top cut and the final places. Error `interop/tom-not-swiss` when the event has no
 * started Swiss stage.
 */
export function tomFileOfEvent(event: TournamentState): Result<TomFile> {
  const meta = tomMeta(event);
  const pods = podsOf(event, meta);
  if (pods.length === 0) {
    return err(
      E.tomNotSwiss,
      'The event has no started Swiss stage: a TOM file holds Swiss pods (start the event, or load a stage, first).',
      '/stages',
    );
  }
  const name = event.settings.name;
  const byId = new Map(event.participants.map((p) => [p.id, p] as const));
  const built = pods.map((pod) =>
    tomFromSwiss(pod.swiss, {
      name,
      category: pod.category,
      ...(pod.bracket === undefined ? {} : { topCut: pod.bracket }),
    }),
  );
  const allComplete = pods.every((p) => p.complete);
  const unchanged = meta !== undefined && event.log.length === meta.importedLog;
  const order = computedOrder(event, pods, meta?.file);
  if (meta === undefined) {
    const first = built[0] as TomFile;
    const players: TomPlayer[] = [];
    const seen = new Set<ParticipantId>();
    for (const f of built)
      for (const p of f.players) if (!seen.has(p.id) && seen.add(p.id)) players.push(p);
    const file: TomFile = {
      ...first,
      players,
      pods: built.map((f) => f.pods[0] as TomPod),
      finalsOptions: built.flatMap((f) => f.finalsOptions),
    };
    const { standings: _none, ...open } = file;
    return ok(allComplete ? { ...open, standings: standingsOf(order) } : open);
  }
  const base = meta.file;
  // Players: the file's, with drops made since; players the event added after them.
  const dropRound = new Map<ParticipantId, number>();
  for (const pod of pods)
    for (const p of pod.swiss.players)
      if (p.droppedAfterRound !== undefined) dropRound.set(p.id, p.droppedAfterRound);
  const known = new Set(base.players.map((p) => p.id));
  const players: TomPlayer[] = base.players.map((p) => {
    const round = dropRound.get(p.id);
    if (p.dropped !== undefined || (round === undefined && byId.get(p.id)?.dropped !== true))
      return p;
    return round === undefined ? p : { ...p, dropped: { status: '1', round, timestamp: '' } };
  });
  for (const f of built)
    for (const p of f.players) if (!known.has(p.id) && known.add(p.id)) players.push(p);
  const filePods = base.pods.map((old, k): TomPod => {
    const pod = pods.find((p) => p.stage === meta.pods[k]?.stage);
    const rebuilt = pod === undefined ? undefined : built[pods.indexOf(pod)]?.pods[0];
    if (pod === undefined || rebuilt === undefined) return old;
    const members = new Set(old.subgroups.flatMap((g) => g.players));
    const added = pod.swiss.players.map((p) => p.id).filter((id) => !members.has(id));
    const subgroups =
      added.length === 0
        ? old.subgroups
        : old.subgroups.length === 0
          ? [{ number: '1', players: added }]
          : old.subgroups.map((g, i) =>
              i === old.subgroups.length - 1 ? { ...g, players: [...g.players, ...added] } : g,
            );
    return { ...old, subgroups, rounds: podRounds(old.rounds, rebuilt.rounds) };
  });
  const { standings: kept, ...rest } = base;
  const standings = unchanged ? kept : allComplete ? standingsOf(order) : undefined;
  return ok({
    ...rest,
    players,
    pods: filePods,
    ...(standings === undefined ? {} : { standings }),
  });
}

/**
 * The whole event as a TOM file (XML text): every pod, every round, the top cut and the final
 * places. An imported event starts from the file it came from (`settings.meta`): every element
 * and field stays as read, the rounds are rebuilt from the event's stages (`tomFromSwiss` per
 * pod) keeping the file's match order, table numbers and fields for the same pairs, results as
 * the event now has them; players who dropped or joined since are added. `<standings>` are
 * the file's own while nothing has been done since the import, else {@link tomEventOrder} per
 * division once every pod (and its cut) is complete. An event made in tcgkit gets a fresh file:
 * one pod per Swiss stage (the first and its parallel stages; categories `2` for one pod, `1`
 * and `2` for two, `0`, `1`, `2` for three), each with the bracket it feeds as its top cut.
 * Errors: `interop/tom-not-swiss` (no started Swiss stage), `exportTom`'s.
 *
 * @example
 * ```ts
 * const xml = exportTomEvent(unwrap(pairStage(unwrap(importTomEvent(file)), 'pod-1')));
 * ```
 */
export function exportTomEvent(event: TournamentState): Result<string> {
  const file = tomFileOfEvent(event);
  return file.ok ? exportTom(file.value) : file;
}

/** One round of a stage as {@link tomEventSummary} compares it. */
export interface TomRoundSummary {
  /** Each played or paired match: both players (sorted) and the first one's result, `W`, `D`, `L` or `-` (unreported). */
  readonly pairs: readonly string[];
  readonly bye: ParticipantId | null;
}

/** What makes two TOM events the same event (see {@link tomEventSummary}). */
export interface TomEventSummary {
  /** Every player: id, name, dropped, late; sorted by id. */
  readonly participants: readonly string[];
  /** Per pod (in order): rounds, drops (player and round), late entrants (player and rounds missed), and the cut's matches and winners. */
  readonly pods: readonly {
    readonly rounds: readonly TomRoundSummary[];
    readonly dropped: readonly string[];
    readonly joined: readonly string[];
    readonly cut: readonly string[];
  }[];
  /** The final order, per division ({@link tomEventOrder}). */
  readonly order: Record<string, ParticipantId[]>;
}

/**
 * What "the same event" means for TOM files: two events are the same when their summaries are
 * equal: the participants (id, name, dropped, late), each pod's rounds (the pairs with their
 * win/draw/loss, the bye), who dropped after which round and who joined after which, the cut's
 * matches and winners, and the final order per division. Table numbers, timestamps and the
 * order of matches in a round are not part of it.
 *
 * @example
 * ```ts
 * expect(tomEventSummary(reimported)).toEqual(tomEventSummary(event));
 * ```
 */
export function tomEventSummary(event: TournamentState): TomEventSummary {
  const pods = podsOf(event, tomMeta(event));
  const result = (g: readonly [number, number] | undefined): string =>
    g === undefined ? '-' : g[0] > g[1] ? 'W' : g[0] < g[1] ? 'L' : 'D';
  return {
    participants: event.participants
      .map((p) => `${p.id}|${p.name ?? ''}|${p.dropped === true}|${p.late === true}`)
      .sort(),
    pods: pods.map((pod) => ({
      rounds: pod.swiss.rounds.map((r) => ({
        pairs: r.matches
          .map((m) => {
            const flip = m.players[0] > m.players[1];
            const g = m.result?.games;
            const games = g === undefined ? undefined : flip ? ([g[1], g[0]] as const) : g;
            return `${[...m.players].sort().join('-')}:${result(games)}`;
          })
          .sort(),
        bye: r.bye ?? null,
      })),
      dropped: pod.swiss.players
        .filter((p) => p.droppedAfterRound !== undefined)
        .map((p) => `${p.id}@${p.droppedAfterRound}`)
        .sort(),
      joined: pod.swiss.players
        .filter((p) => p.joinedAfterRound !== undefined)
        .map((p) => `${p.id}@${p.joinedAfterRound}`)
        .sort(),
      cut: cutMatches(pod.bracket).flatMap((round, r) =>
        round.map(
          (m) =>
            `${r + 1}:${[...m.players].sort().join('-')}:${m.winner === undefined ? '-' : m.players[m.winner]}`,
        ),
      ),
    })),
    order: tomEventOrder(event),
  };
}
