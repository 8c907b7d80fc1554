import {
  POKEMON_ENERGY_SYMBOLS,
  POKEMON_ENERGY_TYPES,
  RIFTBOUND_DOMAINS,
} from '@tcgkit/cards/vocab';
import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_VOCABULARIES,
  DEFAULT_CALCULATORS,
  FALLBACK_PALETTE,
  getVocabulary,
  isSafeCssColor,
  normalizeCalculatorResult,
  POKEMON_DECK_BREAKDOWN_SCRIPT,
  RIFTBOUND_DECK_BREAKDOWN_SCRIPT,
  resolveDashboardSegments,
  resolveSegments,
} from '../src/index.js';

const seg = (key: string, label: string, value: number, color = '') => ({
  key,
  label,
  value,
  color,
});

describe('vocabularies', () => {
  it('cover every vocabulary id the default calculators name', () => {
    const named = new Set<string>();
    for (const calculator of DEFAULT_CALCULATORS) {
      for (const match of calculator.script.matchAll(/vocabulary: "([^"]+)"/g))
        named.add(match[1]!);
    }
    expect([...named].sort()).toEqual([
      'lor.cardType',
      'lor.rarity',
      'lor.region',
      'pokemon.energyType',
      'pokemon.supertype',
      'riftbound.cardType',
      'riftbound.domain',
    ]);
    for (const id of named) expect(getVocabulary(id)?.id).toBe(id);
  });

  it('every vocabulary color is a plain hex color and every id matches its key', () => {
    for (const [id, vocabulary] of Object.entries(CALCULATOR_VOCABULARIES)) {
      expect(vocabulary.id).toBe(id);
      expect(id.startsWith(`${vocabulary.game}.`)).toBe(true);
      for (const entry of Object.values(vocabulary.entries))
        expect(entry.color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('an empty color takes the vocabulary color and label; unknown keys take the palette by position', () => {
    const resolved = resolveSegments(
      [
        seg('PiltoverZaun', 'PiltoverZaun', 5),
        seg('Mystery', 'Mystery', 2),
        seg('Demacia', 'Demacia', 1, '#123456'),
      ],
      'lor.region',
    );
    expect(resolved).toEqual([
      seg(
        'PiltoverZaun',
        'Piltover & Zaun',
        5,
        CALCULATOR_VOCABULARIES['lor.region']!.entries.PiltoverZaun!.color,
      ),
      seg('Mystery', 'Mystery', 2, FALLBACK_PALETTE[1]!),
      seg('Demacia', 'Demacia', 1, '#123456'),
    ]);
  });

  it('without a vocabulary (or an unknown one, or a prototype name) the palette fills empty colors', () => {
    const segments = Array.from({ length: 14 }, (_, i) => seg(`k${i}`, `K${i}`, 1));
    for (const vocabulary of [undefined, 'nope', 'toString', '__proto__']) {
      const resolved = resolveSegments(segments, vocabulary);
      expect(resolved.map((segment) => segment.color)).toEqual(
        segments.map((_, i) => FALLBACK_PALETTE[i % FALLBACK_PALETTE.length]),
      );
    }
    expect(resolveSegments([seg('constructor', 'c', 1)], 'lor.region')[0]!.label).toBe('c');
  });

  it('a script color that is not a plain CSS color is not used', () => {
    for (const color of ['#3a78e8', 'red', 'rgb(1, 2, 3)', 'hsl(120 50% 50%)', 'rgba(0,0,0,0.5)']) {
      expect(isSafeCssColor(color), color).toBe(true);
    }
    for (const color of [
      'url(https://x)',
      'red;background:url(x)',
      'var(--x)',
      'expression(alert(1))',
      '#12',
      '',
    ]) {
      expect(isSafeCssColor(color), color).toBe(false);
    }
    const [resolved] = resolveSegments(
      [seg('fury', 'Fury', 3, 'url(javascript:alert(1))')],
      'riftbound.domain',
    );
    expect(resolved!.color).toBe(CALCULATOR_VOCABULARIES['riftbound.domain']!.entries.fury!.color);
  });

  it('resolveDashboardSegments resolves donut, gauge and bars widgets and leaves the rest', () => {
    const dashboard = normalizeCalculatorResult({
      widgets: [
        { kind: 'stat', label: 's', value: 1 },
        {
          kind: 'donut',
          label: 'd',
          vocabulary: 'pokemon.energyType',
          segments: [seg('Fire', 'Fire', 3)],
        },
        { kind: 'gauge', label: 'g', segments: [seg('a', 'A', 1)] },
        {
          kind: 'bars',
          label: 'b',
          vocabulary: 'riftbound.domain',
          segments: [seg('calm', 'calm', 2)],
        },
      ],
    });
    const resolved = resolveDashboardSegments(dashboard);
    expect(resolved.widgets[0]).toBe(dashboard.widgets[0]);
    expect(resolved.widgets[1]).toMatchObject({ segments: [{ color: '#e4613e' }] });
    expect(resolved.widgets[2]).toMatchObject({ segments: [{ color: FALLBACK_PALETTE[0] }] });
    expect(resolved.widgets[3]).toMatchObject({ segments: [{ label: 'Calm', color: '#27ae60' }] });
    expect(dashboard.widgets[1]).toMatchObject({ segments: [{ color: '' }] });
  });
});

describe("the default scripts' own lists agree with @tcgkit/cards/vocab", () => {
  // A calculator script runs in the sandbox and cannot import, and the defaults are the spec's
  // text verbatim, so they carry their own copies of a few vocabularies: each must stay the one
  // list of @tcgkit/cards/vocab, the home every package reads.
  /** The JSON value of `const NAME = ...;` in a script (an array or object literal). */
  function constantOf(script: string, name: string): unknown {
    const m = new RegExp(`\\nconst ${name} = ([\\s\\S]*?);\\n`).exec(`\n${script}`);
    expect(m, `const ${name} in the script`).not.toBeNull();
    // The literals are JSON but for unquoted keys and trailing commas.
    return JSON.parse(
      m![1]!.replace(/([{,]\s*)([A-Za-z_]\w*):/g, '$1"$2":').replace(/,(\s*[}\]])/g, '$1'),
    );
  }

  it('Pokémon: the energy types and the one-letter energy symbols', () => {
    expect(constantOf(POKEMON_DECK_BREAKDOWN_SCRIPT, 'POKEMON_ENERGY_TYPES')).toEqual([
      ...POKEMON_ENERGY_TYPES,
    ]);
    expect(constantOf(POKEMON_DECK_BREAKDOWN_SCRIPT, 'POKEMON_ENERGY_GLYPH_TYPES')).toEqual(
      POKEMON_ENERGY_SYMBOLS,
    );
  });

  it('Riftbound: the domains, in the spec order', () => {
    expect(constantOf(RIFTBOUND_DECK_BREAKDOWN_SCRIPT, 'DOMAIN_ORDER')).toEqual([
      ...RIFTBOUND_DOMAINS,
    ]);
  });

  it('reads a list that disagrees as disagreeing (the check can fail)', () => {
    const changed = POKEMON_DECK_BREAKDOWN_SCRIPT.replace('"Fairy", ', '');
    expect(constantOf(changed, 'POKEMON_ENERGY_TYPES')).not.toEqual([...POKEMON_ENERGY_TYPES]);
  });
});
