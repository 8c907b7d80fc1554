import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineLoadError, loadEngine, onDemand } from '../src/shared/on-demand.js';

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

describe('loadEngine: an optional peer package loaded with import()', () => {
  const needs = '<tcg-deck> needs @tcgkit/deck-codes to read and show a deck';
  const load = (importer: () => Promise<unknown>) =>
    loadEngine('@tcgkit/deck-codes', importer, 'importDeck', needs);
  const codeOf = async (importer: () => Promise<unknown>) => {
    try {
      await load(importer);
      return 'loaded';
    } catch (e) {
      expect(e).toBeInstanceOf(EngineLoadError);
      expect((e as EngineLoadError).packageName).toBe('@tcgkit/deck-codes');
      return (e as EngineLoadError).code;
    }
  };

  it('gives the module when it has the export the element uses', async () => {
    const engine = { importDeck: () => 1 };
    expect(await load(async () => engine)).toBe(engine);
  });

  it("says which package to install when the bundler put an empty module in the peer's place", async () => {
    // What Vite builds for an optional peer dependency that is not installed.
    await expect(load(async () => ({ default: {} }))).rejects.toMatchObject({
      code: 'elements/missing-engine',
      message: `${needs}, and @tcgkit/deck-codes is not installed: add it to the site (npm i @tcgkit/deck-codes), an optional peer dependency of @tcgkit/elements, and build again.`,
    });
    for (const empty of [undefined, null, 7, {}, { importDeck: 'not a function' }])
      expect(await codeOf(async () => empty)).toBe('elements/missing-engine');
  });

  it('reads the resolution errors of browsers, Node, Vite and webpack as a missing package', async () => {
    for (const message of [
      'Failed to resolve module specifier "@tcgkit/deck-codes". Relative references must start with either "/", "./", or "../".',
      "Cannot find package '@tcgkit/deck-codes' imported from /site/node_modules/@tcgkit/elements/dist/deck/tcg-deck.js",
      'Could not resolve "@tcgkit/deck-codes" imported by "@tcgkit/elements". Is it installed?',
      "Cannot find module '@tcgkit/deck-codes'",
      'Failed to load url @tcgkit/deck-codes (resolved id: @tcgkit/deck-codes). Does the file exist?',
    ])
      expect(await codeOf(() => Promise.reject(new TypeError(message))), message).toBe(
        'elements/missing-engine',
      );
    // A real failed import of a package that is not there, as this runtime words it.
    const absent = '@tcgkit/deck-codes-not-installed';
    expect(
      await codeOf(() =>
        import(/* @vite-ignore */ absent).catch((e: Error) => {
          throw new Error(e.message.replace(absent, '@tcgkit/deck-codes'));
        }),
      ),
    ).toBe('elements/missing-engine');
  });

  it('reads a module that did not arrive as a failed load, with the reason, not as a missing package', async () => {
    await expect(
      load(() =>
        Promise.reject(
          new TypeError(
            'Failed to fetch dynamically imported module: https://cdn.example/tcgkit-deck-codes-0a1b2c3d.js',
          ),
        ),
      ),
    ).rejects.toMatchObject({
      code: 'elements/engine-load-failed',
      message:
        '@tcgkit/deck-codes could not be loaded (Failed to fetch dynamically imported module: https://cdn.example/tcgkit-deck-codes-0a1b2c3d.js); check the network and reload the page.',
    });
    // A resolution error about another package is that package's problem, not a missing peer.
    expect(
      await codeOf(() => Promise.reject(new Error("Cannot find package 'lit' imported from x"))),
    ).toBe('elements/engine-load-failed');
  });

  it('always rejects with an EngineLoadError, whatever the importer throws or gives', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), fc.boolean(), async (value, reject) => {
        const code = await codeOf(() => (reject ? Promise.reject(value) : Promise.resolve(value)));
        expect(['elements/missing-engine', 'elements/engine-load-failed']).toContain(code);
      }),
    );
  });
});
