import type { PortalModule } from '../portal-module';
import { accountsRoutes } from './patient/accounts-routes';
import { authorizeAccount, confirmAccountEmail, confirmAccountPhone } from './accounts-service';
import { replacePassword } from './patient/password-service';
import { accountsMessageTexts } from './accounts.message-texts';


/** The patient's account: sign-in, contact data, language, notifications, deletion. */
export const accountsModule: PortalModule = {
  name: 'accounts',
  tier: 'foundation',
  order: 60,
  // The foundation below it: the event log, contact look-ups and notices, password hashing and the sign-in
  // lock, settings; the patient records an account owns (sign-in claims, merge, deletion ends its links); and
  // confirmations, which sends the link and code of a changed e-mail or phone (what it proves comes back as events).
  uses: ['event-log', 'contacts', 'sign-in-guard', 'settings', 'patients', 'confirmations'],
  tables: ['accounts', 'sessions'],
  // Sign-in by PESEL (the e-service) and the merge's same-person check join the own records.
  // A new password voids the account's reset secrets and single-sign-on tokens in its transaction.
  // An unconfirmed account's clean-up reads its registration and sign-in events (one query).
  usesTables: ['patients', 'verifications', 'ssoTokens', 'eventLog'],
  routes: accountsRoutes,
  handles: {
    // A record the clinic confirmed makes its owner's account AUTHORIZED, in the same transaction.
    'patient.identity-confirmed': async (deps, { accountId }, { tx }) => {
      await authorizeAccount(deps, accountId, { tx });
    },
    // The confirmations module proves an address, a number or who is recovering; the account changes here.
    'email.confirmed': async (deps, { accountId, email, emailIsLogin, fromPending }, { tx }) => {
      await confirmAccountEmail(deps, accountId, email, { emailIsLogin, fromPending }, { tx });
    },
    'phone.confirmed': async (deps, event, { tx }) => {
      await confirmAccountPhone(deps, event, { tx });
    },
    'password.recovered': async (deps, { accountId, newPassword }, { tx }) => {
      await replacePassword(deps, accountId, newPassword, { tx });
    },
  },
  // The e-mail of a deleted account.
  messageTexts: accountsMessageTexts,
};
