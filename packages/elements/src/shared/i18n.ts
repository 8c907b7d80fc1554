/**
 * A message with plural forms, keyed by `Intl.PluralRules` category (`one`, `other`, ...).
 * `{n}` is replaced by the number, formatted for the element's language.
 */
export type PluralMessage = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & {
  readonly other: string;
};

/**
 * The language of an element: its own or nearest ancestor's `lang`, looking out through shadow
 * roots (a `<tcg-standings>` inside `<tcg-groups>` follows the page around the groups), else the
 * document's, else `en`.
 */
export function languageOf(element: Element): string {
  let from: Element | null = element;
  let lang = '';
  while (from !== null) {
    const owner: Element | null = from.closest('[lang]');
    if (owner !== null) {
      lang = owner.getAttribute('lang') ?? '';
      break;
    }
    const root = from.getRootNode();
    from = 'host' in root ? (root as ShadowRoot).host : null;
  }
  if (lang.trim() === '') lang = element.ownerDocument?.documentElement.lang ?? '';
  return lang.trim() === '' ? 'en' : lang;
}

// Intl objects are costly to create (a bracket formats thousands of numbers): one per language.
const numberFormats = new Map<string, Intl.NumberFormat | null>();
const pluralRules = new Map<string, Intl.PluralRules | null>();

function cached<T>(cache: Map<string, T | null>, lang: string, make: () => T): T | null {
  let value = cache.get(lang);
  if (value === undefined) {
    try {
      value = make();
    } catch {
      // An invalid language tag: callers fall back to plain digits and the `other` form.
      value = null;
    }
    cache.set(lang, value);
  }
  return value;
}

/** Formats a plural message for `n` in `lang`. */
export function plural(message: PluralMessage, n: number, lang: string): string {
  const rules = cached(pluralRules, lang, () => new Intl.PluralRules(lang));
  const category: Intl.LDMLPluralRule = rules?.select(n) ?? 'other';
  return (message[category] ?? message.other).replaceAll('{n}', formatNumber(n, lang));
}

/** Formats a number for `lang`, falling back to plain digits for an invalid tag. */
export function formatNumber(n: number, lang: string): string {
  const format = cached(numberFormats, lang, () => new Intl.NumberFormat(lang));
  return format === null ? String(n) : format.format(n);
}

/** Fills `{name}` placeholders of a message from `values`; unknown placeholders stay as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
