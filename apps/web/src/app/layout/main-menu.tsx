import { NavLink } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink } from 'react-router';
import { useApplicationSettings } from '../../shared/settings/application-settings';
import { useQuestionnaireSettings } from '../../shared/settings/questionnaire-settings';
import { routeExists, type ModuleMenuItem } from '../modules';
import { moduleMenus } from './menu-items';

const namesQuestionnaireSetting = moduleMenus.some((m) => 'questionnaireSetting' in m);

/** Modules switched on in the application (or questionnaire) settings whose screens this build has, then the account. */
export function MainMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const { data: settings } = useApplicationSettings();
  const { data: questionnaireSettings } = useQuestionnaireSettings({ enabled: namesQuestionnaireSetting });
  const isOn = (m: ModuleMenuItem) => ('flag' in m ? settings?.[m.flag] : questionnaireSettings?.[m.questionnaireSetting]) === true;
  const items = moduleMenus.filter((m) => isOn(m) && routeExists(m.path));
  return (
    <>
      {items.map((item) => (
        <NavLink
          key={item.path}
          component={RouterNavLink}
          to={item.path}
          label={t(item.labelKey)}
          onClick={onNavigate}
          // A feature's count beside its entry (the messages' unread count, kept current by the live channel).
          rightSection={
            item.badge ? (
              <Suspense fallback={null}>
                <item.badge />
              </Suspense>
            ) : undefined
          }
        />
      ))}
      <NavLink component={RouterNavLink} to="/account" label={t('menu.account')} onClick={onNavigate} />
    </>
  );
}
