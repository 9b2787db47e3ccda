import { PrivacyPolicy } from '../features/pages/privacy-policy.js';

export function PrivacyPolicyPage() {
  return <PrivacyPolicy />;
}
