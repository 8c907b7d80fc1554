import { defaultCalculator, runCalculator, toDashboardView } from '@tcgkit/calculator';
import { type CardGameId, cardsById } from '@tcgkit/cards';
import { type DeckEntry, importDeck } from '@tcgkit/deck-codes';
import {
  BUILT_IN_RULESETS,
  createDefaultBuilder,
  importIntoPile,
  rulesetLibrary,
  validateBuilder,
} from '@tcgkit/deckbuilder';
import { createBrowserRunner } from '@tcgkit/sandbox';
import '@tcgkit/elements/tcg-calculator-dashboard.js';
import '@tcgkit/elements/tcg-deck.js';
import type { TcgCalculatorDashboard, TcgDeck } from '@tcgkit/elements';
import { POOLS_NOTE, realPool } from '../real-catalogs.js';
import type { Page } from './types.js';

/** Real decks: a TCG Live export, the spec's Riftbound sample, Riot's first deck code vector. */
const SAMPLES: Record<CardGameId, string> = {
  pokemon: `Pokémon: 16
4 Team Rocket's Koffing DRI 125
4 Team Rocket's Weezing DRI 126
4 Koffing JTG 91
4 Weezing JTG 92

Trainer: 31
4 Ultra Ball MEG 131
4 Buddy-Buddy Poffin MEG 167
4 Boss's Orders MEG 114
4 Lillie's Determination MEG 119
4 Switch MEG 130
4 Air Balloon BLK 79
3 Rescue Board TEF 159
4 Night Stretcher MEG 173

Energy: 13
13 Basic Darkness Energy

Total Cards: 60`,
  riftbound:
    'RIFT1.OGN:6x042-298,3x043-298,3x045-298,3x064-298,6x166-298,205-298,259-298,282-298,289-298,293-298.SB.OGN:2x050-298',
  lor: 'CEBAIAIFB4WDANQIAEAQGDAUDAQSIJZUAIAQCAIEAEAQKBIA',
};

const rulesets = rulesetLibrary(BUILT_IN_RULESETS);

let runner: ReturnType<typeof createBrowserRunner> | undefined;

/** Paste a deck code or list; see how it reads, and its default calculator's dashboard. */
export const deck: Page = {
  id: 'deck',
  title: 'Deck codes and dashboards',
  packages: [
    '@tcgkit/deck-codes',
    '@tcgkit/cards',
    '@tcgkit/deckbuilder',
    '@tcgkit/calculator',
    '@tcgkit/sandbox',
    '@tcgkit/elements',
  ],
  render(main) {
    main.innerHTML = `
      <h1>Deck codes and dashboards</h1>
      <p>Paste a deck code or a deck list. <code>@tcgkit/deck-codes</code> tries every format of the game
      in the spec's order and tells you about anything it could not read; the deck builder validates it
      with the game's built-in rules (<code>@tcgkit/deckbuilder</code>); the game's default
      "Deck breakdown" calculator then runs in the sandbox (<code>@tcgkit/sandbox</code>, SES in a Web
      Worker) and <code>&lt;tcg-calculator-dashboard&gt;</code> draws its output. ${POOLS_NOTE}</p>
      <form id="deck">
        <label>CardGameId <select name="game"><option value="pokemon">Pokémon TCG</option>
          <option value="riftbound">Riftbound</option><option value="lor">Legends of Runeterra</option></select></label>
        <p><label for="text">Deck code or list</label><br />
        <textarea id="text" name="text" rows="6" cols="80"></textarea></p>
        <button>Read the deck</button>
      </form>
      <p role="status" id="status"></p>
      <ul id="warnings"></ul>
      <p id="validation" aria-live="polite"></p>
      <ul id="messages"></ul>
      <h2>The deck (<code>&lt;tcg-deck&gt;</code>)</h2>
      <tcg-deck heading-level="3"></tcg-deck>
            <tcg-calculator-dashboard></tcg-calculator-dashboard>`;
    const form = main.querySelector<HTMLFormElement>('#deck')!;
    const text = main.querySelector<HTMLTextAreaElement>('#text')!;
    const game = form.elements.namedItem('game') as HTMLSelectElement;
    const status = main.querySelector<HTMLElement>('#status')!;
    const warnings = main.querySelector<HTMLUListElement>('#warnings')!;
    const dashboard = main.querySelector<TcgCalculatorDashboard>('tcg-calculator-dashboard')!;
    const validation = main.querySelector<HTMLElement>('#validation')!;
    const messages = main.querySelector<HTMLUListElement>('#messages')!;
    const deckList = main.querySelector<TcgDeck>('tcg-deck')!;
    text.value = SAMPLES.pokemon;
    game.addEventListener('change', () => {
      text.value = SAMPLES[game.value as CardGameId];
    });

    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const which = game.value as CardGameId;
      dashboard.view = undefined;
      validation.textContent = '';
      messages.replaceChildren();
      status.textContent = 'Loading the full card pool…';
      const pool = await realPool(which);
      const { catalog, index } = pool;
      const read = importDeck(text.value, which, index);
      deckList.catalog = catalog;
      deckList.game = which;
      deckList.code = text.value;
      if (!read.ok) {
        status.textContent = `${read.error.message} (${read.error.code}${read.error.path ? ` at ${read.error.path}` : ''})`;
        warnings.replaceChildren();
        return;
      }
      const entries: DeckEntry[] = [...read.value.main, ...read.value.sideboard];
      const pile: Record<string, number> = {};
      for (const e of entries) pile[e.ref] = (pile[e.ref] ?? 0) + e.count;
      const copies = entries.reduce((n, e) => n + e.count, 0);
      const poolLine = `${catalog.cards.length} cards in the ${which} pool, loaded and indexed in ${Math.round(pool.loadMs)} ms`;
      status.textContent = `Read as ${read.value.format}: ${copies} cards, ${entries.length} distinct (${poolLine}). Running the calculator…`;
      warnings.replaceChildren(
        ...read.warnings.map((w) =>
          Object.assign(document.createElement('li'), { textContent: `${w.message} (${w.code})` }),
        ),
      );
      runner ??= createBrowserRunner();
      const base = createDefaultBuilder(which);
      const pileId = which === 'riftbound' ? 'main' : base.piles[0]!.id;
      const built = importIntoPile(base, pileId, text.value, index);
      if (built.ok) {
        const report = await validateBuilder(runner, built.value.builder, {
          rulesets,
          catalog: index,
        });
        validation.textContent = `Deck builder (built-in ${which} rules): ${report.status}${report.list.length > 0 ? ':' : '.'}`;
        messages.replaceChildren(
          ...report.list.map((m) =>
            Object.assign(document.createElement('li'), { textContent: m }),
          ),
          ...report.failures.map((f) =>
            Object.assign(document.createElement('li'), {
              textContent: `${f.message} (${f.code})`,
            }),
          ),
        );
      }
      const calculator = defaultCalculator(which);
      const cards = cardsById(index, pile);
      const run = await runCalculator(
        calculator.script,
        pile,
        cards,
        { globals: catalog.globals },
        { runner },
      );
      if (!run.ok) {
        status.textContent = `${run.error.message} (${run.error.code})`;
        return;
      }
      dashboard.view = toDashboardView(run.value, `${calculator.name}`);
      status.textContent = `Read as ${read.value.format}: ${copies} cards, ${entries.length} distinct (${poolLine}).`;
    });
    form.requestSubmit();
  },
};
