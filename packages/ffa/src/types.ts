import type { ParticipantId, RngState } from '@tcgkit/core';

/** The two free-for-all formats (Riftbound): a fixed number of matches, or first to a threshold. */
export type FfaFormat = 'cumulative-points' | 'threshold-win';

/** How players are ordered before they are dealt into lobbies. */
export type LobbySeeding = 'initial-seed' | 'current-standings' | 'random';

/**
 * How the ordered players are dealt into lobbies.
 *
 * - `snake` (default): 1..L then L..1 and so on, so every lobby gets a fair mix of strong and weak seeds.
 * - `straight`: 1..L, 1..L... like dealing cards; slightly favours the first lobbies, kept for
 *   organizers who copy a paper pod sheet.
 * - `block`: the first players fill lobby 1, the next lobby 2...; strongest together, as for a
 *   final table or Swiss-like pods with `current-standings` seeding.
 */
export type LobbyDistribution = 'snake' | 'straight' | 'block';

/** How tied players in a lobby are scored. */
export type TieScoring = 'competition' | 'split';

/**
 * What to do with a player count that does not fill every lobby:
 * `smaller` (default) makes `ceil(n / size)` lobbies, none over the size; `larger` makes
 * `floor(n / size)` lobbies (at least 1), none under the size. Sizes differ by at most one.
 */
export type UnevenLobbies = 'smaller' | 'larger';

/** What decides a Threshold Win stage that reaches its maximum matches without a winner. */
export type IfNoOneWins = 'highest-points';

/** Every setting of a free-for-all stage, resolved (no field missing). */
export interface FfaSettings {
  readonly format: FfaFormat;
  /** Players per lobby (pod). Default 4. */
  readonly playersPerLobby: number;
  /** Points by finishing position: index 0 is 1st. Places past the end earn 0. Default `[3, 2, 1, 0]`. */
  readonly placementPoints: readonly number[];
  /** Default `competition`. */
  readonly tieScoring: TieScoring;
  /** Points per opponent eliminated. Default 0. */
  readonly eliminationPoints: number;
  /** Default `initial-seed`. */
  readonly lobbySeeding: LobbySeeding;
  /** Default `snake`. */
  readonly lobbyDistribution: LobbyDistribution;
  /** Redraw lobbies before every match (true) or keep the first match's lobbies (false, default). */
  readonly reshuffleLobbies: boolean;
  /** Default `smaller`. */
  readonly unevenLobbies: UnevenLobbies;
  /** Cumulative Points: matches every lobby plays. Default 3. */
  readonly numberOfMatches: number;
  /** Threshold Win: points to win. Default 6. */
  readonly pointsToWin: number;
  /** Threshold Win: the place (1 = 1st) to finish at or better in the match. Default 1. */
  readonly requiredFinish: number;
  /** Threshold Win: the cap on matches; 0 means no cap. Default 0. */
  readonly maxMatches: number;
  /** Threshold Win: what decides a capped stage with no winner. Default `highest-points`. */
  readonly ifNoOneWins: IfNoOneWins;
}

/** Settings as given by a user: any field may be left out and takes its default. */
export type FfaSettingsInput = Partial<FfaSettings>;

/** A player of a free-for-all stage. */
export interface FfaParticipant {
  readonly id: ParticipantId;
  readonly name?: string;
  /** Initial seed, 1 is best: the order given, unless the input carried seeds. */
  readonly seed: number;
  readonly dropped?: boolean;
}

/** The scored result of one lobby. */
export interface FfaLobbyResult {
  /** Finishing order, best first; each entry is one place, with tied players together. */
  readonly ranking: readonly (readonly ParticipantId[])[];
  /** Opponents eliminated, by player (players left out eliminated none). */
  readonly eliminations: Readonly<Record<ParticipantId, number>>;
  /** The place each player finished (competition style: two tied for 2nd are both 2, next is 4). */
  readonly places: Readonly<Record<ParticipantId, number>>;
  /** Points each player earned in this match (placement plus elimination points). */
  readonly points: Readonly<Record<ParticipantId, number>>;
}

/** One lobby (pod) of one match. */
export interface FfaLobby {
  /** `m<match>-l<lobby>`, for example `m1-l2`. */
  readonly id: string;
  /** 1-based within the match. */
  readonly number: number;
  readonly participantIds: readonly ParticipantId[];
  readonly result?: FfaLobbyResult;
}

/** One match: every lobby plays one game. */
export interface FfaMatch {
  /** 1-based. */
  readonly number: number;
  readonly lobbies: readonly FfaLobby[];
}

/** Where a stage is. */
export type FfaStatus = 'not-started' | 'in-progress' | 'complete';

/** The whole saved state of a free-for-all stage: plain JSON. */
export interface FfaState {
  readonly schemaVersion: 1;
  readonly type: 'ffa';
  /** The seed the stage was created with (kept for audit; `rng` is the live state). */
  readonly seed: string | number;
  readonly rng: RngState;
  readonly settings: FfaSettings;
  readonly participants: readonly FfaParticipant[];
  readonly matches: readonly FfaMatch[];
  readonly status: FfaStatus;
  /** Threshold Win: the winner once decided. */
  readonly winnerId?: ParticipantId;
  /** Threshold Win: how the winner was decided. */
  readonly decidedBy?: 'threshold' | 'highest-points';
}

/** A player given to {@link createFfaStage}: an id, or a participant with an optional seed. */
export type FfaPlayerInput =
  | ParticipantId
  | { readonly id: ParticipantId; readonly name?: string; readonly seed?: number };

/** What {@link createFfaStage} takes. */
export interface CreateFfaStageInput {
  readonly participants: readonly FfaPlayerInput[];
  readonly seed: string | number;
  readonly settings?: FfaSettingsInput;
}

/** One lobby's finish as reported. */
export interface LobbyReport {
  readonly lobbyId: string;
  /** Best first; a string is a player alone in their place, an array is a tie. */
  readonly ranking: readonly (ParticipantId | readonly ParticipantId[])[];
  readonly eliminations?: Readonly<Record<ParticipantId, number>>;
}

/** One player's line in the standings. */
export interface FfaStanding {
  readonly participantId: ParticipantId;
  readonly name: string;
  readonly seed: number;
  /** 1 is best; equal totals share a rank (except the Threshold Win winner, alone at 1). */
  readonly rank: number;
  readonly shared: boolean;
  readonly points: number;
  readonly matchesPlayed: number;
  /** Matches finished 1st (alone or tied). */
  readonly firstPlaces: number;
  readonly eliminations: number;
  /** The place in each match played, in match order. */
  readonly places: readonly number[];
  readonly dropped: boolean;
  readonly winner: boolean;
}
