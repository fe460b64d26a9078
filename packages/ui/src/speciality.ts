import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A speciality code as words when the dictionary has none in the language: "CHIRURGIA_OGOLNA" → "Chirurgia ogolna". */
export const specialityFallback = (code: string) => {
  const words = code.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The one way both apps show a speciality (dictionary SPECJALNOSCI): its name in the reader's language
 * ("Kardiologia", "Cardiology", "Кардіологія"), never the code; a code the texts do not know (added to the
 * dictionary later) shows the dictionary's name when given, else the code as words.
 */
export function useSpecialityName(): (code: string, dictionaryName?: string | null) => string {
  const { t } = useTranslation('ui');
  return useCallback((code: string, dictionaryName?: string | null) => t(`speciality.${code}`, { defaultValue: dictionaryName ?? specialityFallback(code) }), [t]);
}
