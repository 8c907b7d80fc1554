// Deck registration (issue 34): the content hash over the normalized list, on real TCG Live lists
// and the real pool (property: order, whitespace and set-code spelling never change it), lists that
// lock after the deadline (refused with a code, or accepted late by the organizer), lists accepted
// but not required, and registration by the organizer on a player's behalf.
import { readFileSync } from 'node:fs';
import { importDeck } from '@tcgkit/deck-codes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exampleCatalog } from '../../../examples/catalogs/load.js';
import {
  createDeckRegistry,
  DeckbuilderErrors,
  deckHash,
  deckStatus,
  normalizeDeck,
  registerDeck,
} from '../src/index.js';

const pool = exampleCatalog('pokemon');
const list = (file: string) =>
  readFileSync(new URL(`./fixtures/tcg-live/${file}`, import.meta.url), 'utf8');
const REAL = [
  '01-rocket-weezing.txt',
  '03-n-zoroark.txt',
  '04-jacinthe-psychic.txt',
  '05-dragapult.txt',
].map(list);
const read = (text: string) => {
  const r = importDeck(text, 'pokemon', pool);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const CARD_LINE = /^(\d+) (.+) ([A-Za-z0-9-]+) (\d+)$/;
const KNOWN_CODES = new Set(
  Object.values(pool.globals?.sets ?? {}).flatMap((s) =>
    s.ptcgoCode === undefined ? [] : [s.ptcgoCode],
  ),
);

/** The same list written another way: lines shuffled in their section, spacing, set-code case, leading zeros, split counts. */
function rewrite(text: string, choices: readonly number[]): string {
  let k = 0;
  const pick = (n: number) => choices[k++ % choices.length]! % n;
  const sections = text.replace(/\r/g, '').split(/\n\s*\n/);
  return sections
    .map((section) => {
      const lines = section.split('\n');
      const [head, ...rest] = CARD_LINE.test(lines[0]!.trim()) ? ['', ...lines] : lines;
      const cards = rest.flatMap((line) => {
        const m = CARD_LINE.exec(line.trim());
        if (m === null) return [line];
        const [, count, name, set, number] = m;
        // Case is varied on the codes the pool knows (a lower-case code the pool does not know is
        // not read as a set code by deck-codes, so its name lookup never starts).
        const code = KNOWN_CODES.has(set!) && pick(2) === 0 ? set!.toLowerCase() : set!;
        const num = pick(2) === 0 ? number!.padStart(3, '0') : number!;
        const pad = [' ', '  ', '\t'][pick(3)]!;
        const n = Number(count);
        const parts = n > 1 && pick(2) === 0 ? [1, n - 1] : [n];
        return parts.map(
          (c) => `${pad}${c}${pad}${name} ${code}${pad}${num}${pick(2) === 0 ? ' ' : ''}`,
        );
      });
      for (let i = cards.length - 1; i > 0; i--) {
        const j = pick(i + 1);
        [cards[i], cards[j]] = [cards[j]!, cards[i]!];
      }
      return [head, ...cards].filter((l) => l !== '').join(pick(2) === 0 ? '\r\n' : '\n');
    })
    .join('\n\n');
}

describe('deckHash: SHA-256 of the normalized list', () => {
  it('is 64 hex digits, and the four real lists have four different hashes', async () => {
    const hashes = await Promise.all(REAL.map((t) => deckHash(read(t), pool)));
    for (const h of hashes) expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(hashes).size).toBe(4);
  });

  it('property: lines reordered, spacing, set-code case, leading zeros and split counts never change it', async () => {
    const base = await Promise.all(REAL.map((t) => deckHash(read(t), pool)));
    await fc.assert(
      fc.asyncProperty(
        fc.nat(REAL.length - 1),
        fc.array(fc.nat(), { minLength: 1, maxLength: 64 }),
        async (i, choices) => {
          const text = rewrite(REAL[i]!, choices);
          expect(await deckHash(read(text), pool)).toBe(base[i]);
        },
      ),
      { numRuns: 150, seed: 34 },
    );
  });

  it('changes with a card more, one fewer, or a card in another printing', async () => {
    const deck = read(REAL[3]!);
    const base = await deckHash(deck, pool);
    const [first, ...rest] = deck.main;
    expect(
      await deckHash({ ...deck, main: [{ ...first!, count: first!.count + 1 }, ...rest] }, pool),
    ).not.toBe(base);
    expect(await deckHash({ ...deck, main: rest }, pool)).not.toBe(base);
    const ball = deck.main.find((e) => e.ref === 'sv1-196') ?? { ref: 'sv1-196', count: 0 };
    const withBall = {
      ...deck,
      main: [...deck.main.filter((e) => e !== ball), { ref: 'sv1-196', count: ball.count + 1 }],
    };
    const reprint = {
      ...deck,
      main: [
        ...deck.main.filter((e) => e !== ball),
        ...(ball.count > 0 ? [ball] : []),
        { ref: 'me1-131', count: 1 },
      ],
    };
    expect(await deckHash(withBall, pool)).not.toBe(await deckHash(reprint, pool));
    // The same printing spelled in another case, or as its identity id (the default printing), is the same list.
    const upper = { ...deck, main: deck.main.map((e) => ({ ...e, ref: e.ref.toUpperCase() })) };
    expect(await deckHash(upper, pool)).toBe(base);
    expect(normalizeDeck(upper, pool)).toEqual(normalizeDeck(deck, pool));
  });
});

