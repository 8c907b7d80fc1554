import { sampleCatalogs } from '@tcgkit/cards/samples';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Bracket, CardSearch, Deck, Ladder, Record, Standings } from '../src/react/index.js';
import { bracketFixture } from './fixtures/bracket-views.js';
import { LOR_CODE } from './fixtures/decks.js';
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

  it('Deck passes legality, imageTemplate and printLayout, and hears tcg-data-error', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const errors: string[] = [];
    await act(async () => {
      root.render(
        createElement(Deck, {
          code: LOR_CODE,
          catalog: sampleCatalogs.lor,
          imageTemplate: '/img/{id}.png',
          printLayout: 'registration',
          legality: [{ format: 'Standard', status: 'legal', messages: [] }],
          onDataError: (e: { code: string }) => errors.push(e.code),
        }),
      );
    });
    const deck = host.querySelector('tcg-deck')!;
    await deck.updateComplete;
    expect(deck.getAttribute('print-layout')).toBe('registration');
    expect(deck.shadowRoot!.querySelector('[part="legality"] [role="status"]')!.textContent).toBe(
      'Standard: Legal',
    );
    expect(deck.shadowRoot!.querySelector('.tip img')!.getAttribute('src')).toMatch(
      /^\/img\/01DE\d{3}\.png$/,
    );
    deck.catalogSrc = 'data:application/json,not json';
    await expect.poll(() => errors).toEqual(['elements/bad-json']);
    await act(async () => root.unmount());
  });

  it('Deck and CardSearch pass their properties and hear tcg-deck-copy and tcg-card-select', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const copied: string[] = [];
    const picked: string[] = [];
    await act(async () => {
      root.render(
        createElement('div', null, [
          createElement(Deck, {
            key: 'd',
            code: LOR_CODE,
            catalog: sampleCatalogs.lor,
            onDeckCopy: (e: { format: string; preventDefault(): void }) => {
              copied.push(e.format);
              e.preventDefault();
            },
          }),
          createElement(CardSearch, {
            key: 's',
            value: 'region:demacia',
            catalog: sampleCatalogs.lor,
            onCardSelect: (e: { card: { name: string } }) => picked.push(e.card.name),
          }),
        ]),
      );
    });
    const deck = host.querySelector('tcg-deck')!;
    await deck.updateComplete;
    expect(deck.shadowRoot!.querySelector('.size')!.textContent).toBe('40 cards');
    (deck.shadowRoot!.querySelector('button[data-format="text"]') as HTMLButtonElement).click();
    expect(copied).toEqual(['text']);
    const search = host.querySelector('tcg-card-search')!;
    await search.updateComplete;
    (search.shadowRoot!.querySelector('[role="option"]') as HTMLElement).click();
    expect(picked).toEqual([search.results[0]!.name]);
    await act(async () => root.unmount());
  });
});
