import { UnlockLogin } from '../features/email/email-link-page.js';

export function UnlockLoginPage() {
  return <UnlockLogin />;
}
