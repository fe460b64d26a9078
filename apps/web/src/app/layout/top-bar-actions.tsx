import { Anchor, Button, Menu, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { notify } from '@portal/ui/notify';
import { useCurrentAccount } from '../../shared/session/current-account';
import { useSignOut } from '../../shared/session/sign-out';
import { useHelpContext, useHelpSettings } from '../../shared/settings/help-settings';
import { useSystemInstallation } from '../../shared/settings/root-data';
import { useTopBarLinks } from '../../shared/settings/top-bar-links';
import { buildHelpUrl } from './help-url';
import { TopBarLinks, useLinkShown } from './top-bar-links';

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
 * The shell's one help entry (issue 28 item 16), where a patient looks for it: beside "Zmień hasło" and
 * "Wyloguj". Without configured help links (kind H) it is the help address of the settings (with the
 * page's context id); with them, a menu of that address ("Pomoc portalu") and the configured links, each
 * opening a new tab.
 */
function HelpEntry() {
  const { t, i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  const help = useHelpSettings();
  const helpContext = useHelpContext();
  const links = useTopBarLinks();
  const account = useCurrentAccount();
  const shown = useLinkShown(account.data?.id);
  const helpUrl = buildHelpUrl(help.data, pathname, helpContext.data ?? {});
  const helpLinks = (links.data ?? []).filter((l) => l.kind === 'H');
  const newTab = (lang?: string) => <VisuallyHidden lang={lang}>{` (${t('topBar.newTab')})`}</VisuallyHidden>;

  if (helpLinks.length > 0) {
    return (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="subtle" size="compact-sm">
            {t('topBar.help')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {helpUrl ? (
            <Menu.Item component="a" href={helpUrl} target="_blank" rel="noopener noreferrer">
              {t('topBar.portalHelp')}
              {newTab()}
            </Menu.Item>
          ) : null}
          {helpLinks.map((link) => {
            const { name, foreign, onClick } = shown(link);
            return (
              <Menu.Item key={link.id} component="a" href={link.url} target="_blank" rel="noopener noreferrer" lang={foreign} onClick={onClick}>
                {name}
                {newTab(foreign && i18n.language)}
              </Menu.Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
    );
  }
  return helpUrl ? (
    <Anchor href={helpUrl} target="_blank" rel="noopener noreferrer" size="sm" style={{ whiteSpace: 'nowrap' }}>
      {t('topBar.help')}
      {newTab()}
    </Anchor>
  ) : (
    <Button variant="subtle" size="compact-sm" onClick={() => notify.warning(t('topBar.noHelpUrl'))}>
      {t('topBar.help')}
    </Button>
  );
}

/**
 * The top bar's actions: the one help entry, change of password and sign-out (the region and the
 * versions are in the footer's small print). Laid out by the caller (a row on wide screens, a column in
 * the phone menu).
 */
export function TopBarActions({ onChangePassword }: { onChangePassword: () => void }) {
  const { t } = useTranslation('shell');
  const signOut = useSignOut();
  return (
    <>
      <HelpEntry />
      <Button variant="subtle" size="compact-sm" onClick={onChangePassword}>
        {t('topBar.changePassword')}
      </Button>
      <Button variant="outline" size="compact-sm" onClick={() => void signOut()}>
        {t('topBar.logout')}
      </Button>
    </>
  );
}
