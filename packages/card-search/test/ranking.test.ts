import { describe, expect, it } from 'vitest';
import { compile, type LorSearchCard } from '../src/index.js';
import { lorCards } from './fixtures/lor-cards.js';

const c = (id: string, name: string, text = ''): LorSearchCard => ({
  id,
  name,
  setCode: 'set1',
  game: { descriptionRaw: text, typeRef: 'Unit' },
});

describe('best matches first', () => {
  const cards = [
    c('1', 'Jinxed Rocket', ''),
    c('2', 'Rocket Jins', ''),
    c('3', 'Jinx', ''),
    c('4', 'Powder', 'Jinx loves this.'),
    c('5', 'Jinx Fan Club Member', ''),
    c('6', 'Jynx', ''),
  ];
  it('exact name, then names containing it (shorter first), then typo matches, then rules text', () => {
    expect(
      compile('jinx', 'lor')
        .search(cards)
        .map((x) => x.id),
    ).toEqual(['3', '1', '5', '6', '2', '4']);
  });
  it('n: terms rank too', () => {
    expect(
      compile('n:jinx', 'lor')
        .search(cards)
        .map((x) => x.id),
    ).toEqual(['3', '1', '5', '6', '2']);
  });
  it('a typo query puts the intended card first: jnx finds Jinx before longer names', () => {
    expect(compile('jnx', 'lor').search(lorCards)[0]?.name).toBe('Jinx');
  });
  it('fewer edits rank first', () => {
    const typo = [c('a', 'Tristan'), c('b', 'Tristana')];
    // "tristnaa" is one swap from Tristana and two edits from the shorter Tristan.
    expect(
      compile('tristnaa', 'lor')
        .search(typo)
        .map((x) => x.name),
    ).toEqual(['Tristana', 'Tristan']);
  });
  it('a multi-word exact name ranks first', () => {
    const more = [c('x', 'Omen Hawk Flock'), c('y', 'Omen Hawk')];
    expect(
      compile('omen hawk', 'lor')
        .search(more)
        .map((x) => x.id),
    ).toEqual(['y', 'x']);
  });
  it('a query with only fields keeps the caller order', () => {
    const q = compile('t:unit', 'lor');
    expect(q.ranked).toBe(false);
    expect(q.search(cards).map((x) => x.id)).toEqual(['1', '2', '3', '4', '5', '6']);
  });
  it('a sort you pick yourself always wins: rank: false keeps the caller order', () => {
    expect(
      compile('jinx', 'lor')
        .search(cards, { rank: false })
        .map((x) => x.id),
    ).toEqual(['1', '2', '3', '4', '5', '6']);
  });
  it('negated words do not rank', () => {
    expect(compile('-jinx', 'lor').ranked).toBe(false);
  });
  it('limit keeps the best ones', () => {
    expect(
      compile('jinx', 'lor')
        .search(cards, { limit: 2 })
        .map((x) => x.id),
    ).toEqual(['3', '1']);
  });
  it('rank() exposes the key', () => {
    const q = compile('jinx', 'lor');
    expect(q.rank(cards[2] as LorSearchCard)).toEqual({ tier: 0, distance: 0, nameLength: 4 });
    expect(q.rank(cards[5] as LorSearchCard)).toEqual({ tier: 2, distance: 1, nameLength: 4 });
    expect(q.rank(cards[3] as LorSearchCard).tier).toBe(3);
  });
});
