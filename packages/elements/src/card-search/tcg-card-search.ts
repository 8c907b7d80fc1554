import type { AnySearchCard, SearchGame, SearchIssue } from '@tcgkit/card-search';
import type { CardCatalog } from '@tcgkit/cards';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { styleMap } from 'lit/directives/style-map.js';
import { fetchCatalog, urlLoad } from '../shared/catalog-src.js';
import { TcgCardSelectEvent, TcgDataErrorEvent } from '../shared/events.js';
import { fill, formatNumber, languageOf } from '../shared/i18n.js';
import { LanguageController } from '../shared/language-controller.js';
import { EngineLoadError } from '../shared/on-demand.js';
import { themeStyles } from '../shared/theme.js';
import { type SearchEngine, searchEngine } from './engine.js';
import { type ResultRange, resultWindow, scrollToShow, windowMustMove } from './result-window.js';
import { cardSearchStyles } from './tcg-card-search.styles.js';

/** Every string `<tcg-card-search>` shows; override any through `strings`. */
export interface CardSearchStrings {
  readonly label: string;
  readonly placeholder: string;
  /** The result count; `{n}` is the number of cards found. */
  readonly found: string;
  /**
   * The "show more" button; `{n}` is how many more it shows.
   * @deprecated The results are one scrolling list now; nothing shows this string.
   */
  readonly showMore?: string;
  /** A did-you-mean button; `{fix}` is the suggested text. */
  readonly useFix: string;
  readonly results: string;
  readonly noCatalog: string;
  /** The status line while the search engine is still being fetched. */
  readonly loading: string;
  /** The alert when the search engine could not be fetched; `{reason}` is the browser's message. */
  readonly engineFailed: string;
}

/** The English defaults of {@link CardSearchStrings}. */
export const defaultCardSearchStrings: CardSearchStrings = {
  label: 'Search cards',
  placeholder: 't:unit cost<=2',
  found: '{n} cards found',
  useFix: 'Use “{fix}”',
  results: 'Cards',
  noCatalog: 'No card catalog: give the element a catalog to search.',
  loading: 'Loading the search…',
  engineFailed: 'The search could not be loaded ({reason}). Type again to retry.',
};

/** The query with one did-you-mean suggestion applied at the issue's range. */
export function applySuggestion(queryText: string, issue: SearchIssue, suggestion: string): string {
  const typed = queryText.slice(issue.start, issue.end);
  // Shortcut issues cover the whole `is:name` term; keep its prefix.
  const prefix = /^(-?(?:is|not):)/i.exec(typed)?.[1] ?? '';
  const value = /[\s()]/.test(suggestion) ? `"${suggestion}"` : suggestion;
  return queryText.slice(0, issue.start) + prefix + value + queryText.slice(issue.end);
}

/**
 * `<tcg-card-search>`: a search box over a card catalog with @tcgkit/card-search's query
 * language, built on the ARIA combobox pattern. As the user types it shows the results (every one
 * reachable in a scrolling list that renders only the rows near its visible part, so 20,000
 * results stay a few dozen DOM nodes), the `explain()` sentence of the query, each error and warning
 * underlined at its exact characters in the box (the message is the box's accessible
 * description), and did-you-mean buttons that apply the fix. Arrow keys, Page Up/Down and
 * Home/End move through the results; Enter (or a click) fires `tcg-card-select`. With `url-param`, the query is kept in the
 * page's URL (`?q=` by default).
 *
 * The query engine (@tcgkit/card-search with its regex engine, most of the element's weight; an
 * optional peer dependency of @tcgkit/elements, to install beside it) is fetched with a dynamic `import()` the first time the element has a catalog or a query, and
 * shared by every element on the page. The box is usable meanwhile; the results appear when the
 * engine arrives, and `await el.updateComplete` waits for it.
 *
 * @fires tcg-card-select - A result was picked (`card`).
 * @fires tcg-data-error - `catalog-src` could not be used, or the search engine is not installed (`elements/missing-engine`) or could not be fetched (`elements/engine-load-failed`).
 * @csspart input - The search box.
 * @csspart results - The results list.
 *
 * @tag tcg-card-search
 */
