/**
 * The brackets-manager data model (brackets-model 1.x: participant, stage, group, round, match,
 * match_game) to a tcgkit {@link BmBracket} and back, and to a `BracketView` for `<tcg-bracket>`.
 * @module
 */
import type {
  BracketMatch,
  BracketRound,
  BracketSection,
  BracketSlot,
  BracketView,
  Issue,
  MatchStatus,
  Participant,
  Result,
} from '@tcgkit/core';
import { err, issue, ok } from '@tcgkit/core';
import { notBmBracket } from './bm-placements.js';
import { InteropErrors } from './errors.js';

/** An id in brackets-manager: a number (memory and SQL storages) or a string. */
export type BmId = number | string;

/** One side of a brackets-manager match. `null` for the whole side is a BYE. */
export interface BmOpponent {
  /** `null` while the side is still to be decided. */
  readonly id: BmId | null;
  /** The seed position (first round) or the drop-in order (loser bracket). */
  readonly position?: number;
  readonly score?: number;
  readonly result?: 'win' | 'draw' | 'loss';
  readonly forfeit?: boolean;
}

/** A match, or a child game (`parentId` set). `status` is brackets-model's `Status` (0 locked ... 6). */
export interface BmMatch {
  readonly id: BmId;
  readonly groupId: BmId;
  readonly roundId: BmId;
  readonly number: number;
  readonly childCount: number;
  readonly status: number;
  readonly opponent1: BmOpponent | null;
  readonly opponent2: BmOpponent | null;
}

/** A child game of a match (best-of series). */
export interface BmMatchGame {
  readonly id: BmId;
  readonly parentId: BmId;
  readonly number: number;
  readonly status: number;
  readonly opponent1: BmOpponent | null;
  readonly opponent2: BmOpponent | null;
}

/** The formats brackets-manager stages have, in tcgkit's words. */
export type BmFormat = 'single-elimination' | 'double-elimination' | 'round-robin';

/**
 * One brackets-manager stage as plain JSON, with tcgkit names: what {@link fromBracketsManager}
 * returns and {@link toBracketsManager} writes back. Ids are kept as given.
 */
export interface BmBracket {
  readonly schemaVersion: 1;
  readonly format: BmFormat;
  readonly stage: {
    readonly id: BmId;
    readonly tournamentId: BmId;
    readonly name: string;
    readonly number: number;
    /** The stage's settings object as brackets-manager stored it (plain JSON). */
    readonly settings: Readonly<Record<string, unknown>>;
  };
  readonly participants: readonly {
    readonly id: BmId;
    readonly tournamentId: BmId;
    readonly name: string;
  }[];
  readonly groups: readonly { readonly id: BmId; readonly number: number }[];
  readonly rounds: readonly {
    readonly id: BmId;
    readonly groupId: BmId;
    readonly number: number;
  }[];
  readonly matches: readonly BmMatch[];
  readonly matchGames: readonly BmMatchGame[];
}

/** What {@link toBracketsManager} returns: brackets-manager's tables for the one stage. */
export interface BmDatabase {
  participant: { id: BmId; tournament_id: BmId; name: string }[];
  stage: {
    id: BmId;
    tournament_id: BmId;
    name: string;
    type: string;
    settings: Record<string, unknown>;
    number: number;
  }[];
  group: { id: BmId; stage_id: BmId; number: number }[];
  round: { id: BmId; stage_id: BmId; group_id: BmId; number: number }[];
  match: {
    id: BmId;
    stage_id: BmId;
    group_id: BmId;
    round_id: BmId;
    number: number;
    child_count: number;
    status: number;
    opponent1: BmOpponent | null;
    opponent2: BmOpponent | null;
  }[];
  match_game: {
    id: BmId;
    stage_id: BmId;
    parent_id: BmId;
    number: number;
    status: number;
    opponent1: BmOpponent | null;
    opponent2: BmOpponent | null;
  }[];
}

const TYPES: Readonly<Record<string, BmFormat>> = {
  single_elimination: 'single-elimination',
  double_elimination: 'double-elimination',
  round_robin: 'round-robin',
};
const TYPE_OF: Readonly<Record<BmFormat, string>> = {
  'single-elimination': 'single_elimination',
  'double-elimination': 'double_elimination',
  'round-robin': 'round_robin',
};

