import { ForgotPassword } from '../features/pages/forgot-password.js';

export function ForgotPasswordPage() {
  return <ForgotPassword />;
}
