// Builds src/samples/riftbound.json from the official gallery fixture (test/fixtures/riftbound-gallery.json):
// the cards the spec's sample decks and the Piltover Archive golden vectors name, every Legend, every
// Rune and every Origins Battlefield, plus the Origins cards numbered 1-60 for variety.
// Run from bench/ (which has tsx): node --import tsx ../packages/cards/scripts/build-riftbound-sample.ts
import { readFileSync, writeFileSync } from 'node:fs';
import {
  type RiftboundGalleryCard,
  riftboundCatalogFromGallery,
  riftboundChampionNames,
  riftboundIdentityName,
} from '../src/loaders/riftbound-gallery.ts';

const here = new URL('..', import.meta.url).pathname;
const gallery = JSON.parse(readFileSync(`${here}test/fixtures/riftbound-gallery.json`, 'utf8')) as {
  cards: RiftboundGalleryCard[];
};
const wanted = new Set<string>([
  // The spec's sample deck (deck-builder.md, Riftbound).
  ...['042', '043', '045', '050', '064', '166', '205', '259', '282', '289', '293'].map(
    (n) => `ogn-${n}-298`,
  ),
  // Cards named by the Piltover Archive golden vectors that the gallery has.
  ...[
    '004',
    '007',
    '009',
    '012',
    '013',
    '022',
    '024',
    '027',
    '029',
    '039',
    '050',
    '087',
    '088',
    '089',
  ]
    .concat(['095', '096', '103', '104', '116', '122', '248', '280', '288', '292', '030'])
    .map((n) => `ogn-${n}-298`),
  'ven-097-166',
  'ven-001-166',
  'ven-050-166',
  'ven-sp1-006',
  'ven-sp2-006',
  'sfd-r01',
  'sfd-r02',
  'unl-r05',
]);
// Legends are named after their champion as the whole gallery knows them (the trimmed rows may
// lack the champion's units).
const champions = riftboundChampionNames(gallery.cards);
const key = (row: RiftboundGalleryCard) => `${riftboundIdentityName(row, champions)}|${row.type}`;
const keep = new Set<string>();
for (const row of gallery.cards) {
  const n = Number.parseInt(row.id.split('-')[1] ?? '', 10);
  if (
    wanted.has(row.id) ||
    row.type === 'Legend' ||
    row.type === 'Rune' ||
    (row.type === 'Battlefield' && row.setId === 'OGN') ||
    (row.setId === 'OGN' && n >= 1 && n <= 60)
  ) {
    keep.add(key(row));
  }
}
const rows = gallery.cards.filter((row) => keep.has(key(row)));
const catalog = riftboundCatalogFromGallery(rows, { champions });
const missing = [...wanted].filter((id) => !rows.some((r) => r.id === id));
// Data, not source: src/samples/index.ts loads it (its provenance is in src/samples/README.md).
const source = `${JSON.stringify(catalog, null, 2)}\n`;
writeFileSync(`${here}src/samples/riftbound.json`, source);
console.log(
  `${catalog.cards.length} identities, ${rows.length} printings, ${source.length} chars; not in gallery: ${missing.join(', ') || 'none'}`,
);
