// Bundled by elements-bracket-standings.bench.ts for the page it measures: registers
// <tcg-standings> and <tcg-pairings> and exposes one function per way of showing the same cells,
// each resolving after the first frame is painted.
import type { PairingsView, StandingsRow, StandingsView } from '@tcgkit/core';
import '@tcgkit/elements/tcg-standings.js';
import '@tcgkit/elements/tcg-pairings.js';
import { LitVirtualizer } from '@lit-labs/virtualizer/LitVirtualizer.js';
import { html, render } from 'lit';

if (!customElements.get('lit-virtualizer'))
  customElements.define('lit-virtualizer', LitVirtualizer);

export type Way = 'element' | 'bare' | 'bare-content-visibility' | 'lit-virtualizer';
export type Kind = 'standings' | 'pairings';
type Result = { ms: number; nodes: number };

declare global {
  interface Window {
    renderTable(kind: Kind, players: number, way: Way): Promise<Result>;
  }
}

// Resolves right after the next frame is painted (rAF, then a task after the paint).
const frame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

// The same cells as text: what the element shows, with no behaviour.
function standingsCells(view: StandingsView): string[][] {
  const columns = view.columns.filter((c) => c.id !== 'points');
  return view.rows.map((r) => [
    String(r.rank),
    r.name,
    `${r.record.wins}–${r.record.losses}–${r.record.draws}`,
    String(r.points),
    ...columns.map((c) => r.cells[c.id]?.display ?? '–'),
  ]);
}
function pairingsCells(view: PairingsView): string[][] {
  return view.tables.map((t) => [
    String(t.table),
    `${t.seats[0].name} (${t.seats[0].points ?? 0} pts)`,
    `${t.seats[1].name} (${t.seats[1].points ?? 0} pts)`,
    t.seats[0].score === undefined ? 'In progress' : `${t.seats[0].score}–${t.seats[1].score}`,
  ]);
}

async function bare(cells: string[][], contentVisibility: boolean): Promise<Result> {
  const start = performance.now();
  const style = contentVisibility
    ? '<style>tbody tr{content-visibility:auto;contain-intrinsic-size:auto 33px}</style>'
    : '';
  const rows = cells
    .map(
      (r) =>
        `<tr><td>${esc(r[0]!)}</td><th scope="row">${r.slice(1).map(esc).join('</th><td>')}</td></tr>`,
    )
    .join('');
  const host = document.createElement('div');
  host.innerHTML = `${style}<table><tbody>${rows}</tbody></table>`;
  document.body.append(host);
  await frame();
  return { ms: performance.now() - start, nodes: host.querySelectorAll('*').length };
}

async function virtualizer(cells: string[][]): Promise<Result> {
  const start = performance.now();
  const host = document.createElement('div');
  document.body.append(host);
  render(
    html`<lit-virtualizer
      .items=${cells}
      .renderItem=${(r: string[]) =>
        html`<div role="row" style="display:flex;gap:1rem;height:33px">${r.map((c) => html`<span role="cell">${c}</span>`)}</div>`}
    ></lit-virtualizer>`,
    host,
  );
  // The virtualizer measures its children, then renders the rows that fit: wait for those frames.
  for (let i = 0; i < 30 && host.querySelector('[role="row"]') === null; i++) await frame();
  await frame();
  return { ms: performance.now() - start, nodes: host.querySelectorAll('*').length };
}

async function element(tag: 'tcg-standings' | 'tcg-pairings', view: unknown): Promise<Result> {
  const start = performance.now();
  const el = document.createElement(tag);
  (el as { view: unknown }).view = view;
  document.body.append(el);
  await el.updateComplete;
  await frame();
  return { ms: performance.now() - start, nodes: 1 + el.shadowRoot!.querySelectorAll('*').length };
}

const renderStandings = (view: StandingsView, way: Way) =>
  way === 'element'
    ? element('tcg-standings', view)
    : way === 'lit-virtualizer'
      ? virtualizer(standingsCells(view))
      : bare(standingsCells(view), way === 'bare-content-visibility');

const renderPairings = (view: PairingsView, way: Way) =>
  way === 'element'
    ? element('tcg-pairings', view)
    : way === 'lit-virtualizer'
      ? virtualizer(pairingsCells(view))
      : bare(pairingsCells(view), way === 'bare-content-visibility');

// Views shaped like toStandingsView / toPairingsView after round 10 of a big Swiss event: a
// record, points and three tiebreakers per row, two of them with an explanation (the opponents).
const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
function standings(players: number): StandingsView {
  const rows: StandingsRow[] = Array.from({ length: players }, (_, i) => {
    const wins = Math.max(0, 10 - Math.floor((i * 11) / players));
    const opponents = Array.from({ length: 10 }, (_, k) => ({
      label: `Player ${((i + k * 37) % players) + 1}`,
      display: pct(((i + k) % 10) / 10),
    }));
    return {
      participantId: `p${i + 1}`,
      name: `Player ${i + 1} ${['Okafor', 'Nguyen', 'Müller', 'Silva', 'Kowalski'][i % 5]}`,
      rank: i + 1,
      shared: false,
      record: { wins, losses: 10 - wins, draws: 0 },
      points: wins * 3,
      cells: {
        omw: { value: 0.5, display: pct(0.5 + (i % 50) / 1000), explanation: opponents },
        oomw: { value: 0.5, display: pct(0.49 + (i % 40) / 1000), explanation: opponents },
        gw: { value: 0.5, display: pct(wins / 10) },
      },
    };
  });
  return {
    kind: 'standings',
    afterRound: 10,
    columns: [
      { id: 'points', label: 'Pts' },
      { id: 'omw', label: 'OMW%' },
      { id: 'oomw', label: 'OOMW%' },
      { id: 'gw', label: 'GW%' },
    ],
    rows,
  };
}
function pairings(players: number): PairingsView {
  return {
    kind: 'pairings',
    round: 10,
    tables: Array.from({ length: players / 2 }, (_, t) => ({
      table: t + 1,
      seats: [
        {
          participantId: `p${2 * t + 1}`,
          name: `Player ${2 * t + 1} Okafor`,
          points: 27 - (t % 9) * 3,
        },
        {
          participantId: `p${2 * t + 2}`,
          name: `Player ${2 * t + 2} Nguyen`,
          points: 27 - (t % 9) * 3,
        },
      ],
      status: 'ready' as const,
    })),
    byes: [],
  };
}

window.renderTable = (kind, players, way) =>
  kind === 'standings'
    ? renderStandings(standings(players), way)
    : renderPairings(pairings(players), way);
