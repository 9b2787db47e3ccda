import { CarerRequestsPanel } from '../features/carers/carer-requests-panel.js';
import { OwnProfile } from '../features/profile/own-profile.js';
import '../features/profile/profile.css';

export function ProfilePage() {
  return <OwnProfile requests={<CarerRequestsPanel />} />;
}
