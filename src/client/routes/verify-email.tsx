import { VerifyEmail } from '../features/email/email-link-page.js';

export function VerifyEmailPage() {
  return <VerifyEmail />;
}
