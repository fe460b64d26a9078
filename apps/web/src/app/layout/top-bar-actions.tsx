import { Anchor, Button, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { notify } from '@portal/ui/notify';
import { useCurrentAccount } from '../../shared/session/current-account';
import { useSignOut } from '../../shared/session/sign-out';
import { useHelpContext, useHelpSettings } from '../../shared/settings/help-settings';
import { useSystemInstallation } from '../../shared/settings/root-data';
import { useTopBarLinks } from '../../shared/settings/top-bar-links';
import { buildHelpUrl } from './help-url';
import { TopBarLinks } from './top-bar-links';

/** The configured links (kinds O and H) and the public e-administration link, each opening a new tab. */
export function TopBarExternalLinks() {
  const { t } = useTranslation('shell');
  const links = useTopBarLinks();
  const account = useCurrentAccount();
  const installation = useSystemInstallation();
  const eAdministration =
    installation.data?.publicEAdministrationUrlVisible && installation.data.publicEAdministrationUrl?.trim()
      ? installation.data.publicEAdministrationUrl
      : null;
  return (
    <>
      {links.data ? <TopBarLinks links={links.data} accountId={account.data?.id} /> : null}
      {eAdministration ? (
        <Anchor href={eAdministration} target="_blank" rel="noopener noreferrer" size="sm">
          {t('topBar.eAdministration')}
          <VisuallyHidden>{` (${t('topBar.newTab')})`}</VisuallyHidden>
        </Anchor>
      ) : null}
    </>
  );
}

/**
 * The top bar's actions: help, change of password and sign-out (the region and the versions are in the
 * footer's small print). Laid out by the caller (a row
 * on wide screens, a column in the phone menu).
 */
export function TopBarActions({ onChangePassword }: { onChangePassword: () => void }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const help = useHelpSettings();
  const helpContext = useHelpContext();
  const signOut = useSignOut();
  const helpUrl = buildHelpUrl(help.data, pathname, helpContext.data ?? {});

  return (
    <>
      {helpUrl ? (
        <Anchor href={helpUrl} target="_blank" rel="noopener noreferrer" size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('topBar.help')}
          <VisuallyHidden>{` (${t('topBar.newTab')})`}</VisuallyHidden>
        </Anchor>
      ) : (
        <Button variant="subtle" size="compact-sm" onClick={() => notify.warning(t('topBar.noHelpUrl'))}>
          {t('topBar.help')}
        </Button>
      )}
      <Button variant="subtle" size="compact-sm" onClick={onChangePassword}>
        {t('topBar.changePassword')}
      </Button>
      <Button variant="outline" size="compact-sm" onClick={() => void signOut()}>
        {t('topBar.logout')}
      </Button>
    </>
  );
}
