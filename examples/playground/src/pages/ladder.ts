import { createRng, type Result, type Rng, seedRng } from '@tcgkit/core';
import '@tcgkit/elements/tcg-ladder.js';
import type { TcgLadder } from '@tcgkit/elements';
import { nextMatches } from '@tcgkit/elimination';
import {
  type EventVisibility,
  type Ratings,
  rate,
  ratingPeriodFromEvent,
  toLadderView,
} from '@tcgkit/rating';
import {
  advanceStage,
  createTournament,
  getStage,
  pairStage,
  registerParticipant,
  reportMatch,
  startTournament,
  type TournamentSettingsInput,
  type TournamentState,
} from '@tcgkit/tournament';
import type { Page } from './types.js';

const NAMES = [
  'Ana',
  'Ben',
  'Cy',
  'Dee',
  'Eli',
  'Fay',
  'Gus',
  'Hal',
  'Ivy',
  'Jo',
  'Kai',
  'Lea',
  'Max',
  'Nia',
  'Oz',
  'Pia',
];

function must<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** A result from hidden strengths: the stronger player usually wins; some draws. */
function result(a: string, b: string, strength: Map<string, number>, rng: Rng): [number, number] {
  const edge = 1 / (1 + 10 ** (((strength.get(b) ?? 0) - (strength.get(a) ?? 0)) / 400));
  const x = rng.next();
  if (x < 0.06) return [1, 1];
  return x < 0.06 + 0.94 * edge ? [2, rng.int(2)] : [rng.int(2), 2];
}

/** One sample event, played out from the seed: its players, its format, its results. */
function sampleEvent(
  name: string,
  settings: TournamentSettingsInput,
  players: readonly string[],
  strength: Map<string, number>,
  rng: Rng,
): TournamentState {
  let s = must(createTournament({ ...settings, name }, name));
  for (const id of players) s = must(registerParticipant(s, { id, name: id }));
  s = must(startTournament(s));
  for (let guard = 0; guard < 200 && s.status !== 'complete'; guard++) {
    const current = s.stages.find((st) => st.status !== 'complete' || !st.advanced);
    if (current === undefined) break;
    const engine = current.engine;
    if (current.status === 'complete') {
      s = must(advanceStage(s, current.id));
      continue;
    }
    if (engine?.format === 'swiss') {
      s = must(pairStage(s, current.id));
      const after = getStage(s, current.id)!.engine!;
      if (after.format !== 'swiss') break;
      const round = after.state.rounds.at(-1)!;
      for (const m of round.matches) {
        const games = result(m.players[0], m.players[1], strength, rng);
        s = must(
          reportMatch(s, { stage: current.id, match: `R${round.number}-T${m.table}`, games }),
        );
      }
    } else if (engine?.format === 'elimination') {
      const next = nextMatches(engine.state)[0];
      if (next === undefined) break;
      const [a, b] = next.slots.map((x) => x.participantId ?? '');
      const [x, y] = result(a!, b!, strength, rng);
      s = must(
        reportMatch(s, { stage: current.id, match: next.id, games: x === y ? [2, 1] : [x, y] }),
      );
    } else if (engine?.format === 'round-robin') {
      s = must(pairStage(s, current.id));
      const after = getStage(s, current.id)!.engine!;
      if (after.format !== 'round-robin') break;
      for (const m of after.state.matches) {
        const [x, y] = result(m.players[0], m.players[1], strength, rng);
        s = must(
          reportMatch(s, { stage: current.id, match: m.id, games: x === y ? [2, 1] : [x, y] }),
        );
      }
    } else break;
  }
  return s;
}

const swissTop4: TournamentSettingsInput = {
  stages: [
    { id: 'swiss', format: 'swiss', settings: { rounds: 4, allowDraws: true } },
    { id: 'top4', format: 'single-elimination' },
  ],
  advancement: [
    {
      from: 'swiss',
      condition: { type: 'placement-range', from: 1, to: 4 },
      action: { type: 'advance', to: 'top4' },
    },
  ],
};
const groupsAndPlayoffs: TournamentSettingsInput = {
  stages: [
    {
      id: 'groups',
      format: 'round-robin',
      settings: { grouping: { type: 'group-count', groups: 2 } },
    },
    { id: 'playoffs', format: 'single-elimination' },
  ],
  advancement: [
    {
      from: 'groups',
      condition: { type: 'placement-range', from: 1, to: 4 },
      action: { type: 'advance', to: 'playoffs' },
    },
  ],
};

