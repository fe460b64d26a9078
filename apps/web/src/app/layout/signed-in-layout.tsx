import '@mantine/dates/styles.css';
import { Anchor, AppShell, Box, Burger, Divider, Group, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure, useElementSize } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import type { Account } from '@portal/contracts';
import { ChangePasswordModal } from '../../features/auth/components/change-password-modal';
import { LocalizedDatesProvider } from '@portal/ui/dates-provider';
import { notify } from '@portal/ui/notify';
import { queryClient } from '../../shared/query-client';
import { saveChosenLanguage, useAccountLanguage } from '../../shared/session/account-language';
import { closeChangePassword, openChangePassword, useChangePasswordOpened } from '../../shared/session/change-password-dialog';
import { currentAccountQuery } from '../../shared/session/current-account';
import { useIdentification } from '../../shared/settings/root-data';
import { useMessagesLive } from '../../features/messages/use-messages-live';
import { useMustConfirmHold } from '../../features/messages/use-must-confirm-hold';
import { useApplicationSettings } from '../../shared/settings/application-settings';
import { routeExists } from '../modules';
import { Footer } from './footer';
import { MainMenu } from './main-menu';
import { SkipLink } from './skip-link';
import { TopBarActions, TopBarExternalLinks } from './top-bar-actions';

// AppShell.Main renders <main>; the shell's own <main> sits inside it beside the footer landmark.
const asDiv = { component: 'div' } as object;
/** The top bar's first row (portal name, help, password, sign-out) and the configured links' row below it. */
const TOP_ROW = 56;
const LINKS_ROW_MIN = 40;
const LINKS_ROW_PADDING = 6;

/** The query cache serves the signed-in area; it loads with it, not with the sign-in page. */
export function SignedInLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInFrame />
    </QueryClientProvider>
  );
}

/** Frame of the signed-in area: top bar, module menu (a burger on phones), content, footer. */
function SignedInFrame() {
  const { t } = useTranslation(['shell', 'common', 'login']);
  const [menuOpened, menu] = useDisclosure(false);
  const changingPassword = useChangePasswordOpened();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { data: identification } = useIdentification();
  // The configured links' row wraps rather than cutting a name; the header grows with its rows.
  // (Mantine's element size is the row's border box: its padding and top border included.)
  const { ref: linksRow, height: linksHeight } = useElementSize<HTMLDivElement>();
  const linksRowHeight = Math.max(LINKS_ROW_MIN, Math.ceil(linksHeight));

  // A chosen page closes the phone menu; only the path matters here, not the handler's identity.
  useEffect(() => menu.close(), [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  useAccountLanguage();
  // One live channel of the messages per tab while the module is on; it closes with this layout (sign-out).
  const { data: settings } = useApplicationSettings();
  const messagesOn = settings?.messagesModule === true && routeExists('/messages');
  useMessagesLive(messagesOn);
  // Messages the clinic asked her to confirm hold her at /messages-to-confirm until she has read them.
  useMustConfirmHold(messagesOn);

  const onPasswordChanged = (account: Account) => {
    queryClient.setQueryData(currentAccountQuery.queryKey, account);
    closeChangePassword();
    notify.success(t('login:changePassword.success'));
  };

  return (
    <LocalizedDatesProvider>
      <ModalsProvider labels={{ confirm: t('common:confirm'), cancel: t('common:cancel') }}>
        <SkipLink />
        <AppShell
          header={{ height: { base: 60, sm: TOP_ROW + linksRowHeight } }}
          navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
          padding={0}
        >
          <AppShell.Header>
            <Group h={{ base: '100%', sm: TOP_ROW }} px="md" justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <Burger
                  opened={menuOpened}
                  onClick={menu.toggle}
                  hiddenFrom="sm"
                  size="sm"
                  aria-label={menuOpened ? t('shell:menu.close') : t('shell:menu.open')}
                  aria-expanded={menuOpened}
                  aria-controls="main-navigation"
                />
                <Anchor
                  component={Link}
                  to="/main"
                  fw={700}
                  size="lg"
                  underline="never"
                  c="var(--mantine-color-text)"
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {identification?.portalName || t('common:portalName')}
                </Anchor>
              </Group>
              <Group gap="md" visibleFrom="sm" wrap="nowrap">
                <TopBarActions onChangePassword={openChangePassword} />
              </Group>
            </Group>
            <Group
              ref={linksRow}
              mih={LINKS_ROW_MIN}
              px="md"
              py={LINKS_ROW_PADDING}
              wrap="wrap"
              visibleFrom="sm"
              style={{ columnGap: 'var(--mantine-spacing-lg)', rowGap: 4, borderTop: '1px solid var(--mantine-color-default-border)', boxSizing: 'border-box' }}
            >
              <TopBarExternalLinks />
            </Group>
          </AppShell.Header>
          <AppShell.Navbar
            p="sm"
            id="main-navigation"
            component="nav"
            aria-label={t('shell:menu.label')}
            className="portal-navbar"
            data-closed={menuOpened ? undefined : true}
          >
            <AppShell.Section grow component={ScrollArea}>
              <MainMenu onNavigate={menu.close} />
              <Box hiddenFrom="sm">
                <Divider my="sm" />
                <Stack gap="xs" align="flex-start" px="xs">
                  <TopBarActions onChangePassword={openChangePassword} />
                  <Divider my={4} w="100%" />
                  <TopBarExternalLinks />
                </Stack>
              </Box>
            </AppShell.Section>
          </AppShell.Navbar>
          <AppShell.Main {...asDiv}>
            <Box mih="calc(100vh - var(--app-shell-header-height, 60px))" style={{ display: 'flex', flexDirection: 'column' }}>
              <Box component="main" id="main-content" tabIndex={-1} p="md" style={{ flex: 1 }}>
                <Outlet />
              </Box>
              {/* The account's e-mails and SMS follow the language chosen here. */}
              <Footer onLanguageChosen={saveChosenLanguage} />
            </Box>
          </AppShell.Main>
        </AppShell>
        <ChangePasswordModal opened={changingPassword} onClose={closeChangePassword} onChanged={onPasswordChanged} />
      </ModalsProvider>
    </LocalizedDatesProvider>
  );
}
