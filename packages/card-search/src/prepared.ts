import type { AnySearchCard } from './card-shapes.js';
import { type EnergyMix, mixOf } from './cost.js';
import type { FieldDefinition, GameSearchDefinition } from './field-types.js';
import { fold, words } from './fold.js';

/** One field of one card, read and folded once. */
export interface PreparedField {
  /** Folded strings (text and value fields). */
  readonly strings: readonly string[];
  /** The folded strings joined by a newline, for a single fast "contains". */
  readonly joined: string;
  /** Squashed strings (value fields): folded with spaces, `_` and `-` removed. */
  readonly squashed: readonly string[];
  /** Number (number and cost fields). */
  readonly num: number | undefined;
  /** Attack costs (cost field). */
  readonly costs: readonly EnergyMix[];
}

/**
 * A card with its name folded and split and its fields read, each on first use: preparing a
 * catalog costs one small object per card, and a field query never folds names.
 */
export class Prepared {
  /** Fields by index in the game's field list, filled lazily (the array too). */
  fields: (PreparedField | undefined)[] | undefined;
  private folded: string | undefined;
  private wordList: readonly string[] | undefined;
  private ids: readonly number[] | undefined;
  private key: string | undefined;
  constructor(
    readonly card: AnySearchCard,
    private readonly vocabulary: Vocabulary,
  ) {}
  /** Folded name. */
  get name(): string {
    if (this.folded === undefined) {
      const n = this.card.name;
      this.folded = fold(typeof n === 'string' ? n : '');
    }
    return this.folded;
  }
  /** Words of the folded name. */
  get nameWords(): readonly string[] {
    if (this.wordList === undefined) this.wordList = words(this.name);
    return this.wordList;
  }
  /**
   * Ids of those words in the game's {@link Vocabulary}. The first plain-word search of a new
   * catalog reads every name, so this splits an ASCII name in place (the words of {@link words},
   * without building the word list, which only ranking needs).
   */
  get nameWordIds(): readonly number[] {
    if (this.ids === undefined) {
      if (this.wordList === undefined) {
        const ids = asciiWordIds(this.name, this.vocabulary);
        if (ids) {
          this.ids = ids;
          return ids;
        }
      }
      const ws = this.nameWords;
      const ids: number[] = [];
      for (let i = 0; i < ws.length; i++) ids.push(this.vocabulary.id(ws[i] as string));
      this.ids = ids;
    }
    return this.ids;
  }
  /** The name words joined by single spaces. */
  get nameKey(): string {
    if (this.key === undefined) this.key = this.nameWords.join(' ');
    return this.key;
  }
}

/** A compiled term's test on a prepared card. */
export type Pred = (p: Prepared) => boolean;

const NO_IDS: readonly number[] = [];

/**
 * The vocabulary ids of the words of an ASCII folded name (runs of ASCII letters and digits, as
 * {@link words} splits it), or `undefined` when the name is not ASCII.
 */
function asciiWordIds(name: string, vocabulary: Vocabulary): readonly number[] | undefined {
  let ids: number[] | undefined;
  let start = -1;
  for (let i = 0; i <= name.length; i++) {
    const ch = i < name.length ? name.charCodeAt(i) : 32;
    if (ch > 127) return undefined;
    const alnum = (ch >= 97 && ch <= 122) || (ch >= 48 && ch <= 57) || (ch >= 65 && ch <= 90);
    if (alnum) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      (ids ??= []).push(vocabulary.id(name.slice(start, i)));
      start = -1;
    }
  }
  return ids ?? NO_IDS;
}

/** Every distinct name word seen for a game, numbered, so per-word work is done once per query. */
export class Vocabulary {
  private readonly ids = new Map<string, number>();
  /** The words, by id. */
  readonly words: string[] = [];
  /** A bit per letter present in each word (see {@link letterMask}), by id. */
  readonly masks: number[] = [];
  /** The id of a word, adding it if new. */
  id(word: string): number {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.words.push(word);
      this.masks.push(letterMask(word));
      this.ids.set(word, id);
    }
    return id;
  }
}

/**
 * A 32-bit set of the characters in a word (a-z one bit each, everything else folded into six
 * more). One edit changes at most two bits, so words `d` edits apart differ in at most `2d` bits:
 * a cheap filter before computing an edit distance.
 */
