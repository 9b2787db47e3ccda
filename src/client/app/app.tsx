import { StrictMode } from 'react';
import { RouterProvider } from 'react-router-dom';
import TypesafeI18n from '../../shared/i18n/i18n-react.js';
import type { Locales } from '../../shared/i18n/i18n-types.js';
import { AppProviders } from './providers.js';
import type { AppRouter } from './router.js';

export function App({ locale, router }: { locale: Locales; router: AppRouter }) {
  return (
    <StrictMode>
      <TypesafeI18n locale={locale}>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </TypesafeI18n>
    </StrictMode>
  );
}
