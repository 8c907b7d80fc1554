// Shared test helpers: sample decks built from @tcgkit/cards' sample catalogs, the scripts quoted
// on the two spec pages (read from copies in fixtures/spec), and a trusted in-process evaluator
// used only to cross-check what the real sandbox returns.
import { readFileSync } from 'node:fs';

const here = new URL('./fixtures/spec/', import.meta.url);
const apiPage = readFileSync(new URL('script-calculators.md', here), 'utf8');
const guidePage = readFileSync(new URL('guide-calculators.md', here), 'utf8');

/** The `js [name]` code-group blocks of the calculator script API page, by name. */
export function apiScripts(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of apiPage.matchAll(/```js \[([^\]]+)\]\n([\s\S]*?)```/g))
    out[match[1]!] = match[2]!;
  return out;
}

/**
 * The cookbook blocks of the calculators guide, by name. The page's copy lost its line breaks,
 * so the leading `// ...` comment is put back on its own line (the rest has no line comments).
 */
export function cookbookScripts(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of guidePage.matchAll(
    /```js \[([^\]]+)\] (\/\/[^\n]*?) (export default[\s\S]*?)\n```/g,
  )) {
    out[match[1]!] = `${match[2]}\n${match[3]}\n`;
  }
  return out;
}

/** The guide's hand-written "Mulligan chance" block (tutorial step 2), with its comment on its own line. */
export function mulliganBlock(): string {
  const match = guidePage.match(
    /```js (\/\/ Mulligan chance \(hand-written\)) (\{[\s\S]*?\})\n```/,
  );
  if (match === null) throw new Error('Mulligan block not found in the guide');
  return `  ${match[1]}\n  ${match[2]}\n`;
}

/** The guide's smallest calculator ("Starting from scratch"). */
export function smallestCalculator(): string {
  const match = guidePage.match(
    /The smallest calculator that works is:\n```js (export default[\s\S]*?)\n```/,
  );
  if (match === null) throw new Error('smallest calculator not found in the guide');
  return `${match[1]}\n`;
}

export { lorDeck, pokemonDeck, riftboundDeck, sampleDecks } from './decks.js';

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}

/**
 * Runs a TRUSTED calculator script in this process (no sandbox), for cross-checking the
 * sandbox's output. Never use it for guest code.
 */
export function runInProcess(
  source: string,
  pile: unknown,
  cardsById: unknown,
  ctx?: unknown,
): unknown {
  const body = source.replace(/^export default /m, 'const __entry = ');
  const entry = `${body}\nreturn typeof __entry === "function" ? __entry : typeof compute === "function" ? compute : undefined;`;
  // Trusted test scripts only, to cross-check the sandbox.
  const compute = new Function(entry)() as (...args: unknown[]) => unknown;
  const copy = (value: unknown) =>
    value === undefined ? undefined : deepFreeze(structuredClone(value));
  return JSON.parse(JSON.stringify(compute(copy(pile), copy(cardsById), copy(ctx))));
}
