import { describe, expect, it } from 'vitest';

describe('@tcgkit/elements in Node (server rendering, build tools)', () => {
  it('imports without touching window and without defining tags', async () => {
    const mod = await import('../src/index.js');
    expect(typeof mod.TcgRecord).toBe('function');
    expect((globalThis as { window?: unknown }).window).toBeUndefined();
  });

  it('the registration module is a no-op where customElements is missing or already defines the tag', async () => {
    await expect(import('../src/define/tcg-record.js')).resolves.toBeDefined();
  });

  it('parseRecord reads W-L and W-L-D with any dash, and rejects anything else', async () => {
    const { parseRecord } = await import('../src/index.js');
    expect(parseRecord('3-1')).toEqual({ wins: 3, losses: 1, draws: 0 });
    expect(parseRecord(' 5 – 2 – 1 ')).toEqual({ wins: 5, losses: 2, draws: 1 });
    expect(parseRecord('4/0/0')).toEqual({ wins: 4, losses: 0, draws: 0 });
    for (const bad of ['', '3', '3-', '-1-2', '1.5-2', 'a-b', '1-2-3-4', '1234567-0']) {
      expect(parseRecord(bad)).toBeUndefined();
    }
  });
});