describe('registerDeck: lists that lock after the deadline', () => {
  const deadline = Date.UTC(2026, 4, 16, 9, 0);
  const registry = createDeckRegistry('pokemon', {
    format: 'Standard',
    lists: 'required',
    deadline,
  });
  const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it('registers, changes before the deadline (version 2), then refuses a change with deckbuilder/list-locked', async () => {
    const first = unwrap(
      await registerDeck(
        registry,
        { playerId: 'p1', list: REAL[0]!, at: deadline - 3600_000 },
        pool,
      ),
    );
    expect(first.registration).toMatchObject({
      playerId: 'p1',
      by: 'player',
      late: false,
      version: 1,
    });
    expect(first.registration.hash).toBe(await deckHash(read(REAL[0]!), pool));
    expect(registry.registrations).toEqual({});
    const second = unwrap(
      await registerDeck(first.registry, { playerId: 'p1', list: REAL[1]!, at: deadline }, pool),
    );
    expect(second.registration.version).toBe(2);
    const locked = await registerDeck(
      second.registry,
      { playerId: 'p1', list: REAL[0]!, at: deadline + 1 },
      pool,
    );
    expect(locked.ok ? null : locked.error).toEqual({
      code: DeckbuilderErrors.listLocked,
      message:
        'Lists locked at 2026-05-16T09:00:00.000Z: ask the organizer to accept this list late.',
      path: '/at',
    });
    // The same list again (written another way) after the deadline is no change and not refused.
    const same = unwrap(
      await registerDeck(
        second.registry,
        { playerId: 'p1', list: rewrite(REAL[1]!, [1, 0, 3]), at: deadline + 5 },
        pool,
      ),
    );
    expect(same).toEqual({
      registry: second.registry,
      registration: second.registration,
      changed: false,
    });
    // A player cannot accept their own list late; the organizer can, and it is recorded as late.
    const self = await registerDeck(
      second.registry,
      { playerId: 'p1', list: REAL[0]!, at: deadline + 1, acceptLate: true },
      pool,
    );
    expect(self.ok ? null : self.error.message).toBe(
      'Lists are locked: only the organizer can accept a list after the deadline.',
    );
    const late = unwrap(
      await registerDeck(
        second.registry,
        { playerId: 'p1', list: REAL[0]!, at: deadline + 1, acceptLate: true, by: 'organizer' },
        pool,
      ),
    );
    expect(late.registration).toMatchObject({ by: 'organizer', late: true, version: 3 });
    expect(deckStatus(late.registry, 'p1')).toBe('late');
  });

  it('the organizer registers on a player’s behalf, recorded as such; missing lists, or not required', async () => {
    const r = unwrap(
      await registerDeck(
        registry,
        { playerId: 'p2', list: REAL[2]!, at: 0, by: 'organizer' },
        pool,
      ),
    );
    expect(r.registration).toMatchObject({ by: 'organizer', late: false });
    expect(deckStatus(r.registry, 'p2')).toBe('registered');
    expect(deckStatus(r.registry, 'p3')).toBe('missing');
    const optional = createDeckRegistry('pokemon', { format: 'Standard', lists: 'optional' });
    expect(deckStatus(optional, 'p3')).toBe('not-required');
    // No deadline: never locked.
    expect(
      (await registerDeck(optional, { playerId: 'p3', list: REAL[2]!, at: 8.64e15 }, pool)).ok,
    ).toBe(true);
  });

  it('refuses bad input with a code: no player, no time, another game, a list that cannot be read', async () => {
    const code = async (input: unknown) => {
      const r = await registerDeck(registry, input as never, pool);
      return r.ok ? null : [r.error.code, r.error.path];
    };
    expect(await code({ playerId: '', list: REAL[0], at: 0 })).toEqual([
      'deckbuilder/invalid-registration',
      '/playerId',
    ]);
    expect(await code({ playerId: 'p1', list: REAL[0], at: Number.NaN })).toEqual([
      'deckbuilder/invalid-registration',
      '/at',
    ]);
    expect(
      await code({ playerId: 'p1', list: { game: 'lor', main: [], sideboard: [] }, at: 0 }),
    ).toEqual(['deckbuilder/wrong-game', '/list']);
    expect(await code({ playerId: 'p1', list: '', at: 0 })).toEqual([
      'deckbuilder/import-failed',
      '/list',
    ]);
  });

  it('is total on any input: a registration or a coded error, never a throw', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), fc.string(), async (input, text) => {
        for (const given of [input, { playerId: 'p', list: text, at: 1 }]) {
          const r = await registerDeck(registry, given as never, pool);
          if (!r.ok) expect(r.error.code).toMatch(/^deckbuilder\//);
        }
      }),
      { numRuns: 200 },
    );
  });
});
