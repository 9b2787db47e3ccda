import { StrictMode } from 'react';
import TypesafeI18n from '../../shared/i18n/i18n-react.js';
import type { Locales } from '../../shared/i18n/i18n-types.js';
import { AppProviders } from './providers.js';
import { AppRoutes } from './router.js';
import { TransitionRouter } from './transition-router.js';

export function App({ locale }: { locale: Locales }) {
  return (
    <StrictMode>
      <TypesafeI18n locale={locale}>
        <AppProviders>
          <TransitionRouter>
            <AppRoutes />
          </TransitionRouter>
        </AppProviders>
      </TypesafeI18n>
    </StrictMode>
  );
}
