import { describe, expect, it } from 'vitest';
import { CardSearchErrorCode, compile, type PokemonSearchCard } from '../src/index.js';
import { names } from './fixtures/lor-cards.js';
import { pokemonCards } from './fixtures/pokemon-cards.js';

const find = (q: string, cards: readonly PokemonSearchCard[] = pokemonCards): string[] =>
  names(compile(q, 'pokemon').search(cards));

describe('search-pokemon.md Examples', () => {
  it('t:water hp>=120: Water Pokémon with 120 HP or more', () => {
    expect(find('t:water hp>=120')).toEqual(['Lapras', 'Palafin ex']);
  });
  it('is:ex t:fire: Fire Pokémon ex', () => {
    expect(find('is:ex t:fire')).toEqual(['Charizard ex', 'Volcanion ex']);
  });
  it('subtype:supporter o:"search your deck": Supporters that search your deck', () => {
    expect(find('subtype:supporter o:"search your deck"')).toEqual(['Irida']);
  });
  it('cost:RCC: Pokémon with an attack that costs exactly one Fire and two Colorless', () => {
    expect(find('cost:RCC')).toEqual(['Charmeleon']);
  });
  it('cost>=RR damage>=200: an attack needing two Fire, and an attack printed for 200 or more (not necessarily the same one)', () => {
    expect(find('cost>=RR damage>=200')).toEqual(['Charizard ex', 'Volcanion ex']);
  });
  it('cost:1 damage>=60: cheapest attack costs one energy and an attack printed for 60 or more', () => {
    expect(find('cost:1 damage>=60')).toEqual(['Charizard ex']);
  });
  it('retreat=0 stage:basic: Basic Pokémon with free retreat', () => {
    expect(find('retreat=0 stage:basic')).toEqual(['Mew ex']);
  });
  it('stage:2 weakness:fighting: Stage 2 Pokémon weak to Fighting', () => {
    expect(find('stage:2 weakness:fighting')).toEqual(['Magnezone']);
  });
  it('pkachu: Pikachu cards, despite the typo', () => {
    expect(find('pkachu')).toEqual(['Pikachu', 'Pikachu ex']);
  });
  it('is:"ace spec": ACE SPEC cards', () => {
    expect(find('is:"ace spec"')).toEqual(['Prime Catcher']);
  });
  it('not:ex t:psychic stage:basic reg:h: Basic Psychic Pokémon with mark H that are not Pokémon ex', () => {
    expect(find('not:ex t:psychic stage:basic reg:h')).toEqual(['Ralts']);
  });
});