interface Sample {
  readonly name: string;
  readonly settings: TournamentSettingsInput;
  readonly visibility: EventVisibility;
  readonly players: number;
}

const SEASON: readonly Sample[] = [
  {
    name: 'League night 1 (public Swiss, top 4)',
    settings: swissTop4,
    visibility: 'public',
    players: 12,
  },
  {
    name: 'League night 2 (public Swiss, top 4)',
    settings: swissTop4,
    visibility: 'public',
    players: 14,
  },
  {
    name: 'Club groups (group stage and playoffs)',
    settings: groupsAndPlayoffs,
    visibility: 'public',
    players: 8,
  },
  {
    name: 'Testing session (private Swiss)',
    settings: swissTop4,
    visibility: 'private',
    players: 10,
  },
  {
    name: 'League night 3 (public Swiss, top 4)',
    settings: swissTop4,
    visibility: 'public',
    players: 16,
  },
];

/** A season of sample events rated one after another into a ladder. */
export const ladder: Page = {
  id: 'ladder',
  title: 'Ladder',
  packages: ['@tcgkit/rating', '@tcgkit/tournament', '@tcgkit/elements'],
  render(main) {
    main.innerHTML = `
      <h1>Ladder</h1>
      <p>A season of sample events, played out from the seed with <code>@tcgkit/tournament</code>
      and rated with <code>@tcgkit/rating</code>: only the Swiss rounds of public events count
      (<code>ratingPeriodFromEvent</code>), so the group tournament, the top cuts and the private
      event leave the ratings alone. <code>&lt;tcg-ladder&gt;</code> shows the ladder after the
      last event, with each player's change from it.</p>
      <form id="setup">
        <label>System <select name="system"><option value="glicko2">Glicko-2</option>
          <option value="elo">Elo (K = 32)</option></select></label>
        <label>Seed <input name="seed" value="season-1" /></label>
        <button>Play the season</button>
      </form>
      <table id="events"><caption>Events of the season</caption>
        <thead><tr><th scope="col">Event</th><th scope="col">Players</th><th scope="col">Rated matches</th></tr></thead>
        <tbody></tbody></table>
      <p role="status" id="status"></p>
      <tcg-ladder selectable-players></tcg-ladder>`;
    const form = main.querySelector<HTMLFormElement>('#setup')!;
    const status = main.querySelector<HTMLElement>('#status')!;
    const body = main.querySelector<HTMLElement>('#events tbody')!;
    const element = main.querySelector<TcgLadder>('tcg-ladder')!;
    element.addEventListener('tcg-player-select', (e) => {
      status.textContent = `Selected ${e.participantId}.`;
    });

    const play = () => {
      const data = new FormData(form);
      const seed = String(data.get('seed'));
      const settings =
        data.get('system') === 'elo'
          ? ({ system: 'elo' } as const)
          : ({ system: 'glicko2' } as const);
      const rng = createRng(seedRng(seed));
      const strength = new Map(NAMES.map((n) => [n, rng.int(600)]));
      let ratings: Ratings = {};
      let before: Ratings = {};
      body.replaceChildren();
      for (const sample of SEASON) {
        const players = rng.shuffle(NAMES).slice(0, sample.players);
        const event = sampleEvent(sample.name, sample.settings, players, strength, rng);
        const period = ratingPeriodFromEvent(event, { visibility: sample.visibility });
        const count = period.ok ? period.value.length : 0;
        if (period.ok && count > 0) {
          const next = rate(ratings, period.value, settings);
          if (!next.ok) {
            status.textContent = `${next.error.message} (${next.error.code})`;
            return;
          }
          before = ratings;
          ratings = next.value;
        }
        const row = document.createElement('tr');
        for (const text of [
          sample.name,
          String(players.length),
          period.ok ? String(count) : period.error.code,
        ]) {
          const cell = document.createElement('td');
          cell.textContent = text;
          row.append(cell);
        }
        body.append(row);
      }
      const view = toLadderView(ratings, { title: 'Season ladder', previous: before });
      if (view.ok) element.view = view.value;
      status.textContent = `${Object.keys(ratings).length} rated players after ${SEASON.length} events.`;
    };
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      play();
    });
    play();
  },
};
