// The library's entry without names: its Node entry registers the names in all 80 of its languages
// (1.3 MB the server would load at every start for codes alone). The apps register the three they show.
import isoCountries from 'i18n-iso-countries/index.js';

/*
 * Countries (issue 28 item 12): every ISO 3166-1 alpha-2 code, from the maintained `i18n-iso-countries`
 * list (it also carries XK, the code the EU and ICAO use for Kosovo's documents). A foreigner's document
 * may be of any of them but Poland; an address may be in any of them. The web app names them in the
 * interface's language from the same library; the server checks codes against this list.
 */

/** Every country's alpha-2 code, A to Z. */
export const countryCodes: readonly string[] = Object.keys(isoCountries.getAlpha2Codes()).sort();

const known = new Set(countryCodes);

/** Whether a code (any case) names a country of the list. */
export const isCountryCode = (code: string | null | undefined): code is string => !!code && known.has(code.toUpperCase());

/** The countries of a foreigner's document: every one but Poland. */
export const foreignCountryCodes: readonly string[] = countryCodes.filter((c) => c !== 'PL');
