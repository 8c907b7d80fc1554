import { describe, expect, it } from 'vitest';
import { compile, explain, parse, type QueryNode, type SearchGame } from '../src/index.js';
import { lorCards } from './fixtures/lor-cards.js';

describe('explain', () => {
  it('restates the LoR example in plain English: "Demacia units that cost 2 or less"', () => {
    expect(explain('t:unit cost<=2 region:demacia', 'lor')).toBe(
      'Demacia units that cost 2 or less.',
    );
  });
  it('short sentences for kind, color and number terms in every game', () => {
    expect(explain('domain:fury t:unit cost<=3', 'riftbound')).toBe(
      'Fury units that cost 3 Energy or less.',
    );
    expect(explain('t:water hp>=120', 'pokemon')).toBe('Water Pokémon with HP 120 or more.');
    expect(explain('region:bandle t:spell', 'lor')).toBe('Bandle City spells.');
    expect(explain('is:landmark region:shurima', 'lor')).toBe('Shurima landmarks.');
    expect(explain('t:legend', 'riftbound')).toBe('Legends.');
    expect(explain('t:unit -is:champion cost>=3', 'lor')).toBe(
      'Units that are not champion units and that cost 3 or more.',
    );
  });
  it('anything else gets the precise sentence', () => {
    expect(explain('t:unit cost<=2 region:demacia')).toBe(
      'Cards where t contains "unit", cost is 2 or less and region contains "demacia".',
    );
    expect(explain('region:i', 'lor')).toBe('Cards where region contains "i".'); // several regions contain "i"
  });
  it('spells out aliases, groups and negation', () => {
    expect(explain('is:champion (c:freljord or c:ionia)', 'lor')).toBe(
      'Cards where it is one of the Champion units (not their spells or abilities) and (either region contains "freljord" or region contains "ionia").',
    );
    expect(explain('kw:elusive -is:champion', 'lor')).toBe(
      'Cards where keyword contains "elusive" and it is not one of the Champion units (not their spells or abilities).',
    );
    // -is:x and not:x read the same; -not:x reads like is:x.
    expect(explain('-is:champion', 'lor')).toBe(explain('not:champion', 'lor'));
    expect(explain('-not:landmark', 'lor')).toBe('Cards where it is one of the landmarks.');
  });
  it('a negated shortcut is one term, not a list: not:ex t:psychic stage:basic reg:h', () => {
    expect(explain('not:ex t:psychic stage:basic reg:h', 'pokemon')).toBe(
      'Basic Psychic Pokémon with regulation mark H that are not Pokémon ex.',
    );
    expect(explain('not:ex t:psychic stage:basic reg:h -is:v', 'pokemon')).toBe(
      'Basic Psychic Pokémon with regulation mark H that are not Pokémon ex and that are not Pokémon V.',
    );
    expect(explain('not:ex subtype:basic', 'pokemon')).toBe(
      'Cards where it is not one of the Pokémon ex (the modern, lowercase mechanic) and subtype contains "basic".',
    );
    expect(explain('is:collectible', 'lor')).toBe(
      'Cards where it is one of the cards you can put in a deck (leaves out tokens, abilities and level-ups).',
    );
  });
  it('a b or c reads as (a and b) or c', () => {
    expect(explain('t:unit cost:2 or t:spell', 'lor')).toBe(
      'Cards where either (type contains "unit" and mana cost is 2) or type contains "spell".',
    );
  });
  it('numbers, ranks, exact, regex, typos', () => {
    expect(explain('r>=epic', 'lor')).toBe('Cards where rarity is epic or above.');
    expect(explain('cost!=3', 'lor')).toBe('Cards where mana cost is not 3.');
    expect(explain('n:!vi', 'lor')).toBe('Cards where name is exactly "vi".');
    expect(explain('n:/^the /', 'lor')).toBe('Cards where name matches /^the / (ignoring case).');
    expect(explain('n:jnx', 'lor')).toBe('Cards where name is close to "jnx" (typos allowed).');
    expect(explain('jnx', 'lor')).toBe(
      'Cards where name or rules text has "jnx" (typos allowed in names).',
    );
  });
  it('Pokémon cost symbols and stage:final', () => {
    expect(explain('cost:1R2C', 'pokemon')).toBe(
      'Cards where an attack costs exactly 1 Fire and 2 Colorless.',
    );
    expect(explain('cost>=RR*', 'pokemon')).toBe(
      'Cards where an attack costs at least 2 Fire and 1 of any type.',
    );
    expect(explain('cost<=2', 'pokemon')).toBe(
      'Cards where the cheapest attack cost is 2 or less.',
    );
    expect(explain('stage:final', 'pokemon')).toBe(
      'Cards where stage is final (Pokémon that do not evolve any further).',
    );
  });
  it('calls out unknown fields and shortcuts', () => {
    expect(explain('tpye:unit', 'lor')).toBe(
      'Cards where the unknown field "tpye" (matches no cards).',
    );
    expect(explain('is:foo', 'riftbound')).toBe(
      'Cards where the unknown shortcut "is:foo" (matches no cards).',
    );
  });
  it('works without a game, on a parsed query or a tree, and on an empty query', () => {
    expect(explain('t:unit')).toBe('Cards where t contains "unit".');
    expect(explain(parse('a'))).toBe(explain('a'));
    expect(explain(parse('a').ast)).toBe(explain('a'));
    expect(explain('')).toBe('Every card.');
  });
});

