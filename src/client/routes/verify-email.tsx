import { VerifyEmail } from '../features/email/verify-email.js';

export function VerifyEmailPage() {
  return <VerifyEmail />;
}
