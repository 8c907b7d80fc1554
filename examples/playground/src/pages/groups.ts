import { createRng, seedRng, unwrap } from '@tcgkit/core';
import { nextMatches, reportWinner, toBracketView } from '@tcgkit/elimination';
import '@tcgkit/elements/tcg-bracket.js';
import '@tcgkit/elements/tcg-groups.js';
import type { TcgBracket, TcgGroups } from '@tcgkit/elements';
import {
  createPlayoffBracket,
  createStage,
  drawPlayoffs,
  layOutMatches,
  planSlotLabel,
  playoffPlan,
  type RoundRobinState,
  recommendSetup,
  reportResult,
  toGroupsView,
} from '@tcgkit/round-robin';
import type { Page } from './types.js';

/** A group stage into crossover playoffs, with the plan shown before a match is played. */
export const groups: Page = {
  id: 'groups',
  title: 'Groups and playoffs',
  packages: [
    '@tcgkit/round-robin',
    '@tcgkit/tiebreakers',
    '@tcgkit/elimination',
    '@tcgkit/elements',
  ],
  render(main) {
    main.innerHTML = `
      <h1>Groups and playoffs</h1>
      <p>A group stage (<code>@tcgkit/round-robin</code>): groups drawn from the seed, every group match laid
      out at once, group tables ordered exactly as the spec says, then the crossover into an elimination
      playoff. The first playoff round is known before any match is played.</p>
      <form id="setup">
        <label>Players <input name="players" type="number" min="4" max="64" value="16" /></label>
        <label>Seed <input name="seed" value="spring-cup" /></label>
        <button>Draw the groups</button>
      </form>
      <p role="status" id="status"></p>
      <h2>The plan</h2>
      <ol id="plan"></ol>
      <p><button id="play" type="button">Play the group stage</button> <button id="playoffs" type="button" disabled>Play the playoffs</button></p>
      <tcg-groups></tcg-groups>
      <tcg-bracket hidden></tcg-bracket>`;
    const form = main.querySelector<HTMLFormElement>('#setup')!;
    const status = main.querySelector<HTMLElement>('#status')!;
    const plan = main.querySelector<HTMLOListElement>('#plan')!;
    const tables = main.querySelector<TcgGroups>('tcg-groups')!;
    const bracket = main.querySelector<TcgBracket>('tcg-bracket')!;
    const play = main.querySelector<HTMLButtonElement>('#play')!;
    const playoffs = main.querySelector<HTMLButtonElement>('#playoffs')!;
    const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 10, minute)).toISOString();
    let stage: RoundRobinState | undefined;
    let seed = 'spring-cup';

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const data = new FormData(form);
      const count = Math.max(4, Math.min(64, Number(data.get('players')) || 16));
      seed = String(data.get('seed'));
      const setup = recommendSetup(count);
      if (!setup.ok) {
        status.textContent = `${setup.error.message} (${setup.error.code})`;
        return;
      }
      const created = createStage({
        participants: Array.from({ length: count }, (_, i) => ({
          id: `p${i + 1}`,
          name: `Player ${i + 1}`,
        })),
        seed,
        settings: setup.value.settings,
        actor: { by: 'organizer', at: at(0) },
      });
      if (!created.ok) {
        status.textContent = `${created.error.message} (${created.error.code})`;
        return;
      }
      stage = created.value;
      const planned = playoffPlan(stage);
      plan.replaceChildren(
        ...(planned.ok ? planned.value.matches : []).map((m) =>
          Object.assign(document.createElement('li'), {
            textContent: m.slots.map(planSlotLabel).join(' v '),
          }),
        ),
      );
      tables.view = toGroupsView(stage, { title: 'Groups (provisional)' });
      bracket.hidden = true;
      play.disabled = false;
      playoffs.disabled = true;
      status.textContent = `${count} players in ${stage.groups.length} groups.`;
    });

    play.addEventListener('click', () => {
      if (stage === undefined) return;
      const rng = createRng(seedRng(`${seed}/results`));
      stage = unwrap(layOutMatches(stage, { actor: { by: 'organizer', at: at(5) } }));
      for (const match of stage.matches) {
        const first = rng.int(2) === 0;
        const result = reportResult(
          stage,
          match.id,
          { games: first ? [2, rng.int(2)] : [rng.int(2), 2] },
          { by: match.players[0], at: at(30) },
        );
        if (result.ok) stage = result.value;
      }
      const draw = drawPlayoffs(stage);
      tables.view = toGroupsView(
        stage,
        draw.ok ? { title: 'Group stage', draw: draw.value } : { title: 'Group stage' },
      );
      play.disabled = true;
      playoffs.disabled = !draw.ok;
      status.textContent = draw.ok
        ? 'Group stage played: see who is in the knockout.'
        : `${draw.error.message}`;
    });

    playoffs.addEventListener('click', () => {
      if (stage === undefined) return;
      const draw = drawPlayoffs(stage);
      if (!draw.ok) return;
      const rng = createRng(seedRng(`${seed}/playoffs`));
      let state = unwrap(createPlayoffBracket(draw.value, { title: 'Playoffs' }));
      for (let ready = nextMatches(state); ready.length > 0; ready = nextMatches(state)) {
        for (const m of ready) {
          const pick = m.slots[rng.int(2)]!.participantId!;
          state = unwrap(reportWinner(state, m.id, pick, [2, rng.int(2)]));
        }
      }
      bracket.view = toBracketView(state);
      bracket.hidden = false;
      playoffs.disabled = true;
      status.textContent = 'Playoffs played.';
    });

    form.requestSubmit();
  },
};