/** Every Examples row of the three spec pages, with what explain says. */
const SPEC_EXAMPLES: readonly [string, SearchGame, string][] = [
  ['t:unit cost<=2 region:demacia', 'lor', 'Demacia units that cost 2 or less.'],
  [
    'is:champion (region:freljord or region:ionia)',
    'lor',
    'Cards where it is one of the Champion units (not their spells or abilities) and (either region contains "freljord" or region contains "ionia").',
  ],
  [
    'kw:elusive -is:champion',
    'lor',
    'Cards where keyword contains "elusive" and it is not one of the Champion units (not their spells or abilities).',
  ],
  [
    't:spell o:"draw 1"',
    'lor',
    'Cards where type contains "spell" and rules text contains "draw 1".',
  ],
  ['r>=epic e:set1', 'lor', 'Cards where rarity is epic or above and set contains "set1".'],
  ['jnx', 'lor', 'Cards where name or rules text has "jnx" (typos allowed in names).'],
  ['n:!vi', 'lor', 'Cards where name is exactly "vi".'],
  ['kw:strike', 'lor', 'Cards where keyword contains "strike".'],
  ['is:landmark region:shurima', 'lor', 'Shurima landmarks.'],
  ['region:bandle t:spell', 'lor', 'Bandle City spells.'],
  ['t:water hp>=120', 'pokemon', 'Water Pokémon with HP 120 or more.'],
  ['is:ex t:fire', 'pokemon', 'Fire Pokémon ex.'],
  [
    'subtype:supporter o:"search your deck"',
    'pokemon',
    'Cards where subtype contains "supporter" and rules text contains "search your deck".',
  ],
  ['cost:RCC', 'pokemon', 'Cards where an attack costs exactly 1 Fire and 2 Colorless.'],
  [
    'cost>=RR damage>=200',
    'pokemon',
    'Cards where an attack costs at least 2 Fire and damage is 200 or more.',
  ],
  [
    'cost:1 damage>=60',
    'pokemon',
    'Cards where the cheapest attack cost is 1 and damage is 60 or more.',
  ],
  ['retreat=0 stage:basic', 'pokemon', 'Basic Pokémon with free retreat.'],
  ['stage:2 weakness:fighting', 'pokemon', 'Stage 2 Pokémon weak to Fighting.'],
  ['pkachu', 'pokemon', 'Cards where name or rules text has "pkachu" (typos allowed in names).'],
  ['is:"ace spec"', 'pokemon', 'Cards where it is one of the ACE SPEC cards.'],
  [
    'not:ex t:psychic stage:basic reg:h',
    'pokemon',
    'Basic Psychic Pokémon with regulation mark H that are not Pokémon ex.',
  ],
  ['domain:fury t:unit cost<=3', 'riftbound', 'Fury units that cost 3 Energy or less.'],
  ['is:champion domain:calm', 'riftbound', 'Calm champion units and legends.'],
  ['t:legend', 'riftbound', 'Legends.'],
  [
    'kw:deflect might>=4',
    'riftbound',
    'Cards where keyword contains "deflect" and might is 4 or more.',
  ],
  [
    't:spell o:"draw 1"',
    'riftbound',
    'Cards where type contains "spell" and rules text contains "draw 1".',
  ],
  ['tag:demacia', 'riftbound', 'Cards where tag contains "demacia".'],
  ['r>=epic e:OGN', 'riftbound', 'Cards where rarity is epic or above and set contains "OGN".'],
  [
    'domain:mind domain:order',
    'riftbound',
    'Cards where domain contains "mind" and domain contains "order".',
  ],
  [
    't:gear -kw:equip',
    'riftbound',
    'Cards where type contains "gear" and keyword does not contain "equip".',
  ],
  ['power>=2', 'riftbound', 'Cards where Power cost is 2 or more.'],
];

