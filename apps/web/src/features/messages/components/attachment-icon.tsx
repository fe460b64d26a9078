import { useTranslation } from 'react-i18next';

/** A paper clip saying how many files a message carries (its words for screen readers). */
export function AttachmentIcon({ count }: { count: number }) {
  const { t } = useTranslation('messages');
  return (
    <svg role="img" aria-label={t('list.attachments', { count })} width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <title>{t('list.attachments', { count })}</title>
      <path d="M21 11.5 12.5 20a5.5 5.5 0 0 1-7.8-7.8l8.5-8.5a3.7 3.7 0 0 1 5.2 5.2l-8.5 8.5a1.8 1.8 0 0 1-2.6-2.6l7.8-7.8" />
    </svg>
  );
}
