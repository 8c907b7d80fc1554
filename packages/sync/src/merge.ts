import { type Issue, issue, type ParticipantId, type Result } from '@tcgkit/core';
import {
  type ActionMeta,
  applyAction,
  createTournament,
  type LogEntry,
  openMatches,
  type TournamentAction,
  type TournamentState,
} from '@tcgkit/tournament';
import { canonicalJson, compareEntries, concurrent, hasSeen, readEntries, refOf } from './entry.js';
import { SyncErrors as E } from './errors.js';
import { Authority } from './roles.js';
import type {
  ConflictKind,
  DisputedMatch,
  MergedEvent,
  RefusedEntry,
  SyncConflict,
  SyncEntry,
  SyncEntryRef,
} from './types.js';

/** A result or correction the merge has seen (applied or not), with the players of its match. */
interface ReportRecord {
  readonly entry: SyncEntry;
  readonly report: string;
  readonly applied: boolean;
}

interface OpenConflict {
  readonly id: string;
  readonly kind: ConflictKind;
  readonly key: string;
  readonly stage: string;
  readonly match: string;
  readonly participantId?: ParticipantId;
  readonly entries: readonly SyncEntry[];
  readonly shown: readonly string[];
  readonly message: string;
  resolvedBy?: SyncEntryRef;
}

type ReportAction = Extract<TournamentAction, { type: 'result' | 'correction' }>;

const matchKey = (stage: string, match: string): string => `${stage}\u0000${match}`;

function metaOf(entry: SyncEntry): ActionMeta {
  return {
    ...(entry.at === undefined ? {} : { at: entry.at }),
    ...(entry.by === undefined ? {} : { by: entry.by }),
  };
}

function who(entry: SyncEntry): string {
  return `${entry.by ?? 'someone'} on ${entry.device}${entry.at === undefined ? '' : ` at ${entry.at}`}`;
}

/** The report of a result or correction, without its type: what two entries are compared on. */
function reportOf(action: ReportAction): string {
  const { type: _type, ...report } = action;
  return canonicalJson(report);
}

/** The players of a match: open matches of any format, or any reported Swiss table. */
function playersOf(event: TournamentState, stage: string, match: string): readonly ParticipantId[] {
  const open = openMatches(event, stage).find((m) => m.id === match);
  if (open !== undefined) return open.players;
  const engine = event.stages.find((s) => s.id === stage)?.engine;
  if (engine?.format !== 'swiss') return [];
  for (const round of engine.state.rounds) {
    for (const m of round.matches) if (`R${round.number}-T${m.table}` === match) return m.players;
  }
  return [];
}

/** The round a Swiss match id names (`R2-T5`: 2), or `undefined`. */
function swissRound(match: string): number | undefined {
  const found = /^R(\d+)-T\d+$/.exec(match);
  return found === null ? undefined : Number(found[1]);
}

function swissRounds(event: TournamentState, stage: string): number | undefined {
  const engine = event.stages.find((s) => s.id === stage)?.engine;
  return engine?.format === 'swiss' ? engine.state.rounds.length : undefined;
}

/**
 * Applies one action. Actions come from other devices, so their fields may be anything: an
 * engine that trips over a malformed field (a bug for a local caller, an outside input here)
 * refuses the entry instead of stopping the merge.
 */
function safeApply(
  event: TournamentState,
  action: TournamentAction,
  meta: ActionMeta,
): Result<TournamentState> {
  try {
    return applyAction(event, action, meta);
  } catch {
    return {
      ok: false,
      error: issue(
        E.invalidAction,
        `The "${action.type}" action could not be read: its fields are not what a "${action.type}" takes.`,
        '/action',
      ),
    };
  }
}

/**
 * Replays sync entries in merged order, one at a time, keeping what the conflict checks need:
 * every report per match, results per player, drops per player, Swiss pairings per stage.
 */
