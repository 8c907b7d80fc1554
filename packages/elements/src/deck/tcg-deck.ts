import type { CardCatalog, CardGameId, PokemonGlobals } from '@tcgkit/cards';
import type { Deck, DeckFormat, ImportResult } from '@tcgkit/deck-codes';
import type { FormatLegality, LegalityFormat, Ruleset } from '@tcgkit/deckbuilder';
import type { SandboxRunner } from '@tcgkit/sandbox';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { fetchCatalog, fetchDeck, urlLoad } from '../shared/catalog-src.js';
import { TcgDataErrorEvent, TcgDeckCopyEvent } from '../shared/events.js';
import { fill, formatNumber, languageOf } from '../shared/i18n.js';
import { LanguageController } from '../shared/language-controller.js';
import { EngineLoadError, loadEngine, type OnDemand, onDemand } from '../shared/on-demand.js';
import { themeStyles } from '../shared/theme.js';
import type { DeckLine, DeckModel } from './deck-model.js';
import {
  type DeckStringOverrides,
  type DeckStrings,
  defaultDeckStrings,
} from './tcg-deck.strings.js';
import { deckStyles } from './tcg-deck.styles.js';

/** The engines `<tcg-deck>` loads on demand: @tcgkit/deck-codes and the deck model. */
interface DeckEngine {
  readonly codes: Pick<
    typeof import('@tcgkit/deck-codes'),
    'importDeck' | 'exportDeck' | 'FORMATS_BY_GAME' | 'sortRiftboundPiles' | 'toIndex'
  >;
  readonly model: typeof import('./deck-model.js');
}

// One load per page, shared by every <tcg-deck>; a failed load is forgotten so the next try
// fetches again. @tcgkit/deck-codes is an optional peer dependency: only import() reaches it.
// The `then` names the exports used, so a bundler keeps only those (a namespace kept whole
// would carry all of deck-codes).
const deckEngine: OnDemand<DeckEngine> = onDemand(async () => {
  const [codes, model] = await Promise.all([
    loadEngine<DeckEngine['codes']>(
      '@tcgkit/deck-codes',
      () =>
        import('@tcgkit/deck-codes').then(
          ({ importDeck, exportDeck, FORMATS_BY_GAME, sortRiftboundPiles, toIndex }) => ({
            importDeck,
            exportDeck,
            FORMATS_BY_GAME,
            sortRiftboundPiles,
            toIndex,
          }),
        ),
      'importDeck',
      '<tcg-deck> needs @tcgkit/deck-codes to read and show a deck',
    ),
    import('./deck-model.js'),
  ]);
  return { codes, model };
});
// The deck builder and its rules come only with a sandbox runner (an optional peer too).
const legalityEngine: OnDemand<Pick<typeof import('@tcgkit/deckbuilder'), 'deckLegality'>> =
  onDemand(() =>
    loadEngine(
      '@tcgkit/deckbuilder',
      () => import('@tcgkit/deckbuilder').then(({ deckLegality }) => ({ deckLegality })),
      'deckLegality',
      '<tcg-deck> needs @tcgkit/deckbuilder to check a deck with a sandbox runner',
    ),
  );

const MARKS: Readonly<Record<FormatLegality['status'], string>> = {
  legal: '✓',
  illegal: '✗',
  'not-checked': '?',
};

const GAMES: readonly string[] = ['lor', 'pokemon', 'riftbound'];

