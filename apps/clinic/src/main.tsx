import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyPreferences } from '@portal/ui/preferences';
import { i18nReady, provideTextLoaders } from './i18n';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';

// The texts of every page but the sign-in page load from their own chunks (i18n/bundles.ts).
provideTextLoaders(() => import('./i18n/bundles').then((m) => m.bundles));

// Contrast and font size (shared with the patient portal's footer controls) before the first paint.
applyPreferences();

void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  ),
);
