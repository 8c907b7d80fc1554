import { describe, expect, it } from 'vitest';
import { compile } from '../src/index.js';
import { names } from './fixtures/lor-cards.js';
import { riftboundCards } from './fixtures/riftbound-cards.js';

const find = (q: string): string[] => names(compile(q, 'riftbound').search(riftboundCards));

describe('search-riftbound.md Examples', () => {
  it('domain:fury t:unit cost<=3: Fury units that cost 3 Energy or less', () => {
    expect(find('domain:fury t:unit cost<=3')).toEqual([
      'Brazen Buccaneer',
      'Jinx - Demolitionist',
    ]);
  });
  it('is:champion domain:calm: Calm champion units and legends', () => {
    expect(find('is:champion domain:calm')).toEqual([
      'Master Yi - Wuju Bladesman',
      'Yasuo - Remorseful',
    ]);
  });
  it('t:legend: every legend', () => {
    expect(find('t:legend')).toEqual(['Lux - Lady of Luminosity', 'Master Yi - Wuju Bladesman']);
  });
  it('kw:deflect might>=4: cards with Deflect and 4 Might or more', () => {
    expect(find('kw:deflect might>=4')).toEqual(['Garen - Might of Demacia', 'Yasuo - Remorseful']);
  });
  it('t:spell o:"draw 1": spells whose text says "draw 1"', () => {
    expect(find('t:spell o:"draw 1"')).toEqual(['Get Excited!', 'Sudden Insight']);
  });
  it('tag:demacia: cards tagged Demacia', () => {
    expect(find('tag:demacia')).toEqual([
      'Demacian Scholar',
      'Garen - Might of Demacia',
      'Lux - Lady of Luminosity',
    ]);
  });
  it('r>=epic e:OGN: Epic or rarer cards from Origins (OGN)', () => {
    expect(find('r>=epic e:OGN')).toEqual(['Volibear - Furious', 'Yasuo - Remorseful']);
  });
  it('domain:mind domain:order: cards in both Mind and Order', () => {
    expect(find('domain:mind domain:order')).toEqual(['Lux - Lady of Luminosity']);
  });
  it('t:gear -kw:equip: gear without Equip', () => {
    expect(find('t:gear -kw:equip')).toEqual(['Noxian Banner']);
  });
  it('power>=2: cards with a Power cost of 2 or more', () => {
    expect(find('power>=2')).toEqual(['Ancient Sentinel', 'Noxian Banner', 'Volibear - Furious']);
  });
});

describe('search-riftbound.md Fields', () => {
  it('cost and energy are the Energy cost; pow is power; supertype is text', () => {
    expect(find('energy:5')).toEqual(find('cost:5'));
    expect(find('cost:5')).toEqual(['Garen - Might of Demacia', 'Volibear - Furious']);
    expect(find('pow=3')).toEqual(['Ancient Sentinel']);
    expect(find('supertype:basic')).toEqual(['Fury Rune']);
  });
  it('t:champion finds champion units (champions are units with the Champion supertype)', () => {
    expect(find('t:champion')).toEqual([
      'Garen - Might of Demacia',
      'Jinx - Demolitionist',
      'Volibear - Furious',
      'Yasuo - Remorseful',
    ]);
  });
  it('rarity comparisons follow common < uncommon < rare < epic < legendary < showcase < ultimate', () => {
    expect(find('r<uncommon')).toEqual(find('r=common'));
    expect(find('r:common')).toEqual(expect.arrayContaining(find('r=uncommon')));
    expect(find('r>epic')).toEqual(['Yasuo - Remorseful']);
  });
  it('keywords use lowercase with _ : kw:quick_draw style values compare with _ and spaces squashed', () => {
    expect(find('kw:assault')).toEqual(['Jinx - Demolitionist']);
  });
  it('t:rune and t:battlefield', () => {
    expect(find('t:rune')).toEqual(['Fury Rune']);
    expect(find('t:battlefield')).toEqual(['Grove of the God-Willow']);
  });
});

describe('decisions on multi-valued fields (Riftbound)', () => {
  it('domain!=order: cards with a listed domain, none of them Order (a Mind-Order card is left out)', () => {
    const found = find('domain!=order');
    expect(found).not.toContain('Lux - Lady of Luminosity');
    expect(found).not.toContain('Garen - Might of Demacia');
    expect(found).toContain('Demacian Scholar');
    expect(found).toEqual(find('-domain=order'));
  });
});

describe('decisions on missing values (Riftbound)', () => {
  it('!= on a text field matches cards that have no value at all', () => {
    const found = find('supertype!=champion');
    expect(found).toContain('Brazen Buccaneer');
    expect(found).toContain('Fury Rune');
    expect(found).not.toContain('Jinx - Demolitionist');
  });
});
