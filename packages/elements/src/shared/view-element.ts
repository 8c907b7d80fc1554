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
  /**
   * Follow a running event: fetch `src` again every this many seconds (at least 1), as a
   * conditional request (`If-None-Match` / `If-Modified-Since` from the last answer's `ETag` /
   * `Last-Modified`), so an unchanged, CDN-cached file costs a 304. Unset or 0: fetch once.
   */
  @property({ type: Number }) refresh?: number;
  /**
   * Follow a running event through an `EventSource` URL: each message's data is a new view, as
   * JSON (the same kind as the element's).
   */
  @property({ type: String }) events?: string;
  /** `light` or `dark` forces a color scheme; empty follows the user's preference. */
  @property({ type: String, reflect: true }) theme?: 'light' | 'dark';

  /** Where loading stands; `error` also sets {@link ViewElement.loadError}. */
  @state() protected loadState: LoadState = 'idle';
  /** The last loading problem, in words. */
  @state() protected loadError = '';

  /** What the last live update changed, in words, for the element's polite live region. */
  @state() protected announcement = '';

  #abort?: AbortController;
  #timer?: ReturnType<typeof setInterval>;
  #source?: EventSource;
  #etag?: string;
  #lastModified?: string;
  #lastText?: string;

  /** The `kind` a view model for this element must have. */
  protected abstract readonly viewKind: V['kind'];

  override connectedCallback(): void {
    super.connectedCallback();
    // Back in the page after a move: follow the event again.
    if (this.hasUpdated) this.#follow();
    if (this.view === undefined && this.src === undefined) {
      const inline = this.querySelector(':scope > script[type="application/json"]');
      if (inline !== null) this.#accept(inline.textContent ?? '', this.#loadStrings().inlineJson);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#abort?.abort();
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#source?.close();
    this.#source = undefined;
  }

  /**
   * What changed between two views, said politely after a live update ("Round 3 pairings are
   * up"); empty says nothing. Elements override it.
   */
  protected describeUpdate(_previous: V, _next: V): string {
    return '';
  }

  // (Re)starts polling `src` every `refresh` seconds and listening to `events`, as now set.
  #follow(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
    const seconds = Number(this.refresh);
    if (this.src && seconds > 0) {
      const url = this.src;
      this.#timer = setInterval(() => void this.#fetch(url, true), Math.max(1, seconds) * 1000);
    }
    if (
      this.#source?.url !== (this.events ? new URL(this.events, document.baseURI).href : undefined)
    ) {
      this.#source?.close();
      this.#source = undefined;
      if (this.events) {
        const url = this.events;
        this.#source = new EventSource(url);
        this.#source.addEventListener('message', (e) => this.#accept(e.data, url, true));
      }
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('src') || changed.has('refresh') || changed.has('events')) this.#follow();
    if (changed.has('src') && this.src) {
      this.#etag = undefined;
      this.#lastModified = undefined;
      void this.#fetch(this.src);
    }
    if (changed.has('view') && this.view !== undefined && this.loadState !== 'loading') {
      this.loadState = 'ready';
    }
  }

  async #fetch(url: string, live = false): Promise<void> {
    // A poll never cuts short the first load or another poll.
    if (live && this.#abort !== undefined) return;
    this.#abort?.abort();
    const abort = new AbortController();
    this.#abort = abort;
    if (!live) this.loadState = 'loading';
    const headers: Record<string, string> = {};
    if (live && this.#etag) headers['if-none-match'] = this.#etag;
    if (live && this.#lastModified) headers['if-modified-since'] = this.#lastModified;
    try {
      const response = await fetch(url, { signal: abort.signal, headers, cache: 'no-store' });
      if (live && response.status === 304) return;
      if (!response.ok) {
        throw new Error(fill(this.#loadStrings().httpStatus, { status: response.status }));
      }
      this.#etag = response.headers.get('etag') ?? undefined;
      this.#lastModified = response.headers.get('last-modified') ?? undefined;
      const text = await response.text();
      if (!abort.signal.aborted) this.#accept(text, url, live);
    } catch (error) {
      if (abort.signal.aborted) return;
      const reason = (error as Error).message;
      const message = fill(this.#loadStrings().fetchFailed, { url, reason });
      // A failed poll keeps what the reader sees; the event still tells the page.
      if (live && this.view !== undefined) {
        this.dispatchEvent(new TcgDataErrorEvent('elements/fetch-failed', message));
      } else this.#fail('elements/fetch-failed', message);
    } finally {
      if (this.#abort === abort) this.#abort = undefined;
    }
  }

  #loadStrings(): LoadStrings {
    return { ...defaultLoadStrings, ...this.loadStrings };
  }

  #accept(text: string, from: string, live = false): void {
    // A live source that sends the same data again changes nothing and says nothing.
    if (live && text === this.#lastText && this.view !== undefined) return;
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
    const previous = this.view;
    this.#lastText = text;
    this.view = data as V;
    this.loadState = 'ready';
    if (live && previous !== undefined)
      this.announcement = this.describeUpdate(previous, this.view);
  }

  #fail(code: string, message: string): void {
    this.loadState = 'error';
    this.loadError = message;
    this.dispatchEvent(new TcgDataErrorEvent(code, message));
  }
}
