import { describe, expect, it } from 'vitest';
import { compile } from '../src/index.js';
import { lorCards, names } from './fixtures/lor-cards.js';

const find = (q: string): string[] => names(compile(q, 'lor').search(lorCards));
const ordered = (q: string): string[] =>
  compile(q, 'lor')
    .search(lorCards)
    .map((c) => c.name);

describe('search-lor.md Examples', () => {
  it('t:unit cost<=2 region:demacia: Demacia units that cost 2 or less', () => {
    expect(find('t:unit cost<=2 region:demacia')).toEqual([
      'Cithria of Cloudfield',
      'Vanguard Lookout',
    ]);
  });
  it('is:champion (region:freljord or region:ionia): Freljord or Ionia champions', () => {
    expect(find('is:champion (region:freljord or region:ionia)')).toEqual(['Ashe', 'Yasuo']);
  });
  it('kw:elusive -is:champion: Elusive units that are not champions', () => {
    expect(find('kw:elusive -is:champion')).toEqual(['Navori Conspirator']);
  });
  it('t:spell o:"draw 1": spells whose text says "draw 1"', () => {
    expect(find('t:spell o:"draw 1"')).toEqual(['Rummage']);
  });
  it('r>=epic e:set1: Epic and Champion rarity cards from the first set', () => {
    expect(find('r>=epic e:set1')).toEqual(['Ashe', 'Ezreal', 'Garen', 'Jinx', 'Judgment']);
  });
  it('jnx: Jinx, despite the typo', () => {
    expect(ordered('jnx')[0]).toBe('Jinx');
  });
  it('n:!vi: only the card named exactly Vi', () => {
    expect(find('n:!vi')).toEqual(['Vi']);
    // n:vi without ! also finds Viktor and Vile Feast.
    expect(find('n:vi')).toEqual(expect.arrayContaining(['Vi', 'Viktor', 'Vile Feast']));
  });
  it('kw:strike: Quick Attack and Double Attack cards (QuickStrike, DoubleStrike)', () => {
    expect(find('kw:strike')).toEqual(['Jinx', 'Laurent Protege', 'Yasuo']);
  });
  it('is:landmark region:shurima: Shurima landmarks', () => {
    expect(find('is:landmark region:shurima')).toEqual(['Sun Disc']);
  });
  it('region:bandle t:spell: Bandle City spells', () => {
    expect(find('region:bandle t:spell')).toEqual(['Stress Defense']);
  });
});

describe('search-lor.md Fields and Shortcuts', () => {
  it('every field has its aliases: type/t, rarity/r, set/e, cost/mv/cmc, region/c/color, keyword/kw, text/o/oracle, name/n', () => {
    const pairs: [string, string][] = [
      ['type:spell', 't:spell'],
      ['rarity:epic', 'r:epic'],
      ['set:set4', 'e:set4'],
      ['cost:2', 'mv:2'],
      ['cost:2', 'cmc:2'],
      ['region:noxus', 'c:noxus'],
      ['region:noxus', 'color:noxus'],
      ['keyword:elusive', 'kw:elusive'],
      ['text:frostbite', 'o:frostbite'],
      ['text:frostbite', 'oracle:frostbite'],
      ['name:garen', 'n:garen'],
    ];
    for (const [a, b] of pairs) {
      expect(find(a).length).toBeGreaterThan(0);
      expect(find(b)).toEqual(find(a));
    }
  });
  it('field names and values ignore case', () => {
    expect(find('T:SPELL REGION:DEMACIA')).toEqual(find('t:spell region:demacia'));
  });
  it('text includes the champion level-up text', () => {
    expect(find('o:"struck twice"')).toEqual(['Garen']);
  });
  it('region:shadow is enough for ShadowIsles; region:piltoverzaun and region:shadowisles', () => {
    expect(find('region:shadow')).toEqual(['Vile Feast']);
    expect(find('region:shadowisles')).toEqual(['Vile Feast']);
    expect(find('region:piltoverzaun')).toHaveLength(6);
  });
  it('supertype:champion finds champions of any type', () => {
    expect(find('supertype:champion')).toContain("Ashe's Frost Arrow");
  });
  it('is:champion: champion units, not their spells', () => {
    expect(find('is:champion')).not.toContain("Ashe's Frost Arrow");
    expect(find('is:champion')).toContain('Ashe');
  });
  it('is:unit includes champions; is:spell, is:landmark, is:equipment', () => {
    expect(find('is:unit')).toContain('Garen');
    expect(find('is:spell')).toEqual(find('t:spell'));
    expect(find('is:landmark')).toEqual(['Noxkraya Arena', 'Sun Disc', 'The Grand Plaza']);
    expect(find('is:equipment')).toEqual(['Buried Treasure']);
  });
  it('is:collectible leaves out tokens and level-ups', () => {
    const found = compile('is:collectible', 'lor')
      .search(lorCards)
      .map((c) => c.id);
    expect(found).not.toContain('01DE012T1');
    expect(found).not.toContain('01FR024');
    expect(found).toContain('01DE012');
  });
  it('is:runeterra: cards whose region is Runeterra', () => {
    expect(find('is:runeterra')).toEqual(['Bard']);
  });
  it('not:name is the same as -is:name', () => {
    expect(find('not:champion')).toEqual(find('-is:champion'));
  });
});
