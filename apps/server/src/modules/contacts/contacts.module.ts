import type { PortalModule } from '../portal-module';

/**
 * How the portal reaches an account: its contact data and its in-portal notices (contacts-service).
 * The notices' link (/login?nguid=…) is opened through the accounts module's route.
 */
export const contactsModule: PortalModule = {
  name: 'contacts',
  tier: 'foundation',
  order: 30,
  tables: ['notifications'],
  // The contact columns of accounts (e-mail, phone, channel, language), which the accounts module keeps.
  usesTables: ['accounts'],
};