export class TcgCardSearch extends LitElement {
  /**
   * Styles: the shared theme, then the box, the underline layer and the results. The box and its
   * underline layer are always left to right (the query language is), so the marks stay under
   * their characters on a right-to-left page too.
   */
  static override styles = [themeStyles, cardSearchStyles];

  readonly #language = new LanguageController(this);

  /** The game whose query language to use; defaults to the catalog's game. */
  @property({ type: String }) game?: SearchGame;
  /** The card catalog to search (a @tcgkit/cards `CardCatalog`). */
  @property({ attribute: false }) catalog?: CardCatalog;
  /** The query text. */
  @property({ type: String }) value = '';
  /**
   * Ignored since the results became one windowed scrolling list (every result reachable, a few
   * dozen rendered); kept so pages that set it do not break.
   * @deprecated Nothing to set: the list renders only the rows near its visible part.
   */
  @property({ type: Number, attribute: 'page-size' }) pageSize = 50;
  /** When set, the query is kept in the page's URL under this parameter (`url-param="q"`). */
  @property({ type: String, attribute: 'url-param' }) urlParam?: string;
  /** Overrides for any string. */
  @property({ attribute: false }) strings: Partial<CardSearchStrings> = {};
  /** `light` or `dark` overrides the user's color scheme. */
  @property({ type: String, reflect: true }) theme?: 'light' | 'dark';
  /** A URL of a catalog JSON file (a @tcgkit/cards `CardCatalog`), fetched into `catalog`. */
  @property({ type: String, attribute: 'catalog-src' }) catalogSrc?: string;
  /** Why `catalog-src` could not be used ('' when it could). */
  @state() protected catalogError = '';

