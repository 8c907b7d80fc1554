import { unwrap } from '@tcgkit/core';
import { reportResult as reportPlayoff } from '@tcgkit/elimination';
import { describe, expect, it } from 'vitest';
import {
  acceptTime,
  addStream,
  createPlayoffBracket,
  drawPlayoffs,
  matchRoom,
  postMessage,
  proposeTime,
  readMessages,
  roundRobinState,
} from '../src/index.js';
import { matchOf, playAll, stageWithGroups } from './helpers.js';

const at = '2026-05-02T09:00:00Z';
const base = stageWithGroups([['ana', 'ben', 'cam', 'dee']]);
const id = matchOf(base, 'ana', 'ben');

describe('every match has its own match room', () => {
  it('When are you playing? a suggested time; when the opponent taps Suits me, the match is scheduled and both get a notification', () => {
    const suggested = unwrap(proposeTime(base, id, '2026-05-04T19:00:00Z', { by: 'ana', at }));
    expect(matchRoom(suggested, id).scheduledAt).toBeNull();
    const own = acceptTime(suggested, id, 0, { by: 'ana', at });
    expect(own.ok ? null : own.error.code).toBe('round-robin/self-confirmation');
    const { state, notifications } = unwrap(acceptTime(suggested, id, 0, { by: 'ben', at }));
    expect(matchRoom(state, id).scheduledAt).toBe('2026-05-04T19:00:00Z');
    expect(notifications.map((n) => n.to).sort()).toEqual(['ana', 'ben']);
    expect(notifications[0]).toMatchObject({
      type: 'match-scheduled',
      matchId: id,
      time: '2026-05-04T19:00:00Z',
    });
    expect(matchRoom(base, id).scheduledAt).toBeNull(); // not mutated
    expect(roundRobinState.check(state)).toBeUndefined();
    const missing = acceptTime(suggested, id, 3, { by: 'ben', at });
    expect(missing.ok ? null : missing.error.code).toBe('round-robin/unknown-proposal');
  });

  it('Are you streaming the match? a Twitch or YouTube address', () => {
    const s = unwrap(addStream(base, id, 'https://twitch.tv/ana_plays', { by: 'ana', at }));
    const s2 = unwrap(addStream(s, id, 'https://www.youtube.com/watch?v=abc', { by: 'ben', at }));
    expect(matchRoom(s2, id).streams.map((x) => x.url)).toEqual([
      'https://twitch.tv/ana_plays',
      'https://www.youtube.com/watch?v=abc',
    ]);
    const bad = addStream(base, id, 'https://example.com/live', { by: 'ana', at });
    expect(bad.ok ? null : bad.error).toMatchObject({
      code: 'round-robin/invalid-stream-address',
      path: '/url',
    });
  });

  it('Messages: only the two players and the tournament organizers can read them', () => {
    const s = unwrap(postMessage(base, id, 'Thursday 7pm?', { by: 'ana', at }));
    expect(unwrap(readMessages(s, id, 'ben', ['org']))).toEqual([
      { text: 'Thursday 7pm?', by: 'ana', at },
    ]);
    expect(unwrap(readMessages(s, id, 'org', ['org']))).toHaveLength(1);
    const nosy = readMessages(s, id, 'cam', ['org']);
    expect(nosy.ok ? null : nosy.error.code).toBe('round-robin/not-allowed');
    const stranger = postMessage(base, id, 'hi', { by: 'cam', at });
    expect(stranger.ok ? null : stranger.error.code).toBe('round-robin/not-in-match');
  });
});

describe('the playoffs are knockout', () => {
  it('a playoff match must have a winner: a drawn score is refused by the bracket', () => {
    const s = playAll(
      stageWithGroups(
        [
          ['a1', 'a2'],
          ['b1', 'b2'],
        ],
        { playoffs: { advancePerGroup: 2, size: 4 } },
      ),
      [
        ['a1', 'a2', 2, 0],
        ['b1', 'b2', 2, 0],
      ],
    );
    const bracket = unwrap(createPlayoffBracket(unwrap(drawPlayoffs(s))));
    const drawn = reportPlayoff(bracket, 'W1.1', { type: 'played', games: [1, 1] });
    expect(drawn.ok).toBe(false);
    expect(reportPlayoff(bracket, 'W1.1', { type: 'played', games: [2, 1] }).ok).toBe(true);
  });
});
