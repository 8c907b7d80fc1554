import { compile, explain, type SearchGame } from '@tcgkit/card-search';
import '@tcgkit/elements/tcg-card-search.js';
import type { TcgCardSearch } from '@tcgkit/elements';
import { POOLS_NOTE, realPool } from '../real-catalogs.js';
import type { Page } from './types.js';

const EXAMPLES: Record<SearchGame, string> = {
  lor: 't:unit cost<=2 region:demacia',
  pokemon: 'is:ex t:fire',
  riftbound: 'jinx',
};

/** Search the full card pool of each game with its query language, errors pointed at the text. */
export const search: Page = {
  id: 'search',
  title: 'Card search',
  packages: ['@tcgkit/card-search', '@tcgkit/cards', '@tcgkit/elements'],
  render(main) {
    main.innerHTML = `
      <h1>Card search</h1>
      <p>Each game's search language (<code>@tcgkit/card-search</code>) over the game's full card pool:
      fields with aliases, <code>or</code>, <code>-</code>, parentheses, comparisons,
      regexes, typo-tolerant names. The query is restated in plain English, and every problem points at
      the characters it is about. ${POOLS_NOTE}</p>
      <form id="search" role="search">
        <label>Game <select name="game"><option value="lor">Legends of Runeterra</option>
          <option value="pokemon">Pokémon TCG</option><option value="riftbound">Riftbound</option></select></label>
        <label>Query <input name="q" size="50" autocomplete="off" /></label>
      </form>
      <p id="explain" aria-live="polite"></p>
      <ul id="issues"></ul>
      <p id="count" role="status"></p>
      <ol id="results"></ol>
      <h2>The same as an element: <code>&lt;tcg-card-search&gt;</code></h2>
      <p>Errors underlined in the box, did-you-mean buttons, arrows and Enter to pick a card, the
      query kept in the URL.</p>
      <tcg-card-search url-param="q"></tcg-card-search>
      <p id="picked" role="status"></p>`;
    const form = main.querySelector<HTMLFormElement>('#search')!;
    const game = form.elements.namedItem('game') as HTMLSelectElement;
    const input = form.elements.namedItem('q') as HTMLInputElement;
    const out = {
      explain: main.querySelector<HTMLElement>('#explain')!,
      issues: main.querySelector<HTMLUListElement>('#issues')!,
      count: main.querySelector<HTMLElement>('#count')!,
      results: main.querySelector<HTMLOListElement>('#results')!,
    };
    input.value = EXAMPLES.lor;
    const element = main.querySelector<TcgCardSearch>('tcg-card-search')!;
    void realPool('lor').then((pool) => {
      element.catalog = pool.catalog;
    });
    element.addEventListener('tcg-card-select', (e) => {
      main.querySelector('#picked')!.textContent = `Picked ${e.card.name} (${e.card.id}).`;
    });

    let latest = 0;
    const run = async () => {
      const which = game.value as SearchGame;
      const ticket = ++latest;
      const pool = await realPool(which);
      if (ticket !== latest) return; // a newer keystroke or game already ran
      const query = compile(input.value, which);
      const start = performance.now();
      const cards = query.search(pool.catalog.cards as never[]) as {
        id: string;
        name: string;
      }[];
      const took = performance.now() - start;
      out.explain.textContent = input.value.trim() === '' ? '' : explain(input.value, which);
      out.issues.replaceChildren(
        ...query.issues.map((issue) => {
          const li = document.createElement('li');
          const where = `${input.value.slice(0, issue.start)}⟦${input.value.slice(issue.start, issue.end)}⟧${input.value.slice(issue.end)}`;
          const hint = issue.suggestions?.length
            ? ` Did you mean ${issue.suggestions.slice(0, 3).join(', ')}?`
            : '';
          li.textContent = `${issue.severity}: ${issue.message}${hint} (${issue.code}, characters ${issue.start}–${issue.end}: ${where})`;
          return li;
        }),
      );
      out.count.textContent = `${cards.length} card(s) of ${pool.catalog.cards.length}, in ${took.toFixed(1)} ms`;
      out.results.replaceChildren(
        ...cards.slice(0, 50).map((card) =>
          Object.assign(document.createElement('li'), {
            textContent: `${card.name} (${card.id})`,
          }),
        ),
      );
    };
    input.addEventListener('input', () => void run());
    game.addEventListener('change', () => {
      input.value = EXAMPLES[game.value as SearchGame];
      void realPool(game.value as SearchGame).then((pool) => {
        element.catalog = pool.catalog;
      });
      void run();
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void run();
    });
    void run();
  },
};