  constructor() {
    super();
    // `catalog-src` is fetched into `catalog` by a Lit Task (a newer URL aborts the load before).
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

  @state() private active = -1;
  /** Why the search engine could not be fetched ('' when it could, or has not been asked for). */
  @state() private engineError = '';
  /** True when the search engine is not installed (`elements/missing-engine`). */
  @state() private engineMissing = false;
  @query('input') private input!: HTMLInputElement;

  #results: readonly AnySearchCard[] = [];
  #issues: readonly SearchIssue[] = [];
  #explanation = '';
  /** The engine once it has arrived (at once when another element already loaded it). */
  #engine: SearchEngine | undefined = searchEngine.loaded;
  /** The engine load this element waits for (`updateComplete` waits for it too). */
  #engineLoad: Promise<void> | undefined;
  /** The engine arrived since the last search: search again even if no property changed. */
  #engineArrived = false;
  /** The list's scroll position the rendered window was computed for, px. */
  #windowTop = 0;
  /** The rows rendered last. */
  #window: ResultRange = { start: 0, end: 0 };
  /** A row's height and the list's visible height, px: guesses until measured. */
  #rowHeight = 32;
  #viewport = 320;
  #measured = false;
  /** Where the list must scroll after the next render (a key moved the active result), or -1. */
  #scrollTarget = -1;

  /** Every card the query finds, best first. */
  get results(): readonly AnySearchCard[] {
    return this.#results;
  }

  /** Every problem of the query, with its character range. */
  get issues(): readonly SearchIssue[] {
    return this.#issues;
  }

  /**
   * Resolves once the element has rendered and, when the search engine is being fetched, once it
   * has arrived and the results are rendered too, so `await el.updateComplete` always sees the
   * results of the current query.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    while (this.#engineLoad !== undefined) {
      await this.#engineLoad;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  #loadEngine(): void {
    const load = searchEngine.load().then(
      (engine) => {
        this.#engine = engine;
        this.#engineArrived = true;
        this.engineError = '';
        this.engineMissing = false;
        this.requestUpdate();
      },
      (error: unknown) => {
        const s = { ...defaultCardSearchStrings, ...this.strings };
        const missing =
          error instanceof EngineLoadError && error.code === 'elements/missing-engine';
        this.engineMissing = missing;
        this.engineError = missing
          ? error.message
          : fill(s.engineFailed, {
              reason: error instanceof Error ? error.message : String(error),
            });
        this.dispatchEvent(
          new TcgDataErrorEvent(
            missing ? 'elements/missing-engine' : 'elements/engine-load-failed',
            this.engineError,
          ),
        );
      },
    );
    const pending: Promise<void> = load.finally(() => {
      if (this.#engineLoad === pending) this.#engineLoad = undefined;
    });
    this.#engineLoad = pending;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A page that keeps the query in its URL opens with that query.
    const fromUrl = changed.has('urlParam') && this.urlParam && !this.value;
    if (fromUrl) this.value = new URL(location.href).searchParams.get(this.urlParam!) ?? '';
    // The engine is fetched the first time there is something to search: a catalog or a query.
    // After a failed load, a new query or catalog tries again (not every re-render).
    const wanted = this.catalog !== undefined || this.value.trim() !== '';
    const retry = this.engineError === '' || changed.has('value') || changed.has('catalog');
    if (wanted && this.#engine === undefined && this.#engineLoad === undefined && retry)
      this.#loadEngine();
    const arrived = this.#engineArrived;
    this.#engineArrived = false;
    if (
      !fromUrl &&
      !arrived &&
      !changed.has('value') &&
      !changed.has('catalog') &&
      !changed.has('game')
    )
      return;
    this.active = -1;
    // A new list starts at its top (no scroll write when it is already there).
    if (this.#windowTop !== 0) {
      this.#windowTop = 0;
      this.#scrollTarget = 0;
    }
    const game = this.game ?? this.catalog?.game;
    const engine = this.#engine;
    if (game === undefined || this.catalog === undefined || engine === undefined) {
      this.#results = [];
      this.#issues = [];
      this.#explanation = '';
      return;
    }
    const q = engine.compile(this.value, game);
    this.#issues = q.issues;
    // explain() reads the compiled query: the text is parsed once per keystroke, not twice.
    this.#explanation = this.value.trim() ? engine.explain(q) : '';
    this.#results = this.value.trim()
      ? q.search(this.catalog.cards as readonly AnySearchCard[])
      : [];
  }

  protected override updated(changed: PropertyValues<this>): void {
    const list = this.renderRoot.querySelector<HTMLElement>('#results');
    if (list && this.#window.end > this.#window.start) {
      if (!this.#measured) this.#measure(list);
      if (this.#scrollTarget >= 0) {
        list.scrollTop = this.#scrollTarget;
        this.#scrollTarget = -1;
      }
    }
    if ((changed as Map<PropertyKey, unknown>).has('active') && this.active >= 0) {
      // The list already scrolled to the active result; the page scrolls too if the list is not
      // in view.
      this.renderRoot.querySelector(`#opt-${this.active}`)?.scrollIntoView({ block: 'nearest' });
    }
    if (changed.has('value') && this.urlParam) {
      const url = new URL(location.href);
      if (this.value) url.searchParams.set(this.urlParam, this.value);
      else url.searchParams.delete(this.urlParam);
      if (url.href !== location.href) history.replaceState(history.state, '', url);
    }
  }

  // Once, when rows first exist: the real row height and the list's visible height (both follow
  // the font size), then a render with the window they give if it differs from the guess's.
  #measure(list: HTMLElement): void {
    const row = list.querySelector('[role="option"]')?.getBoundingClientRect().height ?? 0;
    const max = Number.parseFloat(getComputedStyle(list).maxHeight);
    if (row <= 0) return;
    this.#measured = true;
    const viewport = Number.isFinite(max) && max > 0 ? max : list.clientHeight;
    if (row === this.#rowHeight && viewport === this.#viewport) return;
    this.#rowHeight = row;
    this.#viewport = viewport;
    this.requestUpdate();
  }

  // Scrolling the list (wheel, scrollbar, touch) moves the window only when the visible rows near
  // one of its edges, so most scroll events render nothing.
  #onListScroll(e: Event): void {
    const list = e.currentTarget as HTMLElement;
    const top = list.scrollTop;
    const total = this.#results.length;
    if (list.clientHeight > 0) this.#viewport = Math.max(this.#viewport, list.clientHeight);
    if (windowMustMove(this.#window, total, top, this.#viewport, this.#rowHeight)) {
      this.#windowTop = top;
      this.requestUpdate();
    } else this.#windowTop = top;
  }

  #onListClick(e: Event): void {
    const option = (e.target as Element).closest('[role="option"]');
    const card = this.#results[Number(option?.getAttribute('data-index') ?? -1)];
    if (card !== undefined) this.#select(card);
  }

  /** Makes `index` the active result and scrolls the list so it shows. */
  #activate(index: number): void {
    this.active = index;
    const list = this.renderRoot.querySelector<HTMLElement>('#results');
    const viewport = list?.clientHeight || this.#viewport;
    const from = list?.scrollTop ?? this.#windowTop;
    this.#windowTop = scrollToShow(index, from, viewport, this.#rowHeight);
    this.#scrollTarget = this.#windowTop;
  }

