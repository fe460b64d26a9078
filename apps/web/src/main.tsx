import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import { applyPreferences } from './app/preferences';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';

// Contrast and font size before the first paint, so a page never flashes in the wrong size.
applyPreferences();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
