import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { countryCodes } from '@portal/domain';
import isoCountries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import pl from 'i18n-iso-countries/langs/pl.json';
import uk from 'i18n-iso-countries/langs/uk.json';

/*
 * Country names in the interface's language (issue 28 item 12), from the same maintained list whose
 * codes the server checks (domain `countryCodes`): Polish, English and Ukrainian.
 */

for (const locale of [pl, en, uk]) isoCountries.registerLocale(locale);

/** A country's name in `language` (pl, en, uk); the browser's name, then the code, for a code the list lacks. */
export function countryName(code: string, language: string): string {
  const lang = ['pl', 'en', 'uk'].includes(language) ? language : 'pl';
  return isoCountries.getName(code, lang) ?? new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
}

export interface CountryOption {
  value: string;
  label: string;
}
export interface CountryGroup {
  group: string;
  items: CountryOption[];
}

/**
 * The choices of a country select: `first` (the settings' supportedCountries, e.g. the neighbours) as
 * their own group, then every other country of the list, each group A to Z in the language's order.
 */
export function countryChoices(language: string, first: readonly string[], labels: { first: string; all: string }, exclude: readonly string[] = []): CountryGroup[] {
  const skip = new Set(exclude.map((c) => c.toUpperCase()));
  const firstCodes = [...new Set(first.map((c) => c.toUpperCase()))].filter((c) => countryCodes.includes(c) && !skip.has(c));
  const option = (code: string): CountryOption => ({ value: code, label: countryName(code, language) });
  const sorted = (codes: readonly string[]) => codes.map(option).sort((a, b) => a.label.localeCompare(b.label, language));
  const rest = countryCodes.filter((c) => !skip.has(c) && !firstCodes.includes(c));
  return [
    ...(firstCodes.length ? [{ group: labels.first, items: sorted(firstCodes) }] : []),
    { group: labels.all, items: sorted(rest) },
  ];
}

/** A name as typed or written, for matching: lower case, no diacritics (ł as l), one kind of apostrophe. */
const folded = (text: string) =>
  text
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/[’ʼ`´]/g, "'");

/**
 * The select's search: a country whose name contains what was typed, regardless of case, diacritics
 * ("wlochy" finds Włochy) and of the apostrophe's kind (В’єтнам, as the Ukrainian keyboard types it).
 */
export const countryFilter: OptionsFilter = ({ options, search }) => {
  const wanted = folded(search.trim());
  const keep = (items: ComboboxParsedItem[]): ComboboxParsedItem[] =>
    items.flatMap<ComboboxParsedItem>((item) => {
      if ('group' in item) {
        const inner = keep(item.items) as ComboboxItem[];
        return inner.length ? [{ ...item, items: inner }] : [];
      }
      return folded(item.label).includes(wanted) ? [item] : [];
    });
  return keep(options);
};