/** The leaf terms of a tree, in order. */
function leaves(node: QueryNode | null): QueryNode[] {
  if (!node) return [];
  switch (node.type) {
    case 'not':
      return leaves(node.child);
    case 'and':
    case 'or':
      return node.children.flatMap(leaves);
    default:
      return [node];
  }
}

/** How a value is said in the sentence: as typed, or in the game's words. */
function spokenForm(leaf: QueryNode): string {
  if (leaf.type !== 'field' && leaf.type !== 'word') return '';
  const v = leaf.value.toLowerCase().replace(/ /g, '');
  if (leaf.type === 'word') return v;
  const said: Record<string, Record<string, string>> = {
    cost: { rcc: '1fireand2colorless', rr: '2fire' },
    stage: { '2': 'stage2' },
    reg: { h: 'markh' },
    weakness: { fighting: 'weaktofighting' },
    retreat: { '0': 'freeretreat' },
    region: { bandle: 'bandlecity' },
  };
  return said[leaf.field]?.[v] ?? v;
}

describe('explain matches the compiled query on every spec example', () => {
  for (const [query, game, sentence] of SPEC_EXAMPLES) {
    it(`${game}: ${query}`, () => {
      const compiled = compile(query, game);
      expect(compiled.issues.filter((i) => i.severity === 'error')).toEqual([]);
      expect(explain(query, game)).toBe(sentence);
      // The same sentence from the compiled query itself and from what runs (its pruned tree).
      expect(explain(compiled)).toBe(sentence);
      expect(explain(compiled.ast, game)).toBe(sentence);
      // Every value that runs is named in the sentence (spelled out or turned into its game's word).
      for (const leaf of leaves(compiled.ast)) {
        if (leaf.type !== 'field' && leaf.type !== 'word') continue;
        const spoken = sentence.toLowerCase().replace(/ /g, '');
        expect(spoken, `${leaf.value} in ${sentence}`).toContain(spokenForm(leaf));
      }
    });
  }
});

