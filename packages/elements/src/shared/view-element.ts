import { type CSSResultGroup, LitElement, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { TcgDataErrorEvent } from './events.js';

/** Where an element is in loading its data. */
export type LoadState = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The base of every element that renders a view model. The data comes, by priority, from the
 * `view` property, the `src` attribute (a JSON URL, fetched), or an inline
 * `<script type="application/json">` child (read when the element connects), so the element works
 * from JavaScript frameworks and from plain HTML alike.
 */
export abstract class ViewElement<V extends { readonly kind: string }> extends LitElement {
  /** Styles: none here; each element brings the shared theme and its own rules. */
  static override styles: CSSResultGroup = [];

  /** The view model to render. */
  @property({ attribute: false }) view?: V;
  /** A URL to fetch the view model from, as JSON. */
  @property({ type: String }) src?: string;
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
      if (inline !== null) this.#accept(inline.textContent ?? '', 'inline JSON');
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
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
      const text = await response.text();
      if (!abort.signal.aborted) this.#accept(text, url);
    } catch (error) {
      if (abort.signal.aborted) return;
      this.#fail('elements/fetch-failed', `Could not load ${url}: ${(error as Error).message}.`);
    }
  }

  #accept(text: string, from: string): void {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      this.#fail('elements/bad-json', `The data from ${from} is not valid JSON.`);
      return;
    }
    if (
      typeof data !== 'object' ||
      data === null ||
      (data as { kind?: unknown }).kind !== this.viewKind
    ) {
      this.#fail(
        'elements/wrong-kind',
        `The data from ${from} is not a ${this.viewKind} view (its "kind" must be "${this.viewKind}").`,
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
