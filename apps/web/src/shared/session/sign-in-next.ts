import type { Account } from '@portal/contracts';
import { markLanguageSettled } from '../../i18n';
import { afterSignIn, withSignInContext } from '../context-query';
import { queryClient } from '../query-client';
import { applicationSettingsQuery } from '../settings/application-settings';
import { currentAccountQuery } from './current-account';

/** The page of the messages that must be confirmed before anything else (messages module). */
export const MESSAGES_TO_CONFIRM_PATH = '/messages-to-confirm';

/**
 * Where a successful sign-in leads when no notice names a page (spec part 1 §4 "Sign-in", part 2 §4):
 * the messages to confirm, carrying the visit's context and `returnTo`, from where the person goes on
 * once none is left; straight on (`afterSignIn`: returnTo, else /main with the context) while the
 * messages module is off, its flags cannot be read, or this build has no such page. Loaded only after
 * a sign-in succeeds, so the sign-in page's own script stays within its budget. Every way of signing in
 * ends here: the signed-in area settles the interface's language with the account anew
 * (`useAccountLanguage`).
 */
export async function signInNext(search: string | URLSearchParams, routeExists: (path: string) => boolean): Promise<string> {
  markLanguageSettled(null);
  if (routeExists(MESSAGES_TO_CONFIRM_PATH)) {
    // Read afresh: a new sign-in (perhaps another account in this tab) must not go by an earlier answer.
    const flags = await queryClient.fetchQuery({ ...applicationSettingsQuery, staleTime: 0 }).catch(() => null);
    if (flags?.messagesModule === true) return withSignInContext(MESSAGES_TO_CONFIRM_PATH, search);
  }
  return afterSignIn(search);
}

/**
 * The sign-in page's last step in one import (its script is within a tight budget): the signed-in area
 * starts from the account just read, and the page goes to `target` (a notice's page) or the next page.
 */
export async function signedIn(account: Account, search: string | URLSearchParams, routeExists: (path: string) => boolean, target?: string | null): Promise<string> {
  queryClient.setQueryData(currentAccountQuery.queryKey, account);
  return target || signInNext(search, routeExists);
}
