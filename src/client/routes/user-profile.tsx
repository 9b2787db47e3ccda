import { PublicProfile } from '../features/profile/public-profile.js';
import '../features/profile/profile.css';

export function UserProfilePage() {
  return <PublicProfile />;
}