/**
 * `<tcg-deck>`: a deck list the way each game's players read it, from a deck code or list
 * (`code`) or a `deck` property, with a catalog (`catalog` property) to name the cards. Shows
 * every import warning, groups (LoR champion/unit/spell/landmark with cost and regions; Pokémon
 * Pokémon/Trainer/Energy; Riftbound legend/champion/battlefields/runes/main/sideboard), counts,
 * the deck size, a cost curve (bars with a data table behind them), copy buttons for each deck
 * format of the game and a text list, and each card's text in a tooltip on hover and focus
 * (with the card's image when the page gives an `image-template`). Legality per format from a
 * `legality` property, or checked by the element with a sandbox `runner` (the deck builder's
 * rules and messages). `print-layout="registration"` prints a Pokémon deck as the deck
 * registration sheet. The deck engine (@tcgkit/deck-codes, an optional peer dependency to
 * install beside the elements) is loaded on demand with the first deck; `updateComplete` waits
 * for it. The deck builder (@tcgkit/deckbuilder, optional too) is loaded only with a `runner`.
 *
 * @example
 * ```html
 * <tcg-deck code="CEAQ2AIAAEDASCYMCQKRUJZNFY2TOAABAEAQABY" catalog-src="/lor-catalog.json"></tcg-deck>
 * ```
 *
 * @fires tcg-deck-copy - A copy button was pressed (`format`, `text`); cancel it to copy yourself.
 * @fires tcg-data-error - `catalog-src` or `src` could not be used, or a deck engine is not installed (`elements/missing-engine`, naming the package) or could not be loaded (`elements/engine-load-failed`).
 * @csspart group - A group of cards.
 * @csspart curve - The cost curve.
 * @csspart actions - The copy buttons.
 * @csspart legality - The legality section.
 * @csspart registration - The printed Pokémon registration sheet (hidden on screen).
 *
 * @tag tcg-deck
 */
export class TcgDeck extends LitElement {
  /** Styles: the shared theme, then the deck's layout (two columns on wide screens, one on phones). */
  static override styles = [themeStyles, deckStyles];

  readonly #language = new LanguageController(this);

  /** A deck code or deck list, in any format the game reads (see `importDeck` in @tcgkit/deck-codes). */
  @property({ type: String }) code?: string;
  /** The deck as data; used when there is no `code`. */
  @property({ attribute: false }) deck?: Deck;
  /** The game: `lor`, `pokemon` or `riftbound` (a `deck` property brings its own). */
  @property({ type: String }) game?: CardGameId;
  /** The card catalog of the game (a @tcgkit/cards `CardCatalog`). */
  @property({ attribute: false }) catalog?: CardCatalog;
  /** Overrides for any string (the sheet's one by one too). */
  @property({ attribute: false }) strings: DeckStringOverrides = {};
  /** `light` or `dark` overrides the user's color scheme. */
  @property({ type: String, reflect: true }) theme?: 'light' | 'dark';
  /** A URL of a catalog JSON file (a @tcgkit/cards `CardCatalog`), fetched into `catalog`. */
  @property({ type: String, attribute: 'catalog-src' }) catalogSrc?: string;
  /** A URL of a deck JSON file (`{ game, main, sideboard }`, as @tcgkit/deck-codes writes it), fetched into `deck`. */
  @property({ type: String }) src?: string;

  /** Why `catalog-src` (or `src`) could not be used ('' when it could). */
  @state() protected catalogError = '';

  constructor() {
    super();
    // `src` and `catalog-src` are fetched into `deck` and `catalog` by Lit Tasks (a newer URL
    // aborts the load before).
    urlLoad(
      this,
      () => this.src,
      fetchDeck,
      (loaded, error) => {
        this.catalogError = error;
        if (loaded) this.deck = loaded.deck;
      },
    );
    urlLoad(
      this,
      () => this.catalogSrc,
      fetchCatalog,
      (loaded, error) => {
        this.catalogError = error;
        if (loaded) this.catalog = loaded.catalog;
      },
    );
  }

  /**
   * The deck's legality per format, computed by the page (for example with `deckLegality` of @tcgkit/deckbuilder
   * and a sandbox runner): `{ format, status, messages }[]`, shown as given. Wins over `runner`.
   */
  @property({ attribute: false }) legality?: readonly FormatLegality[];
  /**
   * A sandbox runner (@tcgkit/sandbox `createBrowserRunner()`): with it, the element loads
   * @tcgkit/deckbuilder and checks the shown deck in each of `formats` itself. The page owns the
   * runner (and closes it).
   */
  @property({ attribute: false }) runner?: SandboxRunner;
  /** The formats the element checks with `runner` (default: the game's built-in formats). */
  @property({ attribute: false }) formats?: readonly LegalityFormat[];
  /** Rulesets beside the deck builder's built-ins, for formats of your own. */
  @property({ attribute: false }) rulesets?: readonly Ruleset[];
  /** What the element found with `runner` (the `legality` property wins). */
  @state() private checked?: readonly FormatLegality[];
  #legalityWait?: Promise<void>;
  #legalityRun = 0;
  /** Why the deck builder could not be loaded for the last check (`undefined` when it could). */
  #legalityError?: { code: string; message: string };

