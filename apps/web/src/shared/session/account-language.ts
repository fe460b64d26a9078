import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, hasChosenLanguage, isLanguage, languageSettledFor, markLanguageSettled, settleChosenLanguage, type Language } from '../../i18n';
import { saveAccountLanguage } from './account-api';
import { currentAccountQuery } from './current-account';

/**
 * The interface and the account's messages speak one language, settled once per sign-in in this
 * browser: a language picked here before signing in goes to the account (its e-mails and SMS follow
 * it); without such a pick the interface takes the account's language (chosen on another device, or at
 * registration). After that this browser keeps its own language, reloads and new tabs included: a
 * change made in another session of the account reaches this one at its next sign-in, or when the
 * person picks it here, never in the middle of what she is doing (a booking wizard). The sign-in's last
 * step (`signInNext`) clears the mark, so every sign-in settles it again.
 */
export function useAccountLanguage(): void {
  const { i18n } = useTranslation();
  const { data: account } = useQuery(currentAccountQuery);
  const accountId = account?.id;
  useEffect(() => {
    if (!account || languageSettledFor(account.id)) return;
    markLanguageSettled(account.id);
    if (account.language === i18n.language) settleChosenLanguage();
    else if (hasChosenLanguage() && isLanguage(i18n.language)) saveChosenLanguage(i18n.language);
    else void changeLanguage(account.language);
  }, [accountId]); // eslint-disable-line react-hooks/exhaustive-deps -- once per signed-in account
}

/**
 * A language picked while signed in (the footer's switch) goes to the account at once: its e-mails and
 * SMS follow it, and its other sessions take it at their next sign-in. A failed save is reported by the
 * API client; the pick then waits for the next sign-in.
 */
export function saveChosenLanguage(language: Language): void {
  void saveAccountLanguage(language).then(settleChosenLanguage, () => undefined);
}
