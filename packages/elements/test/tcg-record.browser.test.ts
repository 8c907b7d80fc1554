import { afterEach, describe, expect, it } from 'vitest';
import '../src/define/tcg-record.js';
import { TcgRecord } from '../src/index.js';
import { axeViolations } from './axe.js';

async function mount(markup: string): Promise<TcgRecord> {
  const host = document.createElement('div');
  host.innerHTML = markup;
  document.body.append(host);
  const el = host.querySelector('tcg-record') as TcgRecord;
  await el.updateComplete;
  return el;
}

const visible = (el: TcgRecord) =>
  (el.shadowRoot!.querySelector('[part="record"]') as HTMLElement).textContent!.replace(/\s+/g, '');
const spoken = (el: TcgRecord) => el.shadowRoot!.querySelector('.visually-hidden')!.textContent;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<tcg-record> in Chromium', () => {
  it('is registered once by its entry module, and re-registering does not throw', async () => {
    expect(customElements.get('tcg-record')).toBe(TcgRecord);
    await expect(import('../src/define/tcg-record.js')).resolves.toBeDefined();
  });

  it('renders the record attribute compactly and speaks it in full', async () => {
    const el = await mount('<tcg-record record="3-1-2"></tcg-record>');
    expect(visible(el)).toBe('3–1–2');
    expect(spoken(el)).toBe('3 wins, 1 loss, 2 draws');
    expect(el.value).toEqual({ wins: 3, losses: 1, draws: 2 });
  });

  it('hides zero draws by default, and shows them with show-draws="always"', async () => {
    const auto = await mount('<tcg-record record="1-0"></tcg-record>');
    expect(visible(auto)).toBe('1–0');
    expect(spoken(auto)).toBe('1 win, 0 losses');
    const always = await mount('<tcg-record record="1-0" show-draws="always"></tcg-record>');
    expect(visible(always)).toBe('1–0–0');
    expect(spoken(always)).toBe('1 win, 0 losses, 0 draws');
  });

  it('updates from properties', async () => {
    const el = await mount('<tcg-record></tcg-record>');
    el.wins = 10;
    el.losses = 4;
    el.draws = 1;
    await el.updateComplete;
    expect(visible(el)).toBe('10–4–1');
  });

  it('shows a dash and says "No record" for invalid input', async () => {
    for (const record of ['3-x', '-1-2', '', '1.5-2']) {
      const el = await mount(`<tcg-record record="${record}"></tcg-record>`);
      expect(visible(el)).toBe('–');
      expect(spoken(el)).toBe('No record');
      expect(el.value).toBeUndefined();
    }
    const neg = await mount('<tcg-record></tcg-record>');
    neg.wins = -1;
    neg.losses = 0;
    await neg.updateComplete;
    expect(spoken(neg)).toBe('No record');
  });

  it('follows lang for plural rules and digits, and takes overridden strings', async () => {
    const host = await mount(
      '<div lang="ar-EG"><tcg-record record="12-3"></tcg-record></div>'.replace(
        '<div',
        '<div id="x"',
      ),
    );
    expect(visible(host)).toBe('١٢–٣');
    const fr = await mount('<div lang="fr"><tcg-record record="1-2"></tcg-record></div>');
    fr.strings = {
      wins: { one: '{n} victoire', other: '{n} victoires' },
      losses: { one: '{n} défaite', other: '{n} défaites' },
    };
    await fr.updateComplete;
    expect(spoken(fr)).toBe('1 victoire, 2 défaites');
  });

  it('re-renders when the page language changes after the first render', async () => {
    const wrapper = document.createElement('div');
    wrapper.lang = 'en';
    wrapper.innerHTML = '<tcg-record record="12-3"></tcg-record>';
    document.body.append(wrapper);
    const el = wrapper.querySelector('tcg-record') as TcgRecord;
    await el.updateComplete;
    expect(visible(el)).toBe('12–3');
    wrapper.lang = 'ar-EG';
    await expect.poll(() => visible(el)).toBe('١٢–٣');
  });

  it('exposes parts for styling and uses theme colors', async () => {
    const el = await mount('<tcg-record record="2-1-1" theme="dark"></tcg-record>');
    const wins = el.shadowRoot!.querySelector('[part="wins"]')!;
    expect(getComputedStyle(wins).color).toBe('rgb(87, 211, 100)');
    el.style.setProperty('--tcg-win', 'rgb(1, 2, 3)');
    expect(getComputedStyle(wins).color).toBe('rgb(1, 2, 3)');
  });

  it('has no axe violations in light and dark themes', async () => {
    const el = await mount(
      '<main><p>Ana <tcg-record record="3-1-1"></tcg-record></p><p style="background:#0d1117;color:#e6edf3">Ben <tcg-record record="0-4" theme="dark"></tcg-record></p></main>',
    );
    expect(await axeViolations(el.closest('main')!)).toEqual([]);
  });
});
