import type { ReactNode } from 'react';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@portal/ui/global.css';
import { MantineProvider } from '@mantine/core';
import { installDoubleSubmitGuard } from '@portal/ui/double-submit-guard';
import { NotificationsHost } from '@portal/ui/notify';
import { theme } from '@portal/ui/theme';

// Every save in the app ignores a second click while the first is in flight.
installDoubleSubmitGuard();

/**
 * Providers every page needs, the sign-in page included, so kept light (the sign-in page may load at
 * most 150 kB of gzipped script): the query cache, dates and modals providers sit in the signed-in
 * layout, the toast container loads with the first toast.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <NotificationsHost />
      {children}
    </MantineProvider>
  );
}
