import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A console address that has no page: says so and leads back to the dashboard (issue 28 item 16). */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageTitle(t('notFoundPage.title'));
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('notFoundPage.title')}</Title>
        <Text>{t('notFoundPage.text')}</Text>
        <Anchor component={Link} to="/" fw={600}>
          {t('notFoundPage.home')}
        </Anchor>
      </Stack>
    </Container>
  );
}
