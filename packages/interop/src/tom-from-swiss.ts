/**
 * A Swiss stage run in tcgkit as a TOM file, to move the event into TOM.
 * @module
 */
import type { ParticipantId } from '@tcgkit/core';
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
  const players: TomPlayer[] = bySeed.map((p) => {
    const { first, last } = split(p.id, p.name);
    return {
      id: p.id,
      firstName: first,
      lastName: last,
      fields: [],
      ...(p.droppedAfterRound === undefined
        ? {}
        : { dropped: { status: '1', round: p.droppedAfterRound } }),
    };
  });
  const rounds: TomRound[] = stage.rounds.map((round) => {
    const matches: TomMatch[] = [];
    if (round.bye !== undefined)
      matches.push({ outcome: 5, players: [round.bye], table: 0, fields: [] });
    for (const m of round.matches) {
      const g = m.result?.games;
      const outcome = g === undefined ? 0 : g[0] > g[1] ? 1 : g[1] > g[0] ? 2 : 3;
      matches.push({ outcome, players: m.players, table: m.table, fields: [] });
    }
    return { number: round.number, type: 2, stage: '5', fields: [], matches };
  });
  const data: TomField[] = [
    { name: 'name', value: options.name },
    { name: 'id', value: options.tournamentId ?? '' },
    { name: 'startdate', value: options.startDate ?? '' },
  ];
  const file: TomFile = {
    attributes: [
      { name: 'type', value: '2' },
      { name: 'stage', value: stage.status === 'finished' ? '5' : '2' },
      { name: 'version', value: '1.84' },
      { name: 'gametype', value: 'TRADING_CARD_GAME' },
    ],
    data,
    fields: [],
    players,
    pods: [
      {
        category,
        stage: stage.status === 'finished' ? '5' : '2',
        podData: [],
        subgroups: [{ number: '1', players: bySeed.map((p) => p.id) }],
        rounds,
      },
    ],
    finalsOptions: [],
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
