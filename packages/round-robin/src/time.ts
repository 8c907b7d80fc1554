import type { Issue } from '@tcgkit/core';
import { type RoundRobinErrorCode, RoundRobinErrors } from './errors.js';
import type { Actor } from './types.js';

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** Days in a month of the proleptic Gregorian calendar (month 1-12). */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Milliseconds since the epoch of an ISO 8601 date-time (`2026-05-01T18:00Z`, seconds and
 * fractions optional, `Z` or a `+hh:mm` offset), or `undefined` when it is not one. Strict: every
 * field must exist on the calendar and the clock (no 30 February, no hour 24, no minute 60), where
 * `Date.parse` would roll `2026-02-30` over to 2 March.
 */
export function parseTime(text: string): number | undefined {
  if (typeof text !== 'string') return undefined;
  const m = ISO_DATE_TIME.exec(text);
  if (m === null) return undefined;
  const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4], m[5]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = m[6] === undefined ? 0 : Number(m[6]);
  const offsetHours = m[7] === undefined ? 0 : Number(m[7]);
  const offsetMinutes = m[8] === undefined ? 0 : Number(m[8]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) {
    return undefined;
  }
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
