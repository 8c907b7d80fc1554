/**
 * A Swiss stage run in tcgkit as a TOM file, to move the event into TOM.
 * @module
 */
import type { ParticipantId } from '@tcgkit/core';
import type { EliminationState } from '@tcgkit/elimination';
import { type SwissStage, standingsInputOf } from '@tcgkit/swiss';
import { computeStandings, presets, type StandingsSettings } from '@tcgkit/tiebreakers';
import type { TomField, TomFile, TomMatch, TomPlayer, TomRound } from './tom-types.js';

/** What a TOM file needs that a Swiss stage does not hold. */
export interface TomFromSwissOptions {
  /** The event name (`<data><name>`). */
  readonly name: string;
  /** The sanctioned tournament id (`<data><id>`), for example `26-06-000394`. Default empty. */
  readonly tournamentId?: string;
  /** TOM category of the pod and its standings: `0` juniors, `1` seniors, `2` masters. Default `2`. */
  readonly category?: string;
  /** Start date as TOM writes it, `MM/DD/YYYY`. Default empty. */
  readonly startDate?: string;
  /** Each player's first and last name; default: the name split at its first space. */
  readonly names?: Readonly<
    Record<ParticipantId, { readonly first: string; readonly last: string }>
  >;
  /**
   * The rules the final places are computed with. Default `presets.playPokemon` (TOM's own).
   * `tomFromTournament` passes the rules the event's stage used, so the file has its order.
   */
  readonly standings?: StandingsSettings;
  /** TOM's event mode (`<tournament mode>`): `LEAGUECHALLENGE` (default), `LEAGUECUP`, `PRERELEASE`, `VGCPREMIER`... */
  readonly mode?: string;
  /** `<data>` fields TOM writes, each default empty: city, state, country. */
  readonly city?: string;
  readonly state?: string;
  readonly country?: string;
  /** Round time in minutes (`roundtime`, `finalsroundtime`). Default 50. */
  readonly roundTime?: number;
  /** The organizer (`<organizer popid name>`). Default empty. */
  readonly organizer?: { readonly popid: string; readonly name: string };
  /** Each player's birth date as TOM writes it, `MM/DD/YYYY` (TOM's divisions come from it). Default empty. */
  readonly birthdates?: Readonly<Record<ParticipantId, string>>;
  /** The time written in TOM's timestamp fields, `MM/DD/YYYY HH:MM:SS`. Default empty. */
  readonly timestamp?: string;
  /**
   * The top cut: an `@tcgkit/elimination` single-elimination bracket of the stage's qualifiers;
   * its rounds are written as TOM's top-cut rounds (type 1), a decided match as outcome 1 or 2.
   */
  readonly topCut?: EliminationState;
}

/**
 * A TOM file for a tcgkit Swiss stage: every player (with their drop, in initial-seed order, which
 * is TOM's last tiebreak), every round with its
 * tables, results (a win as outcome 1 or 2, a drawn match as 3, unreported as 0) and bye, and,
 * once the stage is finished, the final places computed with `presets.playPokemon` (or the
 * `standings` option). Give it to
 * {@link exportTom}; `importTom` of the XML gives the same rounds back.
 *
 * @example
 * ```ts
 * const xml = exportTom(tomFromSwiss(stage, { name: 'League Challenge', category: '2' }));
 * ```
 */
