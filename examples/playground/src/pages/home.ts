import { createRng, seedRng } from '@tcgkit/core';
import '@tcgkit/elements/tcg-record.js';
import type { Page } from './types.js';

const players = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hana'];

/** The welcome page: what tcgkit is, and the shared base working live. */
export const home: Page = {
  id: '',
  title: 'Start here',
  packages: ['@tcgkit/core', '@tcgkit/elements'],
  render(main) {
    main.innerHTML = `
      <h1>tcgkit playground</h1>
      <p>tcgkit is a set of small TypeScript packages for trading card game communities:
      tournament engines, tiebreakers, deck codes, card search, a script sandbox and a calculator,
      plus web components that embed brackets and standings in any site. Each page on the left
      runs one capability on the packages' source.</p>
      <h2>Seeded draws (<code>@tcgkit/core</code>)</h2>
      <p>Every random pairing and draw comes from a seed stored with the event, so it can be replayed
      and audited. Change the seed and the seating changes; the same seed always gives the same seats.</p>
      <p><label>Seed <input id="seed" value="league-night-1" /></label></p>
      <ol id="seats" aria-live="polite"></ol>
      <h2>Records (<code>&lt;tcg-record&gt;</code>)</h2>
      <p>Shown compactly, spoken in full by screen readers.</p>
      <table>
        <thead><tr><th scope="col">Player</th><th scope="col">Record</th></tr></thead>
        <tbody id="records"></tbody>
      </table>`;
    const seed = main.querySelector<HTMLInputElement>('#seed')!;
    const seats = main.querySelector<HTMLOListElement>('#seats')!;
    const draw = () => {
      const order = createRng(seedRng(seed.value)).shuffle(players);
      seats.replaceChildren(
        ...order.map((name, i) => {
          const li = document.createElement('li');
          li.textContent = `Table ${Math.floor(i / 2) + 1}: ${name}`;
          return li;
        }),
      );
    };
    seed.addEventListener('input', draw);
    draw();
    const rows = main.querySelector('#records')!;
    const rng = createRng(seedRng('records'));
    for (const name of players.slice(0, 5)) {
      const wins = rng.int(6);
      const tr = document.createElement('tr');
      tr.innerHTML = `<td></td><td><tcg-record></tcg-record></td>`;
      tr.querySelector('td')!.textContent = name;
      tr.querySelector('tcg-record')!.setAttribute('record', `${wins}-${5 - wins}-${rng.int(2)}`);
      rows.append(tr);
    }
  },
};
