import { err, type Issue, issue, ok, type Result } from '@tcgkit/core';
import { isRecord, kindOf, pointer } from './describe.js';
import { RatingErrors } from './errors.js';
import type { EventVisibility, RatedMatch, RatingPeriodOptions } from './types.js';

const bad = (message: string, path: string) => err(RatingErrors.invalidEvent, message, path);

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/**
 * The rating period of a finished `@tcgkit/tournament` event: the matches that count towards the
 * rating. Per the spec ("Group tournaments don't count towards the rating — only public Swiss
 * events do"), only the Swiss stages of a public event are read: group stages (round robin, also
 * with Swiss rounds inside the groups), playoffs (single and double elimination), free-for-all
 * stages and private events give nothing. Byes, forfeits (`forfeitWinner`: a no-show or a
 * dropped player's open match), matches not played (`notPlayed`, no result, or 0–0 with no
 * drawn game) are left out; a drawn match is a half result when its stage allows draws, and is
 * left out with the warning `rating/draw-not-allowed` otherwise.
 *
 * Only an event known to be public is rated: its `settings.visibility` (recorded by
 * `createTournament`), or `{ visibility }` for an event that does not record it.
 *
 * Reads the saved event as outside JSON: total and linear in its size. Errors:
 * `rating/invalid-event` (with the path of the first thing it cannot read),
 * `rating/event-not-finished`, `rating/visibility-unknown` (neither the event nor the caller
 * says), `rating/visibility-conflict` (`public` asked of an event recorded as private),
 * `rating/invalid-options`.
 *
 * @example
 * ```ts
 * import { rate, ratingPeriodFromEvent } from '@tcgkit/rating';
 * const period = ratingPeriodFromEvent(finishedEvent); // created with settings.visibility 'public'
 * if (period.ok) ladder = rate(ladder, period.value, { system: 'glicko2' });
 * ```
 */
export function ratingPeriodFromEvent(
  state: unknown,
  options: RatingPeriodOptions | undefined = {},
): Result<readonly RatedMatch[]> {
  const given: unknown = options === undefined ? {} : options;
  if (!isRecord(given))
    return err(
      RatingErrors.invalidOptions,
      `Options must be an object such as { "visibility": "public" }, not ${kindOf(given)}.`,
      '',
    );
  for (const key of Object.keys(given))
    if (key !== 'visibility' && given[key] !== undefined)
      return err(
        RatingErrors.invalidOptions,
        `ratingPeriodFromEvent has the option "visibility", not "${key}".`,
        `/${pointer(key)}`,
      );
  if (!isRecord(state) || state.type !== 'tournament')
    return bad(
      `Expected a saved tcgkit tournament event ({ "type": "tournament", ... }), not ${kindOf(state)}.`,
      '',
    );
  if (state.status !== 'complete') {
    return typeof state.status === 'string'
      ? err(
          RatingErrors.eventNotFinished,
          `The event is "${state.status}"; rate it once it is complete, when no result can change.`,
          '/status',
        )
      : bad(`"status" must be a string, not ${kindOf(state.status)}.`, '/status');
  }
  const settings = state.settings;
  if (!isRecord(settings))
    return bad(`"settings" must be an object, not ${kindOf(settings)}.`, '/settings');
  const warnings: Issue[] = [];
  const recorded = settings.visibility;
  if (recorded !== undefined && recorded !== 'public' && recorded !== 'private')
    return bad(
      `"visibility" must be "public" or "private", not ${kindOf(recorded)}.`,
      '/settings/visibility',
    );
  const asked = given.visibility;
  if (asked !== undefined && asked !== 'public' && asked !== 'private')
    return err(
      RatingErrors.invalidOptions,
      `"visibility" must be "public" or "private", not ${kindOf(asked)}.`,
      '/visibility',
    );
  const visibility = eventVisibility(
    recorded as EventVisibility | undefined,
    asked as EventVisibility | undefined,
  );
  if (!visibility.ok) return visibility;
  const stages = state.stages;
  if (!Array.isArray(stages))
    return bad(`"stages" must be a list, not ${kindOf(stages)}.`, '/stages');
  const out: RatedMatch[] = [];
  for (let s = 0; s < stages.length; s++) {
    const stage: unknown = stages[s];
    const at = `/stages/${s}`;
    if (!isRecord(stage)) return bad(`A stage must be an object, not ${kindOf(stage)}.`, at);
    if (typeof stage.id !== 'string')
      return bad(`A stage id must be a string, not ${kindOf(stage.id)}.`, `${at}/id`);
    const engine = stage.engine;
    if (engine === null || engine === undefined) continue;
    if (!isRecord(engine) || typeof engine.format !== 'string')
      return bad('A stage engine must be an object with a "format".', `${at}/engine`);
    // Group stages, playoffs and free-for-all stages never count: only Swiss does.
    if (engine.format !== 'swiss') continue;
    const read = swissMatches(engine.state, stage.id, `${at}/engine/state`, out, warnings);
    if (!read.ok) return read;
  }
  if (visibility.value === 'private') return ok([], warnings);
  return ok(out, warnings);
}

