import { Alert, Anchor, Container } from '@mantine/core';
import { usePageTitle } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a page that failed to load or render shows (a failed chunk after a release, an error). */
export function RouteError() {
  const { t } = useTranslation('common');
  usePageTitle(t('error.title'));
  return (
    <Container component="main" size="sm" py="xl">
      <Alert color="red" title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t('error.title')}</h1>} role="alert">
        {t('error.message')}{' '}
        <Anchor component={Link} to="/" reloadDocument>
          {t('error.home')}
        </Anchor>
      </Alert>
    </Container>
  );
}
