import { describe, expect, it } from 'vitest';
import { countCopies, findByName, indexCatalog, resolveRef } from '../src/index.js';
import { sampleCatalogs } from '../src/samples/index.js';

describe('README example', () => {
  it('resolves refs, counts copies across printings and finds names with either separator', () => {
    const index = indexCatalog(sampleCatalogs.pokemon);
    expect(resolveRef(index, 'svp-106')?.name).toBe('Pikachu ex');
    expect(countCopies(index, { 'me2pt5-276': 2, 'svp-106': 2 }).byIdentity).toEqual({
      'pikachu-ex--1f29b66b68bc': 4,
    });
    const rb = indexCatalog(sampleCatalogs.riftbound);
    const [comma] = findByName(rb, 'Yasuo, Unforgiven');
    expect(comma).toBeDefined();
    expect(findByName(rb, 'Yasuo - Unforgiven')[0]?.id).toBe(comma?.id);
  });
});
