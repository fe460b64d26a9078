import { Grid, NavLink, Stack, Text } from '@mantine/core';
import { PageHeading } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { settingsPaths, type SettingsPage } from '../paths';

const pages = Object.keys(settingsPaths) as SettingsPage[];

/** The settings area: its heading, the list of its pages and the page chosen. */
export function SettingsLayout() {
  const { t } = useTranslation('settings');
  const { pathname } = useLocation();
  return (
    <Stack>
      <PageHeading documentTitle={t('title')}>{t('title')}</PageHeading>
      <Text c="dimmed">{t('intro')}</Text>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <nav aria-label={t('sections')}>
            {pages.map((page) => {
              const path = settingsPaths[page];
              const active = pathname.endsWith(path);
              return <NavLink key={page} component={Link} to={path} label={t(`pages.${page}`)} active={active} aria-current={active ? 'page' : undefined} />;
            })}
          </nav>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
