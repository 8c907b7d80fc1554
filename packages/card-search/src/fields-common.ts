import type { SearchCardBase } from './card-shapes.js';
import type { TextFieldDefinition, ValueFieldDefinition } from './field-types.js';

/** `name` (`n`): every game's card name, typo-tolerant. */
export function nameField<C extends SearchCardBase<unknown>>(): TextFieldDefinition<C> {
  return {
    name: 'name',
    aliases: ['n'],
    kind: 'text',
    description: "The card's name. Unquoted text is typo-tolerant.",
    read: (c) => [c.name],
  };
}

/** `text` (`o`, `oracle`): the rules text, read the game's own way. */
export function rulesTextField<C>(
  description: string,
  read: (card: C) => readonly string[],
): TextFieldDefinition<C> {
  return { name: 'text', aliases: ['o', 'oracle'], kind: 'text', description, read };
}

/** `set` (`e`): the set code, with an example of the game's codes (`set1 or set6cde`). */
export function setField<C extends SearchCardBase<unknown>>(
  examples: string,
): ValueFieldDefinition<C> {
  return {
    name: 'set',
    aliases: ['e'],
    kind: 'value',
    description: `Set code, such as ${examples}.`,
    read: (c) => [c.setCode],
  };
}
