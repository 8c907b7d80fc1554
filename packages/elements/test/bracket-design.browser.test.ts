import { afterEach, describe, expect, it } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import '../src/define/tcg-bracket.js';
import { defaultBracketStrings } from '../src/bracket/tcg-bracket.strings.js';
import type { TcgBracket } from '../src/index.js';
import { bracketDensityMetrics, layoutBracket, roundLabel, sectionsOf } from '../src/index.js';
import { axeViolations } from './axe.js';
import { bracketFixture } from './fixtures/bracket-views.js';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.dir = 'ltr';
});

async function mount(view: TcgBracket['view'], attrs = ''): Promise<TcgBracket> {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<main><h1>Cup</h1><button id="before">Before</button><tcg-bracket ${attrs}></tcg-bracket><button id="after">After</button></main>`,
  );
  const el = document.querySelector('tcg-bracket')!;
  el.view = view;
  await el.updateComplete;
  await el.updateComplete;
  return el;
}

const match = (el: TcgBracket, id: string) =>
  el.shadowRoot!.querySelector(`[data-id="${id}"]`) as HTMLElement;
const box = (el: TcgBracket, id: string) => match(el, id).getBoundingClientRect();
const LONG = 'Maximilian Alexander Worthington-Smythe!'; // 40 characters

/** Connector segments `M x1 y1 H mid V y2 H x2`, in page coordinates. */
function segments(el: TcgBracket) {
  const canvas = el.shadowRoot!.querySelector('.canvas')!.getBoundingClientRect();
  const d = el.shadowRoot!.querySelector('path')!.getAttribute('d')!;
  return [...d.matchAll(/M([\d.]+) ([\d.]+)H([\d.]+)V([\d.]+)H([\d.]+)/g)].map((m) => ({
    x1: canvas.left + Number(m[1]),
    y1: canvas.top + Number(m[2]),
    y2: canvas.top + Number(m[4]),
    x2: canvas.left + Number(m[5]),
  }));
}

const near = (a: number, b: number) => Math.abs(a - b) < 1.5;

describe('<tcg-bracket> design', () => {
  it('shows a header above every column of the tree, the same name the matches speak', async () => {
    await page.viewport(1280, 900);
    const el = await mount(bracketFixture(16, 'double-elimination', 9));
    const root = el.shadowRoot!;
    const headers = [...root.querySelectorAll<HTMLElement>('.tree .round-name')];
    expect(headers.map((h) => h.textContent!.trim())).toEqual([
      'Winners round 1',
      'Winners round 2',
      'Winners round 3',
      'Winners final',
      'Losers round 1',
      'Losers round 2',
      'Losers round 3',
      'Losers round 4',
      'Losers round 5',
      'Losers final',
      'Grand final',
    ]);
    const lists = [...root.querySelectorAll('.tree ol')];
    lists.forEach((list, i) => {
      const header = headers[i]!.getBoundingClientRect();
      const first = list.querySelector('[part~="match"]')!;
      // Above its column, aligned with it, and the matches speak the same name.
      expect(header.bottom).toBeLessThanOrEqual(first.getBoundingClientRect().top);
      expect(near(header.left, first.getBoundingClientRect().left)).toBe(true);
      expect(list.getAttribute('aria-label')).toBe(headers[i]!.textContent!.trim());
      expect(
        first
          .getAttribute('aria-label')!
          .startsWith(`${headers[i]!.textContent!.trim()}, match 1:`),
      ).toBe(true);
    });
  });

  it('places the grand final and its reset to the right of both finals, connected to them', async () => {
    await page.viewport(1280, 900);
    const el = await mount(bracketFixture(16, 'double-elimination', 9, { resetPlayed: true }));
    const wf = box(el, 'W4-1');
    const lf = box(el, 'L6-1');
    const gf = box(el, 'GF1-1');
    const reset = box(el, 'GF2-1');
    expect(gf.left).toBeGreaterThan(wf.right);
    expect(gf.left).toBeGreaterThan(lf.right);
    expect(reset.left).toBeGreaterThan(gf.right);
    // Level between the two finals.
    expect(gf.top).toBeGreaterThan(wf.top);
    expect(gf.top).toBeLessThan(lf.top);
    const lines = segments(el);
    const into = (from: DOMRect, to: DOMRect) =>
      lines.some(
        (s) =>
          near(s.x1, from.right) &&
          near(s.y1, from.top + from.height / 2) &&
          near(s.x2, to.left) &&
          s.y2 > to.top &&
          s.y2 < to.bottom,
      );
    expect(into(wf, gf)).toBe(true);
    expect(into(lf, gf)).toBe(true);
    expect(into(gf, reset)).toBe(true);
  });

  it('mirrors the whole tree right to left: the grand final left of both finals, headers over their columns', async () => {
    await page.viewport(1280, 900);
    document.documentElement.dir = 'rtl';
    const el = await mount(bracketFixture(16, 'double-elimination', 9));
    const gf = box(el, 'GF1-1');
    expect(gf.right).toBeLessThan(box(el, 'W4-1').left);
    expect(gf.right).toBeLessThan(box(el, 'L6-1').left);
    const headers = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.tree .round-name')];
    const lists = [...el.shadowRoot!.querySelectorAll('.tree ol')];
    lists.forEach((list, i) => {
      const first = list.querySelector('[part~="match"]')!.getBoundingClientRect();
      expect(near(headers[i]!.getBoundingClientRect().right, first.right)).toBe(true);
    });
  });

  it('lays a single elimination out with the final last and no grand final (pure layout)', () => {
    const view = bracketFixture(8, 'single-elimination', 1);
    const tree = layoutBracket(sectionsOf(view), bracketDensityMetrics.compact);
    expect(tree.sections.map((s) => s.layout.section)).toEqual(['winners']);
    const m = bracketDensityMetrics.compact;
    expect(tree.width).toBe(3 * m.matchWidth + 2 * m.columnGap);
  });

  it('ellipsizes a 40-character name and keeps every score visible at 360 px', async () => {
    await page.viewport(360, 800);
    const el = await mount(
      bracketFixture(16, 'double-elimination', 1, { names: { p1: LONG, p16: LONG } }),
    );
    await expect.poll(() => el.shadowRoot!.querySelector('.rounds') !== null).toBe(true);
    await el.updateComplete;
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const root = el.shadowRoot!;
    const column = root.querySelector<HTMLElement>('.rounds .column')!;
    expect(getComputedStyle(column).minWidth).toBe('0px');
    const slots = [...root.querySelectorAll<HTMLElement>('section:first-of-type [part~="slot"]')];
    expect(slots).toHaveLength(16);
    for (const slot of slots) {
      const style = getComputedStyle(slot);
      expect(style.display).toBe('block');
      expect(style.textOverflow).toBe('ellipsis');
      expect(style.overflow).toBe('hidden');
      expect(style.minWidth).toBe('0px');
      expect(slot.getBoundingClientRect().right).toBeLessThanOrEqual(360);
      // The score is out of flow at the inline end: it is never what the ellipsis cuts.
      const score = getComputedStyle(slot, '::after');
      expect(score.content).toBe(`"${slot.dataset.score}"`);
      expect(score.position).toBe('absolute');
    }
    const long = slots.find((s) => s.textContent === LONG)!;
    expect(long.scrollWidth).toBeGreaterThan(long.clientWidth);
    // The score sits inside the slot's padding, which the name never enters.
    const padEnd = Number.parseFloat(getComputedStyle(long).paddingRight);
    const scoreWidth = Number.parseFloat(getComputedStyle(long, '::after').width);
    expect(padEnd).toBeGreaterThan(scoreWidth);
    expect(long.getAttribute('aria-label')).toBe(`${LONG} (1), 2 games, won`);
  });

  it('keeps the score of a long name in the tree layout too', async () => {
    await page.viewport(1280, 900);
    const el = await mount(bracketFixture(8, 'single-elimination', 1, { names: { p1: LONG } }));
    const slot = el.shadowRoot!.querySelector<HTMLElement>('[data-p="p1"]')!;
    const m = match(el, 'W1-1').getBoundingClientRect();
    expect(slot.getBoundingClientRect().right).toBeLessThanOrEqual(m.right);
    expect(slot.scrollWidth).toBeGreaterThan(slot.clientWidth);
    expect(getComputedStyle(slot, '::after').position).toBe('absolute');
  });

  it('fits a complete 16-player double elimination in 1280 px without scrolling sideways (compact), comfortable is roomier', async () => {
    await page.viewport(1280, 900);
    for (const resetPlayed of [false, true]) {
      const el = await mount(bracketFixture(16, 'double-elimination', 9, { resetPlayed }));
      const scroll = el.shadowRoot!.querySelector<HTMLElement>('.tree .scroll')!;
      expect(el.density).toBe('compact');
      expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(1280);
      const compact = box(el, 'W1-1');
      el.density = 'comfortable';
      await el.updateComplete;
      expect(el.getAttribute('density')).toBe('comfortable');
      const comfortable = box(el, 'W1-1');
      expect(comfortable.width).toBe(200);
      expect(comfortable.height).toBe(56);
      expect(compact.width).toBeLessThan(comfortable.width);
      document.body.innerHTML = '';
    }
  });

  it('marks winner and loser scores with color and, without color, weight and a bar', async () => {
    await page.viewport(1280, 900);
    const el = await mount(bracketFixture(8, 'single-elimination', 1));
    const win = match(el, 'W1-1').querySelector<HTMLElement>('.win')!;
    const loss = match(el, 'W1-1').querySelector<HTMLElement>('.loss')!;
    const w = getComputedStyle(win);
    const l = getComputedStyle(loss);
    expect(Number(w.fontWeight)).toBeGreaterThanOrEqual(700);
    expect(Number(l.fontWeight)).toBeLessThan(700);
    expect(w.borderLeftStyle).toBe('solid');
    expect(w.borderLeftColor).not.toBe('rgba(0, 0, 0, 0)');
    expect(l.borderLeftColor).toBe('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(win, '::after').color).not.toBe(
      getComputedStyle(loss, '::after').color,
    );
    // In forced-colors mode colors collapse to system colors; the bar and the weight remain.
    const session = cdp() as unknown as { send(method: string, params?: object): Promise<unknown> };
    await session.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'forced-colors', value: 'active' }],
    });
    try {
      expect(getComputedStyle(win).borderLeftColor).not.toBe(
        getComputedStyle(loss).borderLeftColor,
      );
      expect(Number(getComputedStyle(win).fontWeight)).toBeGreaterThanOrEqual(700);
    } finally {
      await session.send('Emulation.setEmulatedMedia', { features: [] });
    }
  });

  it('switches rounds at 360 px with "Round 2 of 4", named buttons and the arrow keys, with no empty gap', async () => {
    await page.viewport(360, 800);
    const el = await mount(bracketFixture(16, 'double-elimination', 2));
    await expect.poll(() => el.shadowRoot!.querySelector('.rounds') !== null).toBe(true);
    await el.updateComplete;
    const winners = () => el.shadowRoot!.querySelector('section')!;
    const status = () =>
      winners().querySelector('.switcher p')!.textContent!.replace(/\s+/g, ' ').trim();
    const [prev, next] = [...winners().querySelectorAll('button')] as HTMLButtonElement[];
    expect(prev!.getAttribute('aria-label')).toBe('Previous round');
    expect(next!.getAttribute('aria-label')).toBe('Next round');
    expect(status()).toBe('Winners round 1Round 1 of 4');
    expect(prev!.disabled).toBe(true);
    const tall = winners().getBoundingClientRect().height;
    expect(winners().querySelectorAll('[part~="match"]')).toHaveLength(8);
    next!.click();
    await el.updateComplete;
    expect(status()).toBe('Winners round 2Round 2 of 4');
    expect(winners().querySelector('.switcher p')!.getAttribute('aria-live')).toBe('polite');
    next!.click();
    next!.click();
    await el.updateComplete;
    expect(status()).toBe('Winners finalRound 4 of 4');
    expect(next!.disabled).toBe(true);
    // One match: the section is only as tall as its round.
    expect(winners().querySelectorAll('[part~="match"]')).toHaveLength(1);
    expect(winners().getBoundingClientRect().height).toBeLessThan(tall / 2);
    // Arrow keys follow the bracket across rounds, switching the shown round.
    prev!.click();
    prev!.click();
    prev!.click();
    await el.updateComplete;
    match(el, 'W1-1').focus();
    await userEvent.keyboard('{ArrowRight}');
    await el.updateComplete;
    await expect
      .poll(() => (el.shadowRoot!.activeElement as HTMLElement | null)?.dataset.id)
      .toBe('W2-1');
    expect(status()).toBe('Winners round 2Round 2 of 4');
    await userEvent.keyboard('{ArrowLeft}');
    await expect
      .poll(() => (el.shadowRoot!.activeElement as HTMLElement | null)?.dataset.id)
      .toBe('W1-1');
    expect(status()).toBe('Winners round 1Round 1 of 4');
    expect(await axeViolations(el.closest('main')!)).toEqual([]);
  });

  it('switches rounds with a swipe on a touch screen, not with a mouse drag', async () => {
    await page.viewport(360, 800);
    const el = await mount(bracketFixture(16, 'double-elimination', 2));
    await expect.poll(() => el.shadowRoot!.querySelector('.rounds') !== null).toBe(true);
    await el.updateComplete;
    const status = () =>
      el.shadowRoot!.querySelector('section .switcher p')!.textContent!.replace(/\s+/g, ' ').trim();
    const swipe = async (from: number, to: number, pointerType = 'touch') => {
      const column = el.shadowRoot!.querySelector('section .column')!;
      const at = (type: string, clientX: number) =>
        column.dispatchEvent(
          new PointerEvent(type, { bubbles: true, composed: true, clientX, pointerType }),
        );
      at('pointerdown', from);
      at('pointerup', to);
      await el.updateComplete;
    };
    await swipe(300, 100);
    expect(status()).toBe('Winners round 2Round 2 of 4');
    await swipe(100, 120); // too short
    expect(status()).toBe('Winners round 2Round 2 of 4');
    await swipe(300, 100, 'mouse');
    expect(status()).toBe('Winners round 2Round 2 of 4');
    await swipe(100, 300);
    expect(status()).toBe('Winners round 1Round 1 of 4');
    await swipe(100, 300); // already the first round
    expect(status()).toBe('Winners round 1Round 1 of 4');
  });

  it('speaks the names it shows: "Final", "Losers final", "Grand final reset"', async () => {
    await page.viewport(1280, 900);
    const single = await mount(bracketFixture(8, 'single-elimination', 3));
    expect(match(single, 'W3-1').getAttribute('aria-label')).toMatch(/^Final, match 1: /);
    document.body.innerHTML = '';
    const double = await mount(bracketFixture(8, 'double-elimination', 9, { resetPlayed: true }));
    expect(match(double, 'L4-1').getAttribute('aria-label')).toMatch(/^Losers final, match 1: /);
    expect(match(double, 'GF2-1').getAttribute('aria-label')).toMatch(
      /^Grand final reset, match 1: /,
    );
    const shown = [...double.shadowRoot!.querySelectorAll('.round-name')].map((p) =>
      p.textContent!.trim(),
    );
    expect(shown).toContain('Losers final');
    expect(shown).toContain('Grand final reset');
    for (const layout of ['rounds', 'list'] as const) {
      double.layout = layout;
      await double.updateComplete;
      for (const list of double.shadowRoot!.querySelectorAll('ol')) {
        const name = list.getAttribute('aria-label')!;
        for (const item of list.querySelectorAll('[part~="match"]'))
          expect(item.getAttribute('aria-label')!.startsWith(`${name}, match`)).toBe(true);
      }
    }
  });

  it('names a round without a name in the view from the strings, the same shown and spoken', () => {
    const s = defaultBracketStrings;
    const round = { id: 'x', section: 'losers' as const, number: 6, name: '', matches: [] };
    expect(roundLabel(round, 'double-elimination', s, 'en')).toBe('Losers round 6');
    expect(
      roundLabel({ ...round, section: 'winners', number: 3 }, 'single-elimination', s, 'en'),
    ).toBe('Round 3');
    expect(
      roundLabel({ ...round, section: 'grand-final', number: 2 }, 'double-elimination', s, 'en'),
    ).toBe('Grand final 2');
    expect(roundLabel({ ...round, name: 'Losers final' }, 'double-elimination', s, 'en')).toBe(
      'Losers final',
    );
  });

  for (const width of [1280, 360]) {
    it(`has no unnamed Tab stop in a complete 16-player double elimination at ${width} px`, async () => {
      await page.viewport(width, 900);
      const el = await mount(bracketFixture(16, 'double-elimination', 9, { resetPlayed: true }));
      if (width === 360)
        await expect.poll(() => el.shadowRoot!.querySelector('.rounds') !== null).toBe(true);
      await el.updateComplete;
      (document.getElementById('before') as HTMLElement).focus();
      const stops: Element[] = [];
      for (let i = 0; i < 20; i++) {
        await userEvent.tab();
        const active = document.activeElement;
        if (active?.id === 'after') break;
        expect(active).toBe(el);
        stops.push(el.shadowRoot!.activeElement!);
      }
      expect(document.activeElement?.id).toBe('after');
      for (const stop of stops) {
        const named = stop.getAttribute('aria-label') ?? '';
        expect(named.length).toBeGreaterThan(0);
        expect(stop.matches('[part~="match"], button')).toBe(true);
      }
      const matches = stops.filter((s) => s.matches('[part~="match"]'));
      expect(matches).toHaveLength(1);
      if (width === 1280) expect(stops).toHaveLength(1);
    });
  }
});
