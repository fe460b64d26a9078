import type { DbOrTx } from '../../db/client';
import { links, settings } from '../../db/schema/index';
import { settingsDefaults, type SettingsGroups, type SettingsKey } from './settings-service';

/** The demo installation: the defaults, the demo clinic, and only the modules that exist turned on. */
const demoSettings: SettingsGroups = {
  ...settingsDefaults,
  application: {
    ...settingsDefaults.application,
    allergyModule: true,
    ampaModule: true,
    adverseEventsModule: true,
    messagesModule: true,
    medicalServicesModule: true,
    clinicalDocumentRequestsModule: true,
    bookingsModule: true,
  },
  // The sign-in page offers self-registration for me, for a child and for a ward.
  login: {
    ...settingsDefaults.login,
    showLinkToCreateAccountForMe: true,
    showLinkToCreateAccountForChild: true,
    showLinkToCreateAccountForWard: true,
  },
  identification: {
    ...settingsDefaults.identification,
    providerName: 'Przychodnia Zdrowie Plus sp. z o.o.',
    providerAddress: 'ul. Zdrowa 1, 30-001 Kraków',
    contactPhone: '+48 12 345 67 89',
    contactEmail: 'rejestracja@zdrowieplus.example',
  },
  // The symptom self-assessment, with the patient's position when she allows it.
  questionnaire: { selfAssessmentQuestionaire: true, selfAssessmentGps: true },
  help: { helpUrl: 'https://pomoc.portal-pacjenta.example/e-pacjent', contextHelpEnabled: true },
  // The public e-administration service for patients (Internetowe Konto Pacjenta), shown in the top bar.
  'system-installation': {
    ...settingsDefaults['system-installation'],
    publicEAdministrationUrl: 'https://pacjent.gov.pl',
    publicEAdministrationUrlVisible: true,
  },
};

const demoLinks: Array<typeof links.$inferInsert> = [
  { kind: 'HELP', namePl: 'Pomoc', nameEn: 'Help', nameUk: 'Допомога', url: 'https://pomoc.portal-pacjenta.example/e-pacjent', position: 10 },
  {
    kind: 'OTHER',
    namePl: 'Regulamin świadczenia usług drogą elektroniczną',
    nameEn: 'Terms of electronic services',
    nameUk: 'Правила електронних послуг',
    url: '/regulamin',
    position: 20,
  },
  { kind: 'OTHER', namePl: 'Polityka prywatności', nameEn: 'Privacy policy', nameUk: 'Політика конфіденційності', url: '/polityka-prywatnosci', position: 30 },
  { kind: 'OTHER', namePl: 'Deklaracja dostępności', nameEn: 'Accessibility statement', nameUk: 'Заява про доступність', url: '/deklaracja-dostepnosci', position: 40 },
  // The provider's other application (here the demo's own page): opening it hands the session over by SSO.
  { kind: 'OTHER', namePl: 'Inna aplikacja przychodni', nameEn: "The clinic's other application", nameUk: 'Інший застосунок закладу', url: '/sim/other-app', sso: true, position: 45 },
  { kind: 'HELP', namePl: 'Kontakt z rejestracją', nameEn: 'Contact the registration desk', nameUk: 'Зв’язатися з реєстратурою', url: 'mailto:rejestracja@zdrowieplus.example', position: 50 },
];

export async function seedSettings(db: DbOrTx): Promise<void> {
  const rows = (Object.keys(demoSettings) as SettingsKey[]).map((key) => ({ key, value: demoSettings[key] }));
  await db.insert(settings).values(rows);
  await db.insert(links).values(demoLinks);
}
