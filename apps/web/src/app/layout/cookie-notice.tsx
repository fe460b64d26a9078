import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { legalPaths } from '../../shared/legal-paths';

const COOKIE = 'cookiesInfo';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const cookieNoticeAccepted = () => document.cookie.split('; ').includes(`${COOKIE}=hidden`);

/** Remembers the acceptance for a year; browsers accept Secure cookies on http://localhost too. */
export function acceptCookieNotice() {
  document.cookie = `${COOKIE}=hidden; Secure; SameSite=Lax; path=/; max-age=${ONE_YEAR_SECONDS}`;
}

/** The cookie notice, shown until accepted. */
export function CookieNotice() {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(() => !cookieNoticeAccepted());
  if (!visible) return null;
  return (
    <Paper withBorder p="sm" role="region" aria-label={t('cookies.label')}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 20rem' }}>
          {t('cookies.text')}{' '}
          <Anchor component={Link} to={legalPaths.privacy} size="sm">
            {t('cookies.more')}
          </Anchor>
        </Text>
        <Button
          size="sm"
          onClick={() => {
            acceptCookieNotice();
            setVisible(false);
          }}
        >
          {t('cookies.accept')}
        </Button>
      </Group>
    </Paper>
  );
}