class Stop {
  constructor(readonly problem: Issue) {}
}
const fail = (message: string, path: string): never => {
  throw new Stop(issue(InteropErrors.bmInvalid, message, path));
};
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is BmId =>
  (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) ||
  (typeof v === 'string' && v.length > 0 && v.length <= 200);
const show = (v: unknown): string =>
  typeof v === 'string'
    ? JSON.stringify(v.slice(0, 40))
    : v === null
      ? 'null'
      : Array.isArray(v)
        ? 'a list'
        : typeof v === 'object'
          ? 'an object'
          : String(v);

function id(v: unknown, path: string): BmId {
  if (!isId(v))
    fail(`An id must be a whole number ≥ 0 or a non-empty string, not ${show(v)}.`, path);
  return v as BmId;
}
function whole(v: unknown, path: string): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0)
    fail(`Expected a whole number ≥ 0, not ${show(v)}.`, path);
  return v as number;
}
function table(
  data: Record<string, unknown>,
  name: string,
  required: boolean,
): Record<string, unknown>[] {
  const rows = data[name];
  if (rows === undefined && !required) return [];
  if (!Array.isArray(rows))
    return fail(
      `The dataset needs a "${name}" list (brackets-manager's ${name} table).`,
      `/${name}`,
    );
  rows.forEach((row, i) => {
    if (!isObject(row)) fail(`Each ${name} must be an object, not ${show(row)}.`, `/${name}/${i}`);
  });
  return rows as Record<string, unknown>[];
}

const OPPONENT_KEYS = new Set(['id', 'position', 'score', 'result', 'forfeit']);
function opponent(
  v: unknown,
  path: string,
  participants: ReadonlySet<BmId>,
  warnings: Issue[],
): BmOpponent | null {
  if (v === null || v === undefined) return null;
  if (!isObject(v)) return fail(`An opponent is an object or null (a BYE), not ${show(v)}.`, path);
  const out: { -readonly [K in keyof BmOpponent]: BmOpponent[K] } = { id: null };
  if (v.id !== null && v.id !== undefined) {
    out.id = id(v.id, `${path}/id`);
    if (!participants.has(out.id))
      fail(
        `Opponent ${show(out.id)} is not a participant of the stage's tournament.`,
        `${path}/id`,
      );
  }
  if (v.position !== undefined) out.position = whole(v.position, `${path}/position`);
  if (v.score !== undefined) {
    if (typeof v.score !== 'number' || !Number.isFinite(v.score))
      fail(`A score is a number, not ${show(v.score)}.`, `${path}/score`);
    out.score = v.score as number;
  }
  if (v.result !== undefined) {
    if (v.result !== 'win' && v.result !== 'draw' && v.result !== 'loss')
      fail(`A result is "win", "draw" or "loss", not ${show(v.result)}.`, `${path}/result`);
    out.result = v.result as 'win' | 'draw' | 'loss';
  }
  if (v.forfeit !== undefined) {
    if (typeof v.forfeit !== 'boolean')
      fail(`forfeit is true or false, not ${show(v.forfeit)}.`, `${path}/forfeit`);
    out.forfeit = v.forfeit as boolean;
  }
  for (const key of Object.keys(v)) {
    if (!OPPONENT_KEYS.has(key))
      warnings.push(
        issue(
          InteropErrors.bmIgnored,
          `Opponent field "${key}" is not read; it is not written back.`,
          `${path}/${key}`,
        ),
      );
  }
  return out;
}

/** Plain JSON only (the stage settings are copied, and must survive `JSON.stringify`). */
function plainJson(v: unknown, path: string, depth = 0): unknown {
  if (depth > 8) return fail('The stage settings nest too deep.', path);
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'number')
    return Number.isFinite(v) ? v : fail(`Settings hold ${v}, which is not JSON.`, path);
  if (Array.isArray(v)) return v.map((x, i) => plainJson(x, `${path}/${i}`, depth + 1));
  if (isObject(v)) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = plainJson(x, `${path}/${k}`, depth + 1);
    return out;
  }
  return fail(`Settings hold ${typeof v}, which is not JSON.`, path);
}

