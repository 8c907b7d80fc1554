import { afterEach, describe, expect, it } from 'vitest';
import '../src/bundle.js';
import type { DashboardView } from '@tcgkit/core';
import { dashboardView } from './fixtures/dashboard-view.js';
import { pairingsView } from './fixtures/views.js';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('empty and loading states, and numbers in the page language', () => {
  for (const [tag, empty, loading] of [
    ['tcg-calculator-dashboard', 'No dashboard yet.', 'Loading dashboard…'],
    ['tcg-groups', 'No groups yet.', 'Loading groups…'],
    ['tcg-lobbies', 'No lobbies yet.', 'Loading lobbies…'],
    ['tcg-ladder', 'No rated players yet.', 'Loading ladder…'],
    ['tcg-standings', 'No standings yet.', 'Loading standings…'],
    ['tcg-pairings', 'No pairings yet.', 'Loading pairings…'],
    ['tcg-bracket', 'No bracket yet.', 'Loading bracket…'],
  ] as const) {
    it(`${tag} says it is empty, then loading, in a status message, each string overridable`, async () => {
      document.body.innerHTML = `<${tag}></${tag}><${tag}></${tag}>`;
      type El = HTMLElement & { updateComplete: Promise<unknown>; strings: object; src?: string };
      const [plain, custom] = [...document.querySelectorAll(tag)] as El[];
      custom!.strings = { empty: 'Rien.', loading: 'Chargement…' };
      const status = (el: El) =>
        el.shadowRoot!.querySelector('[role="status"]')?.textContent?.trim();
      for (const el of [plain!, custom!]) await el.updateComplete;
      expect([status(plain!), status(custom!)]).toEqual([empty, 'Rien.']);
      for (const el of [plain!, custom!]) {
        el.src = 'data:application/json,{"kind":"nothing"}';
        await el.updateComplete;
      }
      expect([status(plain!), status(custom!)]).toEqual([loading, 'Chargement…']);
    });
  }

  it('shows loading problems in the strings it is given, with the same codes', async () => {
    const loadStrings = {
      fetchFailed: 'Échec de {url} ({reason})',
      httpStatus: 'HTTP {status}',
      badJson: 'JSON invalide dans {from}',
      wrongKind: '{from} : pas une vue {kind}',
      inlineJson: 'le script',
    };
    document.body.innerHTML = `<tcg-bracket><script type="application/json">{"kind":"standings"}</script></tcg-bracket>
      <tcg-lobbies><script type="application/json">{nope</script></tcg-lobbies>`;
    const codes: string[] = [];
    document.body.addEventListener('tcg-data-error', (e) => codes.push(e.code));
    // Inline JSON is read on connect: recreate both with the strings set first.
    const [bracket, lobbies] = [...document.body.children].map((old) => {
      const el = old.cloneNode(true) as HTMLElement & { loadStrings: object };
      el.loadStrings = loadStrings;
      old.replaceWith(el);
      return el;
    });
    const missing = document.createElement('tcg-standings');
    missing.loadStrings = loadStrings;
    missing.src = '/definitely-missing.json';
    document.body.append(missing);
    const alert = (el: Element) => el.shadowRoot!.querySelector('[role="alert"]')?.textContent;
    await expect.poll(() => alert(missing)).toBe('Échec de /definitely-missing.json (HTTP 404)');
    expect(alert(bracket!)).toBe('le script : pas une vue bracket');
    expect(alert(lobbies!)).toBe('JSON invalide dans le script');
    expect(codes.sort()).toEqual([
      'elements/bad-json',
      'elements/fetch-failed',
      'elements/wrong-kind',
    ]);
  });

  it('the dashboard skips a widget kind it does not know instead of failing to render', async () => {
    const el = document.createElement('tcg-calculator-dashboard');
    const future = { kind: 'sparkline', title: 'Future', noData: false };
    el.view = {
      ...dashboardView,
      widgets: [...dashboardView.widgets, future],
    } as unknown as DashboardView;
    document.body.append(el);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('[part~="grid"] > *')).toHaveLength(
      dashboardView.widgets.length,
    );
  });

  it('pairings write the round and table numbers of the caption and buttons in the page language', async () => {
    document.body.innerHTML =
      '<div lang="ar-EG"><tcg-pairings selectable-tables></tcg-pairings></div>';
    const el = document.querySelector('tcg-pairings')!;
    el.view = { ...pairingsView, title: undefined };
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('caption')!.textContent).toBe(
      `Round ${new Intl.NumberFormat('ar-EG').format(pairingsView.round)} pairings`,
    );
    expect(el.shadowRoot!.querySelector('button')!.getAttribute('aria-label')).toBe(
      `Table ${new Intl.NumberFormat('ar-EG').format(pairingsView.tables[0]!.table)}`,
    );
  });
});