describe('search-pokemon.md Fields and Shortcuts', () => {
  it('text includes ability and attack names and text', () => {
    expect(find('o:"resolute heart"')).toEqual(['Pikachu ex']);
    expect(find('o:"full hp"')).toEqual(['Pikachu ex']);
    expect(find('o:flamethrower')).toEqual(['Charmeleon']);
    expect(find('o:"discard an energy"')).toEqual(['Charmeleon']);
  });
  it('damage ignores + and ×: 100+ counts as 100, a bare × as no damage', () => {
    expect(find('damage=100')).toEqual(['Magnezone']);
    expect(find('dmg:50')).toEqual(['Mewtwo', 'Pikachu']);
    expect(find('damage>=0')).not.toContain('Mew ex');
  });
  it('stage:final matches Pokémon that do not evolve any further', () => {
    const final = find('stage:final');
    expect(final).toEqual(
      expect.arrayContaining(['Charizard ex', 'Magnezone', 'Mew ex', 'Palafin ex']),
    );
    for (const n of [
      'Charmander',
      'Charmeleon',
      'Pikachu',
      'Ralts',
      'Kirlia',
      'Charizard-EX',
      'Irida',
    ])
      expect(final).not.toContain(n);
    expect(find('stage!=final')).toContain('Charmander');
  });
  it('stage applies to Pokémon only: a Basic Energy is not stage:basic', () => {
    const energy: PokemonSearchCard = {
      id: 'basic-fire',
      name: 'Basic {R} Energy',
      setCode: 'sve',
      game: { supertype: 'Energy', subtypes: ['Basic'] },
    };
    const cards = [...pokemonCards, energy];
    expect(find('stage:basic', cards)).not.toContain('Basic {R} Energy');
    expect(find('stage=basic', cards)).not.toContain('Basic {R} Energy');
    expect(find('stage<=stage1', cards)).not.toContain('Basic {R} Energy');
    expect(find('stage:basic', cards)).toContain('Charmander');
    expect(find('subtype:basic', cards)).toContain('Basic {R} Energy'); // the subtype field still reads it
  });
  it('stage comparisons follow Basic < Stage 1 < Stage 2', () => {
    expect(find('stage>basic')).toEqual([
      'Charizard ex',
      'Charmeleon',
      'Kirlia',
      'Magnezone',
      'Palafin ex',
    ]);
  });
  it('t: is the energy type; trainers have none', () => {
    expect(find('t:water')).toEqual(['Lapras', 'Palafin ex', 'Squirtle']);
    expect(find('t:psychic')).not.toContain('Irida');
  });
  it('subtype ignores case: subtype:ex finds both ex and EX; subtype:"pokémon tool" and "pokemon tool"', () => {
    expect(find('subtype:ex')).toEqual(expect.arrayContaining(['Charizard ex', 'Charizard-EX']));
    expect(find('subtype:"pokémon tool"')).toEqual(['Forest Seal Stone']);
    expect(find('subtype:"pokemon tool"')).toEqual(['Forest Seal Stone']);
    expect(find('subtype:item')).toEqual(['Nest Ball', 'Prime Catcher']);
  });
  it('is:ex and is:EX are different shortcuts', () => {
    expect(find('is:ex')).not.toContain('Charizard-EX');
    expect(find('is:ex')).toContain('Charizard ex');
    expect(find('is:EX')).toEqual(['Charizard-EX']);
  });
  it('is:gx, is:tera', () => {
    expect(find('is:gx')).toEqual(['Mewtwo-GX']);
    expect(find('is:tera')).toEqual(['Pikachu ex']);
  });
  it('rarity comparisons follow the listed order; any other rarity never matches a comparison but still matches :', () => {
    expect(find('r>=double rare'.replace(' ', ''))).toEqual([
      'Charizard ex',
      'Mew ex',
      'Palafin ex',
      'Pikachu ex',
      'Volcanion ex',
    ]);
    expect(find('r>="double rare"')).toEqual(find('r>=doublerare'));
    // "Rare Holo EX" is not in the list: no comparison matches it, ":" still does.
    expect(find('r>=common')).not.toContain('Charizard-EX');
    expect(find('r<=hyperrare')).not.toContain('Charizard-EX');
    expect(find('r:holo')).toEqual(['Charizard-EX', 'Mewtwo-GX']);
  });
  it('regmark comparisons follow A..Z', () => {
    expect(find('reg>=h')).toEqual([
      'Kirlia',
      'Mew ex',
      'Pikachu ex',
      'Prime Catcher',
      'Ralts',
      'Volcanion ex',
    ]);
    expect(find('regmark<g')).toEqual(['Forest Seal Stone']);
  });
  it('hp reads the printed string as a number; retreat reads the converted cost', () => {
    expect(find('hp=60')).toEqual(['Pikachu', 'Ralts', 'Squirtle']);
    expect(find('retreat>=3')).toEqual(['Charizard-EX', 'Magnezone', 'Volcanion ex']);
  });
  it('cost aliases: attackcost, energy, mv, cmc', () => {
    for (const a of ['attackcost', 'energy', 'mv', 'cmc'])
      expect(find(`${a}:RCC`)).toEqual(['Charmeleon']);
  });
});

// One Pokémon per attack cost, for the Attack cost tables.
const costCards: PokemonSearchCard[] = (
  [
    ['R', ['Fire']],
    ['C', ['Colorless']],
    ['RC', ['Fire', 'Colorless']],
    ['RCC', ['Fire', 'Colorless', 'Colorless']],
    ['RRC', ['Fire', 'Fire', 'Colorless']],
    ['RCCC', ['Fire', 'Colorless', 'Colorless', 'Colorless']],
    ['RRCC', ['Fire', 'Fire', 'Colorless', 'Colorless']],
    ['RR', ['Fire', 'Fire']],
    ['RRW', ['Fire', 'Fire', 'Water']],
    ['RRR', ['Fire', 'Fire', 'Fire']],
    ['W', ['Water']],
    ['RW', ['Fire', 'Water']],
    ['free', []],
  ] as const
).map(([name, cost]) => ({
  id: name,
  name,
  setCode: 'test',
  game: {
    supertype: 'Pokemon',
    attacks: [{ name: 'Attack', cost: [...cost], convertedEnergyCost: cost.length }],
  },
}));

