import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink } from 'react-router';
import { useApplicationSettings } from '../../shared/settings/application-settings';
import { moduleMenus, routeExists } from '../modules';

/** Modules switched on in the application settings whose screens this build has, then the account. */
export function MainMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const { data: settings } = useApplicationSettings();
  const items = moduleMenus.filter((m) => settings?.[m.flag] === true && routeExists(m.path));
  return (
    <>
      {items.map((item) => (
        <NavLink key={item.path} component={RouterNavLink} to={item.path} label={t(item.labelKey)} onClick={onNavigate} />
      ))}
      <NavLink component={RouterNavLink} to="/account" label={t('menu.account')} onClick={onNavigate} />
    </>
  );
}
