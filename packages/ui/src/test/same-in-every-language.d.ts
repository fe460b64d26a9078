/**
 * Texts that read the same in Polish and in the other languages: names (PESEL, NFZ, Profil Zaufany,
 * each language's own name in the language switch), international words (SMS, e-mail, login, status)
 * and values alone. Any other English or Ukrainian text equal to a Polish one is left untranslated.
 */
export declare const SAME_IN_EVERY_LANGUAGE: Set<string>;