export class Merger {
  #event: TournamentState | null = null;
  readonly #order: SyncEntry[] = [];
  readonly #log: LogEntry[] = [];
  readonly #refused: RefusedEntry[] = [];
  readonly #conflicts = new Map<string, OpenConflict>();
  readonly #reports = new Map<string, ReportRecord[]>();
  readonly #resultsOf = new Map<
    ParticipantId,
    { entry: SyncEntry; stage: string; match: string }[]
  >();
  readonly #drops = new Map<ParticipantId, SyncEntry[]>();
  readonly #pairs = new Map<string, SyncEntry[]>();
  readonly #corrections = new Map<string, SyncEntry[]>();
  readonly #authority = new Authority();

  /** How many entries were replayed. */
  get count(): number {
    return this.#order.length;
  }

  /** The ids of the entries replayed, in merged order. */
  get ids(): readonly string[] {
    return this.#order.map((e) => e.id);
  }

  /** The merged event so far. */
  get event(): TournamentState | null {
    return this.#event;
  }

  /** Whether a conflict exists and is open. */
  isOpen(id: string): boolean {
    const c = this.#conflicts.get(id);
    return c !== undefined && c.resolvedBy === undefined;
  }

  /**
   * Why the device of `entry` may not append it (its role, or the lease), on the event as merged
   * so far; `undefined` when it may.
   */
  permission(entry: SyncEntry): Issue | undefined {
    const action = entry.action;
    const players =
      this.#event !== null && action.type === 'result'
        ? playersOf(this.#event, action.stage, action.match)
        : [];
    return this.#authority.refusal(entry, players);
  }

  /** Replays one more entry; it must sort after every entry replayed so far. */
  push(entry: SyncEntry): void {
    this.#order.push(entry);
    const action = entry.action;
    if (this.#event === null && action.type !== 'create') {
      this.#refuse(
        entry,
        issue(
          E.noEvent,
          `"${action.type}" came before the event was created: the merged log has no "create" entry before it.`,
        ),
      );
      return;
    }
    const denied = this.permission(entry);
    if (denied !== undefined) {
      this.#refuse(entry, denied);
      return;
    }
    if (action.type === 'resolve') {
      this.#resolve(entry, action.conflict);
      return;
    }
    if (action.type === 'grant' || action.type === 'lease' || action.type === 'release') {
      this.#authority.take(entry);
      return;
    }
    if (this.#event === null) {
      const created = createTournamentSafely(
        action as Extract<TournamentAction, { type: 'create' }>,
        metaOf(entry),
      );
      if (!created.ok) {
        this.#refuse(entry, created.error);
        return;
      }
      this.#authority.take(entry);
      this.#event = created.value;
      this.#log.push(...created.value.log);
      return;
    }
    const event = this.#event;
    const isReport = action.type === 'result' || action.type === 'correction';
    const players = isReport ? playersOf(event, action.stage, action.match) : [];
    const roundsBefore = isReport ? swissRounds(event, action.stage) : undefined;
    const done = safeApply(event, action, metaOf(entry));
    if (isReport) this.#report(entry, action, done.ok, players, roundsBefore);
    if (action.type === 'drop' && done.ok) this.#drop(entry, action.participantId);
    if (!done.ok) {
      this.#refuse(entry, this.#sameResult(entry) ?? done.error);
      return;
    }
    this.#event = done.value;
    this.#log.push(done.value.log.at(-1) as LogEntry);
    if (action.type === 'pair') {
      const list = this.#pairs.get(action.stage) ?? [];
      list.push(entry);
      this.#pairs.set(action.stage, list);
      this.#pairedWithout(entry, action.stage);
    }
  }