export function letterMask(word: string): number {
  let m = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    m |= c >= 97 && c <= 122 ? 1 << (c - 97) : 1 << (26 + (c % 6));
  }
  return m;
}

/** Number of set bits. */
export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** A prepared catalog (one cards array) with indexes built on first use. */
export interface CatalogIndex {
  /** The prepared cards, in the array's order. */
  readonly list: Prepared[];
  /** Card positions by name-word id (built on first use). */
  namePostings?: number[][];
  /** Card positions by hashed three-character slice of the folded rules text, built a slice of the catalog at a time. */
  textTrigrams?: TrigramIndex;
  /** Per field index: each squashed value of the catalog, with the first way it is written. */
  values?: Map<number, Map<string, string>>;
  /** Per field index: card positions by squashed value (value fields) or number (number fields). */
  fieldPostings?: Map<number, Map<string | number, number[]>>;
}

interface GameCache {
  readonly vocabulary: Vocabulary;
  readonly cards: WeakMap<object, Prepared>;
  readonly lists: WeakMap<readonly object[], CatalogIndex>;
}

const EMPTY: readonly never[] = [];
const caches = new WeakMap<object, GameCache>();
export const squash = (s: string): string => s.replace(/[\s_-]+/g, '');

/** The per-game caches: the vocabulary, prepared cards and prepared catalogs (arrays). */
export function gameCache(def: GameSearchDefinition<AnySearchCard>): GameCache {
  let c = caches.get(def);
  if (!c) {
    c = {
      vocabulary: new Vocabulary(),
      cards: new WeakMap(),
      lists: new WeakMap(),
    };
    caches.set(def, c);
  }
  return c;
}

/** The prepared form of one card (cached per card object). */
export function prepare(cache: GameCache, _fieldCount: number, card: AnySearchCard): Prepared {
  let p = cache.cards.get(card);
  if (!p) {
    p = new Prepared(card, cache.vocabulary);
    cache.cards.set(card, p);
  }
  return p;
}

/**
 * The prepared form of a whole catalog, cached per array: searching the same array again costs
 * one identity check per card instead of a lookup. A card replaced in place is prepared again
 * (and the indexes of that catalog are rebuilt).
 */
export function prepareList(
  cache: GameCache,
  fieldCount: number,
  cards: readonly AnySearchCard[],
): CatalogIndex {
  let index = cache.lists.get(cards);
  if (!index || index.list.length !== cards.length) {
    const list = new Array<Prepared>(cards.length);
    for (let i = 0; i < cards.length; i++)
      list[i] = prepare(cache, fieldCount, cards[i] as AnySearchCard);
    index = { list };
    cache.lists.set(cards, index);
    return index;
  }
  const list = index.list;
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i] as AnySearchCard;
    if ((list[i] as Prepared).card !== card) {
      list[i] = prepare(cache, fieldCount, card);
      delete index.namePostings;
      delete index.textTrigrams;
      delete index.fieldPostings;
      delete index.values;
    }
  }
  return index;
}

/** Every squashed value of a value field in the catalog, with its first spelling (for "did you mean"). */
export function catalogValues(
  index: CatalogIndex,
  fieldIndex: number,
  field: FieldDefinition<AnySearchCard>,
): Map<string, string> {
  const all = index.values ?? (index.values = new Map());
  let map = all.get(fieldIndex);
  if (!map) {
    const m = new Map<string, string>();
    for (const p of index.list) {
      if (field.kind !== 'value') break;
      const raw = readStrings(() => field.read(p.card));
      const f = preparedField(p, fieldIndex, field);
      f.squashed.forEach((k, i) => {
        if (!m.has(k)) m.set(k, raw[i] ?? k);
      });
    }
    map = m;
    all.set(fieldIndex, map);
  }
  return map;
}

/** Card positions by name-word id. */
export function namePostings(index: CatalogIndex): number[][] {
  if (!index.namePostings) {
    const postings: number[][] = [];
    index.list.forEach((p, i) => {
      for (const id of p.nameWordIds) {
        const list = postings[id] ?? (postings[id] = []);
        if (list[list.length - 1] !== i) list.push(i);
      }
    });
    index.namePostings = postings;
  }
  return index.namePostings;
}

