import { compile } from '@tcgkit/card-search';
import type { LorCatalog } from '@tcgkit/cards';
import { sampleCatalogs } from '@tcgkit/cards/samples';
import { afterEach, describe, expect, it } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import '../src/define/tcg-card-search.js';
import { applySuggestion } from '../src/card-search/tcg-card-search.js';
import type { TcgCardSearch, TcgCardSelectEvent } from '../src/index.js';
import { axeViolations } from './axe.js';
import { text } from './dom.js';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.dir = 'ltr';
  history.replaceState(null, '', location.pathname);
});

async function mount(setup: (el: TcgCardSearch) => void = () => {}): Promise<TcgCardSearch> {
  document.body.innerHTML = '<main><h1>Cards</h1><tcg-card-search></tcg-card-search></main>';
  const el = document.querySelector('tcg-card-search')!;
  el.catalog = sampleCatalogs.lor;
  setup(el);
  await el.updateComplete;
  return el;
}

const input = (el: TcgCardSearch) => el.shadowRoot!.querySelector('input')!;
const options = (el: TcgCardSearch) => [...el.shadowRoot!.querySelectorAll('[role="option"]')];
const marks = (el: TcgCardSearch) =>
  [...el.shadowRoot!.querySelectorAll('mark')].map((m) => ({
    text: m.textContent,
    start: Number(m.getAttribute('data-start')),
    end: Number(m.getAttribute('data-end')),
    severity: m.className,
  }));

async function type(el: TcgCardSearch, query: string): Promise<void> {
  await userEvent.clear(input(el));
  await userEvent.type(input(el), query);
  await el.updateComplete;
}