export function tomFromSwiss(stage: SwissStage, options: TomFromSwissOptions): TomFile {
  const category = options.category ?? '2';
  const split = (id: ParticipantId, name: string | undefined) => {
    const given = options.names?.[id];
    if (given !== undefined) return given;
    const full = (name ?? id).trim();
    const at = full.indexOf(' ');
    return at < 0
      ? { first: full, last: '' }
      : { first: full.slice(0, at), last: full.slice(at + 1).trim() };
  };
  // `<players>` order is the last tiebreak when the file is read back: write it in seed order.
  const bySeed = [...stage.players].sort(
    (a, b) =>
      (a.initialSeed ?? Number.MAX_SAFE_INTEGER) - (b.initialSeed ?? Number.MAX_SAFE_INTEGER),
  );
  const stamp = options.timestamp ?? '';
  const players: TomPlayer[] = bySeed.map((p) => {
    const { first, last } = split(p.id, p.name);
    return {
      id: p.id,
      firstName: first,
      lastName: last,
      fields: [
        { name: 'birthdate', value: options.birthdates?.[p.id] ?? '' },
        { name: 'starter', value: 'true' },
        { name: 'creationdate', value: stamp },
        { name: 'lastmodifieddate', value: stamp },
      ],
      ...(p.droppedAfterRound === undefined
        ? {}
        : { dropped: { status: '1', round: p.droppedAfterRound, timestamp: stamp } }),
    };
  });
  const roundFields: TomField[] = [
    { name: 'timeleft', value: '0' },
    { name: 'pairtime', value: stamp },
    { name: 'starttime', value: stamp },
  ];
  const matchFields: TomField[] = [{ name: 'timestamp', value: stamp }];
  const rounds: TomRound[] = stage.rounds.map((round) => {
    const matches: TomMatch[] = [];
    if (round.bye !== undefined)
      matches.push({ outcome: 5, players: [round.bye], table: 0, fields: matchFields });
    // A late entrant's rounds before they joined: TOM's late loss, outcome 8, no opponent.
    for (const p of bySeed) {
      if (p.joinedAfterRound !== undefined && round.number <= p.joinedAfterRound)
        matches.push({ outcome: 8, players: [p.id], table: 0, fields: matchFields });
    }
    for (const m of round.matches) {
      const g = m.result?.games;
      const outcome = g === undefined ? 0 : g[0] > g[1] ? 1 : g[1] > g[0] ? 2 : 3;
      matches.push({ outcome, players: m.players, table: m.table, fields: matchFields });
    }
    return { number: round.number, type: 2, stage: '5', fields: roundFields, matches };
  });
  const cut = options.topCut === undefined ? [] : cutRounds(options.topCut, rounds.length);
  for (const r of cut)
    rounds.push({
      ...r,
      fields: roundFields,
      matches: r.matches.map((m) => ({ ...m, fields: matchFields })),
    });
  const roundTime = String(options.roundTime ?? 50);
  const data: TomField[] = [
    { name: 'name', value: options.name },
    { name: 'id', value: options.tournamentId ?? '' },
    { name: 'city', value: options.city ?? '' },
    { name: 'state', value: options.state ?? '' },
    { name: 'country', value: options.country ?? '' },
    { name: 'roundtime', value: roundTime },
    { name: 'finalsroundtime', value: roundTime },
    { name: 'startdate', value: options.startDate ?? '' },
    { name: 'lessswiss', value: 'false' },
    { name: 'autotablenumber', value: 'true' },
    { name: 'overflowtablestart', value: '0' },
  ];
  const done = stage.status === 'finished';
  const cutSize = options.topCut?.participants.length ?? 0;
  const file: TomFile = {
    attributes: [
      { name: 'type', value: '2' },
      { name: 'stage', value: done ? '5' : '2' },
      { name: 'version', value: '1.84' },
      { name: 'gametype', value: 'TRADING_CARD_GAME' },
      { name: 'mode', value: options.mode ?? 'LEAGUECHALLENGE' },
    ],
    data,
    organizer: options.organizer ?? { popid: '', name: '' },
    fields: [{ name: 'timeelapsed', value: '0' }],
    players,
    pods: [
      {
        category,
        stage: done ? '5' : '2',
        podData: [
          { name: 'startingtable', value: '1' },
          { name: 'playoff3rd4th', value: 'false' },
          { name: 'subgroupcount', value: '1' },
          { name: 'additionalrounds', value: '0' },
          { name: 'blockedranges', value: '' },
        ],
        subgroups: [{ number: '1', players: bySeed.map((p) => p.id) }],
        rounds,
      },
    ],
    finalsOptions: [
      {
        key: category,
        options: cutSize === 0 ? [0] : [0, cutSize],
        cut: cutSize,
        fields: [
          { name: 'playercount', value: String(bySeed.length) },
          { name: 'paired3rd4th', value: 'false' },
        ],
      },
    ],
  };
  if (stage.status !== 'finished') return file;
  const rows = computeStandings({
    ...standingsInputOf(stage, false),
    settings: options.standings ?? presets.playPokemon,
  });
  return {
    ...file,
    standings: [
      {
        category,
        type: 'finished',
        places: rows.map((r, i) => ({ id: r.playerId, place: i + 1 })),
      },
    ],
  };
}

/** The bracket's rounds as TOM's top-cut rounds (type 1), numbered after the Swiss rounds. */
function cutRounds(bracket: EliminationState, swissRounds: number): TomRound[] {
  const byRound = new Map<number, TomMatch[]>();
  for (const m of bracket.matches) {
    if (m.section !== 'winners') continue;
    const [a, b] = m.slots;
    if (a.participantId === null || b.participantId === null) continue;
    const result = m.result;
    if (result?.type === 'bye') continue;
    const outcome = result === null ? 0 : result.winner === 0 ? 1 : 2;
    const list = byRound.get(m.round) ?? [];
    list.push({
      outcome,
      players: [a.participantId, b.participantId],
      table: m.number,
      fields: [],
    });
    byRound.set(m.round, list);
  }
  return [...byRound.keys()]
    .sort((x, y) => x - y)
    .map((r, k) => ({
      number: swissRounds + k + 1,
      type: 1,
      stage: '5',
      fields: [],
      matches: byRound.get(r) as TomMatch[],
    }));
}
