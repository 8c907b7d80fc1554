// #16.3: importing @tcgkit/cards loads no sample catalog and no validator until used. #30: the
// vocabulary entry is dependency-free, and the packages that need the vocabularies or the fold
// (card-search, calculator) install @tcgkit/cards but load only that entry at run time.
import { readdirSync, readFileSync } from 'node:fs';
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
        './vocab',
      ].sort(),
    );
  });

  it('the vocab entry imports nothing at run time (no other module, no package)', () => {
    expect(graph('vocab.ts')).toEqual(['vocab.ts']);
    const text = readFileSync(new URL('vocab.ts', src), 'utf8');
    expect(text.match(/^import\s+(?!type\b).*$/gm) ?? []).toEqual([]);
  });

  it('card-search and calculator load only @tcgkit/cards/vocab at run time (the rest as types)', () => {
    for (const name of ['card-search', 'calculator']) {
      expect(pkg(name).dependencies?.['@tcgkit/cards'], name).toBe('workspace:^');
      const dir = new URL(`../../${name}/src/`, import.meta.url);
      const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
        f.endsWith('.ts'),
      );
      const runtime = new Set<string>();
      for (const file of files) {
        const text = readFileSync(new URL(file, dir), 'utf8');
        for (const m of text.matchAll(
          /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(@tcgkit\/cards[^']*)'/gm,
        ))
          runtime.add(m[1]!);
      }
      expect([...runtime], name).toEqual(['@tcgkit/cards/vocab']);
    }
  });
});
