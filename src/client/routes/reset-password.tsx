import { ResetPassword } from '../features/email/reset-password.js';

export function ResetPasswordPage() {
  return <ResetPassword />;
}