/** Options of {@link fromBracketsManager}. */
export interface FromBracketsManagerOptions {
  /** Which stage to read when the dataset holds several. Default: the only one. */
  readonly stageId?: BmId;
}

/**
 * Reads one stage of a brackets-manager dataset (what `manager.get.stageData(id)` or
 * `manager.export()` returns, or brackets-viewer's input) into a {@link BmBracket}. Total: any
 * value gives a result or an `interop/bm-invalid` / `interop/bm-unsupported` error with a path.
 *
 * @example
 * ```ts
 * const bracket = fromBracketsManager(await manager.get.stageData(0));
 * if (bracket.ok) bmBracketView(bracket.value); // for <tcg-bracket>
 * ```
 */
export function fromBracketsManager(
  data: unknown,
  options: FromBracketsManagerOptions = {},
): Result<BmBracket> {
  if (!isObject(data)) {
    return err(
      InteropErrors.notText,
      `fromBracketsManager takes a brackets-manager dataset (an object of tables), not ${show(data)}.`,
      '',
    );
  }
  const warnings: Issue[] = [];
  try {
    // `manager.get.stageData` and `manager.export` give a list; accept one stage object too.
    const stages = isObject(data.stage) ? [data.stage] : table(data, 'stage', true);
    let s = -1;
    if (options.stageId === undefined) {
      if (stages.length !== 1)
        fail(`The dataset holds ${stages.length} stages; pass { stageId } to pick one.`, '/stage');
      s = 0;
    } else {
      s = stages.findIndex((x) => x.id === options.stageId);
      if (s < 0) fail(`No stage has id ${show(options.stageId)}.`, '/stage');
    }
    const st = stages[s] as Record<string, unknown>;
    const sp = `/stage/${s}`;
    const stageId = id(st.id, `${sp}/id`);
    const format = typeof st.type === 'string' ? TYPES[st.type] : undefined;
    if (format === undefined) {
      throw new Stop(
        issue(
          InteropErrors.bmUnsupported,
          `Stage type ${show(st.type)} is not one of single_elimination, double_elimination, round_robin.`,
          `${sp}/type`,
        ),
      );
    }
    if (typeof st.name !== 'string')
      fail(`A stage name is a string, not ${show(st.name)}.`, `${sp}/name`);
    if (st.settings !== undefined && !isObject(st.settings))
      fail('Stage settings are an object.', `${sp}/settings`);
    const tournamentId = id(st.tournament_id, `${sp}/tournament_id`);
    const stage = {
      id: stageId,
      tournamentId,
      name: st.name as string,
      number: whole(st.number, `${sp}/number`),
      settings: plainJson(st.settings ?? {}, `${sp}/settings`) as Record<string, unknown>,
    };

    const participants: BmBracket['participants'][number][] = [];
    const participantIds = new Set<BmId>();
    table(data, 'participant', true).forEach((p, i) => {
      const path = `/participant/${i}`;
      const pid = id(p.id, `${path}/id`);
      const tid = id(p.tournament_id, `${path}/tournament_id`);
      if (tid !== tournamentId) return;
      if (typeof p.name !== 'string')
        fail(`A participant name is a string, not ${show(p.name)}.`, `${path}/name`);
      if (participantIds.has(pid)) fail(`Participant id ${show(pid)} is used twice.`, `${path}/id`);
      participantIds.add(pid);
      participants.push({ id: pid, tournamentId: tid, name: p.name as string });
    });

    const groups: { id: BmId; number: number }[] = [];
    const groupIds = new Set<BmId>();
    table(data, 'group', true).forEach((g, i) => {
      if (id(g.stage_id, `/group/${i}/stage_id`) !== stageId) return;
      const gid = id(g.id, `/group/${i}/id`);
      groupIds.add(gid);
      groups.push({ id: gid, number: whole(g.number, `/group/${i}/number`) });
    });
    const rounds: { id: BmId; groupId: BmId; number: number }[] = [];
    const roundIds = new Set<BmId>();
    table(data, 'round', true).forEach((r, i) => {
      if (id(r.stage_id, `/round/${i}/stage_id`) !== stageId) return;
      const rid = id(r.id, `/round/${i}/id`);
      const groupId = id(r.group_id, `/round/${i}/group_id`);
      if (!groupIds.has(groupId))
        fail(
          `Round ${show(rid)} is in group ${show(groupId)}, which is not a group of the stage.`,
          `/round/${i}/group_id`,
        );
      roundIds.add(rid);
      rounds.push({ id: rid, groupId, number: whole(r.number, `/round/${i}/number`) });
    });
    const matches: BmMatch[] = [];
    const matchIds = new Set<BmId>();
    table(data, 'match', true).forEach((m, i) => {
      if (id(m.stage_id, `/match/${i}/stage_id`) !== stageId) return;
      const path = `/match/${i}`;
      const mid = id(m.id, `${path}/id`);
      const groupId = id(m.group_id, `${path}/group_id`);
      const roundId = id(m.round_id, `${path}/round_id`);
      if (!groupIds.has(groupId))
        fail(`The match's group ${show(groupId)} is not a group of the stage.`, `${path}/group_id`);
      if (!roundIds.has(roundId))
        fail(`The match's round ${show(roundId)} is not a round of the stage.`, `${path}/round_id`);
      matchIds.add(mid);
      matches.push({
        id: mid,
        groupId,
        roundId,
        number: whole(m.number, `${path}/number`),
        childCount: whole(m.child_count ?? 0, `${path}/child_count`),
        status: whole(m.status, `${path}/status`),
        opponent1: opponent(m.opponent1, `${path}/opponent1`, participantIds, warnings),
        opponent2: opponent(m.opponent2, `${path}/opponent2`, participantIds, warnings),
      });
    });
    const matchGames: BmMatchGame[] = [];
    table(data, 'match_game', false).forEach((g, i) => {
      if (id(g.stage_id, `/match_game/${i}/stage_id`) !== stageId) return;
      const path = `/match_game/${i}`;
      const parentId = id(g.parent_id, `${path}/parent_id`);
      if (!matchIds.has(parentId))
        fail(
          `The game's match ${show(parentId)} is not a match of the stage.`,
          `${path}/parent_id`,
        );
      matchGames.push({
        id: id(g.id, `${path}/id`),
        parentId,
        number: whole(g.number, `${path}/number`),
        status: whole(g.status, `${path}/status`),
        opponent1: opponent(g.opponent1, `${path}/opponent1`, participantIds, warnings),
        opponent2: opponent(g.opponent2, `${path}/opponent2`, participantIds, warnings),
      });
    });
    return ok(
      { schemaVersion: 1, format, stage, participants, groups, rounds, matches, matchGames },
      warnings,
    );
  } catch (e) {
    if (e instanceof Stop) return { ok: false, error: e.problem };
    throw e;
  }
}

