import type { DbOrTx } from '../../db/client';
import { links, settings } from '../../db/schema/index';
import { switchOf } from '../../plugins/module-flags';
import type { PortalModule } from '../portal-module';
import { settingsDefaults, type SettingsGroups, type SettingsKey } from './settings-service';

/**
 * The demo installation: the defaults and the demo clinic; the modules that exist are turned on by
 * `seedSettings`, from their descriptors' flags.
 */
const demoSettings: SettingsGroups = {
  ...settingsDefaults,
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
  questionnaire: { ...settingsDefaults.questionnaire, selfAssessmentGps: true },
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

/** The demo's settings with the switch of every module in `modules` turned on (a module without a flag is always on). */
export function demoSettingsFor(modules: readonly PortalModule[]): SettingsGroups {
  const groups = structuredClone(demoSettings);
  for (const m of modules) {
    if (!m.flag) continue;
    const { group, key } = switchOf(m.flag);
    (groups[group] as Record<string, unknown>)[key] = true;
  }
  return groups;
}

export async function seedSettings(db: DbOrTx, modules: readonly PortalModule[]): Promise<void> {
  const groups = demoSettingsFor(modules);
  const rows = (Object.keys(groups) as SettingsKey[]).map((key) => ({ key, value: groups[key] }));
  await db.insert(settings).values(rows);
  await db.insert(links).values(demoLinks);
}
