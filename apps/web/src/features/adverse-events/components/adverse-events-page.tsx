import { Button, Group, List, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@portal/ui/page';
import { QueryBoundary } from '@portal/ui/page';
import { useAdverseEventsUrl } from '../api/adverse-events-url';

/**
 * /adverseevents (spec part 1 §2): the external adverse-event reporting form opens in a new window.
 * The address is read with the page and offered as a real link opening a new tab, so no popup
 * blocker stands in the way and the portal window stays out of the other site's reach.
 */
export function AdverseEventsPage() {
  const { t } = useTranslation('adverse-events');
  const url = useAdverseEventsUrl();
  return (
    <Stack gap="lg" maw={720}>
      <PageHeading documentTitle={t('title')}>{t('title')}</PageHeading>
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Text>{t('intro')}</Text>
          <List size="sm" spacing={4}>
            <List.Item>{t('what1')}</List.Item>
            <List.Item>{t('what2')}</List.Item>
            <List.Item>{t('what3')}</List.Item>
          </List>
          <Text size="sm" c="dimmed">
            {t('external')}
          </Text>
          <QueryBoundary query={url}>
            {(address) => (
              <Group gap="md">
                <Button component="a" href={address} target="_blank" rel="noopener noreferrer" data-testid="adverse-events-open">
                  {t('open')}
                  <VisuallyHidden>{` (${t('newTab')})`}</VisuallyHidden>
                </Button>
                <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {address}
                </Text>
              </Group>
            )}
          </QueryBoundary>
        </Stack>
      </Paper>
    </Stack>
  );
}
