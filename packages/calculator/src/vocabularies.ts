import {
  LOR_REGION_NAMES,
  LOR_REGIONS,
  type LorRegion,
  POKEMON_ENERGY_TYPES,
  POKEMON_REGULATION_MARKS,
  type PokemonEnergyType,
  RIFTBOUND_DOMAINS,
} from '@tcgkit/cards/vocab';
import type { CalculatorGame } from './spec-types.js';
import type { CalculatorDashboard, CalculatorWidget, DeckStatSegment } from './types.js';

/** One entry of a vocabulary: the display label and color of a segment key. */
export interface CalculatorVocabularyEntry {
  /** English display label. */
  readonly label: string;
  /** CSS color (`#rrggbb`). */
  readonly color: string;
}

/**
 * A vocabulary: segment keys of one game concept (LoR regions, Pokémon energy types, Riftbound
 * domains, ...) with labels and colors, so scripts can leave segment colors empty.
 */
export interface CalculatorVocabulary {
  /** The id a widget names in `vocabulary`, such as `lor.region`. */
  readonly id: string;
  /** The game: `lor`, `pokemon` or `riftbound`. */
  readonly game: CalculatorGame;
  /** Entries by segment key. */
  readonly entries: Readonly<Record<string, CalculatorVocabularyEntry>>;
}

const entry = (label: string, color: string): CalculatorVocabularyEntry => ({ label, color });

/** The entries of a vocabulary list of `@tcgkit/cards/vocab`, with a label and a color per key. */
function entries<K extends string>(
  keys: readonly K[],
  label: (key: K) => string,
  colors: Readonly<Record<K, string>>,
): Record<string, CalculatorVocabularyEntry> {
  return Object.fromEntries(keys.map((key) => [key, entry(label(key), colors[key])]));
}

const titleCase = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);

const REGION_COLORS: Readonly<Record<LorRegion, string>> = {
  Demacia: '#c9b27c',
  Freljord: '#6cc4e8',
  Ionia: '#d97aa6',
  Noxus: '#b83a3a',
  PiltoverZaun: '#e3a04f',
  ShadowIsles: '#3fa38a',
  Bilgewater: '#a5663b',
  Targon: '#6d5bd0',
  Shurima: '#e8c547',
  BandleCity: '#9bc53d',
  Runeterra: '#8c8c8c',
};

const ENERGY_COLORS: Readonly<Record<PokemonEnergyType, string>> = {
  Grass: '#439837',
  Fire: '#e4613e',
  Water: '#3099e1',
  Lightning: '#dfbc28',
  Psychic: '#e96c95',
  Fighting: '#e49021',
  Darkness: '#4f4747',
  Metal: '#74b0cb',
  Fairy: '#e18ce1',
  Dragon: '#576fbc',
  Colorless: '#a8a8a8',
};

const MARK_COLORS = [
  '#90a4ae',
  '#78909c',
  '#607d8b',
  '#8d6e63',
  '#a1887f',
  '#26a69a',
  '#42a5f5',
  '#ab47bc',
  '#ef5350',
  '#ffa726',
];

const DOMAIN_COLORS: Readonly<Record<(typeof RIFTBOUND_DOMAINS)[number], string>> = {
  body: '#e67e22',
  calm: '#27ae60',
  chaos: '#8e44ad',
  fury: '#c0392b',
  mind: '#2980b9',
  order: '#f1c40f',
  colorless: '#95a5a6',
  neutral: '#7f8c8d',
};

/**
 * Every built-in vocabulary, by id. The default calculators name `lor.region`, `lor.cardType`,
 * `lor.rarity`, `pokemon.supertype`, `pokemon.energyType`, `riftbound.domain` and
 * `riftbound.cardType`; `pokemon.regulationMark` is offered to builder widgets.
 */