  /**
   * A URL template for card images in the card's tooltip, e.g.
   * `https://example.org/{game}/{set}/{number}.png`: `{ref}` (the deck's ref, a printing id or card
   * code), `{id}` (the card identity's id), `{set}`, `{number}` and `{game}`, each URL-encoded.
   * No images without it (no hot-linking by default).
   */
  @property({ type: String, attribute: 'image-template' }) imageTemplate?: string;

  /**
   * `registration`: a Pokémon deck prints as the deck registration sheet (player fields, then
   * Pokémon / Trainer / Energy tables with QTY, NAME, SET, COLL # and totals). Other games, and
   * the screen, are unchanged.
   */
  @property({ type: String, reflect: true, attribute: 'print-layout' }) printLayout?: string;
  /** The registration sheet's player name (an empty line to fill in by hand when not given). */
  @property({ type: String, attribute: 'player-name' }) playerName?: string;
  /** The registration sheet's player ID (Play! Pokémon ID). */
  @property({ type: String, attribute: 'player-id' }) playerId?: string;
  /** The registration sheet's date of birth, as the page writes it. */
  @property({ type: String, attribute: 'birth-date' }) birthDate?: string;
  /** The registration sheet's division (`Masters`...); without it the divisions are boxes to tick. */
  @property({ type: String }) division?: string;

  /** Level of the element's headings (groups, curve, warnings), so it fits the page's outline. */
  @property({ type: Number, attribute: 'heading-level' }) headingLevel = 2;

  @state() private status = '';

  #deck?: Deck;
  #imported?: ImportResult;
  #model?: DeckModel;
  #warnings: readonly { code: string; message: string }[] = [];
  #error?: { code: string; message: string };