describe('explain says exactly what runs', () => {
  it('a term left out for an error is said to be left out, never explained as if it ran', () => {
    expect(explain('t:unit cost:abc', 'lor')).toBe(
      'Units. Left out: "cost:abc": "cost" takes a number, and "abc" is not one.',
    );
    expect(explain('a)', 'lor')).toBe(
      'Cards where name or rules text has "a" (typos allowed in names). Left out: ")": This ) has no matching (: remove it.',
    );
    expect(explain('n:/(a)\\1/ b', 'lor')).toMatch(
      /^Cards where name or rules text has "b" \(typos allowed in names\)\. Left out: "n:\/\(a\)\\1\/": .*backreferences/,
    );
    expect(explain('cost<x', 'lor')).toBe(
      'Every card. Left out: "cost<x": "cost" takes a number, and "x" is not one.',
    );
    // A query over the length limit is not read at all, nor quoted back.
    expect(explain(`t:unit ${'a '.repeat(1_500)}`, 'lor')).toBe(
      'Every card. Left out: the whole query: This query is 3,007 characters long, and a search reads at most 2,000: shorten it.',
    );
    // An unclosed ( still runs its group: a note, not a left-out term.
    expect(explain('(a', 'lor')).toBe(
      'Cards where name or rules text has "a" (typos allowed in names). Note: "(": This ( is never closed: add a ).',
    );
  });
  it("each game's own nouns: LoR t:champion finds no type, Riftbound t:champion is champion units, is:champion adds legends", () => {
    expect(explain('t:champion', 'lor')).toBe('Cards where type contains "champion".');
    expect(explain('t:champion', 'riftbound')).toBe('Champion units.');
    expect(explain('is:champion', 'riftbound')).toBe('Champion units and legends.');
    expect(explain('is:champion', 'lor')).toBe('Champion units.');
    expect(explain('t:unit -is:champion', 'riftbound')).toBe(
      'Units that are not champion units and legends.',
    );
    expect(explain('t:unit', 'pokemon')).toBe('Cards where energy type contains "unit".');
    expect(explain('cost>=3', 'riftbound')).toBe('Cards where Energy cost is 3 or more.');
  });
  it('negations read inside the term: never "not cost is 2"', () => {
    expect(explain('-cost:2', 'lor')).toBe('Cards where mana cost is not 2, or it has none.');
    expect(explain('-cost<3', 'lor')).toBe('Cards where mana cost is 3 or more, or it has none.');
    expect(explain('t:unit cost!=2', 'lor')).toBe('Units that do not cost 2.');
    expect(explain('-t:spell', 'lor')).toBe('Cards where type does not contain "spell".');
    expect(explain('-(t:unit or t:spell)', 'lor')).toBe(
      'Cards where neither type contains "unit" nor type contains "spell".',
    );
    expect(explain('-(t:unit cost:2)', 'lor')).toBe(
      'Cards where not both type contains "unit" and mana cost is 2.',
    );
    expect(explain('--t:unit', 'lor')).toBe('Cards where type contains "unit".');
    expect(explain('-jinx', 'lor')).toBe(
      'Cards where neither name nor rules text has "jinx" (typos allowed in names).',
    );
    expect(explain('-cost:RCC', 'pokemon')).toBe(
      'Cards where no attack costs exactly 1 Fire and 2 Colorless.',
    );
    expect(explain('-n:/^the/', 'lor')).toBe(
      'Cards where name does not match /^the/ (ignoring case).',
    );
    expect(explain('-r>=epic', 'lor')).toBe('Cards where rarity is not epic or above.');
    expect(explain('tpye:unit -tpye:x', 'lor')).toBe(
      'Cards where the unknown field "tpye" (matches no cards) and the unknown field "tpye" is ignored (it leaves out no cards).',
    );
    expect(explain('not:foo', 'lor')).toBe(
      'Cards where the unknown shortcut "not:foo" (leaves out no cards).',
    );
  });
  it('terms that run but match no cards say so', () => {
    expect(explain('r>=epik', 'lor')).toBe(
      'Cards where rarity is epik or above (no card, since not one of the listed values).',
    );
    expect(explain('cost:rcc', 'pokemon')).toBe(
      'Cards where attack cost is the unreadable "rcc" (no card, since not a number nor energy symbols).',
    );
    const withCatalog = compile('kw:elusvie t:unit', 'lor', { catalog: lorCards });
    expect(explain(withCatalog)).toBe(
      'Cards where keyword contains "elusvie" (no card, since no card in the catalog has it) and type contains "unit".',
    );
  });
});
