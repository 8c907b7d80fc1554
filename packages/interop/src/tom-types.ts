/**
 * The TOM file model: everything `importTom` reads from a Tournament Operations Manager file,
 * as plain JSON, in the shape `exportTom` writes back.
 * @module
 */
import type { ParticipantId } from '@tcgkit/core';
import type { EliminationState } from '@tcgkit/elimination';
import type { SwissStage } from '@tcgkit/swiss';
import type { MatchRecord, StandingsPlayer } from '@tcgkit/tiebreakers';

/** A simple text field of the file, kept in file order: `{ name: 'city', value: 'Milano' }`. */
export interface TomField {
  readonly name: string;
  readonly value: string;
}

/** A player of `<players>`. */
export interface TomPlayer {
  /** The Play! Pokémon id (`userid`), the tcgkit participant id. */
  readonly id: ParticipantId;
  readonly firstName: string;
  readonly lastName: string;
  /** Every other text field of the player (`birthdate`, `starter`, `seed`...), in file order. */
  readonly fields: readonly TomField[];
  /** Set when the player dropped: after round `round`. */
  readonly dropped?: {
    readonly status: string;
    readonly round: number;
    readonly timestamp?: string;
  };
}

/**
 * A match outcome as TOM numbers it: 0 not reported, 1 first player won, 2 second player won,
 * 3 tie, 5 bye. Other numbers are kept as read (and warned about).
 */
export type TomOutcome = number;

/** One match of a round. A bye has one player. */
export interface TomMatch {
  readonly outcome: TomOutcome;
  readonly players: readonly [ParticipantId] | readonly [ParticipantId, ParticipantId];
  readonly table: number;
  /** Every other text field (`timestamp`...), in file order. */
  readonly fields: readonly TomField[];
}

/** TOM's round types: 3 and 2 are Swiss rounds (video game, card game files), 1 is a top-cut round. */
export type TomRoundType = number;

/** One round of a pod. */
export interface TomRound {
  readonly number: number;
  readonly type: TomRoundType;
  readonly stage: string;
  /** `timeleft`, `pairtime`, `starttime`, in file order. */
  readonly fields: readonly TomField[];
  readonly matches: readonly TomMatch[];
}

/** A pod: the players paired together (one division, or several age-combined). */
export interface TomPod {
  readonly category: string;
  readonly stage: string;
  /** `<poddata>` text fields, in file order (`blockedranges` is kept as its inner XML-free text). */
  readonly podData: readonly TomField[];
  readonly subgroups: readonly {
    readonly number: string;
    readonly players: readonly ParticipantId[];
  }[];
  readonly rounds: readonly TomRound[];
}

/** One `<standings>` pod: TOM's final places of one division (`finished`, or `dnf`). */
export interface TomStandings {
  readonly category: string;
  readonly type: string;
  readonly places: readonly { readonly id: ParticipantId; readonly place: number }[];
}

/** One `<finalsoptions>` division: the top-cut sizes offered and chosen. */
export interface TomCategoryCut {
  readonly key: string;
  readonly options: readonly number[];
  readonly cut: number;
  /** `playercount`, `paired3rd4th`, in file order. */
  readonly fields: readonly TomField[];
}

/** A whole TOM file. */
export interface TomFile {
  /** `<tournament>` attributes: `type`, `stage`, `version`, `gametype`, `mode`, in file order. */
  readonly attributes: readonly TomField[];
  /** `<data>` text fields in file order (`name`, `id`, `city`, `startdate`...). */
  readonly data: readonly TomField[];
  readonly organizer?: { readonly popid: string; readonly name: string };
  /** Top-level text fields other than `data` (`timeelapsed`). */
  readonly fields: readonly TomField[];
  readonly players: readonly TomPlayer[];
  readonly pods: readonly TomPod[];
  /** Absent when the file has no `<standings>` (a snapshot taken mid-event). */
  readonly standings?: readonly TomStandings[];
  readonly finalsOptions: readonly TomCategoryCut[];
}

/** One top-cut match as tcgkit reads it. */
export interface TopCutMatch {
  readonly players: readonly [ParticipantId, ParticipantId];
  /** Index of the winner in `players`; absent while unreported. */
  readonly winner?: 0 | 1;
}

/** One pod as tcgkit engines see it. */
export interface ImportedPod {
  readonly category: string;
  /** The Swiss rounds as a `@tcgkit/swiss` stage: continue it with `pairNextRound`, view it with `toPairingsView`. */
  readonly swiss: SwissStage;
  /** The pod's players for `computeStandings` (drops as `droppedAfterRound`). */
  readonly players: readonly StandingsPlayer[];
  /** Every reported Swiss result, as `@tcgkit/tiebreakers` records. */
  readonly matches: readonly MatchRecord[];
  /** Top-cut rounds (TOM round type 1), in order; empty when the pod had no cut. */
  readonly topCut: readonly (readonly TopCutMatch[])[];
  /**
   * The top cut as a `@tcgkit/elimination` single-elimination bracket (continue it with
   * `reportWinner`, draw it with `toBracketView`): seeded by the players' TOM `<seed>`, or by
   * tcgkit's Swiss standings when TOM wrote none, with every reported result replayed. Absent
   * when there is no cut, or its first round is not a standard bracket (warning
   * `interop/tom-top-cut-layout`).
   */
  readonly bracket?: EliminationState;
  /**
   * Divisions (TOM categories: 0 juniors, 1 seniors, 2 masters) whose players are in this pod,
   * each with its players; from `<standings>`, or the pod's own category when there are none.
   */
  readonly divisions: Readonly<Record<string, readonly ParticipantId[]>>;
  /**
   * The file's `<standings>` for this pod's divisions (finished places, then `dnf`): the places
   * the organizer announced, the event's official order. Absent when the file has none (a
   * snapshot taken mid-event).
   */
  readonly officialOrder?: Readonly<Record<string, readonly ParticipantId[]>>;
  /**
   * Where tcgkit's own computation (`tomComputedOrder`: Swiss standings by Play! Pokémon's rules,
   * the cut by its bracket) puts someone else than the file: each such place, with who is there
   * in each. Empty when they agree or the file has no standings; each is also a warning
   * `interop/tom-standings-differ`.
   */
  readonly disagreements: readonly TomPlaceDisagreement[];
}

/** One place where tcgkit's computed order differs from the file's `<standings>`. */
export interface TomPlaceDisagreement {
  /** The division (TOM category). */
  readonly category: string;
  /** The place, 1-based. */
  readonly place: number;
  /** Who the file puts there: the official result. */
  readonly official: ParticipantId;
  /** Who tcgkit's computation puts there (`null` when it places fewer players). */
  readonly computed: ParticipantId | null;
}

/** What `importTom` returns: the file as read (for `exportTom`) and each pod for the engines. */
export interface TomEvent {
  readonly schemaVersion: 1;
  readonly name: string;
  readonly file: TomFile;
  readonly pods: readonly ImportedPod[];
}
