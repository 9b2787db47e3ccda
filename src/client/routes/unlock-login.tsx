import { UnlockLogin } from '../features/email/unlock-login.js';

export function UnlockLoginPage() {
  return <UnlockLogin />;
}
