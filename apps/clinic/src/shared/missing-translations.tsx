import { Text } from '@mantine/core';
import { missingTranslations, type ConfiguredName } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/**
 * Beside a name the clinic configures (a category, a service, a link, an answer option): the languages
 * it still lacks. A patient reading English or Ukrainian sees the English name, else the Polish one
 * (domain `configuredName`), so the console says where that fallback happens. Nothing when complete.
 */
export function MissingTranslations({ name }: { name: ConfiguredName }) {
  const { t } = useTranslation('common');
  const missing = missingTranslations(name);
  if (missing.length === 0) return null;
  return (
    <Text size="xs" c="orange.9" component="span" display="block">
      {t('translations.missing', { languages: missing.map((language) => t(`translations.languages.${language}`)).join(', ') })}
    </Text>
  );
}
