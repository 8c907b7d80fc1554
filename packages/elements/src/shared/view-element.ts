import { type CSSResultGroup, LitElement, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { TcgDataErrorEvent } from './events.js';
import { fill } from './i18n.js';
import { LanguageController } from './language-controller.js';

/** Where an element is in loading its data. */
export type LoadState = 'idle' | 'loading' | 'ready' | 'error';

/** The messages a view element shows (in a `role="alert"` paragraph) when it cannot read its data. */
export interface LoadStrings {
  /** `src` could not be fetched; `{url}` and `{reason}`. */
  readonly fetchFailed: string;
  /** The reason for an answer that is not 2xx; `{status}`. */
  readonly httpStatus: string;
  /** The data is not JSON; `{from}` (the URL, or {@link LoadStrings.inlineJson}). */
  readonly badJson: string;
  /** The data is another kind of view; `{from}` and `{kind}`. */
  readonly wrongKind: string;
  /** Names inline `<script type="application/json">` data in the messages. */
  readonly inlineJson: string;
}

/** The English defaults of {@link LoadStrings}. */
export const defaultLoadStrings: LoadStrings = {
  fetchFailed: 'Could not load {url}: {reason}.',
  httpStatus: 'HTTP {status}',
  badJson: 'The data from {from} is not valid JSON.',
  wrongKind: 'The data from {from} is not a {kind} view.',
  inlineJson: 'inline JSON',
};

/**
 * The base of every element that renders a view model. The data comes, by priority, from the
 * `view` property, the `src` attribute (a JSON URL, fetched), or an inline
 * `<script type="application/json">` child (read when the element connects), so the element works
 * from JavaScript frameworks and from plain HTML alike.
 */
export abstract class ViewElement<V extends { readonly kind: string }> extends LitElement {
  /** Re-renders on a later `lang` change in the page. */
  protected readonly languageController = new LanguageController(this);

  /** Styles: none here; each element brings the shared theme and its own rules. */
  static override styles: CSSResultGroup = [];

  /** The view model to render. */
  @property({ attribute: false }) view?: V;
  /** A URL to fetch the view model from, as JSON. */
  @property({ type: String }) src?: string;
  /** Overrides for the messages shown when the data cannot be read. */
  @property({ attribute: false }) loadStrings: Partial<LoadStrings> = {};
  /** `light` or `dark` forces a color scheme; empty follows the user's preference. */
  @property({ type: String, reflect: true }) theme?: 'light' | 'dark';

  /** Where loading stands; `error` also sets {@link ViewElement.loadError}. */
  @state() protected loadState: LoadState = 'idle';
  /** The last loading problem, in words. */
  @state() protected loadError = '';

  #abort?: AbortController;

  /** The `kind` a view model for this element must have. */
  protected abstract readonly viewKind: V['kind'];

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.view === undefined && this.src === undefined) {
      const inline = this.querySelector(':scope > script[type="application/json"]');
      if (inline !== null) this.#accept(inline.textContent ?? '', this.#loadStrings().inlineJson);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#abort?.abort();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('src') && this.src) void this.#fetch(this.src);
    if (changed.has('view') && this.view !== undefined && this.loadState !== 'loading') {
      this.loadState = 'ready';
    }
  }

  async #fetch(url: string): Promise<void> {
    this.#abort?.abort();
    const abort = new AbortController();
    this.#abort = abort;
    this.loadState = 'loading';
    try {
      const response = await fetch(url, { signal: abort.signal });
      if (!response.ok) {
        throw new Error(fill(this.#loadStrings().httpStatus, { status: response.status }));
      }
      const text = await response.text();
      if (!abort.signal.aborted) this.#accept(text, url);
    } catch (error) {
      if (abort.signal.aborted) return;
      const reason = (error as Error).message;
      this.#fail('elements/fetch-failed', fill(this.#loadStrings().fetchFailed, { url, reason }));
    }
  }

  #loadStrings(): LoadStrings {
    return { ...defaultLoadStrings, ...this.loadStrings };
  }

  #accept(text: string, from: string): void {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      this.#fail('elements/bad-json', fill(this.#loadStrings().badJson, { from }));
      return;
    }
    if (
      typeof data !== 'object' ||
      data === null ||
      (data as { kind?: unknown }).kind !== this.viewKind
    ) {
      this.#fail(
        'elements/wrong-kind',
        fill(this.#loadStrings().wrongKind, { from, kind: this.viewKind }),
      );
      return;
    }
    this.view = data as V;
    this.loadState = 'ready';
  }

  #fail(code: string, message: string): void {
    this.loadState = 'error';
    this.loadError = message;
    this.dispatchEvent(new TcgDataErrorEvent(code, message));
  }
}