/**
 * Card positions by value for a value field (squashed values) or a number field (numbers), so a
 * field term can list its candidates from the few distinct values instead of every card.
 */
export function fieldPostings(
  index: CatalogIndex,
  fieldIndex: number,
  field: FieldDefinition<AnySearchCard>,
): Map<string | number, number[]> {
  const all = index.fieldPostings ?? (index.fieldPostings = new Map());
  let map = all.get(fieldIndex);
  if (!map) {
    const m = new Map<string | number, number[]>();
    const add = (key: string | number, i: number): void => {
      let list = m.get(key);
      if (!list) {
        list = [];
        m.set(key, list);
      }
      if (list[list.length - 1] !== i) list.push(i);
    };
    index.list.forEach((p, i) => {
      const f = preparedField(p, fieldIndex, field);
      if (field.kind === 'value') for (const v of f.squashed) add(v, i);
      else if (f.num !== undefined) add(f.num, i);
    });
    map = m;
    all.set(fieldIndex, map);
  }
  return map;
}

/** Buckets of the hashed trigram index (a power of two). */
const TRIGRAM_BUCKETS = 1 << 16;
/** Characters of rules text indexed per search at most, so no search pays for the whole catalog. */
export const TRIGRAM_STEP_CHARS = 200_000;
/**
 * The slice actually used, {@link TRIGRAM_STEP_CHARS} unless a test sets a smaller one (internal:
 * not exported from the package), so small catalogs can be checked while their index is partial.
 */
export const trigramStep = { chars: TRIGRAM_STEP_CHARS };

/**
 * Card positions by hashed three-character slice of one text field's folded, joined strings.
 * Slices that hash alike share a bucket, so a bucket lists a superset of the cards holding a
 * slice (every candidate is checked afterwards). Built incrementally: each search indexes the next
 * few hundred thousand characters, and cards past `upTo` are candidates until they are indexed.
 */
export interface TrigramIndex {
  /** The text field indexed. */
  readonly fieldIndex: number;
  /** Cards `0 .. upTo - 1` are indexed. */
  upTo: number;
  /** Sorted card positions per bucket. */
  readonly buckets: (number[] | undefined)[];
  /** The last card added to each bucket (to add a card once). */
  readonly last: Int32Array;
}

/** The bucket of the three characters of `text` at `k`. */
export function trigramBucket(text: string, k: number): number {
  const h =
    Math.imul(text.charCodeAt(k), 0x9e3779b1) ^
    Math.imul(text.charCodeAt(k + 1), 0x85ebca77) ^
    Math.imul(text.charCodeAt(k + 2), 0xc2b2ae3d);
  return (h ^ (h >>> 15)) & (TRIGRAM_BUCKETS - 1);
}

/**
 * The trigram index of a text field, with up to {@link TRIGRAM_STEP_CHARS} more characters
 * indexed first. Returns the index and the characters it read (for the search's work meter).
 */
export function textTrigrams(
  index: CatalogIndex,
  fieldIndex: number,
  field: FieldDefinition<AnySearchCard>,
): { trigrams: TrigramIndex; read: number } {
  let t = index.textTrigrams;
  if (!t || t.fieldIndex !== fieldIndex) {
    t = {
      fieldIndex,
      upTo: 0,
      buckets: new Array(TRIGRAM_BUCKETS),
      last: new Int32Array(TRIGRAM_BUCKETS).fill(-1),
    };
    index.textTrigrams = t;
  }
  let read = 0;
  const list = index.list;
  while (t.upTo < list.length && read < trigramStep.chars) {
    const i = t.upTo;
    const text = preparedField(list[i] as Prepared, fieldIndex, field).joined;
    read += text.length + 1;
    for (let k = 0; k + 3 <= text.length; k++) {
      const b = trigramBucket(text, k);
      if (t.last[b] === i) continue;
      t.last[b] = i;
      const bucket = t.buckets[b];
      if (bucket) bucket.push(i);
      else t.buckets[b] = [i];
    }
    t.upTo = i + 1;
  }
  return { trigrams: t, read };
}

