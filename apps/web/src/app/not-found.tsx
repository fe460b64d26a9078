import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { usePageTitle } from '../shared/use-page-title';

/** Where an unknown address leads back: the hub when signed in, sign-in otherwise (`redirectUnknown`). */
export interface NotFoundData {
  home: '/main' | '/login';
}

/** An address the portal does not have: says so and gives the way home (issue 28 item 16). */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { home } = useLoaderData<NotFoundData>();
  usePageTitle(t('notFoundPage.title'));
  return (
    <Center component="main" id="main-content" mih="100vh" p="md">
      <Stack maw={520} gap="md">
        <Title order={1}>{t('notFoundPage.title')}</Title>
        <Text>{t('notFoundPage.text')}</Text>
        <Anchor component={Link} to={home} fw={600}>
          {home === '/main' ? t('notFoundPage.home') : t('notFoundPage.signIn')}
        </Anchor>
      </Stack>
    </Center>
  );
}
