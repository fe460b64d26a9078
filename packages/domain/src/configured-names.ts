/**
 * A name the clinic configures in its console (a message category, a document type, a service, a
 * top-bar link, a questionnaire's answer option) kept in three languages: the Polish one always, the
 * English and Ukrainian ones where the clinic has given them (issue 28 item 5).
 */
export interface ConfiguredName {
  pl: string;
  en?: string | null;
  uk?: string | null;
}

export type ConfiguredNameLanguage = 'pl' | 'en' | 'uk';

const given = (name: string | null | undefined): name is string => typeof name === 'string' && name.trim() !== '';

/** The reader's language of an interface language tag ("uk", "en-GB" …): Polish for any other. */
export const readerLanguageOf = (tag: string): ConfiguredNameLanguage => (tag.startsWith('uk') ? 'uk' : tag.startsWith('en') ? 'en' : 'pl');

/**
 * The language of the name a reader of `language` sees: hers, else English, else Polish. Polish is the
 * last resort, shown only where the clinic has not given a translation (the console lists those,
 * `missingTranslations`); a page marks such a name with its language (`lang`).
 */
export function configuredNameLanguage(name: ConfiguredName, language: ConfiguredNameLanguage): ConfiguredNameLanguage {
  if (language === 'pl') return 'pl';
  if (language === 'uk' && given(name.uk)) return 'uk';
  if (given(name.en)) return 'en';
  return 'pl';
}

/** The name a reader of `language` sees (in the language `configuredNameLanguage` gives). */
export function configuredName(name: ConfiguredName, language: ConfiguredNameLanguage): string {
  const shown = configuredNameLanguage(name, language);
  return shown === 'pl' ? name.pl : name[shown]!;
}

/** The languages in which the clinic has not given this name yet (shown beside it in the console). */
export function missingTranslations(name: ConfiguredName): Exclude<ConfiguredNameLanguage, 'pl'>[] {
  return (['en', 'uk'] as const).filter((language) => !given(name[language]));
}