describe('<tcg-card-search>', () => {
  it('is a combobox bound to card-search: results, count and the explain() sentence', async () => {
    const el = await mount();
    const box = input(el);
    expect(box.getAttribute('role')).toBe('combobox');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(text(el.shadowRoot!.querySelector('label'))).toBe('Search cards');
    await type(el, 't:unit cost<=2 region:demacia');
    const expected = compile('t:unit cost<=2 region:demacia', 'lor').search(
      sampleCatalogs.lor.cards,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(options(el).map(text)).toEqual(expected.map((c) => c.name));
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe('results');
    expect(text(el.shadowRoot!.getElementById('explain'))).toBe(
      'Demacia units that cost 2 or less.',
    );
    expect(text(el.shadowRoot!.querySelector('[role="status"]'))).toBe(
      `${expected.length} cards found`,
    );
    expect(box.getAttribute('aria-describedby')).toBe('explain');
  });

  it('a syntax error is underlined at its exact characters and describes the box', async () => {
    const el = await mount();
    await type(el, 't:unit cost<=');
    // card-search: cost<= is missing its value, characters 7 to 13.
    expect(el.issues.map((i) => [i.code, i.start, i.end])).toEqual([
      ['card-search/missing-value', 7, 13],
    ]);
    expect(marks(el)).toEqual([{ text: 'cost<=', start: 7, end: 13, severity: 'error' }]);
    const box = input(el);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('explain issues');
    expect(text(el.shadowRoot!.getElementById('issues'))).toBe(el.issues[0]!.message);
    // The underline layer shows the same text as the box, so the mark sits under those characters.
    const layer = getComputedStyle(el.shadowRoot!.querySelector('.marks')!);
    const field = getComputedStyle(box);
    for (const p of ['font', 'letterSpacing', 'paddingLeft', 'borderLeftWidth', 'width'] as const)
      expect(layer[p]).toBe(field[p]);
    const mark = el.shadowRoot!.querySelector('mark')!.getBoundingClientRect();
    const boxRect = box.getBoundingClientRect();
    // A monospace font: the mark starts 7 character widths in, and is 6 wide.
    const ch = mark.width / 6;
    expect(
      mark.left -
        boxRect.left -
        Number.parseFloat(field.paddingLeft) -
        Number.parseFloat(field.borderLeftWidth),
    ).toBeCloseTo(7 * ch, 0);
    expect(el.shadowRoot!.querySelector('.marks')!.textContent!.replace(/\s+$/, '')).toContain(
      't:unit ',
    );
  });

  it('a misspelt field: warning underlined, did-you-mean button applies the fix', async () => {
    const el = await mount();
    await type(el, 't:unit regoin:demacia');
    expect(marks(el)).toEqual([{ text: 'regoin', start: 7, end: 13, severity: 'warning' }]);
    const fix = el.shadowRoot!.querySelector('#issues button') as HTMLButtonElement;
    expect(text(fix)).toBe('Use “region”');
    fix.click();
    await el.updateComplete;
    expect(el.value).toBe('t:unit region:demacia');
    expect(input(el).value).toBe('t:unit region:demacia');
    expect(el.issues).toEqual([]);
    expect(marks(el)).toEqual([]);
    expect(el.shadowRoot!.activeElement).toBe(input(el));
  });

  it('a misspelt shortcut keeps its is: prefix when fixed', async () => {
    const el = await mount();
    await type(el, 'is:champoin');
    const issue = el.issues[0]!;
    expect(issue.code).toBe('card-search/unknown-shortcut');
    expect(issue.suggestions).toContain('champion');
    expect(applySuggestion('is:champoin', issue, 'champion')).toBe('is:champion');
    (el.shadowRoot!.querySelector('#issues button') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(el.value).toBe('is:champion');
    expect(options(el).length).toBeGreaterThan(0);
  });

  it('keyboard: arrows move through results (wrapping), Enter fires tcg-card-select with the card, Escape leaves', async () => {
    const el = await mount();
    await type(el, 'region:demacia');
    const found = el.results;
    expect(found.length).toBeGreaterThan(2);
    const picked: TcgCardSelectEvent[] = [];
    document.addEventListener('tcg-card-select', (e) => picked.push(e));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await el.updateComplete;
    expect(input(el).getAttribute('aria-activedescendant')).toBe('opt-1');
    expect(options(el)[1]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(picked.map((e) => e.card.id)).toEqual([found[1]!.id]);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await el.updateComplete;
    expect(input(el).getAttribute('aria-activedescendant')).toBe(`opt-${found.length - 1}`);
    await userEvent.keyboard('{Escape}');
    await el.updateComplete;
    expect(input(el).hasAttribute('aria-activedescendant')).toBe(false);
    await userEvent.keyboard('{Enter}');
    expect(picked).toHaveLength(1);
    (options(el)[0] as HTMLElement).click();
    expect(picked.map((e) => e.card.id)).toEqual([found[1]!.id, found[0]!.id]);
  });

  /** The sample LoR catalog repeated to `size` cards (ids made unique). */
  function bigCatalog(size: number): LorCatalog {
    const base = sampleCatalogs.lor.cards;
    const cards = Array.from({ length: size }, (_, i) => {
      const c = base[i % base.length]!;
      return { ...c, id: `${c.id}-${i}`, name: `${c.name} ${i + 1}` };
    });
    return { ...sampleCatalogs.lor, cards };
  }
  const list = (el: TcgCardSearch) => el.shadowRoot!.getElementById('results')!;
  const activeOption = (el: TcgCardSearch) => {
    const id = input(el).getAttribute('aria-activedescendant');
    return id === null ? null : el.shadowRoot!.getElementById(id);
  };
  /** Whether `node` is wholly inside the list's visible part. */
  const inList = (el: TcgCardSearch, node: Element) => {
    const r = node.getBoundingClientRect();
    const box = list(el).getBoundingClientRect();
    return r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
  };
  // At most: the visible rows of the 20 rem list (10 of 2 rem), 12 more on each side, and the
  // active one; with room for rounding.
  const DOM_BOUND = 40;

  it('20,000 results: every one reachable by scrolling the list, the DOM holding only a window', async () => {
    const el = await mount((e) => {
      e.catalog = bigCatalog(20_000);
    });
    await type(el, 'cost>=0');
    expect(el.results).toHaveLength(20_000);
    const first = options(el);
    expect(first.length).toBeGreaterThan(5);
    expect(first.length).toBeLessThanOrEqual(DOM_BOUND);
    expect(first[0]!.id).toBe('opt-0');
    expect(first[0]!.getAttribute('aria-setsize')).toBe('20000');
    expect(first[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(text(first[0])).toBe(el.results[0]!.name);
    // The list is as tall as all 20,000 rows, so its scrollbar is honest.
    const row = first[0]!.getBoundingClientRect().height;
    expect(list(el).scrollHeight).toBeGreaterThanOrEqual(Math.floor(20_000 * row) - 1);

    // Scrolled to the middle, then to the end: those rows are rendered, and only a window.
    list(el).scrollTop = 10_000 * row;
    await expect.poll(() => el.shadowRoot!.getElementById('opt-10000') !== null).toBe(true);
    expect(options(el).length).toBeLessThanOrEqual(DOM_BOUND);
    list(el).scrollTop = list(el).scrollHeight;
    await expect.poll(() => el.shadowRoot!.getElementById('opt-19999') !== null).toBe(true);
    await el.updateComplete;
    const last = el.shadowRoot!.getElementById('opt-19999')!;
    expect(text(last)).toBe(el.results[19_999]!.name);
    expect(last.getAttribute('aria-posinset')).toBe('20000');
    expect(inList(el, last)).toBe(true);
    expect(options(el).length).toBeLessThanOrEqual(DOM_BOUND);
    // Every rendered option sits at its own row: ids and positions agree.
    for (const o of options(el)) {
      const i = Number(o.id.slice(4));
      expect(o.getAttribute('aria-posinset')).toBe(String(i + 1));
      expect(text(o)).toBe(el.results[i]!.name);
    }
    const tops = options(el).map((o) => o.getBoundingClientRect().top);
    for (let k = 1; k < tops.length; k++) expect(tops[k]! - tops[k - 1]!).toBeCloseTo(row, 0);
  });

  it('20,000 results by keyboard: End reaches the last card (rendered, active, in view), Home, Page Down/Up, wrapping, and the active option stays rendered when scrolled away', async () => {
    const el = await mount((e) => {
      e.catalog = bigCatalog(20_000);
    });
    await type(el, 'cost>=0');
    const picked: TcgCardSelectEvent[] = [];
    document.addEventListener('tcg-card-select', (e) => picked.push(e));
    const press = async (keys: string) => {
      await userEvent.keyboard(keys);
      await el.updateComplete;
    };
    const activeIndex = () => {
      const node = activeOption(el);
      expect(node, 'aria-activedescendant names a rendered option').not.toBeNull();
      expect(node!.getAttribute('aria-selected')).toBe('true');
      return Number(node!.id.slice(4));
    };

    // Home and End move the caret until a result is active.
    await press('{End}');
    expect(input(el).hasAttribute('aria-activedescendant')).toBe(false);
    await press('{ArrowDown}');
    expect(activeIndex()).toBe(0);
    await press('{End}');
    expect(activeIndex()).toBe(19_999);
    const last = activeOption(el)!;
    expect(text(last)).toBe(el.results[19_999]!.name);
    expect(last.getAttribute('aria-posinset')).toBe('20000');
    expect(last.getAttribute('aria-setsize')).toBe('20000');
    expect(inList(el, last)).toBe(true);
    const r = last.getBoundingClientRect();
    expect(r.top).toBeGreaterThanOrEqual(0);
    expect(r.bottom).toBeLessThanOrEqual(window.innerHeight);
    expect(options(el).length).toBeLessThanOrEqual(DOM_BOUND);
    await press('{Enter}');
    expect(picked.map((e) => e.card.id)).toEqual([el.results[19_999]!.id]);

    // Down from the last wraps to the first; Up from the first to the last.
    await press('{ArrowDown}');
    expect(activeIndex()).toBe(0);
    await press('{ArrowUp}');
    expect(activeIndex()).toBe(19_999);
    await press('{Home}');
    expect(activeIndex()).toBe(0);

    // Page Down moves by the rows in view (less one kept), and stops at the ends.
    await press('{PageDown}');
    const page = activeIndex();
    expect(page).toBeGreaterThan(3);
    expect(inList(el, activeOption(el)!)).toBe(true);
    await press('{PageDown}');
    expect(activeIndex()).toBe(2 * page);
    await press('{PageUp}{PageUp}{PageUp}');
    expect(activeIndex()).toBe(0);
    await press('{End}{PageDown}');
    expect(activeIndex()).toBe(19_999);
    await press('{PageUp}');
    expect(activeIndex()).toBe(19_999 - page);
    expect(inList(el, activeOption(el)!)).toBe(true);

    // Scrolled back to the top by hand: the window follows, the active option is still there.
    list(el).scrollTop = 0;
    await expect.poll(() => el.shadowRoot!.getElementById('opt-0') !== null).toBe(true);
    await el.updateComplete;
    expect(activeIndex()).toBe(19_999 - page);
    expect(options(el).length).toBeLessThanOrEqual(DOM_BOUND + 1);
    // The next arrow goes on from the active result and brings it back into view.
    await press('{ArrowDown}');
    expect(activeIndex()).toBe(20_000 - page);
    expect(inList(el, activeOption(el)!)).toBe(true);
    expect(await axeViolations(el.closest('main')!)).toEqual([]);
  });

  it('a click on a result picks it and leaves the focus in the box', async () => {
    const el = await mount();
    await type(el, 'region:demacia');
    const picked: TcgCardSelectEvent[] = [];
    document.addEventListener('tcg-card-select', (e) => picked.push(e));
    await userEvent.click(options(el)[2]!);
    expect(picked.map((e) => e.card.id)).toEqual([el.results[2]!.id]);
    expect(el.shadowRoot!.activeElement).toBe(input(el));
  });

  it('page-size is ignored (deprecated): every result is in the list', async () => {
    const el = await mount((e) => {
      e.pageSize = 3;
    });
    await type(el, 't:unit');
    expect(el.results.length).toBeGreaterThan(3);
    expect(options(el)).toHaveLength(el.results.length);
    expect(el.shadowRoot!.querySelector('button.more')).toBeNull();
  });

  it('keeps the query in the URL when asked (url-param), and reads it back', async () => {
    history.replaceState(null, '', `${location.pathname}?q=t%3Aspell`);
    const el = await mount((e) => {
      e.urlParam = 'q';
    });
    expect(el.value).toBe('t:spell');
    expect(input(el).value).toBe('t:spell');
    expect(el.results.length).toBeGreaterThan(0);
    await type(el, 'region:demacia');
    expect(new URL(location.href).searchParams.get('q')).toBe('region:demacia');
    await userEvent.clear(input(el));
    await el.updateComplete;
    expect(new URL(location.href).searchParams.has('q')).toBe(false);
  });

  it('without url-param the URL is left alone', async () => {
    const el = await mount();
    await type(el, 't:unit');
    expect(location.search).toBe('');
  });

  it('catalog-src: searches a catalog fetched from a URL', async () => {
    const url = `data:application/json,${encodeURIComponent(JSON.stringify(sampleCatalogs.lor))}`;
    document.body.innerHTML = `<main><h1>Cards</h1><tcg-card-search value="region:demacia" catalog-src="${url}"></tcg-card-search></main>`;
    const el = document.querySelector('tcg-card-search')!;
    await expect.poll(() => el.results.length).toBeGreaterThan(0);
    await el.updateComplete;
    expect(options(el).length).toBe(el.results.length);
  });

  it('axe finds nothing at 360 px right to left and 1280 px left to right, in light, dark and forced colors (results, errors, suggestions)', async () => {
    const session = cdp() as unknown as { send(m: string, p?: object): Promise<unknown> };
    const found: string[] = [];
    for (const scheme of ['light', 'dark', 'forced']) {
      await session.send('Emulation.setEmulatedMedia', {
        features: [
          { name: 'prefers-color-scheme', value: scheme === 'dark' ? 'dark' : 'light' },
          { name: 'forced-colors', value: scheme === 'forced' ? 'active' : 'none' },
        ],
      });
      for (const width of [360, 1280]) {
        await page.viewport(width, 900);
        // Right to left at phone width, left to right at desktop width.
        document.documentElement.dir = width === 360 ? 'rtl' : 'ltr';
        for (const q of ['', 'region:demacia', 't:unit regoin:demacia cost<=']) {
          const el = await mount((e) => {
            e.value = q;
          });
          if (q) {
            input(el).focus();
            await userEvent.keyboard('{ArrowDown}');
            await el.updateComplete;
          }
          for (const v of await axeViolations(el.closest('main')!))
            found.push(`${scheme} ${width} "${q}": ${v}`);
          if (document.documentElement.scrollWidth > width)
            found.push(`${scheme} ${width} "${q}": scrolls sideways`);
        }
      }
    }
    await session.send('Emulation.setEmulatedMedia', {
      features: [
        { name: 'prefers-color-scheme', value: 'light' },
        { name: 'forced-colors', value: 'none' },
      ],
    });
    expect(found).toEqual([]);
  });
});
