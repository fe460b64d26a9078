import { AppShell, Burger, Button, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { notify } from '@portal/ui/notify';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, Outlet, useNavigate } from 'react-router';
import { useMe } from '../../features/auth/api/me';
import { useSignOut } from '../../features/auth/api/sign-out';
import { LOGIN_PATH } from '../../features/auth/paths';
import { LanguageSwitch } from '../../shared/language-switch';
// The features' menu labels, in every language before the menu shows.
import '../../i18n/menu-texts';
import { allows } from '../console-feature';
import { areas } from '../features';
import { useMember } from '../member';

/**
 * The signed-in console: a header with the member's name and roles, the language switch and sign-out;
 * a menu of the features the member's roles allow (a drawer on a phone); the page. Dialogs of the
 * pages (`confirmAction`) open within it.
 */
export function ClinicLayout() {
  const { t } = useTranslation('layout');
  // The loader's member, kept current by the cache (a password change writes the new `me` there).
  const loaded = useMember();
  const member = useMe().data ?? loaded;
  const [opened, { toggle, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const signOut = useSignOut();
  // Until her temporary password is changed every other route refuses her (403 MUST_CHANGE_PASSWORD):
  // no menu, so no page's query and no unread badge runs, is retried and races the change.
  const entries = member.mustChangePassword ? [] : areas.filter((a) => a.nav && allows(a, member.roles));

  const leave = () =>
    signOut.mutate(undefined, {
      onSuccess: () => void navigate(LOGIN_PATH, { replace: true }),
      onError: () => notify.error(t('signOutFailed')),
    });

  return (
    <ModalsProvider>
      <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
        <a className="skip-link" href="#content">
          {t('skipToContent')}
        </a>
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap">
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('toggleMenu')} aria-expanded={opened} />
              <Text fw={700} component={Link} to="/" c="inherit" td="none" visibleFrom="xs">
                {t('appName', { ns: 'common' })}
              </Text>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <Stack gap={0} align="flex-end" visibleFrom="sm" title={t('signedInAs', { name: `${member.name} ${member.lastName}` })}>
                <Text size="sm" fw={600} data-testid="member-name">
                  {member.name} {member.lastName}
                </Text>
                <Text size="xs" c="dimmed" data-testid="member-roles">
                  {member.roles.map((r) => t(`roles.${r}`)).join(', ')}
                </Text>
              </Stack>
              <LanguageSwitch />
              <Button variant="light" size="xs" onClick={leave} loading={signOut.isPending}>
                {t('signOut')}
              </Button>
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs" component="nav" aria-label={t('menu')}>
          <Stack gap={0} mb="sm" hiddenFrom="sm" px="sm">
            <Text size="sm" fw={600}>
              {member.name} {member.lastName}
            </Text>
            <Text size="xs" c="dimmed">
              {member.roles.map((r) => t(`roles.${r}`)).join(', ')}
            </Text>
          </Stack>
          {entries.map(({ nav }) =>
            nav ? (
              <NavLink
                key={nav.path}
                component={RouterNavLink}
                to={nav.path}
                end={nav.path === '/'}
                label={t(nav.label)}
                leftSection={nav.icon ? <nav.icon size={18} /> : undefined}
                rightSection={
                  nav.badge ? (
                    <Suspense fallback={null}>
                      <nav.badge />
                    </Suspense>
                  ) : undefined
                }
                onClick={close}
              />
            ) : null,
          )}
        </AppShell.Navbar>
        <AppShell.Main id="content" tabIndex={-1}>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}
