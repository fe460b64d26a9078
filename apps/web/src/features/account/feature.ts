import type { FeatureTexts, WebFeature } from '../../app/feature';
import type account from './i18n/pl/account.json';
import type accountContact from './i18n/pl/account-contact.json';
import type accountWards from './i18n/pl/account-wards.json';
import type accountChildren from './i18n/pl/account-children.json';
import type accountDocuments from './i18n/pl/account-documents.json';
import type accountMobile from './i18n/pl/account-mobile.json';
import type accountLog from './i18n/pl/account-log.json';

declare module '../../i18n/resources' {
  interface WebTexts {
    account: {
      account: typeof account;
      'account-contact': typeof accountContact;
      'account-wards': typeof accountWards;
      'account-children': typeof accountChildren;
      'account-documents': typeof accountDocuments;
      'account-mobile': typeof accountMobile;
      'account-log': typeof accountLog;
    };
  }
}

/**
 * Its namespaces' files as values (see FeatureTexts); the area's routes load them (routes.tsx), so this
 * list, unlike the other features', is in the entry chunk beside the descriptor (some 50 bytes: a file
 * of its own, shared by the two, made the bundler cut the sign-in page's script into twelve chunks).
 */
export const texts = { account: ['account', 'account-contact', 'account-wards', 'account-children', 'account-documents', 'account-mobile', 'account-log'] } satisfies FeatureTexts;

/** The account area (/account and its tabs, /ward/confirm): in every installation, in the signed-in lazy area. */
export const feature: WebFeature = { name: 'account', areaPaths: ['/account/*', '/ward/confirm/*'] };