  #s(): DeckStrings {
    return {
      ...defaultDeckStrings,
      ...this.strings,
      groups: { ...defaultDeckStrings.groups, ...this.strings.groups },
      formats: { ...defaultDeckStrings.formats, ...this.strings.formats },
      sheet: { ...defaultDeckStrings.sheet, ...this.strings.sheet },
    };
  }

  /** The deck shown (read from `code`, or the `deck` property), with its import warnings. */
  get shownDeck(): Deck | undefined {
    return this.#deck;
  }

  /** Set while the deck engines load for this element (so `updateComplete` waits for them). */
  #engineWait?: Promise<void>;
  /** The inputs changed while the engines were loading: read them again once they are here. */
  #reread = false;

  #needEngine(): void {
    if (this.#engineWait !== undefined) return;
    this.#engineWait = deckEngine.load().then(
      () => {
        this.#engineWait = undefined;
        this.#reread = true;
        this.requestUpdate();
      },
      (e: unknown) => {
        this.#engineWait = undefined;
        this.#error =
          e instanceof EngineLoadError
            ? { code: e.code, message: e.message }
            : {
                code: 'elements/engine-load-failed',
                message: `The deck engine could not be loaded (${e instanceof Error ? e.message : String(e)}); check the network and reload the page.`,
              };
        this.dispatchEvent(new TcgDataErrorEvent(this.#error.code, this.#error.message));
        this.requestUpdate();
      },
    );
  }

  /**
   * Resolves after the element has rendered what it was given, including a deck that waited
   * for the engine (@tcgkit/deck-codes and the deck model, loaded with the first deck).
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    while (this.#engineWait !== undefined || this.#legalityWait !== undefined) {
      await this.#engineWait;
      await this.#legalityWait;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const changedInput =
      changed.has('code') || changed.has('deck') || changed.has('game') || changed.has('catalog');
    // Something to read (a code, a deck or a catalog on its way to one): fetch the engines now.
    // After a failed load, only new input tries again (no retry loop on a network that is down).
    if (
      deckEngine.loaded === undefined &&
      (this.code?.trim() || this.deck || this.catalog) &&
      ((this.#error?.code !== 'elements/engine-load-failed' &&
        this.#error?.code !== 'elements/missing-engine') ||
        changedInput)
    )
      this.#needEngine();
    const reread = this.#reread || changedInput;
    if (reread) this.#read();
    if (
      reread ||
      changed.has('runner') ||
      changed.has('formats') ||
      changed.has('rulesets') ||
      changed.has('legality')
    )
      this.#checkLegality();
  }

  // Runs the deck builder's rules on the shown deck when the page gave a runner (and no legality).
  #checkLegality(): void {
    const run = ++this.#legalityRun;
    this.checked = undefined;
    this.#legalityWait = undefined;
    this.#legalityError = undefined;
    const deck = this.#deck;
    const catalog = this.catalog;
    const runner = this.runner;
    if (this.legality !== undefined || runner === undefined) return;
    if (deck === undefined || catalog === undefined) return;
    const formats = this.formats;
    const rulesets = this.rulesets;
    const wait = legalityEngine
      .load()
      .then((m) =>
        m.deckLegality(runner, deck, catalog, {
          ...(formats === undefined ? {} : { formats }),
          ...(rulesets === undefined ? {} : { rulesets }),
        }),
      )
      .catch((e: unknown): FormatLegality[] => {
        // The deck builder is not installed or did not arrive: say so in an alert and an event.
        if (e instanceof EngineLoadError && run === this.#legalityRun) {
          this.#legalityError = { code: e.code, message: e.message };
          this.dispatchEvent(new TcgDataErrorEvent(e.code, e.message));
        }
        return [
          {
            format: this.#s().legality,
            status: 'not-checked',
            messages:
              e instanceof EngineLoadError ? [] : [e instanceof Error ? e.message : String(e)],
          },
        ];
      })
      .then((found) => {
        if (run !== this.#legalityRun) return; // newer input: this answer is stale
        this.#legalityWait = undefined;
        this.checked = found;
      });
    this.#legalityWait = wait;
  }

  #read(): void {
    this.#reread = false;
    this.#deck = undefined;
    this.#imported = undefined;
    this.#model = undefined;
    this.#error = undefined;
    this.#warnings = [];
    this.status = '';
    if (this.catalog === undefined) return;
    const code = this.code?.trim() ? this.code : undefined;
    if (code !== undefined) {
      const game = this.game ?? this.catalog.game;
      if (!GAMES.includes(game)) {
        this.#error = {
          code: 'elements/unknown-game',
          message: `The game "${String(game)}" has no decks here; use lor, pokemon or riftbound.`,
        };
        return;
      }
      if (this.catalog.game !== game) {
        this.#error = {
          code: 'elements/wrong-catalog',
          message: `The catalog is for ${this.catalog.game}, the deck for ${game}: give the catalog of ${game}.`,
        };
        return;
      }
      if (deckEngine.loaded === undefined) return; // read again when the engines arrive
      const r = deckEngine.loaded.codes.importDeck(code, game, this.catalog);
      if (!r.ok) {
        this.#error = r.error;
        return;
      }
      this.#imported = r.value;
      this.#deck = r.value;
      this.#warnings = r.warnings;
    } else if (this.deck !== undefined) {
      if (this.deck.game !== this.catalog.game) {
        this.#error = {
          code: 'elements/wrong-catalog',
          message: `The catalog is for ${this.catalog.game}, the deck for ${this.deck.game}: give the catalog of ${this.deck.game}.`,
        };
        return;
      }
      if (deckEngine.loaded === undefined) return;
      this.#deck = this.deck;
    }
    if (this.#deck === undefined || deckEngine.loaded === undefined) return;
    this.#model = deckEngine.loaded.model.deckModelWith(
      deckEngine.loaded.codes,
      this.#deck,
      this.catalog,
      this.#imported?.piles,
    );
    if (this.#imported === undefined && this.#model.unknown.length > 0) {
      // A deck given as data has no import step: name the cards the catalog does not know here.
      this.#warnings = this.#model.unknown.map((ref) => ({
        code: 'elements/unknown-card',
        message: `${ref} is not in the catalog.`,
      }));
    }
  }

  /** The formats the copy buttons offer: every deck format of the game. */
  get copyFormats(): readonly DeckFormat[] {
    return this.#deck && deckEngine.loaded
      ? deckEngine.loaded.codes.FORMATS_BY_GAME[this.#deck.game]
      : [];
  }

  /** Copies the deck in a format (or `text` for the plain list); fires `tcg-deck-copy` first. */
  async copy(format: DeckFormat | 'text'): Promise<void> {
    const s = this.#s();
    if (
      this.#deck === undefined ||
      this.catalog === undefined ||
      this.#model === undefined ||
      deckEngine.loaded === undefined
    )
      return;
    let text: string;
    let label: string;
    if (format === 'text') {
      text = deckEngine.loaded.model.textList(this.#model, s.groups);
      label = s.copyText;
    } else {
      const out = deckEngine.loaded.codes.exportDeck(this.#deck, format, this.catalog);
      label = s.formats[format] ?? format;
      if (!out.ok) {
        this.status = `${label}: ${out.error.message}`;
        return;
      }
      text = out.value.text;
    }
    const event = new TcgDeckCopyEvent(format, text);
    if (!this.dispatchEvent(event)) {
      this.status = fill(s.copied, { what: label });
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      this.status = fill(s.copied, { what: label });
    } catch {
      this.status = fill(s.copyFailed, { what: label });
    }
  }

  #imageUrl(l: DeckLine, game: CardGameId): string | undefined {
    const template = this.imageTemplate?.trim();
    if (!template || !l.known) return undefined;
    const values: Readonly<Record<string, string>> = {
      ref: l.ref,
      id: l.cardId,
      set: l.set,
      number: l.number,
      game,
    };
    return template.replace(/\{(ref|id|set|number|game)\}/g, (_, k: string) =>
      encodeURIComponent(values[k] ?? ''),
    );
  }

  // A card image that does not load is hidden, not shown as a broken-image icon.
  #hideBroken(e: Event): void {
    (e.currentTarget as HTMLImageElement).hidden = true;
  }

  // Escape hides a card's tooltip without moving focus (WCAG 1.4.13); leaving the card brings it back.
  #dismissTip(e: KeyboardEvent): void {
    if (e.key === 'Escape') (e.currentTarget as HTMLElement).classList.add('dismissed');
  }

  #restoreTip(e: Event): void {
    (e.currentTarget as HTMLElement).classList.remove('dismissed');
  }

  #curve(model: DeckModel, s: DeckStrings, lang: string) {
    if (model.curve.length === 0 || model.curve.every((n) => n === 0)) return nothing;
    const max = Math.max(...model.curve);
    // The model exists only once the engine (and with it the deck model) has arrived.
    const top = deckEngine.loaded?.model.CURVE_TOP;
    const label = (i: number) => (i === top ? `${i}+` : String(i));
    return html`<section class="curve" part="curve" aria-labelledby="curve-title">
      <div class="h" role="heading" aria-level=${this.headingLevel} id="curve-title">${s.curve}</div>
      <div class="bars" aria-hidden="true">
        ${model.curve.map(
          (n, i) =>
            html`<div class="bar">
              <span style="height:${max === 0 ? 0 : Math.round((n / max) * 100)}%"></span>
              <div>${label(i)}</div>
            </div>`,
        )}
      </div>
      <table class="visually-hidden">
        <caption>${s.curve}</caption>
        <thead><tr><th scope="col">${s.cost}</th><th scope="col">${s.cards}</th></tr></thead>
        <tbody>
          ${model.curve.map(
            (n, i) =>
              html`<tr><th scope="row">${label(i)}</th><td>${formatNumber(n, lang)}</td></tr>`,
          )}
        </tbody>
      </table>
    </section>`;
  }

  #statusWord(status: FormatLegality['status'], s: DeckStrings): string {
    switch (status) {
      case 'legal':
        return s.legal;
      case 'illegal':
        return s.illegal;
      case 'not-checked':
        return s.notChecked;
      default:
        throw new Error(`Unknown legality status: ${String(status satisfies never)}`);
    }
  }

  #legalitySection(s: DeckStrings) {
    const shown = this.legality ?? this.checked;
    const checking = shown === undefined && this.#legalityWait !== undefined;
    if (shown === undefined && !checking) return nothing;
    const summary = checking
      ? s.checking
      : shown!
          .map((f) =>
            fill(s.legalityItem, { format: f.format, status: this.#statusWord(f.status, s) }),
          )
          .join('; ');
    return html`<section class="legality" part="legality" aria-labelledby="legality-title" aria-busy=${checking ? 'true' : nothing}>
      <div class="h" role="heading" aria-level=${this.headingLevel} id="legality-title">${s.legality}</div>
      <p class="summary" role="status">${summary}</p>
      ${
        this.#legalityError === undefined
          ? nothing
          : html`<p role="alert"><code>${this.#legalityError.code}</code>: ${this.#legalityError.message}</p>`
      }
      ${
        shown === undefined
          ? nothing
          : html`<ul class="formats">
              ${shown.map(
                (f) => html`<li class="format" data-status=${f.status}>
                  <span class="verdict"
                    ><span class="mark" aria-hidden="true">${MARKS[f.status] ?? '?'}</span>
                    <strong>${f.format}</strong>: ${this.#statusWord(f.status, s)}</span
                  >
                  ${
                    f.messages.length > 0
                      ? html`<ul class="messages">
                          ${f.messages.map((m) => html`<li>${m}</li>`)}
                        </ul>`
                      : nothing
                  }
                </li>`,
              )}
            </ul>`
      }
    </section>`;
  }

  // The set abbreviation players write (TCG Live's, `PAL`), else the catalog's set code.
  #setOf(l: DeckLine): string {
    const sets = (this.catalog?.globals as PokemonGlobals | undefined)?.sets;
    return sets?.[l.set]?.ptcgoCode ?? l.set;
  }

  #registrationSheet(model: DeckModel, s: DeckStrings, lang: string) {
    const t = s.sheet;
    const field = (label: string, value: string | undefined) =>
      html`<tr><th scope="row">${label}</th><td class="fill">${value ?? ''}</td></tr>`;
    return html`<div class="sheet" part="registration">
      <p class="sheet-title">${t.title}</p>
      <table class="player">
        <tbody>
          ${field(t.playerName, this.playerName)}
          ${field(t.playerId, this.playerId)}
          ${field(t.birthDate, this.birthDate)}
          <tr>
            <th scope="row">${t.division}</th>
            <td class="fill">${this.division ?? t.divisions.map((d) => html`<span class="box">☐ ${d}</span> `)}</td>
          </tr>
        </tbody>
      </table>
      ${model.groups.map((g) => {
        const title = s.groups[g.key] ?? g.key;
        return html`<table class="cards" data-group=${g.key}>
          <caption>${title}</caption>
          <thead>
            <tr><th scope="col" class="qty">${t.qty}</th><th scope="col">${t.name}</th><th scope="col" class="set">${t.set}</th><th scope="col" class="num">${t.number}</th></tr>
          </thead>
          <tbody>
            ${g.lines.map(
              (l) =>
                html`<tr><td class="qty">${formatNumber(l.count, lang)}</td><td>${l.name}</td><td class="set">${this.#setOf(l)}</td><td class="num">${l.number}</td></tr>`,
            )}
          </tbody>
          <tfoot>
            <tr><th scope="row" colspan="3">${fill(t.sectionTotal, { group: title })}</th><td class="qty">${formatNumber(g.count, lang)}</td></tr>
          </tfoot>
        </table>`;
      })}
      <p class="sheet-total"><strong>${t.total}: ${formatNumber(model.size, lang)}</strong></p>
    </div>`;
  }

  protected override render() {
    void this.#language;
    const s = this.#s();
    const lang = languageOf(this);
    if (this.catalogError) return html`<p class="warnings" role="alert">${this.catalogError}</p>`;
    if (this.catalog === undefined && (this.code || this.deck))
      return html`<p class="muted">${s.noCatalog}</p>`;
    if (this.#error !== undefined)
      return html`<div class="warnings" role="alert">
        <div class="h" role="heading" aria-level=${this.headingLevel}>${s.error}</div>
        <p><code>${this.#error.code}</code>: ${this.#error.message}</p>
      </div>`;
    const model = this.#model;
    const game = this.#deck?.game ?? this.catalog?.game ?? 'lor';
    if (model === undefined)
      return this.#engineWait !== undefined && (this.code?.trim() || this.deck)
        ? html`<p class="muted" aria-busy="true">${s.loading}</p>`
        : html`<p class="muted">${s.empty}</p>`;
    const sheet =
      this.printLayout === 'registration' && game === 'pokemon'
        ? this.#registrationSheet(model, s, lang)
        : nothing;
    return html`${sheet}<div class=${sheet === nothing ? 'list' : 'screen'}>
      ${
        this.#warnings.length > 0
          ? html`<section class="warnings" aria-labelledby="warnings-title">
              <div class="h" role="heading" aria-level=${this.headingLevel} id="warnings-title">${s.warnings}</div>
              <ul>
                ${this.#warnings.map((w) => html`<li data-code=${w.code}>${w.message}</li>`)}
              </ul>
            </section>`
          : nothing
      }
      <p class="size"><strong>${fill(s.size, { n: formatNumber(model.size, lang) })}</strong></p>
      ${this.#legalitySection(s)}
      <div class="groups">
        ${model.groups.map(
          (g) => html`<section part="group" data-group=${g.key} aria-labelledby="g-${g.key}">
            <div class="h" role="heading" aria-level=${this.headingLevel} id="g-${g.key}">${s.groups[g.key] ?? g.key} <span class="muted">(${formatNumber(g.count, lang)})</span></div>
            <ul>
              ${g.lines.map((l, i) => {
                const image = this.#imageUrl(l, game);
                const tip = l.text !== '' || image !== undefined;
                return html`<li @keydown=${this.#dismissTip} @focusout=${this.#restoreTip} @mouseleave=${this.#restoreTip}>
                  <span class="count">${formatNumber(l.count, lang)}×</span>
                  ${l.cost === undefined ? nothing : html`<span class="cost" title=${s.cost}>${l.cost}</span>`}
                  <span
                    class="name"
                    tabindex=${tip ? '0' : nothing}
                    aria-describedby=${tip ? `tip-${g.key}-${i}` : nothing}
                    >${l.name}${
                      l.colors.length > 0
                        ? html` <span class="colors">(${l.colors.join(', ')})</span>`
                        : nothing
                    }</span
                  >${
                    tip
                      ? html`<span class="tip" role="tooltip" id="tip-${g.key}-${i}">${
                          image === undefined
                            ? nothing
                            : html`<img src=${image} alt=${l.name} loading="lazy" decoding="async" @error=${this.#hideBroken} />`
                        }${l.text}</span>`
                      : nothing
                  }
                </li>`;
              })}
            </ul>
          </section>`,
        )}
      </div>
      ${this.#curve(model, s, lang)}
      <div class="actions" part="actions">
        ${this.copyFormats.map(
          (f) => html`<button type="button" data-format=${f} @click=${() => this.copy(f)}>
            ${s.formats[f] ?? f}
          </button>`,
        )}
        <button type="button" data-format="text" @click=${() => this.copy('text')}>${s.copyText}</button>
      </div>
      <p class="muted" role="status">${this.status}</p>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tcg-deck': TcgDeck;
  }
}
