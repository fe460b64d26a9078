import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageHeading } from '@portal/ui/page';
import { accountTabs } from '../paths';

/** /account — the tabbed shell of the account area; each tab is a route of its own (deep links, reloads). */
export function AccountLayout() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = accountTabs.find((tab) => tab.path === pathname.replace(/\/+$/, ''))?.key ?? null;
  return (
    <Stack gap="lg">
      <PageHeading documentTitle={current ? `${t(`tabs.${current}`)} · ${t('title')}` : t('title')}>{t('title')}</PageHeading>
      {current ? (
        <Tabs value={current} onChange={(key) => navigate(accountTabs.find((tab) => tab.key === key)?.path ?? '/account')} keepMounted={false}>
          {/* Where the tabs do not fit one row (a phone, longer Ukrainian names) they wrap onto more: every tab stays in sight, none cut. */}
          <Tabs.List aria-label={t('tabs.label')}>
            {accountTabs.map((tab) => (
              <Tabs.Tab key={tab.key} value={tab.key} style={{ whiteSpace: 'nowrap' }}>
                {t(`tabs.${tab.key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {/* Every tab has its panel (so each tab's aria-controls points at one); only the current one holds the page. */}
          {accountTabs.map((tab) => (
            <Tabs.Panel key={tab.key} value={tab.key} pt="lg">
              {tab.key === current ? <Outlet /> : null}
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        <Outlet />
      )}
    </Stack>
  );
}
