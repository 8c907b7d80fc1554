// Saved builder state and templates come back from storage and links: checked before use.
import { createValidator, err, ok, type Result, type Validator } from '@tcgkit/core';
import { DeckbuilderErrors } from './errors.js';
import { validateDeckBuilder } from './generated/deck-builder.validator.js';
import { validateDeckTemplate } from './generated/deck-template.validator.js';
import type { DeckBuilder, Template } from './types.js';

/** The shape check of a saved {@link DeckBuilder} (`deck-builder.schema.json`). */
export const deckBuilderSchema: Validator<DeckBuilder> =
  /* @__PURE__ */ createValidator<DeckBuilder>(validateDeckBuilder, {
    code: DeckbuilderErrors.invalidBuilder,
    subject: 'Saved deck builder',
  });

/** The shape check of a {@link Template} (`deck-template.schema.json`). */
export const templateSchema: Validator<Template> = /* @__PURE__ */ createValidator<Template>(
  validateDeckTemplate,
  {
    code: DeckbuilderErrors.invalidTemplate,
    subject: 'Template',
  },
);

function pileProblems(
  piles: readonly { readonly id: string; readonly role: string | null }[],
  activeId: string,
  code: string,
): Result<true> {
  const ids = new Set<string>();
  for (const [i, p] of piles.entries()) {
    if (ids.has(p.id)) return err(code, `Pile id "${p.id}" is used twice.`, `/piles/${i}/id`);
    ids.add(p.id);
  }
  for (const role of ['sideboard', 'maybeboard'] as const) {
    const at = piles.map((p, i) => (p.role === role ? i : -1)).filter((i) => i >= 0);
    if (at.length > 1)
      return err(code, `More than one pile has the ${role} role.`, `/piles/${at[1]}/role`);
  }
  if (!ids.has(activeId)) return err(code, `There is no pile "${activeId}" to open on.`);
  return ok(true);
}

/**
 * Reads a saved builder: the schema, then what a schema cannot say (unique pile ids, at most one
 * Sideboard and one Maybeboard, the active pile exists). Errors carry
 * `deckbuilder/invalid-builder` and a JSON Pointer path.
 *
 * @example
 * ```ts
 * const builder = parseDeckBuilder(JSON.parse(localStorage.getItem('deck') ?? 'null'));
 * ```
 */
export function parseDeckBuilder(data: unknown): Result<DeckBuilder> {
  const shaped = deckBuilderSchema.parse(data);
  if (!shaped.ok) return shaped;
  const b = shaped.value;
  const problems = pileProblems(b.piles, b.activePileId, DeckbuilderErrors.invalidBuilder);
  if (!problems.ok) {
    return problems.error.path === undefined
      ? err(problems.error.code, problems.error.message, '/activePileId')
      : problems;
  }
  return ok(b);
}

/** Reads a template (from storage or a template link), like {@link parseDeckBuilder}: `deckbuilder/invalid-template`. */
export function parseTemplate(data: unknown): Result<Template> {
  const shaped = templateSchema.parse(data);
  if (!shaped.ok) return shaped;
  const t = shaped.value;
  const problems = pileProblems(t.piles, t.openPileId, DeckbuilderErrors.invalidTemplate);
  if (!problems.ok) {
    return problems.error.path === undefined
      ? err(problems.error.code, problems.error.message, '/openPileId')
      : problems;
  }
  return ok(t);
}
