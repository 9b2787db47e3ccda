import { SettingsView } from '../features/settings/settings-view.js';
import '../features/settings/settings.css';

export function SettingsPage() {
  return <SettingsView />;
}
