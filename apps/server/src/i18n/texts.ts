import type { InterfaceLanguage } from '@portal/contracts';

/**
 * A set of texts the server writes, in the three interface languages: Polish (the product's language,
 * and the fallback), English and Ukrainian. A module's e-mails and SMS messages are its
 * `<m>/<m>.message-texts.ts`, its printouts' fixed texts its `<m>/<m>.printout-texts.ts`, each declared
 * in its descriptor (`messageTexts`, `printoutTexts`); the frames every module shares (the e-mail's
 * greeting and footer, the printout's footer) are i18n/'s. `{name}` marks a value put in by `fill`.
 * modules/module-texts.test.ts checks every set: each language has every Polish key and no other, each
 * a non-empty text with the same `{name}` places, none left in Polish.
 */
export interface TextSet<T = unknown> {
  /** Each language's texts. */
  readonly languages: Readonly<Record<InterfaceLanguage, T>>;
  /** The texts of a language; an unknown one (never stored, but defensive) gets Polish. */
  for(language: string | null | undefined): T;
  /** The texts (paths, e.g. `booking.status`) a language keeps as in Polish because they are the same word there. */
  readonly sameAsPolish: Readonly<Partial<Record<InterfaceLanguage, readonly string[]>>>;
}

/** A tree of texts: a text, or texts by key. */
interface TextTree {
  readonly [key: string]: string | TextTree;
}

/** Makes a set of texts: English and Ukrainian have exactly Polish's shape (`NoInfer`: only Polish decides it). */
export function defineTexts<T extends TextTree>(
  languages: { pl: T; en: NoInfer<T>; uk: NoInfer<T> },
  options: { sameAsPolish?: Partial<Record<InterfaceLanguage, readonly string[]>> } = {},
): TextSet<T> {
  return {
    languages,
    for: (language) => (language && Object.hasOwn(languages, language) ? languages[language as InterfaceLanguage] : languages.pl),
    sameAsPolish: options.sameAsPolish ?? {},
  };
}

/** Puts the values into a text's `{name}` places. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
