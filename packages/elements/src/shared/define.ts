/**
 * Registers `ctor` as `tag` unless a definition already exists, so two copies of tcgkit on one
 * page do not throw. Safe to import where `customElements` is missing (server rendering): it then
 * does nothing.
 */
export function defineElement(tag: string, ctor: CustomElementConstructor): void {
  const registry = globalThis.customElements;
  if (registry === undefined || registry.get(tag) !== undefined) return;
  registry.define(tag, ctor);
}
