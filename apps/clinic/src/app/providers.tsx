import type { ReactNode } from 'react';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@portal/ui/global.css';
import { MantineProvider } from '@mantine/core';
import { installDoubleSubmitGuard } from '@portal/ui/double-submit-guard';
import { NotificationsHost } from '@portal/ui/notify';
import { provideAppName } from '@portal/ui/page-title';
import { theme } from '@portal/ui/theme';
import { useTranslation } from 'react-i18next';

// Page titles read "<page title> - Konsola kliniki".
provideAppName(function useConsoleName() {
  return useTranslation('common').t('appName');
});

// Every save in the app ignores a second click while the first is in flight.
installDoubleSubmitGuard();

/** What every page of the console needs: Mantine with the shared theme and the toast container. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <NotificationsHost />
      {children}
    </MantineProvider>
  );
}