/**
 * Whether to rate: the event's recorded visibility and the caller's agree, or one of them says
 * and the other is silent. Only the risky direction is refused: rating an event that records
 * itself as private. Saying `private` for an event recorded as public just leaves it out.
 */
function eventVisibility(
  recorded: EventVisibility | undefined,
  asked: EventVisibility | undefined,
): Result<EventVisibility> {
  if (recorded === 'private' && asked === 'public')
    return err(
      RatingErrors.visibilityConflict,
      'The event records itself as private, so it is never rated. If it was public, change its "visibility" setting in the event instead.',
      '/settings/visibility',
    );
  const visibility = asked ?? recorded;
  if (visibility === undefined)
    return err(
      RatingErrors.visibilityUnknown,
      'The event does not say whether it is public, so it is not rated: create events with settings.visibility ("public" or "private"), or pass { visibility } for an event saved without it.',
      '/settings/visibility',
    );
  return ok(visibility);
}

function swissMatches(
  swiss: unknown,
  stageId: string,
  at: string,
  out: RatedMatch[],
  warnings: Issue[],
): Result<null> {
  if (!isRecord(swiss))
    return bad(`A Swiss stage state must be an object, not ${kindOf(swiss)}.`, at);
  const settings = swiss.settings;
  if (!isRecord(settings) || typeof settings.allowDraws !== 'boolean')
    return bad('A Swiss stage needs settings with "allowDraws" (true or false).', `${at}/settings`);
  const allowDraws = settings.allowDraws;
  const rounds = swiss.rounds;
  if (!Array.isArray(rounds))
    return bad(`"rounds" must be a list, not ${kindOf(rounds)}.`, `${at}/rounds`);
  for (let r = 0; r < rounds.length; r++) {
    const round: unknown = rounds[r];
    const rAt = `${at}/rounds/${r}`;
    if (!isRecord(round) || !Array.isArray(round.matches))
      return bad('A round must be an object with a list of "matches".', rAt);
    const number = isCount(round.number) ? round.number : r + 1;
    for (let m = 0; m < round.matches.length; m++) {
      const match: unknown = round.matches[m];
      const mAt = `${rAt}/matches/${m}`;
      if (!isRecord(match)) return bad(`A match must be an object, not ${kindOf(match)}.`, mAt);
      const players = match.players;
      if (
        !Array.isArray(players) ||
        players.length !== 2 ||
        typeof players[0] !== 'string' ||
        typeof players[1] !== 'string' ||
        players[0] === '' ||
        players[1] === '' ||
        players[0] === players[1]
      )
        return bad('"players" must be two different player ids.', `${mAt}/players`);
      const result = match.result;
      if (result === undefined) continue; // unplayed
      // A forfeit (a no-show, a dropped player's open match) or a match neither side played is
      // not a game: whatever its standings give, it says nothing about strength.
      if (
        isRecord(result) &&
        (result.forfeitWinner !== undefined || result.notPlayed !== undefined)
      )
        continue;
      const games = isRecord(result) ? result.games : undefined;
      if (
        !isRecord(result) ||
        !Array.isArray(games) ||
        games.length !== 2 ||
        !isCount(games[0]) ||
        !isCount(games[1]) ||
        (result.drawnGames !== undefined && !isCount(result.drawnGames))
      )
        return bad(
          'A result must be { games: [won, won], drawnGames? } with whole numbers.',
          `${mAt}/result`,
        );
      const [x, y] = games as [number, number];
      const drawn = (result.drawnGames as number | undefined) ?? 0;
      const table = isCount(match.table) ? match.table : m + 1;
      const id = `${stageId}/R${number}-T${table}`;
      const pair = [players[0], players[1]] as const;
      if (x > y) out.push({ players: pair, score: 1, id });
      else if (x < y) out.push({ players: pair, score: 0, id });
      else if (x === 0 && drawn === 0)
        continue; // 0-0: nobody played
      else if (allowDraws) out.push({ players: pair, score: 0.5, id });
      else
        warnings.push(
          issue(
            RatingErrors.drawNotAllowed,
            `Match ${id} is a draw but its stage does not allow draws; it is not rated.`,
            `${mAt}/result`,
          ),
        );
    }
  }
  return ok(null);
}
