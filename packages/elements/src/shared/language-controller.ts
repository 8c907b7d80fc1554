import type { ReactiveController, ReactiveControllerHost } from 'lit';

const hosts = new Set<ReactiveControllerHost>();
let observer: MutationObserver | undefined;

/** One observer for the whole page: a `lang` change anywhere re-renders every connected element. */
function watch(document: Document): void {
  if (observer !== undefined || typeof MutationObserver === 'undefined') return;
  observer = new MutationObserver(() => {
    for (const host of hosts) host.requestUpdate();
  });
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['lang'],
    subtree: true,
  });
}

/**
 * Re-renders its element when a `lang` attribute changes anywhere in the document (the page's, or
 * an ancestor's), so numbers, plural forms and digits follow a language switch made after the
 * first render. Nothing is observed until an element connects (no `window` access at import).
 */
export class LanguageController implements ReactiveController {
  readonly #host: ReactiveControllerHost & Element;

  constructor(host: ReactiveControllerHost & Element) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    hosts.add(this.#host);
    const document = this.#host.ownerDocument;
    if (document !== null) watch(document);
  }

  hostDisconnected(): void {
    hosts.delete(this.#host);
  }
}
