import { TermsOfService } from '../features/pages/terms-of-service.js';

export function TermsOfServicePage() {
  return <TermsOfService />;
}
