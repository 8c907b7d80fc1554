// Issue #17, point 12: the "Riftbound constructed" rule checks "that your champion matches your
// Legend" (deck-builder.md) by the gallery's champion identity, not by a Legend's first tag.
// Every Legend of the real gallery fixture is checked through the sandbox.
import { readFileSync } from 'node:fs';
import { cardsById, indexCatalog, type RiftboundCard } from '@tcgkit/cards';
import {
  type RiftboundGalleryCard,
  riftboundCatalogFromGallery,
} from '@tcgkit/cards/riftbound-gallery';
import { runRulesetScript, type SandboxRunner } from '@tcgkit/sandbox';
import { createNodeRunner } from '@tcgkit/sandbox/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIFTBOUND_CONSTRUCTED_RULE } from '../src/index.js';

const gallery = JSON.parse(
  readFileSync(new URL('./fixtures/riftbound-gallery.json', import.meta.url), 'utf8'),
) as { cards: RiftboundGalleryCard[] };
const catalog = riftboundCatalogFromGallery(gallery.cards);
const index = indexCatalog(catalog);

// The oracle, read straight from the gallery rows: a champion is a name that champion units are
// printed under ("Kennen, Keeper of Balance", tagged Kennen); a Legend's champion is the one of
// its tags that is such a name.
const championNames = new Set(
  gallery.cards
    .filter((r) => r.type === 'Unit' && r.name.includes(', '))
    .map((r) => r.name.slice(0, r.name.indexOf(', ')))
    .filter((name) => gallery.cards.some((r) => r.type === 'Unit' && r.tags.includes(name))),
);
const legendRows = new Map<string, RiftboundGalleryCard>();
for (const row of gallery.cards) if (row.type === 'Legend') legendRows.set(row.id, row);

const legends = catalog.cards.filter((c) => c.game?.type === 'legend') as RiftboundCard[];
const championUnits = catalog.cards.filter(
  (c) => c.game?.type === 'unit' && c.game.supertype === 'Champion',
) as RiftboundCard[];
/** The champion units of a champion: printed "Champion, Title", so named "Champion - Title". */
const unitsOf = (champion: string) =>
  championUnits.filter((u) => u.name.startsWith(`${champion} - `));

let runner: SandboxRunner;
beforeAll(async () => {
  runner = createNodeRunner({ size: 2 });
  await runner.ready();
});
afterAll(async () => {
  await runner.close();
});

/** The champion messages of the whole-deck rule for a deck of these cards (one copy each). */
async function championIssues(refs: readonly string[]): Promise<string[]> {
  const deck = Object.fromEntries(refs.map((r) => [r, 1]));
  const result = await runRulesetScript(
    runner,
    RIFTBOUND_CONSTRUCTED_RULE,
    { scope: 'deck', deck, cardsById: cardsById(index, deck), context: {} } as never,
    { timeoutMs: 20_000 },
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.value.issues.filter((i) => i.code === 'champion_mismatch').map((i) => i.message);
}

describe('Riftbound constructed: the champion must match the Legend (every Legend of the real gallery)', () => {
  it('the gallery fixture has 49 Legends, each with exactly one tag that names a champion with units', () => {
    expect(legends).toHaveLength(49);
    for (const legend of legends) {
      const rows = (legend.printings ?? []).map((p) => legendRows.get(p.id));
      const tags = rows[0]?.tags ?? [];
      expect(tags.filter((t) => championNames.has(t))).toHaveLength(1);
    }
  });

  it('each Legend passes with a champion unit of its own champion and is refused, naming that champion, with none or with another champion', async () => {
    let checked = 0;
    for (const legend of legends) {
      const row = legendRows.get(legend.printings?.[0]?.id ?? '') as RiftboundGalleryCard;
      const champion = row.tags.find((t) => championNames.has(t)) as string;
      const own = unitsOf(champion);
      expect(own.length, `${legend.name} has champion units`).toBeGreaterThan(0);
      // A champion unit of another champion, sharing a tag with the Legend when there is one
      // (a Yordle for Heart of the Tempest), else any other.
      const other =
        championUnits.find(
          (u) =>
            !u.name.startsWith(`${champion} - `) &&
            (u.game?.tags ?? []).some((t) => row.tags.includes(t)),
        ) ?? championUnits.find((u) => !u.name.startsWith(`${champion} - `));
      const message = `Your champion must match your Legend: add a ${champion} champion unit to the main deck.`;
      expect(await championIssues([legend.id, (own[0] as RiftboundCard).id])).toEqual([]);
      expect(await championIssues([legend.id])).toEqual([message]);
      expect(await championIssues([legend.id, (other as RiftboundCard).id])).toEqual([message]);
      checked++;
    }
    expect(checked).toBe(49);
  }, 120_000);

  it('Heart of the Tempest (tags Yordle, Kennen): Teemo, a Yordle, does not match; Kennen does', async () => {
    const legend = legends.find((l) => l.name.endsWith('Heart of the Tempest')) as RiftboundCard;
    expect(legend.name).toBe('Kennen - Heart of the Tempest');
    const teemo = unitsOf('Teemo')[0] as RiftboundCard;
    expect(teemo.game?.tags).toContain('Yordle');
    const kennen = unitsOf('Kennen')[0] as RiftboundCard;
    const message =
      'Your champion must match your Legend: add a Kennen champion unit to the main deck.';
    expect(await championIssues([legend.id, teemo.id])).toEqual([message]);
    expect(await championIssues([legend.id])).toEqual([message]);
    expect(await championIssues([legend.id, kennen.id])).toEqual([]);
  });
});
