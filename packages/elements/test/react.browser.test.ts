import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Bracket, Ladder, Record, Standings } from '../src/react/index.js';
import { bracketFixture } from './fixtures/bracket-views.js';
import { ladderView } from './fixtures/ladder-view.js';
import { standingsView } from './fixtures/views.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('React wrappers', () => {
  it('pass view models as properties and typed events as on* props', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const selected: string[] = [];
    await act(async () => {
      root.render(
        createElement('div', null, [
          createElement(Bracket, {
            key: 'b',
            view: bracketFixture(4, 'single-elimination', 1),
            layout: 'list',
            onMatchSelect: (e: { matchId: string }) => selected.push(e.matchId),
          }),
          createElement(Standings, { key: 's', view: standingsView }),
          createElement(Record, { key: 'r', record: '2-1' }),
        ]),
      );
    });
    const bracket = host.querySelector('tcg-bracket')!;
    await bracket.updateComplete;
    expect(bracket.view?.kind).toBe('bracket');
    (bracket.shadowRoot!.querySelector('[data-id="W1-2"]') as HTMLElement).click();
    expect(selected).toEqual(['W1-2']);
    const standings = host.querySelector('tcg-standings')!;
    await standings.updateComplete;
    expect(standings.shadowRoot!.querySelectorAll('tbody tr')).toHaveLength(4);
    const record = host.querySelector('tcg-record')!;
    await record.updateComplete;
    expect(record.value).toEqual({ wins: 2, losses: 1, draws: 0 });
    await act(async () => root.unmount());
  });

  it('Ladder passes its view and hears tcg-player-select as onPlayerSelect', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const selected: string[] = [];
    await act(async () => {
      root.render(
        createElement(Ladder, {
          view: ladderView,
          selectablePlayers: true,
          onPlayerSelect: (e: { participantId: string }) => selected.push(e.participantId),
        }),
      );
    });
    const ladder = host.querySelector('tcg-ladder')!;
    await ladder.updateComplete;
    const table = ladder.shadowRoot!.querySelector('tcg-standings')!;
    await table.updateComplete;
    expect(table.shadowRoot!.querySelectorAll('tbody tr')).toHaveLength(4);
    (table.shadowRoot!.querySelector('th[scope="row"] button') as HTMLButtonElement).click();
    expect(selected).toEqual(['ana']);
    await act(async () => root.unmount());
  });
});
