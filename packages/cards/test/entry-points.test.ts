// #16.3: importing @tcgkit/cards loads no sample catalog and no validator until used, and the
// packages that need only card types do not install it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const src = new URL('../src/', import.meta.url);

/** Every module of src/ reached from `entry` through static imports (`import type` excluded). */
function graph(entry: string): string[] {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(new URL(file, src), 'utf8');
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gm)) {
      const target = new URL(m[1]!.replace(/\.js$/, '.ts'), new URL(file, src)).pathname.slice(
        src.pathname.length,
      );
      walk(target);
    }
  };
  walk(entry);
  return [...seen].sort();
}

const pkg = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../${name}/package.json`, import.meta.url), 'utf8')) as {
    exports: Record<string, unknown>;
    dependencies?: Record<string, string>;
    peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  };

describe('entry points', () => {
  it('the main entry reaches no sample catalog, no generated validator and no loader', () => {
    const reached = graph('index.ts');
    expect(reached).toContain('catalog-index.ts');
    expect(
      reached.filter((f) => /^(samples|generated|loaders)\//.test(f) || f === 'validators.ts'),
    ).toEqual([]);
  });

  it('each loader entry loads its own input schemas only, never the sample catalogs', () => {
    for (const entry of [
      'loaders/data-dragon.ts',
      'loaders/pokemon-tcg-data.ts',
      'loaders/riftbound-gallery.ts',
    ]) {
      const reached = graph(entry);
      expect(
        reached.filter((f) => f.startsWith('samples/')),
        entry,
      ).toEqual([]);
      expect(
        reached.filter((f) => /generated\/(lor|pokemon|riftbound)-(card|catalog)/.test(f)),
        entry,
      ).toEqual([]);
    }
  });

  it('package.json exports every entry, each with a source condition', () => {
    const exports = pkg('cards').exports;
    expect(Object.keys(exports).sort()).toEqual(
      [
        '.',
        './data-dragon',
        './package.json',
        './pokemon-tcg-data',
        './riftbound-gallery',
        './samples',
        './validators',
      ].sort(),
    );
  });

  it('card-search and calculator do not install @tcgkit/cards (card-search: optional peer, types only)', () => {
    expect(pkg('card-search').dependencies?.['@tcgkit/cards']).toBeUndefined();
    expect(pkg('card-search').peerDependenciesMeta?.['@tcgkit/cards']?.optional).toBe(true);
    expect(pkg('calculator').dependencies?.['@tcgkit/cards']).toBeUndefined();
  });
});