const copyOpponent = (o: BmOpponent | null): BmOpponent | null => (o === null ? null : { ...o });

/**
 * Writes a {@link BmBracket} as brackets-manager tables (`participant`, `stage`, `group`,
 * `round`, `match`, `match_game`): import them into brackets-manager's storage, or give them to
 * brackets-viewer. `toBracketsManager(fromBracketsManager(data).value)` equals the stage's data.
 *
 * @example
 * ```ts
 * const tables = toBracketsManager(bracket);
 * await manager.import(tables); // brackets-manager 1.x
 * ```
 */
export function toBracketsManager(bracket: BmBracket): Result<BmDatabase> {
  const refused = notBmBracket(bracket, 'toBracketsManager');
  if (refused !== undefined) return refused;
  const stageId = bracket.stage.id;
  return ok({
    participant: bracket.participants.map((p) => ({
      id: p.id,
      tournament_id: p.tournamentId,
      name: p.name,
    })),
    stage: [
      {
        id: stageId,
        tournament_id: bracket.stage.tournamentId,
        name: bracket.stage.name,
        type: TYPE_OF[bracket.format],
        settings: structuredClone(bracket.stage.settings) as Record<string, unknown>,
        number: bracket.stage.number,
      },
    ],
    group: bracket.groups.map((g) => ({ id: g.id, stage_id: stageId, number: g.number })),
    round: bracket.rounds.map((r) => ({
      id: r.id,
      stage_id: stageId,
      group_id: r.groupId,
      number: r.number,
    })),
    match: bracket.matches.map((m) => ({
      id: m.id,
      stage_id: stageId,
      group_id: m.groupId,
      round_id: m.roundId,
      number: m.number,
      child_count: m.childCount,
      status: m.status,
      opponent1: copyOpponent(m.opponent1),
      opponent2: copyOpponent(m.opponent2),
    })),
    match_game: bracket.matchGames.map((g) => ({
      id: g.id,
      stage_id: stageId,
      parent_id: g.parentId,
      number: g.number,
      status: g.status,
      opponent1: copyOpponent(g.opponent1),
      opponent2: copyOpponent(g.opponent2),
    })),
  });
}

