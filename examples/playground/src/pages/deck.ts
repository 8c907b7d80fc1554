import { defaultCalculator, runCalculator, toDashboardView } from '@tcgkit/calculator';
import { type CardGameId, cardsById, indexCatalog, sampleCatalogs } from '@tcgkit/cards';
import { type DeckEntry, exportDeck, importDeck } from '@tcgkit/deck-codes';
import { createBrowserRunner } from '@tcgkit/sandbox';
import '@tcgkit/elements/tcg-calculator-dashboard.js';
import '@tcgkit/elements/tcg-deck.js';
import type { TcgCalculatorDashboard, TcgDeck } from '@tcgkit/elements';
import type { Page } from './types.js';

const SAMPLES: Record<CardGameId, string> = {
  pokemon: 'PTCG1.me55:4x66,4x128.sv8:2x76.sv8pt5:4x105.sve:2x4,4x5',
  riftbound:
    'RIFT1.OGN:6x042-298,3x043-298,3x045-298,3x064-298,6x166-298,205-298,259-298,282-298,289-298,293-298.SB.OGN:2x050-298',
  lor: '',
};

/** A Legends of Runeterra sample code, written from the sample catalog's first cards. */
function lorSample(): string {
  const main = sampleCatalogs.lor.cards
    .filter((card) => /^\d\d[A-Z]{2}\d{3}$/.test(card.id)) // collectible cards, not tokens like 01DE012T1
    .slice(0, 14)
    .map((card, i) => ({ ref: card.id, count: 1 + (i % 3) }));
  const out = exportDeck({ game: 'lor', main, sideboard: [] }, 'lor-code', sampleCatalogs.lor);
  return out.ok ? out.value.text : '';
}

let runner: ReturnType<typeof createBrowserRunner> | undefined;

/** Paste a deck code or list; see how it reads, and its default calculator's dashboard. */
export const deck: Page = {
  id: 'deck',
  title: 'Deck codes and dashboards',
  packages: [
    '@tcgkit/deck-codes',
    '@tcgkit/cards',
    '@tcgkit/calculator',
    '@tcgkit/sandbox',
    '@tcgkit/elements',
  ],
  render(main) {
    SAMPLES.lor ||= lorSample();
    main.innerHTML = `
      <h1>Deck codes and dashboards</h1>
      <p>Paste a deck code or a deck list. <code>@tcgkit/deck-codes</code> tries every format of the game
      in the spec's order and tells you about anything it could not read; the game's default
      "Deck breakdown" calculator then runs in the sandbox (<code>@tcgkit/sandbox</code>, SES in a Web
      Worker) and <code>&lt;tcg-calculator-dashboard&gt;</code> draws its output. The cards come from the
      small sample catalogs of <code>@tcgkit/cards</code>.</p>
      <form id="deck">
        <label>Game <select name="game"><option value="pokemon">Pokémon TCG</option>
          <option value="riftbound">Riftbound</option><option value="lor">Legends of Runeterra</option></select></label>
        <p><label for="text">Deck code or list</label><br />
        <textarea id="text" name="text" rows="6" cols="80"></textarea></p>
        <button>Read the deck</button>
      </form>
      <p role="status" id="status"></p>
      <ul id="warnings"></ul>
      <h2>The deck (<code>&lt;tcg-deck&gt;</code>)</h2>
      <tcg-deck heading-level="3"></tcg-deck>
      <h2>Its dashboard</h2>
      <tcg-calculator-dashboard></tcg-calculator-dashboard>`;
    const form = main.querySelector<HTMLFormElement>('#deck')!;
    const text = main.querySelector<HTMLTextAreaElement>('#text')!;
    const game = form.elements.namedItem('game') as HTMLSelectElement;
    const status = main.querySelector<HTMLElement>('#status')!;
    const warnings = main.querySelector<HTMLUListElement>('#warnings')!;
    const dashboard = main.querySelector<TcgCalculatorDashboard>('tcg-calculator-dashboard')!;
    const deckList = main.querySelector<TcgDeck>('tcg-deck')!;
    text.value = SAMPLES.pokemon;
    game.addEventListener('change', () => {
      text.value = SAMPLES[game.value as CardGameId];
    });

    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const which = game.value as CardGameId;
      const catalog = sampleCatalogs[which];
      const read = importDeck(text.value, which, catalog);
      deckList.catalog = catalog;
      deckList.game = which;
      deckList.code = text.value;
      dashboard.view = undefined;
      if (!read.ok) {
        status.textContent = `${read.error.message} (${read.error.code}${read.error.path ? ` at ${read.error.path}` : ''})`;
        warnings.replaceChildren();
        return;
      }
      const entries: DeckEntry[] = [...read.value.main, ...read.value.sideboard];
      const pile: Record<string, number> = {};
      for (const e of entries) pile[e.ref] = (pile[e.ref] ?? 0) + e.count;
      const copies = entries.reduce((n, e) => n + e.count, 0);
      status.textContent = `Read as ${read.value.format}: ${copies} cards, ${entries.length} distinct. Running the calculator…`;
      warnings.replaceChildren(
        ...read.warnings.map((w) =>
          Object.assign(document.createElement('li'), { textContent: `${w.message} (${w.code})` }),
        ),
      );
      runner ??= createBrowserRunner();
      const calculator = defaultCalculator(which);
      const cards = cardsById(indexCatalog(catalog), pile);
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
      status.textContent = `Read as ${read.value.format}: ${copies} cards, ${entries.length} distinct.`;
    });
    form.requestSubmit();
  },
};
