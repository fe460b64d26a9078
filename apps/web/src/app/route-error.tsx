import { Alert, Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitle } from '../shared/use-page-title';

/** Shown instead of a page that failed to load or render: a plain message and a way to try again. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('shell');
  usePageTitle(t('error.title'));
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Center component="main" id="main-content" mih="100vh" p="md">
      <Stack maw={520} gap="md">
        <Title order={1}>{t('error.title')}</Title>
        <Alert color="red" variant="light">
          <Text>{notFound ? t('error.notFound') : t('error.message')}</Text>
        </Alert>
        <Button onClick={() => window.location.reload()} w="fit-content">
          {t('error.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
