import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, languages } from '../i18n';

/** PL / EN / UK: the interface's language, remembered in this browser. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language')}
      value={isLanguage(i18n.language) ? i18n.language : 'pl'}
      onChange={(lng) => isLanguage(lng) && void changeLanguage(lng)}
      data={languages.map((lng) => ({ value: lng, label: <span title={t(`languages.${lng}`)} lang={lng}>{lng.toUpperCase()}</span> }))}
    />
  );
}
