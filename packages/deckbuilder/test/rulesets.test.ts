// Versioned rulesets: tournaments keep a hash-pinned copy; "update available" when the source moves on.
import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_RULESETS,
  createRuleset,
  downloadedStatus,
  downloadRuleset,
  duplicateRuleset,
  editRuleset,
  libraryWithPinned,
  pinnedStatus,
  pinRuleset,
  rulesetHash,
  rulesetLibrary,
  saveTournamentRules,
  tournamentRulesStatus,
  updateDownloaded,
  updatePinned,
} from '../src/index.js';

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const V1 = 'export default function validateDeck(deck) { return Object.keys(deck).length > 0; }';
const V2 = 'export default function validateDeck(deck) { return Object.keys(deck).length > 1; }';
const own = unwrap(
  createRuleset({ id: 'mine', name: 'Mine', game: 'lor', scope: 'deck', source: V1 }),
);

describe('versions and hashes', () => {
  it('a new ruleset is version 1 with the hash of its source', () => {
    expect(own.version).toBe(1);
    expect(own.hash).toBe(rulesetHash(V1));
    expect(rulesetHash(V1)).not.toBe(rulesetHash(V2));
    expect(rulesetHash(V1)).toMatch(/^h[0-9a-f]{20}$/);
  });

  it('editing the source raises the version; renaming alone does not', () => {
    const edited = unwrap(editRuleset(own, { source: V2 }));
    expect([edited.version, edited.hash]).toEqual([2, rulesetHash(V2)]);
    expect(unwrap(editRuleset(own, { name: 'Renamed' })).version).toBe(1);
    expect(own.source).toBe(V1); // never mutated
  });

  it('an unsafe edit cannot be saved', () => {
    const r = editRuleset(own, { source: 'export default function f() { var x = 1; return x; }' });
    expect(r.ok ? undefined : r.error.code).toBe('deckbuilder/unsafe-script');
  });

  it('built-in and downloaded rulesets are read-only; Duplicate makes an editable copy', () => {
    const builtIn = BUILT_IN_RULESETS.find((r) => r.id === 'lor/constructed')!;
    const r = editRuleset(builtIn, { name: 'x' });
    expect(r.ok ? undefined : r.error.code).toBe('deckbuilder/read-only-ruleset');
    const copy = duplicateRuleset(builtIn, 'my-constructed');
    expect([copy.origin, copy.version, copy.name]).toEqual(['own', 1, 'Riot constructed (copy)']);
    expect(unwrap(editRuleset(copy, { source: V2 })).version).toBe(2);
  });
});

describe('tournaments keep a copy of each script', () => {
  const library = rulesetLibrary(BUILT_IN_RULESETS, [own]);

  it('saving a tournament pins the current code of each selected ruleset', () => {
    const rules = unwrap(
      saveTournamentRules({ card: 'lor/eternal', deck: 'mine', deckset: null }, library),
    );
    expect(rules.deck).toEqual({
      rulesetId: 'mine',
      name: 'Mine',
      scope: 'deck',
      source: V1,
      hash: rulesetHash(V1),
      version: 1,
    });
    expect(rules.deckset).toBeNull();
    expect(tournamentRulesStatus(rules, library)).toEqual({
      card: 'up-to-date',
      deck: 'up-to-date',
      deckset: null,
    });
  });

  it('editing the ruleset later does not change the tournament: "update available" until saved again', () => {
    const rules = unwrap(saveTournamentRules({ card: null, deck: 'mine', deckset: null }, library));
    const edited = unwrap(editRuleset(own, { source: V2 }));
    const later = rulesetLibrary(BUILT_IN_RULESETS, [edited]);
    expect(tournamentRulesStatus(rules, later).deck).toBe('update-available');
    // The tournament still runs the pinned code.
    expect(libraryWithPinned(later, rules, 'lor').mine?.source).toBe(V1);
    // Saving the tournament again reloads the current code.
    const resaved = unwrap(saveTournamentRules({ card: null, deck: 'mine', deckset: null }, later));
    expect(resaved.deck?.source).toBe(V2);
    expect(tournamentRulesStatus(resaved, later).deck).toBe('up-to-date');
  });

  it('a missing or wrong-scope id cannot be saved', () => {
    const missing = saveTournamentRules({ card: null, deck: 'nope', deckset: null }, library);
    expect(missing.ok ? undefined : [missing.error.code, missing.error.path]).toEqual([
      'deckbuilder/rule-not-found',
      '/deck',
    ]);
    const wrong = saveTournamentRules({ card: 'mine', deck: null, deckset: null }, library);
    expect(wrong.ok ? undefined : wrong.error.code).toBe('deckbuilder/wrong-scope');
  });

  it('pinned status: source removed, tampered copy', () => {
    const pinned = pinRuleset(own);
    expect(pinnedStatus(pinned, undefined)).toBe('source-removed');
    expect(pinnedStatus({ ...pinned, source: V2 }, own)).toBe('tampered');
    expect(pinnedStatus(pinned, own)).toBe('up-to-date');
  });

  it("Update switches the copy to the latest version and takes the author's current name", () => {
    const pinned = pinRuleset(own);
    const latest = { ...unwrap(editRuleset(own, { source: V2 })), name: 'Mine v2' };
    const updated = updatePinned(pinned, latest);
    expect([updated.source, updated.name, updated.version]).toEqual([V2, 'Mine v2', 2]);
    expect(pinnedStatus(updated, latest)).toBe('up-to-date');
  });
});

describe('downloaded copies', () => {
  it('a copy saved from a tournament shows "update available"; a profile copy does not (yet)', () => {
    const fromTournament = downloadRuleset(pinRuleset(own), 'copy-1', 'tournament', 'lor');
    const fromProfile = downloadRuleset(own, 'copy-2', 'profile', 'lor');
    const latest = { ...unwrap(editRuleset(own, { source: V2 })), name: 'Mine v2' };
    expect(fromTournament.origin).toBe('tournament-copy');
    expect(downloadedStatus(fromTournament, own)).toBe('up-to-date');
    expect(downloadedStatus(fromTournament, latest)).toBe('update-available');
    expect(downloadedStatus(fromProfile, latest)).toBe('up-to-date');
    const updated = updateDownloaded(fromTournament, latest);
    expect([updated.name, updated.source, updated.version, updated.id]).toEqual([
      'Mine v2',
      V2,
      2,
      'copy-1',
    ]);
    // Read-only.
    const r = editRuleset(fromTournament, { name: 'x' });
    expect(r.ok ? undefined : r.error.code).toBe('deckbuilder/read-only-ruleset');
  });
});
