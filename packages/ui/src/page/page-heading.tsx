import { useEffect, useRef, type ReactNode } from 'react';
import { Title } from '@mantine/core';
import { usePageTitle } from './page-title';

/**
 * The page's h1. It takes the focus when it appears, so after a client-side navigation a screen
 * reader starts at the new page rather than at the link that led there, and it names the tab.
 */
export function PageHeading({ children, documentTitle }: { children: ReactNode; documentTitle: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  usePageTitle(documentTitle);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    // Focusable only to receive the focus from script; it is no control, so it draws no focus ring.
    <Title order={1} ref={ref} tabIndex={-1} fz={{ base: 'h2', sm: 'h1' }} style={{ outline: 'none' }}>
      {children}
    </Title>
  );
}
