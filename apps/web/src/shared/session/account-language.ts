import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, hasChosenLanguage, isLanguage } from '../../i18n';
import { saveAccountLanguage } from './account-api';
import { currentAccountQuery } from './current-account';

/**
 * The interface and the account's messages speak one language. At sign-in, a language the person
 * picked in this browser goes to the account (its e-mails and SMS follow it); without such a pick the
 * interface takes the account's language (chosen on another device, or at registration).
 */
export function useAccountLanguage(): void {
  const { i18n } = useTranslation();
  const { data: account } = useQuery(currentAccountQuery);
  const accountId = account?.id;
  useEffect(() => {
    if (!account || account.language === i18n.language) return;
    if (hasChosenLanguage() && isLanguage(i18n.language)) void saveAccountLanguage(i18n.language).catch(() => undefined);
    else void changeLanguage(account.language);
  }, [accountId]); // eslint-disable-line react-hooks/exhaustive-deps -- once per signed-in account
}
