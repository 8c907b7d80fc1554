import type { Issue } from '@tcgkit/core';
import { type RoundRobinErrorCode, RoundRobinErrors } from './errors.js';
import type { Actor } from './types.js';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Milliseconds since the epoch of an ISO 8601 date-time, or `undefined` when it is not one. */
export function parseTime(text: string): number | undefined {
  if (typeof text !== 'string' || !ISO_DATE_TIME.test(text)) return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : ms;
}

/** The problem with an actor (no id, or a time that is not ISO 8601), or `undefined`. */
export function checkActor(actor: Actor, path = '/actor'): Issue<RoundRobinErrorCode> | undefined {
  if (typeof actor?.by !== 'string' || actor.by === '') {
    return {
      code: RoundRobinErrors.invalidTime,
      message: 'Say who acted (a non-empty id).',
      path: `${path}/by`,
    };
  }
  if (parseTime(actor.at) === undefined) {
    return {
      code: RoundRobinErrors.invalidTime,
      message: `"${actor.at}" is not an ISO 8601 date-time such as 2026-05-01T18:00:00Z.`,
      path: `${path}/at`,
    };
  }
  return undefined;
}
