// `catalog-src` and `src` are loaded by a Lit Task (src/shared/catalog-src.ts, urlLoad): a newer
// URL aborts the load before it and only the newest applies; an element taken out of the page
// abandons its load, and put back loads again; an empty URL abandons the load in flight. The
// page's fetch is replaced by one whose answers the test gives, so the order is the test's.
import { sampleCatalogs } from '@tcgkit/cards/samples';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../src/define/tcg-card-search.js';
import type { TcgCardSearch } from '../src/index.js';

interface Pending {
  readonly url: string;
  readonly signal: AbortSignal;
  answer(body: unknown): void;
}

let requests: Pending[] = [];
const realFetch = window.fetch;
let errors: string[] = [];
const onError = (e: Event) => errors.push((e as Event & { code: string }).code);

beforeEach(() => {
  requests = [];
  errors = [];
  document.addEventListener('tcg-data-error', onError);
  window.fetch = ((url: string, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init!.signal!;
      signal.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
      requests.push({
        url,
        signal,
        answer: (body) => resolve(new Response(JSON.stringify(body))),
      });
    })) as typeof fetch;
});

afterEach(() => {
  window.fetch = realFetch;
  document.removeEventListener('tcg-data-error', onError);
  document.body.innerHTML = '';
});

async function mount(): Promise<TcgCardSearch> {
  document.body.innerHTML = '<main><h1>Cards</h1><tcg-card-search></tcg-card-search></main>';
  const el = document.querySelector('tcg-card-search')!;
  await el.updateComplete;
  return el;
}

/** Waits until a load's answer has been read and rendered (reading a body takes a task or two). */
const settle = async (el: TcgCardSearch) => {
  await new Promise((resolve) => setTimeout(resolve, 20));
  await el.updateComplete;
};

describe('catalog-src, loaded by a Lit Task', () => {
  it('fetches nothing without a URL; a newer URL aborts the older load, whose late answer is not applied', async () => {
    const el = await mount();
    expect(requests).toEqual([]);
    el.catalogSrc = '/a.json';
    await el.updateComplete;
    el.catalogSrc = '/b.json';
    await el.updateComplete;
    expect(requests.map((r) => r.url)).toEqual(['/a.json', '/b.json']);
    expect(requests[0]!.signal.aborted).toBe(true);
    expect(requests[1]!.signal.aborted).toBe(false);
    requests[0]!.answer(sampleCatalogs.pokemon);
    requests[1]!.answer(sampleCatalogs.lor);
    await expect.poll(() => el.catalog?.game).toBe('lor');
    await settle(el);
    expect(el.catalog?.game).toBe('lor');
    expect(errors).toEqual([]);
  });

  it('taken out of the page during the load, it applies nothing and fires nothing; put back, it loads again', async () => {
    const el = await mount();
    el.catalogSrc = '/c.json';
    await el.updateComplete;
    expect(requests).toHaveLength(1);
    el.remove();
    expect(requests[0]!.signal.aborted).toBe(true);
    await settle(el);
    expect(el.catalog).toBeUndefined();
    expect(errors).toEqual([]);
    document.querySelector('main')!.append(el);
    await el.updateComplete;
    expect(requests.map((r) => r.url)).toEqual(['/c.json', '/c.json']);
    requests[1]!.answer(sampleCatalogs.riftbound);
    await expect.poll(() => el.catalog?.game).toBe('riftbound');
    expect(errors).toEqual([]);
  });

  it('an empty URL abandons the load in flight; a bad answer to the newest load is an error with its code', async () => {
    const el = await mount();
    el.catalogSrc = '/d.json';
    await el.updateComplete;
    el.catalogSrc = '';
    await el.updateComplete;
    expect(requests[0]!.signal.aborted).toBe(true);
    await settle(el);
    expect(el.catalog).toBeUndefined();
    expect(errors).toEqual([]);
    el.catalogSrc = '/e.json';
    await el.updateComplete;
    requests[1]!.answer({ game: 'lor' });
    await expect.poll(() => errors).toEqual(['elements/bad-catalog']);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).toContain(
      '/e.json is not a card catalog',
    );
  });
});
