import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findBySetAndNumber, indexCatalog } from '../src/index.js';
import {
  type RiftboundGalleryCard,
  riftboundCatalogFromGallery,
  riftboundChampionNames,
} from '../src/loaders/riftbound-gallery.js';
import { sampleCatalogs } from '../src/samples/index.js';
import { catalogValidators } from '../src/validators.js';

const gallery = JSON.parse(
  readFileSync(new URL('./fixtures/riftbound-gallery.json', import.meta.url), 'utf8'),
) as { count: number; cards: RiftboundGalleryCard[] };
const catalog = riftboundCatalogFromGallery(gallery.cards);

describe('riftboundCatalogFromGallery on the real gallery (1,178 printings)', () => {
  it('keeps every printing exactly once and groups them into identities', () => {
    expect(gallery.cards).toHaveLength(1178);
    const printings = catalog.cards.flatMap((c) => c.printings ?? []);
    expect(printings).toHaveLength(1178);
    expect(new Set(printings.map((p) => p.id)).size).toBe(1178);
    expect(catalog.cards.length).toBeLessThan(1178);
    expect(new Set(catalog.cards.map((c) => c.id)).size).toBe(catalog.cards.length);
    expect(catalogValidators.riftbound.check(catalog)).toBeUndefined();
  });

  it('reproduces the spec example card Jinx - Demolitionist', () => {
    const jinx = catalog.cards.find((c) => c.name === 'Jinx - Demolitionist')!;
    expect(jinx.id).toMatch(/^rb-[0-9a-f]{20}$/);
    expect(jinx.setCode).toBe('OGN');
    expect(jinx.printings?.[0]).toMatchObject({
      id: 'ogn-030-298',
      setCode: 'OGN',
      number: '30',
      variants: [{ id: 'ogn-030-298:normal', kind: 'normal' }],
    });
    expect(jinx.printings?.map((p) => p.id)).toContain('ogn-030a-298');
    expect(jinx.printings?.find((p) => p.id === 'ogn-030a-298')).toMatchObject({
      number: '30',
      variants: [{ id: 'ogn-030a-298:alternate_art', kind: 'alternate_art' }],
    });
    expect(jinx.game).toMatchObject({
      type: 'unit',
      supertype: 'Champion',
      rarity: 'rare',
      domains: ['fury'],
      tags: ['Jinx', 'Zaun'],
      energy: 3,
      might: 4,
      power: 1,
      collectorNumber: '30',
      defaultPrintingId: 'ogn-030-298',
      keywordRefs: ['accelerate', 'assault'],
      orientation: 'portrait',
      variant: 'normal',
      artistName: 'Kudos Productions',
      textPlain:
        "[Accelerate] (You may pay :rb_energy_1::rb_rune_fury: as an additional cost to have me enter ready.)[Assault 2] (+2 :rb_might: while I'm an attacker.)When you play me, discard 2.",
    });
    expect(catalog.globals?.aliases?.['ogn-030-298']).toBe(jinx.id);
    expect(catalog.globals?.symbols?.rb_might).toEqual({ token: ':rb_might:' });
    expect(catalog.globals?.sets?.OGN?.label).toBe('Origins');
    expect(catalog.globals?.domains?.fury?.label).toBe('Fury');
  });

  it('puts the default printing first: regular, earliest set, normal treatment', () => {
    for (const card of catalog.cards) {
      expect(card.game?.defaultPrintingId).toBe(card.printings?.[0]?.id);
      expect(card.game?.collectorNumber).toBe(card.printings?.[0]?.number);
    }
    const calm = catalog.cards.find((c) => c.name === 'Calm Rune')!;
    expect(calm.printings?.map((p) => p.id)).toEqual(['ogn-042-298', 'ven-r02', 'ogn-042a-298']);
  });

  it('names Legends after their champion, so the spec deck lists find them', () => {
    const index = indexCatalog(catalog);
    expect(findBySetAndNumber(index, 'OGN', '259')?.card.name).toBe('Yasuo - Unforgiven');
    const legends = catalog.cards.filter((c) => c.game?.type === 'legend');
    expect(legends.every((c) => c.name.includes(' - '))).toBe(true);
  });

  it("names a Legend after the tag that is a champion of the gallery, not its first tag: Heart of the Tempest (Yordle, Kennen) is Kennen's", () => {
    const champions = riftboundChampionNames(gallery.cards);
    expect(champions.has('Kennen')).toBe(true);
    expect(champions.has('Yordle')).toBe(false);
    const index = indexCatalog(catalog);
    expect(findBySetAndNumber(index, 'VEN', '155')?.card.name).toBe(
      'Kennen - Heart of the Tempest',
    );
    // every Legend: the name's champion is one of its tags and a champion with units of their own
    for (const legend of catalog.cards.filter((c) => c.game?.type === 'legend')) {
      const champion = legend.name.split(' - ')[0] as string;
      expect(legend.game?.tags).toContain(champion);
      expect(champions.has(champion)).toBe(true);
    }
    // a trimmed list of rows keeps the name when given the whole gallery's champions
    const rows = gallery.cards.filter((r) => r.id === 'ven-155-166');
    expect(riftboundCatalogFromGallery(rows).cards[0]?.name).toBe('Yordle - Heart of the Tempest');
    expect(riftboundCatalogFromGallery(rows, { champions }).cards[0]?.name).toBe(
      'Kennen - Heart of the Tempest',
    );
  });

  it('marks tokens and markers as not collectible', () => {
    const buff = catalog.cards.find((c) => c.name === 'Buff')!;
    expect(buff.collectible).toBe(false);
    expect(buff.game?.type).toBeUndefined();
    expect(buff.game?.supertype).toBe('Token');
  });

  it('is deterministic: the same input gives the same ids', () => {
    const again = riftboundCatalogFromGallery([...gallery.cards].reverse());
    expect(again.cards.map((c) => c.id)).toEqual(catalog.cards.map((c) => c.id));
  });

  it('the shipped sample is exactly what the converter makes of its printings', () => {
    const ids = new Set(
      sampleCatalogs.riftbound.cards.flatMap((c) => c.printings!.map((p) => p.id)),
    );
    const rows = gallery.cards.filter((r) => ids.has(r.id));
    const champions = riftboundChampionNames(gallery.cards);
    expect(riftboundCatalogFromGallery(rows, { champions })).toEqual(sampleCatalogs.riftbound);
  });
});

describe('the Riftbound sample holds every card of the spec sample deck', () => {
  const index = indexCatalog(sampleCatalogs.riftbound);
  it.each([
    ['042', 'Calm Rune'],
    ['043', 'Charm'],
    ['045', 'Defy'],
    ['050', 'Rune Prison'],
    ['064', 'Wind Wall'],
    ['166', 'Chaos Rune'],
    ['205', 'Yasuo - Windrider'],
    ['259', 'Yasuo - Unforgiven'],
    ['282', 'Monastery of Hirana'],
    ['289', "Targon's Peak"],
    ['293', 'The Grand Plaza'],
  ])('OGN %s is %s', (number, name) => {
    expect(findBySetAndNumber(index, 'OGN', number)?.card.name).toBe(name);
  });
});
