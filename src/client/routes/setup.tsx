import { useSearchParams } from 'react-router-dom';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { AuthPage } from '../features/auth/auth-page.js';
import { SetupForm } from '../features/auth/setup-form.js';
import { usePageTitle } from '../lib/use-page-title.js';

export function SetupPage() {
  const { LL } = useI18nContext();
  usePageTitle(LL.auth.setupTitle());
  const [params] = useSearchParams();
  return (
    <AuthPage title={LL.auth.setupTitle()} subtitle={LL.auth.setupIntro()}>
      <SetupForm token={params.get('token') ?? ''} />
    </AuthPage>
  );
}