  /** How many results one Page Up/Down moves: the rows wholly visible, less one kept in view. */
  #pageRows(): number {
    const list = this.renderRoot.querySelector<HTMLElement>('#results');
    const viewport = list?.clientHeight || this.#viewport;
    return Math.max(1, Math.floor(viewport / this.#rowHeight) - 1);
  }

  #onInput(e: InputEvent): void {
    this.value = (e.target as HTMLInputElement).value;
  }

  #select(card: AnySearchCard): void {
    this.dispatchEvent(new TcgCardSelectEvent(card));
  }

  #onKeyDown(e: KeyboardEvent): void {
    const n = this.#results.length;
    const at = this.active;
    let next: number;
    switch (e.key) {
      case 'ArrowDown':
        if (n === 0) return;
        next = at + 1 >= n ? 0 : at + 1;
        break;
      case 'ArrowUp':
        if (n === 0) return;
        next = at <= 0 ? n - 1 : at - 1;
        break;
      case 'PageDown':
        if (n === 0) return;
        next = at < 0 ? 0 : Math.min(n - 1, at + this.#pageRows());
        break;
      case 'PageUp':
        if (n === 0 || at < 0) return;
        next = Math.max(0, at - this.#pageRows());
        break;
      case 'Home':
      case 'End':
        // Before a result is active, Home and End move the caret in the box.
        if (n === 0 || at < 0) return;
        next = e.key === 'Home' ? 0 : n - 1;
        break;
      case 'Enter': {
        const card = this.#results[at];
        if (card === undefined) return;
        e.preventDefault();
        this.#select(card);
        return;
      }
      case 'Escape':
        this.active = -1;
        return;
      default:
        return;
    }
    e.preventDefault();
    this.#activate(next);
  }

  #fix(issue: SearchIssue, suggestion: string): void {
    this.value = applySuggestion(this.value, issue, suggestion);
    this.input.focus();
  }

  #onScroll(): void {
    const marks = this.renderRoot.querySelector('.marks');
    if (marks) marks.scrollLeft = this.input.scrollLeft;
  }

  #marks() {
    const parts: unknown[] = [];
    let at = 0;
    // Issues are sorted by position; an overlapping one starts where the last one ended.
    for (const [i, issue] of this.#issues.entries()) {
      const start = Math.max(at, issue.start);
      const end = Math.max(start, Math.min(this.value.length, issue.end));
      if (end === start) continue;
      parts.push(this.value.slice(at, start));
      parts.push(
        html`<mark class=${issue.severity} data-issue=${i} data-start=${start} data-end=${end}
          >${this.value.slice(start, end)}</mark
        >`,
      );
      at = end;
    }
    parts.push(this.value.slice(at));
    return parts;
  }

  protected override render() {
    void this.#language;
    const s = { ...defaultCardSearchStrings, ...this.strings };
    const lang = languageOf(this);
    const total = this.#results.length;
    const expanded = total > 0;
    this.#window = resultWindow(total, this.#windowTop, this.#viewport, this.#rowHeight);
    const { start, end } = this.#window;
    // The active result is always rendered, so aria-activedescendant names an element, even when
    // the list was scrolled away from it.
    const rows: number[] = [];
    if (this.active >= 0 && this.active < start) rows.push(this.active);
    for (let i = start; i < end; i++) rows.push(i);
    if (this.active >= end && this.active < total) rows.push(this.active);
    const described = ['explain', this.#issues.length > 0 ? 'issues' : '']
      .filter((x) => x)
      .join(' ');
    return html`
      <label for="q">${s.label}</label>
      <div class="box">
        <div class="marks" aria-hidden="true" dir="ltr">${this.#marks()}</div>
        <input
          id="q"
          dir="ltr"
          part="input"
          type="text"
          role="combobox"
          autocomplete="off"
          spellcheck="false"
          aria-autocomplete="list"
          aria-controls="results"
          aria-expanded=${expanded ? 'true' : 'false'}
          aria-activedescendant=${this.active >= 0 ? `opt-${this.active}` : nothing}
          aria-describedby=${described}
          aria-invalid=${this.#issues.some((i) => i.severity === 'error') ? 'true' : 'false'}
          placeholder=${s.placeholder}
          .value=${this.value}
          @input=${this.#onInput}
          @keydown=${this.#onKeyDown}
          @scroll=${this.#onScroll}
        />
      </div>
      ${
        this.engineError
          ? html`<p role="alert">${this.engineMissing ? html`<code>elements/missing-engine</code>: ` : nothing}${this.engineError}</p>`
          : nothing
      }
      ${
        this.catalogError
          ? html`<p role="alert">${this.catalogError}</p>`
          : this.catalog === undefined
            ? html`<p class="muted">${s.noCatalog}</p>`
            : nothing
      }
      <p class="explain" id="explain">${this.#explanation}</p>
      ${
        this.#issues.length > 0
          ? html`<ul class="issues" id="issues">
              ${this.#issues.map(
                (issue) => html`<li class=${issue.severity} data-code=${issue.code}>
                  ${issue.message}
                  ${(issue.suggestions ?? []).map(
                    (fix) =>
                      html`<button type="button" @click=${() => this.#fix(issue, fix)}>
                        ${fill(s.useFix, { fix })}
                      </button>`,
                  )}
                </li>`,
              )}
            </ul>`
          : nothing
      }
      <p class="muted" role="status">
        ${
          !this.value.trim() || !this.catalog
            ? ''
            : this.#engine === undefined
              ? this.engineError
                ? ''
                : s.loading
              : fill(s.found, { n: formatNumber(this.#results.length, lang) })
        }
      </p>
      <ul
        id="results"
        role="listbox"
        part="results"
        aria-label=${s.results}
        ?hidden=${!expanded}
        style=${styleMap({ '--_n': String(total) })}
        @scroll=${this.#onListScroll}
        @click=${this.#onListClick}
        @mousedown=${(e: Event) => {
          // A click on a result keeps the focus in the box (the combobox pattern).
          if ((e.target as Element).closest('[role="option"]')) e.preventDefault();
        }}
      >
        ${rows.map(
          (i) => html`<li
            id="opt-${i}"
            role="option"
            data-index=${i}
            aria-setsize=${total}
            aria-posinset=${i + 1}
            aria-selected=${i === this.active ? 'true' : 'false'}
            style=${styleMap({ '--_i': String(i) })}
          >
            ${this.#results[i]!.name}
          </li>`,
        )}
      </ul>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tcg-card-search': TcgCardSearch;
  }
}
