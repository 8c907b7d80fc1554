import { describe, expect, it } from 'vitest';
import { onDemand } from '../src/shared/on-demand.js';

describe('onDemand: a module loaded once, on first use', () => {
  it('loads nothing until asked, then shares one load between every caller', async () => {
    let calls = 0;
    const mod = onDemand(async () => {
      calls++;
      return { name: 'engine' };
    });
    expect(calls).toBe(0);
    expect(mod.loaded).toBeUndefined();
    const [a, b] = await Promise.all([mod.load(), mod.load()]);
    expect(calls).toBe(1);
    expect(a).toBe(b);
    expect(mod.loaded).toBe(a);
    expect(await mod.load()).toBe(a);
    expect(calls).toBe(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let calls = 0;
    const mod = onDemand(async () => {
      calls++;
      if (calls === 1) throw new Error('chunk not delivered');
      return 42;
    });
    await expect(mod.load()).rejects.toThrow('chunk not delivered');
    expect(mod.loaded).toBeUndefined();
    expect(await mod.load()).toBe(42);
    expect(calls).toBe(2);
    expect(mod.loaded).toBe(42);
  });
});
