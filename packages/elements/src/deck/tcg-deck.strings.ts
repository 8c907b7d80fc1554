// Every word <tcg-deck> shows, beside the element (tcg-deck.ts): the strings' types (the
// registration sheet's too) and their English defaults.

/** Every string `<tcg-deck>` shows; override any through `strings`. */
export interface DeckStrings {
  /** Group titles by group key. */
  readonly groups: Readonly<Record<string, string>>;
  /** Deck size line; `{n}` is the number of cards. */
  readonly size: string;
  readonly curve: string;
  readonly cost: string;
  readonly cards: string;
  /** Label of the copy button of each deck format. */
  readonly formats: Readonly<Record<string, string>>;
  readonly copyText: string;
  /** Status after a copy; `{what}` is the button's label. */
  readonly copied: string;
  readonly copyFailed: string;
  readonly warnings: string;
  readonly empty: string;
  /** Shown while the deck engines load (the first deck on the page). */
  readonly loading: string;
  readonly noCatalog: string;
  /** Heading of an import error. */
  readonly error: string;
  /** Heading of the legality section. */
  readonly legality: string;
  /** A format's status words (shown with a symbol, never by color alone). */
  readonly legal: string;
  readonly illegal: string;
  readonly notChecked: string;
  /** One format in the legality summary; `{format}` and `{status}`. */
  readonly legalityItem: string;
  /** Shown while the rules run. */
  readonly checking: string;
  /** The Pokémon deck registration sheet (`print-layout="registration"`). */
  readonly sheet: RegistrationSheetStrings;
}

/** What the `strings` property takes: any of {@link DeckStrings}, the sheet's words one by one. */
export type DeckStringOverrides = Partial<Omit<DeckStrings, 'sheet'>> & {
  readonly sheet?: Partial<RegistrationSheetStrings>;
};

/** The words of the printed Pokémon deck registration sheet. */
export interface RegistrationSheetStrings {
  readonly title: string;
  readonly playerName: string;
  readonly playerId: string;
  readonly birthDate: string;
  readonly division: string;
  /** The divisions offered as boxes to tick when `division` is not given. */
  readonly divisions: readonly string[];
  readonly qty: string;
  readonly name: string;
  readonly set: string;
  readonly number: string;
  /** A section's total row; `{group}` is the group's title. */
  readonly sectionTotal: string;
  readonly total: string;
}

/** The English defaults of {@link DeckStrings}. */
export const defaultDeckStrings: DeckStrings = {
  groups: {
    champion: 'Champions',
    unit: 'Units',
    spell: 'Spells',
    landmark: 'Landmarks',
    other: 'Other',
    pokemon: 'Pokémon',
    trainer: 'Trainer',
    energy: 'Energy',
    legend: 'Legend',
    'chosen-champion': 'Champion',
    battlefields: 'Battlefields',
    runes: 'Runes',
    main: 'Main deck',
    sideboard: 'Sideboard',
  },
  size: '{n} cards',
  curve: 'Cost curve',
  cost: 'Cost',
  cards: 'Cards',
  formats: {
    'lor-code': 'Copy deck code',
    ptcg1: 'Copy PTCG1 code',
    'ptcg-live': 'Copy TCG Live list',
    rift1: 'Copy RIFT1 code',
    'piltover-code': 'Copy Piltover Archive code',
    'piltover-list': 'Copy Piltover Archive list',
    'turny-list': 'Copy Turny.gg list',
  },
  copyText: 'Copy as text',
  copied: 'Copied: {what}.',
  copyFailed: 'Could not copy ({what}): the browser refused the clipboard.',
  warnings: 'Import warnings',
  empty: 'No deck.',
  loading: 'Loading the deck…',
  noCatalog: 'No card catalog: give the element a catalog to show the deck.',
  error: 'This deck could not be read',
  legality: 'Legality',
  legal: 'Legal',
  illegal: 'Not legal',
  notChecked: 'Not checked',
  legalityItem: '{format}: {status}',
  checking: 'Checking legality…',
  sheet: {
    title: 'Pokémon TCG Deck Registration Sheet',
    playerName: 'Player name',
    playerId: 'Player ID',
    birthDate: 'Date of birth',
    division: 'Division',
    divisions: ['Junior', 'Senior', 'Masters'],
    qty: 'QTY',
    name: 'NAME',
    set: 'SET',
    number: 'COLL #',
    sectionTotal: 'Total {group}',
    total: 'Total cards',
  },
};
