import { createRng, seedRng } from '@tcgkit/core';
import {
  createBracket,
  type EliminationState,
  nextMatches,
  reportWinner,
  toBracketView,
} from '@tcgkit/elimination';
import '@tcgkit/elements/tcg-bracket.js';
import '@tcgkit/elements/tcg-pairings.js';
import '@tcgkit/elements/tcg-standings.js';
import type { TcgBracket, TcgPairings, TcgStandings } from '@tcgkit/elements';
import {
  createSwissStage,
  pairNextRound,
  registerPlayers,
  reportResults,
  type SwissGame,
  type SwissStage,
  startStage,
  swissGameDefaults,
  swissStandings,
  toPairingsView,
  toSwissStandingsView,
} from '@tcgkit/swiss';
import type { Page } from './types.js';

/**
 * A simulated Swiss event with each game's defaults: pair a round, play it (results from the
 * seed), watch the standings explain themselves, then cut to a top 8 bracket.
 */
export const swiss: Page = {
  id: 'swiss',
  title: 'Swiss event',
  packages: ['@tcgkit/swiss', '@tcgkit/tiebreakers', '@tcgkit/elimination', '@tcgkit/elements'],
  render(main) {
    main.innerHTML = `
      <h1>Swiss event</h1>
      <p>A Swiss stage with a game's defaults (<code>@tcgkit/swiss</code>), standings with every
      tiebreaker explained (<code>@tcgkit/tiebreakers</code>: select a percentage), then a top 8
      single elimination (<code>@tcgkit/elimination</code>). Results are simulated from the seed, so the
      same seed replays the same event.</p>
      <form id="setup">
        <label>Game <select name="game">
          <option value="pokemon">Pokémon TCG</option>
          <option value="riftbound">Riftbound</option>
          <option value="lor">Legends of Runeterra</option></select></label>
        <label>Players <input name="players" type="number" min="2" max="512" value="24" /></label>
        <label>Rounds <input name="rounds" type="number" min="1" max="15" value="5" /></label>
        <label>Seed <input name="seed" value="league-night" /></label>
        <button>Start</button>
      </form>
      <p><button id="next" type="button">Pair and play the next round</button>
         <button id="cut" type="button" disabled>Cut to top 8</button></p>
      <p role="status" id="status"></p>
      <tcg-pairings></tcg-pairings>
      <tcg-standings></tcg-standings>
      <tcg-bracket hidden></tcg-bracket>`;
    const form = main.querySelector<HTMLFormElement>('#setup')!;
    const status = main.querySelector<HTMLElement>('#status')!;
    const pairings = main.querySelector<TcgPairings>('tcg-pairings')!;
    const standings = main.querySelector<TcgStandings>('tcg-standings')!;
    const bracket = main.querySelector<TcgBracket>('tcg-bracket')!;
    const next = main.querySelector<HTMLButtonElement>('#next')!;
    const cut = main.querySelector<HTMLButtonElement>('#cut')!;
    let stage: SwissStage | undefined;
    let rng = createRng(seedRng('x'));
    let top8: EliminationState | undefined;

    const fail = (message: string, code: string) => {
      status.textContent = `${message} (${code})`;
    };

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const data = new FormData(form);
      const game = data.get('game') as SwissGame;
      const count = Math.max(2, Math.min(512, Number(data.get('players')) || 24));
      const seed = String(data.get('seed'));
      rng = createRng(seedRng(`${seed}/results`));
      const created = createSwissStage(
        { ...swissGameDefaults[game], rounds: Number(data.get('rounds')) || 5 },
        { seed },
      );
      if (!created.ok) return fail(created.error.message, created.error.code);
      const registered = registerPlayers(
        created.value,
        Array.from({ length: count }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` })),
      );
      if (!registered.ok) return fail(registered.error.message, registered.error.code);
      const started = startStage(registered.value);
      if (!started.ok) return fail(started.error.message, started.error.code);
      stage = started.value;
      top8 = undefined;
      bracket.hidden = true;
      cut.disabled = true;
      next.disabled = false;
      pairings.view = undefined;
      standings.view = toSwissStandingsView(stage);
      status.textContent = `${count} players registered for ${stage.settings.rounds} rounds.`;
    });

    next.addEventListener('click', () => {
      if (stage === undefined) return;
      const paired = pairNextRound(stage);
      if (!paired.ok) return fail(paired.error.message, paired.error.code);
      const round = paired.value.rounds[paired.value.rounds.length - 1]!;
      const draws = paired.value.settings.allowDraws;
      const played = reportResults(
        paired.value,
        round.matches.map((m) => {
          const roll = rng.int(draws ? 10 : 9);
          const games: [number, number] =
            roll === 9 ? [1, 1] : roll % 2 === 0 ? [2, rng.int(2)] : [rng.int(2), 2];
          return { table: m.table, games };
        }),
      );
      if (!played.ok) return fail(played.error.message, played.error.code);
      stage = played.value;
      pairings.view = toPairingsView(stage);
      standings.view = toSwissStandingsView(stage, {
        title: `Standings after round ${round.number}`,
      });
      const done = stage.rounds.length >= stage.settings.rounds;
      next.disabled = done;
      cut.disabled = !done;
      status.textContent = done
        ? 'Swiss is over: cut to the top 8.'
        : `Round ${round.number} played.`;
    });

    cut.addEventListener('click', () => {
      if (stage === undefined) return;
      const order = swissStandings(stage).slice(0, 8);
      const names = new Map(stage.players.map((p) => [p.id, p.name ?? p.id]));
      const created = createBracket({
        settings: {
          format: 'single-elimination',
          seeding: 'prior-stage-results',
          allowByes: true,
          title: 'Top 8',
        },
        participants: order.map((s) => ({
          id: s.playerId,
          name: names.get(s.playerId) ?? s.playerId,
        })),
      });
      if (!created.ok) return fail(created.error.message, created.error.code);
      top8 = created.value;
      while (true) {
        const ready = nextMatches(top8);
        if (ready.length === 0) break;
        for (const m of ready) {
          const a = m.slots[0].participantId!;
          const b = m.slots[1].participantId!;
          const result = reportWinner(top8, m.id, rng.int(2) === 0 ? a : b, [2, rng.int(2)]);
          if (result.ok) top8 = result.value;
        }
      }
      bracket.view = toBracketView(top8);
      bracket.hidden = false;
      cut.disabled = true;
      status.textContent = 'Top 8 played: Swiss 1st against 8th, 2nd against 7th, and so on.';
    });

    form.requestSubmit();
  },
};
