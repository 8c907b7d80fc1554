import { createRng, seedRng } from '@tcgkit/core';
import '@tcgkit/elements/tcg-lobbies.js';
import '@tcgkit/elements/tcg-standings.js';
import type { TcgLobbies, TcgStandings } from '@tcgkit/elements';
import {
  createFfaStage,
  type FfaState,
  reportLobby,
  startMatch,
  toLobbiesView,
  toStandingsView,
} from '@tcgkit/ffa';
import type { Page } from './types.js';

/** A free-for-all event (Riftbound's Cumulative Points or Threshold Win) with simulated pods. */
export const ffa: Page = {
  id: 'ffa',
  title: 'Free-for-all',
  packages: ['@tcgkit/ffa', '@tcgkit/elements'],
  render(main) {
    main.innerHTML = `
      <h1>Free-for-all</h1>
      <p>Riftbound's free-for-all formats (<code>@tcgkit/ffa</code>): lobbies of four dealt in a snake,
      placement points, ties, and either Cumulative Points over a fixed number of matches or Threshold
      Win. Finishes are simulated from the seed; <code>&lt;tcg-lobbies&gt;</code> shows the pods and
      <code>&lt;tcg-standings&gt;</code> the totals.</p>
      <form id="setup">
        <label>Format <select name="format"><option value="threshold-win">Threshold Win</option>
          <option value="cumulative-points">Cumulative Points</option></select></label>
        <label>Players <input name="players" type="number" min="3" max="64" value="12" /></label>
        <label>Seed <input name="seed" value="pods" /></label>
        <button>Start</button>
      </form>
      <p><button id="next" type="button">Play the next match</button></p>
      <p role="status" id="status"></p>
      <tcg-lobbies></tcg-lobbies>
      <tcg-standings></tcg-standings>`;
    const form = main.querySelector<HTMLFormElement>('#setup')!;
    const status = main.querySelector<HTMLElement>('#status')!;
    const next = main.querySelector<HTMLButtonElement>('#next')!;
    const lobbies = main.querySelector<TcgLobbies>('tcg-lobbies')!;
    const standings = main.querySelector<TcgStandings>('tcg-standings')!;
    let stage: FfaState | undefined;
    let rng = createRng(seedRng('pods'));

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const data = new FormData(form);
      const count = Math.max(3, Math.min(64, Number(data.get('players')) || 12));
      const seed = String(data.get('seed'));
      rng = createRng(seedRng(`${seed}/finishes`));
      const created = createFfaStage({
        participants: Array.from({ length: count }, (_, i) => ({
          id: `p${i + 1}`,
          name: `Player ${i + 1}`,
        })),
        seed,
        settings: { format: data.get('format') as 'threshold-win' | 'cumulative-points' },
      });
      if (!created.ok) {
        status.textContent = `${created.error.message} (${created.error.code})`;
        return;
      }
      stage = created.value;
      lobbies.view = undefined;
      standings.view = toStandingsView(stage);
      next.disabled = false;
      status.textContent = `${count} players.`;
    });

    next.addEventListener('click', () => {
      if (stage === undefined) return;
      const started = startMatch(stage);
      if (!started.ok) {
        status.textContent = `${started.error.message} (${started.error.code})`;
        next.disabled = true;
        return;
      }
      stage = started.value;
      const match = stage.matches[stage.matches.length - 1]!;
      for (const lobby of match.lobbies) {
        const reported = reportLobby(stage, {
          lobbyId: lobby.id,
          ranking: rng.shuffle(lobby.participantIds),
        });
        if (reported.ok) stage = reported.value;
      }
      lobbies.view = toLobbiesView(stage);
      standings.view = toStandingsView(stage);
      if (stage.status === 'complete') {
        next.disabled = true;
        const winner = stage.participants.find((p) => p.id === stage!.winnerId);
        status.textContent = winner
          ? `${winner.name ?? winner.id} wins after match ${match.number}.`
          : 'The stage is over.';
      } else {
        status.textContent = `Match ${match.number} played.`;
      }
    });

    form.requestSubmit();
  },
};
