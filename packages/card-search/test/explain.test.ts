import { describe, expect, it } from 'vitest';
import { explain, parse } from '../src/index.js';

describe('explain', () => {
  it('restates the LoR example in plain English: "Demacia units that cost 2 or less"', () => {
    expect(explain('t:unit cost<=2 region:demacia', 'lor')).toBe(
      'Demacia units that cost 2 or less.',
    );
  });
  it('short sentences for kind, color and number terms in every game', () => {
    expect(explain('domain:fury t:unit cost<=3', 'riftbound')).toBe(
      'Fury units that cost 3 or less.',
    );
    expect(explain('t:water hp>=120', 'pokemon')).toBe('Water Pokémon with HP 120 or more.');
    expect(explain('region:bandle t:spell', 'lor')).toBe('Bandle City spells.');
    expect(explain('is:landmark region:shurima', 'lor')).toBe('Shurima landmarks.');
    expect(explain('t:legend', 'riftbound')).toBe('Legends.');
    expect(explain('t:unit -is:champion cost>=3', 'lor')).toBe(
      'Units that are not champions and that cost 3 or more.',
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
      'Cards where it is not one of the Pokémon ex (the modern, lowercase mechanic), type contains "psychic", stage contains "basic" and regmark contains "h".',
    );
    expect(explain('is:collectible', 'lor')).toBe(
      'Cards where it is one of the cards you can put in a deck (leaves out tokens, abilities and level-ups).',
    );
  });
  it('a b or c reads as (a and b) or c', () => {
    expect(explain('t:unit cost:2 or t:spell', 'lor')).toBe(
      'Cards where either (type contains "unit" and cost is 2) or type contains "spell".',
    );
  });
  it('numbers, ranks, exact, regex, typos', () => {
    expect(explain('r>=epic', 'lor')).toBe('Cards where rarity is epic or above.');
    expect(explain('cost!=3', 'lor')).toBe('Cards where cost is not 3.');
    expect(explain('n:!vi', 'lor')).toBe('Cards where name is exactly "vi".');
    expect(explain('n:/^the /', 'lor')).toBe('Cards where name matches /^the / (ignoring case).');
    expect(explain('n:jnx', 'lor')).toBe('Cards where name is close to "jnx" (typos allowed).');
    expect(explain('jnx', 'lor')).toBe(
      'Cards where name or text has "jnx" (typos allowed in names).',
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
      'Cards where stage is Pokémon that do not evolve any further.',
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