/** brackets-model `Status`: 0 Locked, 1 Waiting, 2 Ready, 3 Running, 4 Completed, 5 Archived. */
function statusOf(m: BmMatch): MatchStatus {
  if (m.opponent1 === null || m.opponent2 === null) return 'bye';
  if (m.status >= 4) return 'completed';
  if (m.status === 3) return 'in-progress';
  if (m.status === 2) return 'ready';
  return 'pending';
}

/** The participants of a bracket as tcgkit `Participant`s (ids as strings). */
export function bmParticipants(bracket: BmBracket): Participant[] {
  return bracket.participants.map((p) => ({ id: String(p.id), name: p.name }));
}

/**
 * The bracket as a tcgkit `BracketView` for `<tcg-bracket>`: sections from brackets-manager's
 * groups (single elimination: winners, then the consolation final as `third-place`; double
 * elimination: winners, losers, grand final), a match's winner linked to the match it feeds.
 * Round robin stages are not brackets: `interop/bm-unsupported`.
 *
 * @example
 * ```ts
 * element.view = unwrap(bmBracketView(bracket));
 * ```
 */
export function bmBracketView(bracket: BmBracket): Result<BracketView> {
  const refused = notBmBracket(bracket, 'bmBracketView');
  if (refused !== undefined) return refused;
  if (bracket.format === 'round-robin') {
    return err(
      InteropErrors.bmUnsupported,
      'A round-robin stage is a table of groups, not a bracket.',
      '/format',
    );
  }
  const names = new Map(bracket.participants.map((p) => [p.id, p.name] as const));
  const groupsInOrder = [...bracket.groups].sort((a, b) => a.number - b.number);
  const sectionOf = new Map<BmId, BracketSection>();
  groupsInOrder.forEach((g, i) => {
    const section: BracketSection =
      bracket.format === 'single-elimination'
        ? i === 0
          ? 'winners'
          : 'third-place'
        : i === 0
          ? 'winners'
          : i === 1
            ? 'losers'
            : 'grand-final';
    sectionOf.set(g.id, section);
  });
  const roundsOf = new Map<BmId, { id: BmId; number: number; matches: BmMatch[] }[]>();
  for (const g of groupsInOrder) roundsOf.set(g.id, []);
  const roundById = new Map<BmId, { id: BmId; number: number; matches: BmMatch[] }>();
  for (const r of [...bracket.rounds].sort((a, b) => a.number - b.number)) {
    const entry = { id: r.id, number: r.number, matches: [] as BmMatch[] };
    roundsOf.get(r.groupId)?.push(entry);
    roundById.set(r.id, entry);
  }
  for (const m of bracket.matches) roundById.get(m.roundId)?.matches.push(m);
  for (const rounds of roundsOf.values())
    for (const r of rounds) r.matches.sort((a, b) => a.number - b.number);

  const mid = (m: BmMatch): string => `match-${m.id}`;
  const link = new Map<BmId, { to: BmMatch; slot?: 0 | 1 }>();
  const firstMatchOf = (groupIndex: number): BmMatch | undefined => {
    const g = groupsInOrder[groupIndex];
    return g === undefined ? undefined : roundsOf.get(g.id)?.[0]?.matches[0];
  };
  groupsInOrder.forEach((g, gi) => {
    const rounds = roundsOf.get(g.id) ?? [];
    rounds.forEach((round, k) => {
      const next = rounds[k + 1];
      for (const m of round.matches) {
        if (next !== undefined) {
          if (next.matches.length === round.matches.length) {
            const to = next.matches[m.number - 1];
            if (to !== undefined) link.set(m.id, { to });
          } else {
            const to = next.matches[Math.ceil(m.number / 2) - 1];
            if (to !== undefined) link.set(m.id, { to, slot: m.number % 2 === 1 ? 0 : 1 });
          }
        } else if (bracket.format === 'double-elimination' && gi < 2) {
          // The winners' and losers' finals feed the grand final (winners' side first).
          const to = firstMatchOf(2);
          if (to !== undefined) link.set(m.id, { to, slot: gi === 0 ? 0 : 1 });
        }
      }
    });
  });

  // Double elimination: a winners' bracket loser drops into the losers' bracket where
  // brackets-manager placed them: a drop-in slot's `position` is the number of the winners'
  // match it comes from (losers' round 1 from winners' round 1, round 2k from winners' k + 1).
  const loserLink = new Map<BmId, { to: BmMatch; slot: 0 | 1 }>();
  const winnersRounds = roundsOf.get(groupsInOrder[0]?.id ?? '') ?? [];
  if (bracket.format === 'double-elimination') {
    const losers = roundsOf.get(groupsInOrder[1]?.id ?? '') ?? [];
    losers.forEach((round, k) => {
      const from = k === 0 ? 0 : k % 2 === 1 ? (k + 1) / 2 : -1;
      const source = winnersRounds[from];
      if (source === undefined) return;
      for (const m of round.matches) {
        [m.opponent1, m.opponent2].forEach((o, s) => {
          const feeder = o?.position === undefined ? undefined : source.matches[o.position - 1];
          if (feeder !== undefined) loserLink.set(feeder.id, { to: m, slot: s as 0 | 1 });
        });
      }
    });
  }

  const slot = (o: BmOpponent | null, first: boolean): BracketSlot => {
    if (o === null) return { bye: true, source: { type: 'bye' } };
    if (o.id === null) return {};
    const s: { -readonly [K in keyof BracketSlot]: BracketSlot[K] } = {
      participantId: String(o.id),
      name: names.get(o.id) ?? String(o.id),
    };
    if (o.position !== undefined && first) s.seed = o.position;
    if (o.score !== undefined) s.score = o.score;
    if (o.result !== undefined) s.outcome = o.result;
    return s;
  };

  const rounds: BracketRound[] = [];
  groupsInOrder.forEach((g, gi) => {
    const section = sectionOf.get(g.id) as BracketSection;
    const list = roundsOf.get(g.id) ?? [];
    list.forEach((round, k) => {
      const matches: BracketMatch[] = round.matches.map((m) => {
        const to = link.get(m.id);
        const first = gi === 0 && k === 0;
        const match: { -readonly [K in keyof BracketMatch]: BracketMatch[K] } = {
          id: mid(m),
          label: `${section === 'winners' ? 'W' : section === 'losers' ? 'L' : section === 'grand-final' ? 'GF' : '3P'}${round.number}.${m.number}`,
          status: statusOf(m),
          slots: [slot(m.opponent1, first), slot(m.opponent2, first)],
        };
        if (to !== undefined) {
          match.winnerTo = mid(to.to);
          if (to.slot !== undefined) match.winnerToSlot = to.slot;
        }
        const drop = loserLink.get(m.id);
        if (drop !== undefined) {
          match.loserTo = mid(drop.to);
          match.loserToSlot = drop.slot;
        }
        if (section === 'grand-final' && k === 1) match.conditional = true;
        return match;
      });
      const last = k === list.length - 1;
      const name =
        section === 'grand-final'
          ? k === 0
            ? 'Grand final'
            : 'Grand final reset'
          : section === 'third-place'
            ? 'Third place'
            : last && section === 'winners'
              ? bracket.format === 'single-elimination'
                ? 'Final'
                : 'Winners final'
              : last
                ? 'Losers final'
                : `${section === 'losers' ? 'Losers round' : 'Round'} ${round.number}`;
      rounds.push({ id: `round-${round.id}`, section, number: round.number, name, matches });
    });
  });
  const view: { -readonly [K in keyof BracketView]: BracketView[K] } = {
    kind: 'bracket',
    format: bracket.format,
    rounds,
  };
  if (bracket.stage.name !== '') view.title = bracket.stage.name;
  // brackets-model: 1 Waiting, 2 Ready, 3 Running. With none of those left, nothing can be played.
  view.complete = !bracket.matches.some((m) => m.status >= 1 && m.status <= 3);
  return ok(view);
}
