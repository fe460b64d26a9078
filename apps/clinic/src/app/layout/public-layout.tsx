import { Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../shared/language-switch';

/** The sign-in page's frame: the console's name and the language switch, then the page. */
export function PublicLayout() {
  const { t } = useTranslation('common');
  return (
    <>
      <Box component="header" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('appName')}</Text>
          <LanguageSwitch />
        </Group>
      </Box>
      <Container component="main" size="sm" py="xl" px="md">
        <Outlet />
      </Container>
    </>
  );
}
