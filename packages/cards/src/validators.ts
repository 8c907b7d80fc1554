/**
 * JSON Schema validators for cards and catalogs of each game (`@tcgkit/cards/validators`), kept out
 * of the main entry so importing `@tcgkit/cards` loads no generated validator.
 *
 * @packageDocumentation
 */
import { createValidator, err, type Result, type Validator } from '@tcgkit/core';
import { CardsErrors } from './errors.js';
import { validateLorCard } from './generated/lor-card.validator.js';
import { validateLorCatalog } from './generated/lor-catalog.validator.js';
import { validatePokemonCard } from './generated/pokemon-card.validator.js';
import { validatePokemonCatalog } from './generated/pokemon-catalog.validator.js';
import { validateRiftboundCard } from './generated/riftbound-card.validator.js';
import { validateRiftboundCatalog } from './generated/riftbound-catalog.validator.js';
import type {
  AnyCardCatalog,
  CardGameId,
  LorCard,
  LorCatalog,
  PokemonCard,
  PokemonCatalog,
  RiftboundCard,
  RiftboundCatalog,
} from './types.js';
import { CARD_GAME_IDS } from './types.js';

/**
 * JSON Schema validators for one card of each game (`is`, `assert`, `parse`, `check`), with
 * JSON-Pointer paths in their errors.
 *
 * @example
 * ```ts
 * const checked = cardValidators.riftbound.parse(JSON.parse(text));
 * if (!checked.ok) console.error(checked.error.code, checked.error.path);
 * ```
 */
export const cardValidators: {
  readonly lor: Validator<LorCard>;
  readonly pokemon: Validator<PokemonCard>;
  readonly riftbound: Validator<RiftboundCard>;
} = {
  lor: createValidator<LorCard>(validateLorCard, {
    code: CardsErrors.invalidCard,
    subject: 'Legends of Runeterra card',
  }),
  pokemon: createValidator<PokemonCard>(validatePokemonCard, {
    code: CardsErrors.invalidCard,
    subject: 'Pokémon TCG card',
  }),
  riftbound: createValidator<RiftboundCard>(validateRiftboundCard, {
    code: CardsErrors.invalidCard,
    subject: 'Riftbound card',
  }),
};

/** JSON Schema validators for a whole catalog of each game (cards and globals). */
export const catalogValidators: {
  readonly lor: Validator<LorCatalog>;
  readonly pokemon: Validator<PokemonCatalog>;
  readonly riftbound: Validator<RiftboundCatalog>;
} = {
  lor: createValidator<LorCatalog>(validateLorCatalog, {
    code: CardsErrors.invalidCatalog,
    subject: 'Legends of Runeterra catalog',
  }),
  pokemon: createValidator<PokemonCatalog>(validatePokemonCatalog, {
    code: CardsErrors.invalidCatalog,
    subject: 'Pokémon TCG catalog',
  }),
  riftbound: createValidator<RiftboundCatalog>(validateRiftboundCatalog, {
    code: CardsErrors.invalidCatalog,
    subject: 'Riftbound catalog',
  }),
};

const isCardGame = (value: unknown): value is CardGameId =>
  (CARD_GAME_IDS as readonly unknown[]).includes(value);

/**
 * Checks a catalog of any game: reads its `game`, then validates it against that game's schema.
 *
 * @example
 * ```ts
 * const loaded = parseCatalog(JSON.parse(text));
 * if (loaded.ok) console.log(loaded.value.game, loaded.value.cards.length);
 * ```
 */
export function parseCatalog(data: unknown): Result<AnyCardCatalog> {
  const game =
    typeof data === 'object' && data !== null ? (data as { game?: unknown }).game : undefined;
  if (!isCardGame(game)) {
    return err(
      CardsErrors.unknownGame,
      `Catalog is invalid at /game: it must be one of ${CARD_GAME_IDS.map((g) => `"${g}"`).join(', ')}.`,
      '/game',
    );
  }
  return catalogValidators[game].parse(data);
}