export const CALCULATOR_VOCABULARIES: Readonly<Record<string, CalculatorVocabulary>> = {
  'lor.region': {
    id: 'lor.region',
    game: 'lor',
    entries: entries(LOR_REGIONS, (region) => LOR_REGION_NAMES[region], REGION_COLORS),
  },
  'lor.cardType': {
    id: 'lor.cardType',
    game: 'lor',
    entries: {
      champions: entry('Champion', '#e3a04f'),
      followers: entry('Follower', '#3a78e8'),
      spells: entry('Spell', '#9b59b6'),
      landmarks: entry('Landmark', '#3fa38a'),
      equipment: entry('Equipment', '#8c8c8c'),
    },
  },
  'lor.rarity': {
    id: 'lor.rarity',
    game: 'lor',
    entries: {
      Common: entry('Common', '#4caf50'),
      Rare: entry('Rare', '#2196f3'),
      Epic: entry('Epic', '#9c27b0'),
      Champion: entry('Champion', '#ff9800'),
      None: entry('None', '#9e9e9e'),
      Unknown: entry('Unknown', '#bdbdbd'),
    },
  },
  'pokemon.supertype': {
    id: 'pokemon.supertype',
    game: 'pokemon',
    entries: {
      pokemon: entry('Pokémon', '#e53935'),
      trainer: entry('Trainer', '#1e88e5'),
      energy: entry('Energy', '#fdd835'),
    },
  },
  'pokemon.energyType': {
    id: 'pokemon.energyType',
    game: 'pokemon',
    entries: {
      ...entries(POKEMON_ENERGY_TYPES, (type) => type, ENERGY_COLORS),
      Special: entry('Special', '#7e57c2'),
    },
  },
  'pokemon.regulationMark': {
    id: 'pokemon.regulationMark',
    game: 'pokemon',
    // The first ten marks (A to J, the ones printed so far) have their own colors; a later mark
    // gets a palette color by position, like any key no vocabulary knows.
    entries: Object.fromEntries(
      MARK_COLORS.map((color, index) => {
        const mark = POKEMON_REGULATION_MARKS[index]!;
        return [mark, entry(mark, color)];
      }),
    ),
  },
  'riftbound.domain': {
    id: 'riftbound.domain',
    game: 'riftbound',
    entries: entries(RIFTBOUND_DOMAINS, titleCase, DOMAIN_COLORS),
  },
  'riftbound.cardType': {
    id: 'riftbound.cardType',
    game: 'riftbound',
    entries: {
      champion: entry('Champion', '#e3a04f'),
      unit: entry('Unit', '#3a78e8'),
      spell: entry('Spell', '#9b59b6'),
      gear: entry('Gear', '#7f8c8d'),
      legend: entry('Legend', '#d4af37'),
      rune: entry('Rune', '#16a085'),
      battlefield: entry('Battlefield', '#8d6e63'),
    },
  },
};

/**
 * Colors for segments that leave `color` empty and whose key no vocabulary knows, picked by the
 * segment's position in its widget (so a segment keeps its color when others are added after it).
 */
export const FALLBACK_PALETTE: readonly string[] = [
  '#3a78e8',
  '#e8743a',
  '#3ab07a',
  '#d94f70',
  '#8e6ad8',
  '#c9a227',
  '#2bb3c0',
  '#a0522d',
  '#7f8c8d',
  '#5c6bc0',
  '#9ccc65',
  '#ec407a',
];

/** The vocabulary with this id, or `undefined`. */
export function getVocabulary(id: string | undefined): CalculatorVocabulary | undefined {
  return id !== undefined && Object.hasOwn(CALCULATOR_VOCABULARIES, id)
    ? CALCULATOR_VOCABULARIES[id]
    : undefined;
}

// Hex colors, rgb()/hsl() with plain numbers, and CSS named colors. Anything else (url(),
// var(), expressions, semicolons) is not trusted as a color and gets a palette color.
const SAFE_COLOR =
  /^(?:#[0-9a-fA-F]{3,8}|(?:rgb|rgba|hsl|hsla)\(\s*[0-9.%+-]+(?:\s*[,/ ]\s*[0-9.%+-]+){2,3}\s*\)|[a-zA-Z]{3,30})$/;

/** True when `color` is a plain CSS color a renderer may use as-is (hex, rgb(), hsl(), a name). */
export function isSafeCssColor(color: string): boolean {
  return SAFE_COLOR.test(color);
}

/**
 * Fills in segment labels and colors for drawing: a vocabulary label replaces the script's
 * label when the widget names a vocabulary that knows the key; a script color is kept when it is
 * a plain CSS color; otherwise the vocabulary color, otherwise {@link FALLBACK_PALETTE} by
 * position.
 *
 * @example
 * ```ts
 * import { resolveSegments } from '@tcgkit/calculator';
 * resolveSegments([{ key: 'fury', label: 'Fury', value: 12, color: '' }], 'riftbound.domain');
 * // [{ key: 'fury', label: 'Fury', value: 12, color: '#c0392b' }]
 * ```
 */
export function resolveSegments(
  segments: readonly DeckStatSegment[],
  vocabulary?: string,
): DeckStatSegment[] {
  const known = getVocabulary(vocabulary);
  return segments.map((segment, index) => {
    const found =
      known !== undefined && Object.hasOwn(known.entries, segment.key)
        ? known.entries[segment.key]
        : undefined;
    const color =
      segment.color !== '' && isSafeCssColor(segment.color)
        ? segment.color
        : (found?.color ?? FALLBACK_PALETTE[index % FALLBACK_PALETTE.length]!);
    return { ...segment, label: found?.label ?? segment.label, color };
  });
}

/**
 * A dashboard with every segment widget's labels and colors resolved by
 * {@link resolveSegments}; other widgets are returned as they are.
 */
export function resolveDashboardSegments(dashboard: CalculatorDashboard): CalculatorDashboard {
  return {
    widgets: dashboard.widgets.map((widget): CalculatorWidget => {
      if (widget.kind === 'donut' || widget.kind === 'gauge' || widget.kind === 'bars') {
        return { ...widget, segments: resolveSegments(widget.segments, widget.vocabulary) };
      }
      return widget;
    }),
  };
}