/**
 * Card data is read defensively: a catalog card whose fields have the wrong types (a number for
 * a string, `null` in a list, a string for a list) reads as having no value there, instead of
 * throwing out of a search.
 */
function readStrings(read: () => readonly unknown[]): readonly string[] {
  try {
    const values = read();
    if (!Array.isArray(values)) return EMPTY;
    // Most cards are well formed: keep their array rather than copy it.
    for (let i = 0; i < values.length; i++) {
      if (typeof values[i] !== 'string')
        return values.filter((v): v is string => typeof v === 'string');
    }
    return values as readonly string[];
  } catch {
    return EMPTY;
  }
}

/**
 * A text field: the folded strings joined by newlines, folded in one call (the fold of each
 * string joined by newlines is the fold of the joined strings: no fold step reaches across a
 * newline), and the strings folded one by one only when a regex or an exact test asks for them.
 */
class TextField implements PreparedField {
  readonly joined: string;
  private folded: readonly string[] | undefined;
  constructor(private readonly raw: readonly string[]) {
    this.joined =
      raw.length === 0 ? '' : raw.length === 1 ? fold(raw[0] as string) : fold(raw.join('\n'));
  }
  get strings(): readonly string[] {
    if (this.folded === undefined) this.folded = this.raw.map(fold);
    return this.folded;
  }
  get squashed(): readonly string[] {
    return EMPTY;
  }
  get num(): undefined {
    return undefined;
  }
  get costs(): readonly EnergyMix[] {
    return EMPTY;
  }
}

function readNumber(read: () => unknown): number | undefined {
  try {
    const n = read();
    return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
  } catch {
    return undefined;
  }
}

function readCosts(read: () => readonly unknown[]): EnergyMix[] {
  try {
    const costs = read();
    if (!Array.isArray(costs)) return [];
    return costs
      .filter((c): c is unknown[] => Array.isArray(c))
      .map((c) => mixOf(c.filter((e): e is string => typeof e === 'string')));
  } catch {
    return [];
  }
}

/** Folded and squashed forms of value-field strings: a catalog repeats a few values many times. */
const valueForms = new Map<string, { folded: string; squashed: string }>();
const MAX_VALUE_FORMS = 50_000;

/** One field of a prepared card, read and folded on first use. */
export function preparedField(
  p: Prepared,
  index: number,
  field: FieldDefinition<AnySearchCard>,
): PreparedField {
  // The hot path (every term's test on every card) only looks up: reading is a function of its
  // own, because closures over this function's parameters would make V8 allocate a context on
  // every call, cached or not (3 MB of garbage per search of 20,000 cards).
  return p.fields?.[index] ?? readField(p, index, field);
}

function readField(
  p: Prepared,
  index: number,
  field: FieldDefinition<AnySearchCard>,
): PreparedField {
  const fields = p.fields ?? (p.fields = []);
  let out: PreparedField;
  switch (field.kind) {
    case 'text':
      out = new TextField(readStrings(() => field.read(p.card)));
      break;
    case 'value': {
      const raw = readStrings(() => field.read(p.card));
      const strings: string[] = [];
      const squashed: string[] = [];
      for (const r of raw) {
        let f = valueForms.get(r);
        if (!f) {
          const folded = fold(r);
          f = { folded, squashed: squash(folded) };
          if (valueForms.size < MAX_VALUE_FORMS) valueForms.set(r, f);
        }
        strings.push(f.folded);
        squashed.push(f.squashed);
      }
      out = {
        strings,
        joined: strings.length === 1 ? (strings[0] as string) : strings.join('\n'),
        squashed,
        num: undefined,
        costs: EMPTY,
      };
      break;
    }
    case 'number':
      out = {
        strings: EMPTY,
        joined: '',
        squashed: EMPTY,
        num: readNumber(() => field.read(p.card)),
        costs: EMPTY,
      };
      break;
    case 'cost':
      out = {
        strings: EMPTY,
        joined: '',
        squashed: EMPTY,
        num: readNumber(() => field.read(p.card)),
        costs: readCosts(() => field.readCosts(p.card)),
      };
      break;
    default: {
      const never: never = field;
      throw new Error(`card-search: unknown field kind ${JSON.stringify(never)}`);
    }
  }
  fields[index] = out;
  return out;
}
