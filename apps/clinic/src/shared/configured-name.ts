import { configuredName, type ConfiguredName } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../i18n';

/**
 * A name the clinic configures (a message category, an answer option) as the console's reader sees it:
 * in the console's language, else English, else Polish (domain `configuredName`). The forms that edit
 * the names show each language's field instead.
 */
export function useConfiguredName(): (name: ConfiguredName) => string {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'pl';
  return (name) => configuredName(name, language);
}
