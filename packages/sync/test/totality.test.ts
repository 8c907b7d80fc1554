import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeEntries, readEntries, SYNC_ACTION_TYPES, SyncErrors } from '../src/index.js';
import { device, startedEvent } from './helpers.js';

describe('reading what other devices wrote', () => {
  it('any JSON is merged to a value or warnings, never a throw', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue()), (values) => {
        const merged = mergeEntries(values);
        expect(merged.order.length + merged.warnings.length).toBeLessThanOrEqual(values.length);
      }),
    );
  });

  it('well-formed entries with arbitrary action fields are refused with a code, never a throw', () => {
    const base = device('base');
    startedEvent(base, 4);
    const valid = base.merged().order;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            device: fc.constantFrom('base', 'a', 'b'),
            counter: fc.integer({ min: 100, max: 105 }),
            clock: fc.integer({ min: 1, max: 20 }),
            type: fc.constantFrom(...SYNC_ACTION_TYPES),
            fields: fc.dictionary(
              fc.constantFrom(
                'stage',
                'match',
                'games',
                'participant',
                'participantId',
                'settings',
                'seed',
                'engine',
                'change',
                'conflict',
                'ranking',
              ),
              fc.jsonValue(),
            ),
          }),
          { maxLength: 12 },
        ),
        (raw) => {
          const values = [
            ...valid,
            ...raw.map((r) => ({
              id: `${r.device}#${r.counter}`,
              device: r.device,
              counter: r.counter,
              clock: r.clock + 20,
              seen: {},
              action: { ...r.fields, type: r.type },
            })),
          ];
          const merged = mergeEntries(values);
          for (const r of merged.refused) expect(r.error.code).toMatch(/^[a-z-]+\/[a-z-]+$/);
          expect(merged.event).not.toBeNull();
        },
      ),
      { numRuns: 200 },
    );
  });

  it('names what it could not read, at the entry index', () => {
    const { entries, warnings } = readEntries([
      null,
      { id: 'a#1', device: 'a', counter: 1, clock: 1, seen: {}, action: { type: 'teleport' } },
      { id: 'a#2', device: 'a', counter: 1, clock: 1, seen: {}, action: { type: 'drop' } },
    ]);
    expect(entries).toEqual([]);
    expect(warnings.map((w) => [w.code, w.path])).toEqual([
      [SyncErrors.invalidEntry, '/0'],
      [SyncErrors.invalidEntry, '/1'],
      [SyncErrors.invalidEntry, '/2'],
    ]);
    expect(warnings[1]?.message).toContain('`action`');
    expect(warnings[2]?.message).toContain('`id`');
    const deep: unknown[] = [];
    let nest: unknown[] = deep;
    for (let i = 0; i < 10_000; i++) {
      const next: unknown[] = [];
      nest.push(next);
      nest = next;
    }
    const tooDeep = readEntries([
      { id: 'a#1', device: 'a', counter: 1, clock: 1, seen: {}, action: { type: 'drop', deep } },
    ]);
    expect(tooDeep.warnings[0]?.message).toContain('deeper');
    expect(readEntries('nope' as unknown as unknown[]).warnings[0]?.code).toBe(
      SyncErrors.invalidEntry,
    );
  });

  it('two devices sharing an id: one entry kept on every copy, with a warning', () => {
    const entry = {
      id: 'a#1',
      device: 'a',
      counter: 1,
      clock: 1,
      seen: {},
      action: { type: 'drop', participantId: 'x' },
    };
    const other = { ...entry, action: { type: 'drop', participantId: 'y' } };
    const one = readEntries([entry, other]);
    const two = readEntries([other, entry]);
    expect(one.entries).toEqual(two.entries);
    expect(one.warnings[0]?.code).toBe(SyncErrors.duplicateEntry);
  });
});
