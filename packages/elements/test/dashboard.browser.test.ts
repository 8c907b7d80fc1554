import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import '../src/define/tcg-calculator-dashboard.js';
import type { TcgCalculatorDashboard } from '../src/index.js';
import { FALLBACK_PALETTE, formatRatio } from '../src/index.js';
import { axeViolations } from './axe.js';
import { dashboardView } from './fixtures/dashboard-view.js';

afterEach(() => {
  document.body.innerHTML = '';
});

async function mount(theme = ''): Promise<TcgCalculatorDashboard> {
  document.body.innerHTML = `<main><h1>Deck</h1><tcg-calculator-dashboard ${theme}></tcg-calculator-dashboard></main>`;
  const el = document.querySelector('tcg-calculator-dashboard')!;
  el.view = dashboardView;
  await el.updateComplete;
  for (const w of el.shadowRoot!.querySelectorAll('[part~="grid"] > *'))
    await (w as unknown as { updateComplete: Promise<unknown> }).updateComplete;
  return el;
}

const widgets = (el: TcgCalculatorDashboard) =>
  [...el.shadowRoot!.querySelectorAll('[part~="grid"] > *')] as HTMLElement[];
const cells = (row: Element) => [...row.children].map((c) => c.textContent!.trim());
const text = (w: Element) => w.shadowRoot!.textContent!.replace(/\s+/g, ' ').trim();

describe('<tcg-calculator-dashboard> and the widget elements', () => {
  it('draws one widget element per widget, in order', async () => {
    const el = await mount();
    expect(widgets(el).map((w) => w.localName)).toEqual([
      'tcg-widget-stat',
      'tcg-widget-histogram',
      'tcg-widget-donut',
      'tcg-widget-gauge',
      'tcg-widget-bars',
      'tcg-widget-table',
      'tcg-widget-hypergeometric',
      'tcg-widget-ratio',
      'tcg-widget-ratio',
      'tcg-widget-histogram',
    ]);
  });

  it('formats numbers, odds and ratios as the spec says', async () => {
    const el = await mount();
    const [stat, , , , , table, hyper, ratio] = widgets(el);
    expect(text(stat!)).toBe('Cards 60cards');
    expect(text(hyper!)).toContain('39.95%');
    const exact = [...hyper!.shadowRoot!.querySelectorAll('tbody tr')].map((r) => cells(r));
    expect(exact).toEqual([
      ['Exactly 1', '33.63%'],
      ['Exactly 2', '5.67%'],
    ]);
    expect(text(ratio!)).toBe('Units : Spells 11:6');
    expect([...table!.shadowRoot!.querySelectorAll('tbody tr')].map((r) => cells(r))).toEqual([
      ['Pikachu ex', '4', 'yes'],
      ['Iono', '4', 'no'],
    ]);
  });

  it('shows the No data placeholder instead of an empty chart', async () => {
    const el = await mount();
    const list = widgets(el);
    expect(text(list[8]!)).toBe('Nothing to divide No data');
    expect(text(list[9]!)).toBe('Empty curve No data');
    expect(list[9]!.shadowRoot!.querySelector('svg')).toBeNull();
  });

  it('gives every chart an accessible name and a data table', async () => {
    const el = await mount();
    const donut = widgets(el)[2]!;
    expect(donut.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).toBe(
      'Card types: Units 64.71%, Spells 35.29%',
    );
    const rows = [...donut.shadowRoot!.querySelectorAll('details tbody tr')].map((r) => cells(r));
    expect(rows).toEqual([
      ['Units', '22', '64.71%'],
      ['Spells', '12', '35.29%'],
      ['Landmarks', '0', '0.00%'],
    ]);
    // An empty segment color falls back to the palette by position; a script color is kept.
    const circles = [...donut.shadowRoot!.querySelectorAll('circle')].map((c) =>
      c.getAttribute('stroke'),
    );
    expect(circles).toEqual(['#2f6fcf', FALLBACK_PALETTE[1]]);
  });

  it('formats ratios in every format', () => {
    const base = {
      kind: 'ratio',
      label: '',
      noData: false,
      numerator: 22,
      denominator: 12,
      quotient: 22 / 12,
    } as const;
    expect(formatRatio({ ...base, format: 'number' }, 'en')).toBe('1.83');
    expect(formatRatio({ ...base, format: 'percent' }, 'en')).toBe('183.33%');
    expect(formatRatio({ ...base, format: 'multiplier' }, 'en')).toBe('1.83×');
    expect(formatRatio({ ...base, format: 'ratio' }, 'en')).toBe('11:6');
    expect(formatRatio({ ...base, denominator: 0, quotient: null }, 'en')).toBeUndefined();
    expect(formatRatio({ ...base, format: 'number' }, 'de')).toBe('1,83');
  });

  for (const [width, theme] of [
    [360, ''],
    [1280, 'theme="dark"'],
  ] as const) {
    it(`has no axe violations at ${width}px ${theme}`, async () => {
      await page.viewport(width, 900);
      const el = await mount(theme);
      if (theme) {
        const main = el.closest('main')!;
        main.style.background = '#0d1117';
        main.style.color = '#e6edf3';
      }
      expect(await axeViolations(el.closest('main')!)).toEqual([]);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
    });
  }
});
