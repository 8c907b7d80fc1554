import { afterEach, describe, expect, it } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import '../src/define/tcg-bracket.js';
import { html } from 'lit';
import type { TcgBracket } from '../src/index.js';
import { axeViolations } from './axe.js';
import { bracketFixture } from './fixtures/bracket-views.js';

afterEach(() => {
  document.body.innerHTML = '';
});

async function mount(
  view = bracketFixture(8, 'single-elimination', 1),
  attrs = '',
): Promise<TcgBracket> {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<main><h1>Top cut</h1><tcg-bracket ${attrs}></tcg-bracket></main>`,
  );
  const el = document.querySelector('tcg-bracket:last-of-type') as TcgBracket;
  el.view = view;
  await el.updateComplete;
  await el.updateComplete;
  return el;
}

const match = (el: TcgBracket, id: string) =>
  el.shadowRoot!.querySelector(`[data-id="${id}"]`) as HTMLElement;
const labels = (el: TcgBracket) =>
  [...el.shadowRoot!.querySelectorAll('[part~="match"]')].map((m) => m.getAttribute('aria-label'));

describe('<tcg-bracket>', () => {
  it('draws a top 8 as one section with rounds, connectors, seeds and scores', async () => {
    await page.viewport(1280, 900);
    const el = await mount();
    const root = el.shadowRoot!;
    expect([...root.querySelectorAll('.heading')].map((h) => h.textContent!.trim())).toEqual([
      'Bracket',
    ]);
    expect([...root.querySelectorAll('ol')].map((o) => o.getAttribute('aria-label'))).toEqual([
      'Round 1',
      'Semifinals',
      'Final',
    ]);
    expect(root.querySelectorAll('[part~="match"]')).toHaveLength(7);
    expect(root.querySelector('path')!.getAttribute('d')!.match(/M/g)).toHaveLength(6);
    expect(labels(el)[0]).toBe('Round 1, match 1: Player 1 (1) 2–1 Player 8 (8), final');
    expect(labels(el)[4]).toBe(
      'Semifinals, match 1: Player 1 (1) versus Player 4 (4), ready to play',
    );
    expect(labels(el)[6]).toBe('Final, match 1: Winner of W2.1 versus Winner of W2.2, not started');
    const first = match(el, 'W1-1');
    expect(first.querySelector('.win')!.textContent).toContain('Player 1');
    // A later match sits between the two that feed it.
    const y = (id: string) => match(el, id).getBoundingClientRect().top;
    expect(y('W2-1')).toBeGreaterThan(y('W1-1'));
    expect(y('W2-1')).toBeLessThan(y('W1-2'));
  });

  it('draws a double elimination with losers bracket and grand final, the reset only once it is played', async () => {
    await page.viewport(1280, 900);
    const open = await mount(bracketFixture(8, 'double-elimination', 9));
    expect(
      [...open.shadowRoot!.querySelectorAll('.heading')].map((h) => h.textContent!.trim()),
    ).toEqual(['Winners bracket', 'Losers bracket', 'Grand final']);
    expect(match(open, 'GF2-1')).toBeNull();
    expect(labels(open)).toContain(
      'Winners round 1, match 1: Player 1 (1) 2–1 Player 8 (8), final',
    );
    expect(labels(open)).toContain(
      'Losers round 1, match 1: Player 8 (8) 1–2 Player 5 (5), final'.replace('1–2', '1–2'),
    );
    document.body.innerHTML = '';
    const reset = await mount(bracketFixture(8, 'double-elimination', 9, { resetPlayed: true }));
    expect(match(reset, 'GF2-1')).not.toBeNull();
    expect(match(reset, 'GF2-1').getAttribute('aria-label')).toMatch(
      /^Grand final reset, match 1: .* final$/,
    );
  });

  it('draws a third-place match in its own section with its own accessible name', async () => {
    await page.viewport(1280, 900);
    const base = bracketFixture(4, 'single-elimination', 1);
    const view = {
      ...base,
      rounds: [
        ...base.rounds,
        {
          id: 'third-place-1',
          section: 'third-place' as const,
          number: 1,
          name: 'Third place',
          matches: [
            {
              id: '3P',
              label: '3P',
              status: 'ready' as const,
              slots: [
                { participantId: 'p4', name: 'Player 4', seed: 4 },
                { participantId: 'p3', name: 'Player 3', seed: 3 },
              ] as const,
            },
          ],
        },
      ],
    };
    const el = await mount(view);
    expect(
      [...el.shadowRoot!.querySelectorAll('.heading')].map((h) => h.textContent!.trim()),
    ).toEqual(['Bracket', 'Third-place match']);
    expect(match(el, '3P').getAttribute('aria-label')).toBe(
      // The round's own name, as its header shows it.
      'Third place, match 1: Player 4 (4) versus Player 3 (3), ready to play',
    );
  });

  it('follows the bracket with arrow keys, keeps one tab stop, and fires tcg-match-select on Enter', async () => {
    await page.viewport(1280, 900);
    const el = await mount();
    const stops = el.shadowRoot!.querySelectorAll('[tabindex="0"]');
    expect(stops).toHaveLength(1);
    match(el, 'W1-1').focus();
    const active = () => (el.shadowRoot!.activeElement as HTMLElement | null)?.dataset.id;
    await userEvent.keyboard('{ArrowRight}');
    await el.updateComplete;
    expect(active()).toBe('W2-1');
    await userEvent.keyboard('{ArrowRight}');
    expect(active()).toBe('W3-1');
    await userEvent.keyboard('{ArrowLeft}');
    expect(active()).toBe('W2-1');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe('W2-2');
    await userEvent.keyboard('{ArrowLeft}');
    expect(active()).toBe('W1-3');
    await userEvent.keyboard('{End}');
    expect(active()).toBe('W1-4');
    await userEvent.keyboard('{Home}');
    expect(active()).toBe('W1-1');
    expect(el.shadowRoot!.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    const heard: string[] = [];
    el.addEventListener('tcg-match-select', (e) => heard.push(e.matchId));
    await userEvent.keyboard('{Enter}');
    expect(heard).toEqual(['W1-1']);
  });

  it('mirrors the tree and the arrow keys in a right-to-left page', async () => {
    await page.viewport(1280, 900);
    document.documentElement.dir = 'rtl';
    try {
      const el = await mount();
      const box = (id: string) => match(el, id).getBoundingClientRect();
      // Round 1 on the right, the final on the left, connectors mirrored with the boxes.
      expect(box('W2-1').right).toBeLessThan(box('W1-1').left);
      expect(box('W3-1').right).toBeLessThan(box('W2-1').left);
      expect(getComputedStyle(el.shadowRoot!.querySelector('svg')!).transform).not.toBe('none');
      const active = () => (el.shadowRoot!.activeElement as HTMLElement | null)?.dataset.id;
      match(el, 'W1-1').focus();
      await userEvent.keyboard('{ArrowLeft}');
      expect(active()).toBe('W2-1');
      await userEvent.keyboard('{ArrowLeft}');
      expect(active()).toBe('W3-1');
      await userEvent.keyboard('{ArrowRight}');
      expect(active()).toBe('W2-1');
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });

  it('keeps the winner and loser marks apart without color and in forced-colors mode', async () => {
    await page.viewport(1280, 900);
    const session = cdp() as unknown as { send(method: string, params?: object): Promise<unknown> };
    await session.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'forced-colors', value: 'active' }],
    });
    try {
      const el = await mount(bracketFixture(8, 'double-elimination', 1));
      match(el, 'W1-2').focus();
      const winner = getComputedStyle(match(el, 'W2-1'));
      const loser = getComputedStyle(match(el, 'L1-1'));
      const other = getComputedStyle(match(el, 'W2-2'));
      expect(winner.outlineStyle).toBe('solid');
      expect(loser.outlineStyle).toBe('dashed');
      expect(other.outlineStyle).toBe('none');
      const slot = el.shadowRoot!.querySelector('[data-p="p1"]') as HTMLElement;
      // A mouse that moves over the player (after the keyboard focus above).
      slot.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true }));
      // Backgrounds are reset in forced colors; the hovered player's slots get an outline.
      expect(getComputedStyle(slot).outlineStyle).toBe('solid');
    } finally {
      await session.send('Emulation.setEmulatedMedia', { features: [] });
    }
  });

  it('keeps one tab stop on a shown match: a hidden reset or a filtered-out match is never focused', async () => {
    await page.viewport(1280, 900);
    const el = await mount(bracketFixture(8, 'double-elimination', 9));
    expect(match(el, 'GF2-1')).toBeNull();
    const active = () => (el.shadowRoot!.activeElement as HTMLElement | null)?.dataset.id;
    match(el, 'GF1-1').focus();
    await userEvent.keyboard('{ArrowRight}');
    await el.updateComplete;
    expect(active()).toBe('GF1-1');
    expect(el.shadowRoot!.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    // "My matches": the first match of the bracket is not this player's, yet Tab still lands on one.
    el.layout = 'list';
    el.player = 'p8';
    await el.updateComplete;
    await el.updateComplete;
    const stops = el.shadowRoot!.querySelectorAll('[tabindex="0"]');
    expect(stops).toHaveLength(1);
    expect(stops[0]!.getAttribute('aria-label')).toContain('Player 8');
    (stops[0] as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{End}');
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement?.getAttribute('aria-label')).toContain('Player 8');
    expect(el.shadowRoot!.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('lets a keyboard user reach each player of a match: Space enters, Up/Down switch, Enter selects, Escape returns', async () => {
    await page.viewport(1280, 900);
    const el = await mount();
    const root = el.shadowRoot!;
    match(el, 'W1-1').focus();
    await userEvent.keyboard(' ');
    const focused = () => root.activeElement as HTMLElement;
    expect(focused().dataset.p).toBe('p1');
    expect(focused().getAttribute('aria-label')).toBe('Player 1 (1), 2 games, won');
    expect(root.querySelector('#highlight')!.textContent).toContain('[data-p="p1"]');
    await userEvent.keyboard('{ArrowDown}');
    expect(focused().dataset.p).toBe('p8');
    expect(focused().getAttribute('aria-label')).toBe('Player 8 (8), 1 game, lost');
    expect(root.querySelector('#highlight')!.textContent).toContain('[data-p="p8"]');
    const heard: string[] = [];
    el.addEventListener('tcg-player-select', (e) => heard.push(e.participantId));
    await userEvent.keyboard('{Enter}');
    expect(heard).toEqual(['p8']);
    await userEvent.keyboard('{ArrowUp}');
    expect(focused().dataset.p).toBe('p1');
    await userEvent.keyboard('{Escape}');
    expect(focused().dataset.id).toBe('W1-1');
    // Empty slots ("Winner of W2.1") are not focus targets.
    expect(match(el, 'W3-1').querySelectorAll('[tabindex]')).toHaveLength(0);
  });

  it('highlights a hovered player path and where a focused match sends its winner and loser', async () => {
    await page.viewport(1280, 900);
    const el = await mount(bracketFixture(8, 'double-elimination', 1));
    const slot = el.shadowRoot!.querySelector('[data-p="p1"]') as HTMLElement;
    slot.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    const style = () => el.shadowRoot!.querySelector('#highlight')!.textContent!;
    expect(style()).toContain('.slot[data-p="p1"]');
    expect(getComputedStyle(match(el, 'W2-1')).borderColor).not.toBe(
      getComputedStyle(match(el, 'W2-2')).borderColor,
    );
    match(el, 'W1-2').focus();
    expect(style()).toContain('[data-id="W2-1"]');
    expect(style()).toContain('[data-id="L1-1"]');
  });

  it('keeps the keyboard-focused highlight when the page moves under a resting mouse, until the mouse moves', async () => {
    await page.viewport(1280, 900);
    const el = await mount(bracketFixture(8, 'double-elimination', 1));
    const root = el.shadowRoot!;
    const style = () => root.querySelector('#highlight')!.textContent!;
    const slot = (p: string) => root.querySelector(`[data-p="${p}"]`) as HTMLElement;
    const pointer = (type: string, target: Element) =>
      target.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true }));
    match(el, 'W1-1').focus();
    await userEvent.keyboard(' ');
    expect(style()).toContain('[data-p="p1"]');
    // What a browser sends when the focused match scrolls under a mouse that did not move.
    pointer('pointerover', slot('p2'));
    pointer('pointerleave', root.querySelector('.tree')!);
    expect(style()).toContain('[data-p="p1"]');
    expect(style()).not.toContain('[data-p="p2"]');
    // A real move of the mouse gives the highlight back to the pointer, at once.
    pointer('pointermove', slot('p2'));
    expect(style()).toContain('[data-p="p2"]');
    pointer('pointerover', slot('p3'));
    expect(style()).toContain('[data-p="p3"]');
  });

  it("chooses tree on wide containers and swipeable rounds on narrow ones; list shows one player's matches", async () => {
    await page.viewport(1280, 900);
    const wide = await mount(bracketFixture(16, 'double-elimination', 2));
    expect(wide.shadowRoot!.querySelector('.tree')).not.toBeNull();
    await page.viewport(360, 800);
    await expect.poll(() => wide.shadowRoot!.querySelector('.rounds') !== null).toBe(true);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    wide.layout = 'list';
    wide.player = 'p3';
    await wide.updateComplete;
    const mine = labels(wide);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((l) => l!.includes('Player 3 (3)'))).toBe(true);
    // Says whose matches these are, and leaves out the sections without any.
    expect(wide.shadowRoot!.querySelector('#mine')!.textContent).toBe('Matches of Player 3');
    const sections = [...wide.shadowRoot!.querySelectorAll('section')];
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) expect(section.querySelector('[part~="match"]')).not.toBeNull();
    wide.player = undefined;
    await wide.updateComplete;
    expect(wide.shadowRoot!.querySelector('#mine')).toBeNull();
    expect(wide.shadowRoot!.querySelectorAll('section').length).toBeGreaterThan(sections.length);
  });

  it('takes custom match rendering from a function or from a slotted light-DOM child', async () => {
    await page.viewport(1280, 900);
    const el = await mount();
    el.renderMatch = (m) => html`<span class="custom">${m.label}</span>`;
    await el.updateComplete;
    expect(match(el, 'W1-1').querySelector('.custom')!.textContent).toBe('W1.1');
    const card = document.createElement('div');
    card.slot = 'match-W3-1';
    card.textContent = 'Final on stream';
    el.append(card);
    await expect.poll(() => match(el, 'W3-1').querySelector('slot') !== null).toBe(true);
    const slot = match(el, 'W3-1').querySelector('slot')!;
    expect(slot.assignedElements()).toEqual([card]);
  });

  it('reads inline JSON for plain HTML pages', async () => {
    document.body.innerHTML = `<tcg-bracket layout="list"><script type="application/json">${JSON.stringify(bracketFixture(4, 'single-elimination', 1))}</script></tcg-bracket>`;
    const el = document.querySelector('tcg-bracket')!;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('[part~="match"]')).toHaveLength(3);
  });

  it('stays under 4,500 DOM nodes for a 256-player double elimination', async () => {
    await page.viewport(1280, 900);
    const el = await mount(bracketFixture(256, 'double-elimination', 3));
    const count = el.shadowRoot!.querySelectorAll('*').length;
    expect(el.shadowRoot!.querySelectorAll('[part~="match"]').length).toBe(255 + 254 + 1);
    expect(count).toBeLessThan(4500);
  });

  for (const [width, dir, theme] of [
    [360, 'ltr', ''],
    [1280, 'ltr', ''],
    [1280, 'rtl', 'dark'],
  ] as const) {
    it(`has no axe violations at ${width}px, ${dir}${theme ? `, ${theme}` : ''}`, async () => {
      await page.viewport(width, 900);
      document.documentElement.dir = dir;
      const el = await mount(
        bracketFixture(8, 'double-elimination', 3, { resetPlayed: true }),
        theme ? `theme="${theme}"` : '',
      );
      if (theme === 'dark') {
        const main = el.closest('main')!;
        main.style.background = '#0d1117';
        main.style.color = '#e6edf3';
      }
      expect(await axeViolations(el.closest('main')!)).toEqual([]);
      document.documentElement.dir = 'ltr';
    });
  }
});
