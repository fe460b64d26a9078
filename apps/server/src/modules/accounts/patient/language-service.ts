import type { InterfaceLanguage } from '@portal/contracts';
import type { Deps } from '../../../deps';
import { setLanguage } from '../core/account-contacts-repository';

/**
 * PUT mpi-user/language: the signed-in account's interface language, set when the person switches it
 * (and at registration). E-mails and SMS messages to the account go out in it (modules/confirmations).
 */
export async function setAccountLanguage(deps: Pick<Deps, 'db' | 'clock'>, accountId: number, language: InterfaceLanguage): Promise<void> {
  await setLanguage(deps.db, accountId, language, deps.clock.now());
}
