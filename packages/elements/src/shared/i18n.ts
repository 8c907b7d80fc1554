/**
 * A message with plural forms, keyed by `Intl.PluralRules` category (`one`, `other`, ...).
 * `{n}` is replaced by the number, formatted for the element's language.
 */
export type PluralMessage = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & {
  readonly other: string;
};

/** The language of an element: its own or nearest ancestor's `lang`, else the document's, else `en`. */
export function languageOf(element: Element): string {
  const owner = element.closest('[lang]');
  const lang = owner?.getAttribute('lang') || element.ownerDocument?.documentElement.lang || '';
  return lang.trim() === '' ? 'en' : lang;
}

/** Formats a plural message for `n` in `lang`. */
export function plural(message: PluralMessage, n: number, lang: string): string {
  let category: Intl.LDMLPluralRule = 'other';
  let shown = String(n);
  try {
    category = new Intl.PluralRules(lang).select(n);
    shown = new Intl.NumberFormat(lang).format(n);
  } catch {
    // An invalid language tag falls back to the untranslated number and the `other` form.
  }
  return (message[category] ?? message.other).replaceAll('{n}', shown);
}

/** Formats a number for `lang`, falling back to plain digits for an invalid tag. */
export function formatNumber(n: number, lang: string): string {
  try {
    return new Intl.NumberFormat(lang).format(n);
  } catch {
    return String(n);
  }
}