describe('search-pokemon.md Attack cost', () => {
  const costs = (q: string): string[] => find(q, costCards);
  it('cost:RCC: exactly one Fire and two Colorless', () => {
    expect(costs('cost:RCC')).toEqual(['RCC']);
  });
  it('cost=RCC: the same: exactly one Fire and two Colorless', () => {
    expect(costs('cost=RCC')).toEqual(['RCC']);
  });
  it('cost>=RCC: at least one Fire and two Colorless, possibly with more energy', () => {
    expect(costs('cost>=RCC')).toEqual(['RCC', 'RCCC', 'RRCC']);
  });
  it('cost>RCC: at least one Fire and two Colorless, with at least one more energy', () => {
    expect(costs('cost>RCC')).toEqual(['RCCC', 'RRCC']);
  });
  it('cost<=RCC: made only of energy from the list: R, C, RC and RCC all count', () => {
    expect(costs('cost<=RCC')).toEqual(['C', 'R', 'RC', 'RCC', 'free'].sort());
  });
  it('cost<RCC: strictly less than the list', () => {
    expect(costs('cost<RCC')).toEqual(['C', 'R', 'RC', 'free'].sort());
  });
  it('1R2C means one Fire and two Colorless, like RCC; {Fire}{Colorless} braces take full names', () => {
    expect(costs('cost:1R2C')).toEqual(['RCC']);
    expect(costs('cost:{Fire}{Colorless}{Colorless}')).toEqual(['RCC']);
    expect(costs('cost:{fire}2{colorless}')).toEqual(['RCC']);
  });
  it('* stands for one energy of any type: cost:RR* finds two Fire plus any one more', () => {
    expect(costs('cost:RR*')).toEqual(['RRC', 'RRR', 'RRW']);
  });
  it('symbols are capital letters, so cost:rcc finds nothing (and warns)', () => {
    expect(costs('cost:rcc')).toEqual([]);
    expect(
      compile('cost:rcc', 'pokemon').issues.map((i) => [i.code, i.severity, i.start, i.end]),
    ).toEqual([[CardSearchErrorCode.InvalidCost, 'warning', 5, 8]]);
  });
  it('decision: cost=R is the exact mix (the table wins); -cost>=R leaves out every card with an attack that needs Fire', () => {
    expect(costs('cost=R')).toEqual(['R']);
    expect(costs('-cost>=R')).toEqual(['C', 'W', 'free']);
  });
  it('decision: cost!=RCC finds cards with attacks none of which costs exactly RCC', () => {
    expect(costs('cost!=RCC')).not.toContain('RCC');
    expect(costs('cost!=RCC')).toHaveLength(costCards.length - 1);
  });
  it('a number compares the cheapest attack of any type: cost:1 and cost<=2', () => {
    expect(costs('cost:1')).toEqual(['C', 'R', 'W']);
    expect(costs('cost<=2')).toEqual(['C', 'R', 'RC', 'RR', 'RW', 'W', 'free'].sort());
  });
});

describe('search-pokemon.md Shortcuts table: every shortcut', () => {
  // The printed subtype each shortcut stands for.
  const rows: [string, string][] = [
    ['ex', 'ex'],
    ['v', 'V'],
    ['vmax', 'VMAX'],
    ['vstar', 'VSTAR'],
    ['v-union', 'V-UNION'],
    ['gx', 'GX'],
    ['EX', 'EX'],
    ['break', 'BREAK'],
    ['radiant', 'Radiant'],
    ['"prism star"', 'Prism Star'],
    ['"ace spec"', 'ACE SPEC'],
    ['mega', 'MEGA'],
    ['tera', 'Tera'],
    ['ancient', 'Ancient'],
    ['future', 'Future'],
    ['"fusion strike"', 'Fusion Strike'],
    ['"single strike"', 'Single Strike'],
    ['"rapid strike"', 'Rapid Strike'],
    ['"tag team"', 'TAG TEAM'],
    ['"ultra beast"', 'Ultra Beast'],
    ['"team plasma"', 'Team Plasma'],
    ['sp', 'SP'],
    ['"delta species"', 'Delta Species'],
  ];
  const cards: PokemonSearchCard[] = rows.map(([, subtype]) => ({
    id: subtype,
    name: `Card ${subtype}`,
    setCode: 'test',
    game: { supertype: 'Pokemon', subtypes: ['Basic', subtype] },
  }));
  for (const [shortcut, subtype] of rows) {
    it(`is:${shortcut} finds the ${subtype} card only; not:${shortcut} finds every other`, () => {
      const q = compile(`is:${shortcut}`, 'pokemon');
      expect(q.issues).toEqual([]);
      expect(q.search(cards).map((c) => c.id)).toEqual([subtype]);
      expect(compile(`not:${shortcut}`, 'pokemon').search(cards)).toHaveLength(rows.length - 1);
    });
  }
  it('is:Ex (any case but EX) is the modern ex', () => {
    expect(
      compile('is:Ex', 'pokemon')
        .search(cards)
        .map((c) => c.id),
    ).toEqual(['ex']);
  });
});

describe('decisions on missing values (Pokémon)', () => {
  it('a card without the number never matches a comparison, != included: trainers have no hp', () => {
    expect(find('hp!=60')).not.toContain('Irida');
    expect(find('hp!=60')).toContain('Lapras');
  });
  it('retreat is 0 for a Pokémon with no retreat cost, and absent for trainers', () => {
    expect(find('retreat=0')).toEqual(['Mew ex']);
  });
});