  /**
   * A Swiss round paired on a device that had not seen a correction of an earlier round: the
   * merged event pairs it on the corrected result, so its tables differ from what that device showed.
   */
  #pairedWithout(pair: SyncEntry, stage: string): void {
    const rounds = this.#event === null ? undefined : swissRounds(this.#event, stage);
    if (rounds === undefined) return;
    for (const correction of this.#corrections.get(stage) ?? []) {
      const action = correction.action as ReportAction;
      const round = swissRound(action.match);
      if (round === undefined || round >= rounds || !concurrent(pair, correction)) continue;
      this.#open('correction-after-pairing', action, [correction, pair], {
        shown: [correction.id, pair.id],
        message: `Round ${rounds} of "${stage}" was paired by ${who(pair)} without the correction of match ${action.match} by ${who(correction)}: the merged event pairs it on the corrected result, so its tables may differ from what that device showed. A judge checks the pairings and resolves it.`,
      });
    }
  }

  /** The merge as it stands. */
  snapshot(warnings: readonly Issue[]): MergedEvent {
    const conflicts: SyncConflict[] = [];
    const disputed = new Map<string, { stage: string; match: string; conflicts: string[] }>();
    for (const c of this.#conflicts.values()) {
      conflicts.push({
        id: c.id,
        kind: c.kind,
        stage: c.stage,
        match: c.match,
        ...(c.participantId === undefined ? {} : { participantId: c.participantId }),
        entries: c.entries.map(refOf),
        shown: c.shown,
        ...(c.resolvedBy === undefined ? {} : { resolvedBy: c.resolvedBy }),
        message: c.message,
      });
      if (c.resolvedBy !== undefined || c.kind === 'correction-after-pairing') continue;
      const d = disputed.get(c.key) ?? { stage: c.stage, match: c.match, conflicts: [] };
      d.conflicts.push(c.id);
      disputed.set(c.key, d);
    }
    return {
      event: this.#event,
      order: [...this.#order],
      log: [...this.#log],
      conflicts,
      disputed: [...disputed.values()] as DisputedMatch[],
      refused: [...this.#refused],
      roles: Object.fromEntries(this.#authority.roles),
      lease: this.#authority.lease,
      warnings,
    };
  }

  #refuse(entry: SyncEntry, error: Issue): void {
    this.#refused.push({ entry: refOf(entry), error });
  }

  /** A second `result` equal to the one the match already shows: agreement, not a conflict. */
  #sameResult(entry: SyncEntry): Issue | undefined {
    const action = entry.action;
    if (action.type !== 'result') return undefined;
    const records = this.#reports.get(matchKey(action.stage, action.match)) ?? [];
    const current = records.filter((r) => r.applied).at(-1);
    if (current === undefined || current.report !== reportOf(action)) return undefined;
    return issue(
      E.sameResult,
      `Match ${action.match} already has this result (entered by ${who(current.entry)}): nothing to change.`,
      '/action/match',
    );
  }

  #report(
    entry: SyncEntry,
    action: ReportAction,
    applied: boolean,
    players: readonly ParticipantId[],
    roundsBefore: number | undefined,
  ): void {
    const key = matchKey(action.stage, action.match);
    const records = this.#reports.get(key) ?? [];
    const report = reportOf(action);
    if (applied && action.type === 'correction') {
      // A correction made after seeing every entry of a dispute about this match settles it.
      for (const c of this.#conflicts.values()) {
        if (c.key !== key || c.resolvedBy !== undefined || c.kind === 'correction-after-pairing')
          continue;
        if (c.entries.every((e) => hasSeen(entry, e))) c.resolvedBy = refOf(entry);
      }
    }
    const rivals = records.filter((r) => r.report !== report && concurrent(r.entry, entry));
    if (rivals.length > 0) {
      const shown = applied ? entry : records.filter((r) => r.applied).at(-1)?.entry;
      this.#open('two-results', action, [...rivals.map((r) => r.entry), entry], {
        shown: shown === undefined ? [] : [shown.id],
        message: `Match ${action.match} of "${action.stage}" has different results entered without seeing each other (${[...rivals.map((r) => r.entry), entry].map(who).join('; ')}). A judge settles it with a correction of the match or a resolve.`,
      });
    }
    if (applied && action.type === 'correction' && roundsBefore !== undefined) {
      const list = this.#corrections.get(action.stage) ?? [];
      list.push(entry);
      this.#corrections.set(action.stage, list);
      const round = swissRound(action.match);
      const later = this.#pairs.get(action.stage)?.[round ?? Number.POSITIVE_INFINITY];
      if (round !== undefined && roundsBefore > round && later !== undefined) {
        this.#open('correction-after-pairing', action, [later, entry], {
          shown: [later.id, entry.id],
          message: `Match ${action.match} of "${action.stage}" was corrected by ${who(entry)} after round ${round + 1} was paired on its old result (by ${who(later)}). The later pairings stand until a judge re-pairs or resolves it.`,
        });
      }
    }
    for (const p of players) {
      for (const drop of this.#drops.get(p) ?? []) {
        if (concurrent(drop, entry)) this.#race(drop, entry, action, p, applied);
      }
      const list = this.#resultsOf.get(p) ?? [];
      list.push({ entry, stage: action.stage, match: action.match });
      this.#resultsOf.set(p, list);
    }
    records.push({ entry, report, applied });
    this.#reports.set(key, records);
  }

  #drop(entry: SyncEntry, participantId: ParticipantId): void {
    for (const r of this.#resultsOf.get(participantId) ?? []) {
      const action = r.entry.action as ReportAction;
      const applied = (this.#reports.get(matchKey(r.stage, r.match)) ?? []).some(
        (x) => x.entry === r.entry && x.applied,
      );
      if (concurrent(r.entry, entry)) this.#race(entry, r.entry, action, participantId, applied);
    }
    const list = this.#drops.get(participantId) ?? [];
    list.push(entry);
    this.#drops.set(participantId, list);
  }

  #race(
    drop: SyncEntry,
    result: SyncEntry,
    action: ReportAction,
    participantId: ParticipantId,
    resultApplied: boolean,
  ): void {
    const [first, second] = compareEntries(drop, result) < 0 ? [drop, result] : [result, drop];
    this.#open('drop-result-race', action, [first, second], {
      participantId,
      shown: resultApplied ? [first.id, second.id] : [drop.id],
      message: `"${participantId}" was dropped by ${who(drop)} while a result of match ${action.match} was entered by ${who(result)}, neither seeing the other. A judge settles it with a correction of the match or a resolve.`,
    });
  }

  #open(
    kind: ConflictKind,
    action: ReportAction,
    entries: readonly SyncEntry[],
    rest: { shown: readonly string[]; message: string; participantId?: ParticipantId },
  ): void {
    const id = `${kind}:${entries.map((e) => e.id).join('+')}`;
    if (this.#conflicts.has(id)) return;
    this.#conflicts.set(id, {
      id,
      kind,
      key: matchKey(action.stage, action.match),
      stage: action.stage,
      match: action.match,
      entries,
      ...rest,
    });
  }

  #resolve(entry: SyncEntry, id: string): void {
    const c = this.#conflicts.get(id);
    if (c === undefined || c.resolvedBy !== undefined) {
      this.#refuse(
        entry,
        issue(
          E.unknownConflict,
          c === undefined
            ? `There is no conflict "${id}" in the merged log: check the id (MergedEvent.conflicts lists them).`
            : `Conflict "${id}" was already resolved by ${c.resolvedBy?.by ?? 'someone'} on ${c.resolvedBy?.device}.`,
          '/action/conflict',
        ),
      );
      return;
    }
    if (!c.entries.every((e) => hasSeen(entry, e))) {
      this.#refuse(
        entry,
        issue(
          E.unseenConflict,
          `Conflict "${id}" was resolved on ${entry.device} before that device had every entry of it: sync the device, look at the conflict again, then resolve it.`,
          '/action/conflict',
        ),
      );
      return;
    }
    c.resolvedBy = refOf(entry);
  }
}

function createTournamentSafely(
  action: Extract<TournamentAction, { type: 'create' }>,
  meta: ActionMeta,
): Result<TournamentState> {
  try {
    return createTournament(action.settings, action.seed, meta);
  } catch {
    return {
      ok: false,
      error: issue(
        E.invalidAction,
        'The "create" action could not be read: its settings are not event settings.',
        '/action',
      ),
    };
  }
}

/**
 * Merges the entries of a shared log (anything any device wrote) into one order and replays it:
 * the event, the tournament log it replays from, the conflicts (who entered what, when), the
 * disputed matches and the entries the event could not take. Every device with the same entries
 * gets the same merge, whatever order they arrived in. Never throws.
 *
 * @example
 * ```ts
 * const merged = mergeEntries(doc.getArray('tcgkit-sync-log').toArray());
 * merged.conflicts.filter((c) => c.resolvedBy === undefined); // what a judge has to look at
 * ```
 */
export function mergeEntries(values: readonly unknown[]): MergedEvent {
  const { entries, warnings } = readEntries(values);
  const merger = new Merger();
  for (const entry of entries) merger.push(entry);
  return merger.snapshot(warnings);
}
