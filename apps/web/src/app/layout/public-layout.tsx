import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useIdentification } from '../../shared/settings/root-data';
import { Footer } from './footer';
import { SkipLink } from './skip-link';

/** Frame of the public pages (sign-in, confirmations, legal): name bar, content, footer. */
export function PublicLayout() {
  const { t } = useTranslation(['shell', 'common']);
  const { data: identification } = useIdentification();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box component="header" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group justify="space-between">
          <Anchor component={Link} to="/login" fw={700} size="lg" underline="never" c="var(--mantine-color-text)">
            {identification?.portalName || t('common:portalName')}
          </Anchor>
          {identification?.providerName ? (
            <Text size="sm" c="dimmed" visibleFrom="sm">
              {identification.providerName}
            </Text>
          ) : null}
        </Group>
      </Box>
      <Container component="main" id="main-content" tabIndex={-1} size="md" w="100%" py="lg" style={{ flex: 1 }}>
        <Outlet />
      </Container>
      <Footer />
    </Box>
  );
}
