import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady, provideTextLoaders } from './i18n';
import { applyPreferences } from '@portal/ui/preferences';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';

// The texts of every page but the sign-in page load from their own chunks (i18n/bundles.ts).
provideTextLoaders(() => import('./i18n/bundles').then((m) => m.bundles));

// Contrast and font size before the first paint, so a page never flashes in the wrong size.
applyPreferences();

// A visitor who chose English or Ukrainian gets the page in it from the first paint: its texts load first.
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  ),
);
