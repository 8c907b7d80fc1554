import { createRng, seedRng } from '@tcgkit/core';
import {
  createBracket,
  type EliminationState,
  getMatch,
  isComplete,
  nextMatches,
  placements,
  reportWinner,
  toBracketView,
} from '@tcgkit/elimination';
import '@tcgkit/elements/tcg-bracket.js';
import type { TcgBracket } from '@tcgkit/elements';
import type { Page } from './types.js';

const NAMES = [
  'Ana',
  'Ben',
  'Cy',
  'Dee',
  'Eli',
  'Fay',
  'Gus',
  'Hana',
  'Ivo',
  'Jun',
  'Kai',
  'Lea',
  'Max',
  'Noor',
  'Oli',
  'Pia',
];
const nameOf = (i: number) => (i < NAMES.length ? NAMES[i]! : `Player ${i + 1}`);

/** Single and double elimination: build a bracket, report results by clicking, simulate rounds. */
export const brackets: Page = {
  id: 'bracket',
  title: 'Brackets',
  packages: ['@tcgkit/elimination', '@tcgkit/elements'],
  render(main) {
    main.innerHTML = `
      <h1>Brackets</h1>
      <p>Build a single or double elimination bracket with <code>@tcgkit/elimination</code> and draw it
      with <code>&lt;tcg-bracket&gt;</code>. Select a match (click, or arrow keys and Enter) to report its
      winner, or simulate the next matches. Narrow the window to see the swipeable rounds layout.</p>
      <form id="setup">
        <label>Players <input name="players" type="number" min="2" max="256" value="8" /></label>
        <label>Format <select name="format"><option value="single-elimination">Single elimination</option>
          <option value="double-elimination">Double elimination</option></select></label>
        <label>Grand final <select name="grandFinal"><option value="bracket-reset">Bracket reset</option>
          <option value="single-set">Single set</option></select></label>
        <label><input name="third" type="checkbox" /> Third-place match</label>
        <label><input name="byes" type="checkbox" checked /> Allow byes</label>
        <button>Create</button>
      </form>
      <p role="status" id="status"></p>
      <div id="report" hidden></div>
      <p><button id="simulate" type="button">Simulate the next matches</button></p>
      <tcg-bracket></tcg-bracket>
      <h2>Placements</h2>
      <ol id="placements"></ol>`;
    const form = main.querySelector<HTMLFormElement>('#setup')!;
    const status = main.querySelector<HTMLElement>('#status')!;
    const report = main.querySelector<HTMLElement>('#report')!;
    const element = main.querySelector<TcgBracket>('tcg-bracket')!;
    const list = main.querySelector<HTMLOListElement>('#placements')!;
    const rng = createRng(seedRng('playground-brackets'));
    let state: EliminationState | undefined;

    const show = () => {
      if (state === undefined) return;
      element.view = toBracketView(state);
      list.replaceChildren(
        ...placements(state).map((p) => {
          const li = document.createElement('li');
          const who = state!.participants.find((x) => x.id === p.participantId);
          li.textContent = `${p.placement ?? 'still in'}: ${who?.name ?? p.participantId}`;
          return li;
        }),
      );
      status.textContent = isComplete(state)
        ? 'The bracket is complete.'
        : `${nextMatches(state).length} match(es) ready.`;
    };

    const win = (matchId: string, winner: string) => {
      if (state === undefined) return;
      const next = reportWinner(state, matchId, winner, [2, rng.int(2)]);
      if (next.ok) state = next.value;
      else status.textContent = next.error.message;
      report.hidden = true;
      show();
    };

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const data = new FormData(form);
      const count = Math.max(2, Math.min(256, Number(data.get('players')) || 8));
      const created = createBracket({
        settings: {
          format: data.get('format') as 'single-elimination' | 'double-elimination',
          seeding: 'manual',
          grandFinal: data.get('grandFinal') as 'bracket-reset' | 'single-set',
          thirdPlaceMatch: data.get('third') === 'on',
          allowByes: data.get('byes') === 'on',
        },
        participants: Array.from({ length: count }, (_, i) => ({
          id: `p${i + 1}`,
          name: nameOf(i),
        })),
      });
      if (!created.ok) {
        status.textContent = `${created.error.message} (${created.error.code})`;
        return;
      }
      state = created.value;
      show();
    });

    main.querySelector('#simulate')!.addEventListener('click', () => {
      if (state === undefined) return;
      for (const m of nextMatches(state)) {
        const players = m.slots
          .map((s) => s.participantId)
          .filter((p): p is string => p !== undefined && p !== null);
        if (players.length === 2) win(m.id, rng.pick(players));
      }
    });

    element.addEventListener('tcg-match-select', (event) => {
      if (state === undefined) return;
      const m = getMatch(state, event.matchId);
      const ready = m !== undefined && nextMatches(state).some((x) => x.id === m.id);
      if (!m || !ready) {
        status.textContent = `${event.matchId} is not ready to be reported.`;
        return;
      }
      report.hidden = false;
      report.replaceChildren(
        Object.assign(document.createElement('p'), { textContent: `Report ${m.id}: who won?` }),
        ...m.slots.map((slot) => {
          const id = slot.participantId!;
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = state!.participants.find((p) => p.id === id)?.name ?? id;
          button.addEventListener('click', () => win(m.id, id));
          return button;
        }),
      );
      report.querySelector('button')?.focus();
    });

    form.requestSubmit();
  },
};
