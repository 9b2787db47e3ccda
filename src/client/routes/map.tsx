import { MapScreen } from '../features/map/map-screen.js';

/** /map (its own chunk: pigeon-maps is loaded only here). */
export function MapPage() {
  return <MapScreen />;
}
