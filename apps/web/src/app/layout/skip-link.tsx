import { useTranslation } from 'react-i18next';

/** The first focusable element of every page: jumps over the bars to the content. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a className="skip-link" href="#main-content">
      {t('skipToContent')}
    </a>
  );
}
