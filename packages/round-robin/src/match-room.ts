import { err, type Issue, ok, type ParticipantId, type Result } from '@tcgkit/core';
import { type RoundRobinErrorCode, RoundRobinErrors } from './errors.js';
import { checkActor, parseTime } from './time.js';
import type {
  Actor,
  MatchRoom,
  RoomNotification,
  RoundRobinMatch,
  RoundRobinState,
} from './types.js';

const EMPTY_ROOM: MatchRoom = { proposals: [], scheduledAt: null, streams: [], messages: [] };

/** A match's room (time proposals, the agreed time, stream addresses, messages). */
export function matchRoom(state: RoundRobinState, matchId: string): MatchRoom {
  return state.rooms[matchId] ?? EMPTY_ROOM;
}

function inMatch(
  state: RoundRobinState,
  matchId: string,
  actor: Actor,
): { match: RoundRobinMatch } | Issue<RoundRobinErrorCode> {
  const match = state.matches.find((m) => m.id === matchId);
  if (!match) {
    return { code: RoundRobinErrors.unknownMatch, message: `There is no match "${matchId}".` };
  }
  const bad = checkActor(actor);
  if (bad) return bad;
  if (!match.players.includes(actor.by)) {
    return {
      code: RoundRobinErrors.notInMatch,
      message: `Only the two players of match ${matchId} can do this.`,
      path: '/actor/by',
    };
  }
  return { match };
}

const withRoom = (state: RoundRobinState, matchId: string, room: MatchRoom): RoundRobinState => ({
  ...state,
  rooms: { ...state.rooms, [matchId]: room },
});

/**
 * When are you playing? A player suggests a time for the match (ISO 8601). Suggestions stay
 * open until the opponent accepts one with {@link acceptTime}.
 *
 * Errors: `round-robin/unknown-match`, `round-robin/not-in-match`, `round-robin/invalid-time`.
 */
export function proposeTime(
  state: RoundRobinState,
  matchId: string,
  time: string,
  actor: Actor,
): Result<RoundRobinState, RoundRobinErrorCode> {
  const found = inMatch(state, matchId, actor);
  if ('code' in found) return { ok: false, error: found };
  if (parseTime(time) === undefined) {
    return err(RoundRobinErrors.invalidTime, `"${time}" is not an ISO 8601 date-time.`, '/time');
  }
  const room = matchRoom(state, matchId);
  return ok(
    withRoom(state, matchId, {
      ...room,
      proposals: [...room.proposals, { time, by: actor.by, at: actor.at }],
    }),
  );
}

/**
 * Suits me: the opponent of the player who suggested a time accepts it. The match is scheduled
 * at that time and both players get a notification (returned, for the caller to deliver).
 *
 * Errors: `round-robin/unknown-match`, `round-robin/not-in-match`,
 * `round-robin/unknown-proposal` (no such suggestion), `round-robin/self-confirmation` (accepting
 * your own suggestion).
 *
 * @example
 * ```ts
 * const { state, notifications } = unwrap(acceptTime(stage, 'A-1-1', 0, { by: 'ben', at }));
 * ```
 */
export function acceptTime(
  state: RoundRobinState,
  matchId: string,
  proposalIndex: number,
  actor: Actor,
): Result<{ state: RoundRobinState; notifications: RoomNotification[] }, RoundRobinErrorCode> {
  const found = inMatch(state, matchId, actor);
  if ('code' in found) return { ok: false, error: found };
  const room = matchRoom(state, matchId);
  const proposal = room.proposals[proposalIndex];
  if (!proposal) {
    return err(
      RoundRobinErrors.unknownProposal,
      `Match ${matchId} has no suggestion ${proposalIndex}.`,
      '/proposalIndex',
    );
  }
  if (proposal.by === actor.by) {
    return err(RoundRobinErrors.selfConfirmation, 'The opponent must accept the suggested time.');
  }
  const notifications: RoomNotification[] = found.match.players.map((to) => ({
    type: 'match-scheduled',
    to,
    matchId,
    time: proposal.time,
  }));
  return ok({
    state: withRoom(state, matchId, { ...room, scheduledAt: proposal.time }),
    notifications,
  });
}

const STREAM = /^https:\/\/(www\.|m\.)?(twitch\.tv|youtube\.com|youtu\.be)\/\S+$/i;

/**
 * Are you streaming the match? A player adds a Twitch or YouTube address.
 *
 * Errors: `round-robin/invalid-stream-address`, `round-robin/not-in-match`,
 * `round-robin/unknown-match`.
 */
export function addStream(
  state: RoundRobinState,
  matchId: string,
  url: string,
  actor: Actor,
): Result<RoundRobinState, RoundRobinErrorCode> {
  const found = inMatch(state, matchId, actor);
  if ('code' in found) return { ok: false, error: found };
  if (typeof url !== 'string' || !STREAM.test(url)) {
    return err(
      RoundRobinErrors.invalidStreamAddress,
      'Give a Twitch or YouTube address (https://twitch.tv/..., https://youtube.com/...).',
      '/url',
    );
  }
  const room = matchRoom(state, matchId);
  return ok(
    withRoom(state, matchId, { ...room, streams: [...room.streams, { url, by: actor.by }] }),
  );
}

/**
 * Messages: a player writes to their opponent. Only the two players and the organizers can read
 * them ({@link readMessages}).
 *
 * Errors: `round-robin/not-in-match`, `round-robin/unknown-match`, `round-robin/invalid-time`.
 */
export function postMessage(
  state: RoundRobinState,
  matchId: string,
  text: string,
  actor: Actor,
): Result<RoundRobinState, RoundRobinErrorCode> {
  const found = inMatch(state, matchId, actor);
  if ('code' in found) return { ok: false, error: found };
  const room = matchRoom(state, matchId);
  return ok(
    withRoom(state, matchId, {
      ...room,
      messages: [...room.messages, { text: String(text), by: actor.by, at: actor.at }],
    }),
  );
}

/**
 * The messages of a match room, for a reader who may see them: one of the two players or one of
 * the tournament organizers (ids given by the caller).
 *
 * Errors: `round-robin/not-allowed`, `round-robin/unknown-match`.
 */
export function readMessages(
  state: RoundRobinState,
  matchId: string,
  reader: ParticipantId,
  organizers: readonly string[],
): Result<MatchRoom['messages'], RoundRobinErrorCode> {
  const match = state.matches.find((m) => m.id === matchId);
  if (!match) return err(RoundRobinErrors.unknownMatch, `There is no match "${matchId}".`);
  if (!match.players.includes(reader) && !organizers.includes(reader)) {
    return err(
      RoundRobinErrors.notAllowed,
      'Only the two players and the tournament organizers can read these messages.',
    );
  }
  return ok(matchRoom(state, matchId).messages);
}
