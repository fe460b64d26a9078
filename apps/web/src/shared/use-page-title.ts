import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdentification } from './settings/root-data';

/** Sets the document title to "<page title> - <portal name>" while the page is shown. */
export function usePageTitle(title: string | null | undefined) {
  const { t } = useTranslation('common');
  const { data } = useIdentification();
  const portalName = data?.portalName || t('portalName');
  useEffect(() => {
    document.title = title ? `${title} - ${portalName}` : portalName;
  }, [title, portalName]);
}
