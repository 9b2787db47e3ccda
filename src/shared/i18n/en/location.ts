import type { Translation } from '../i18n-types.js';

export const location = {
  locating: 'Finding your location…',
  unavailable: 'Location not available',
  enable: 'Enable location',
  approximate: 'Approximate location from your connection.',
  near: 'Near {place}',
  distanceAway: '{distance} away',
  pickOnMap: 'Pick on the map',
  pickOnMapHint: 'Move the map to where you are and tap “Pick on the map”.',
  listLoading: 'Nearby cats',
  errors: {
    permissionDenied: 'Location permission denied. Allow location access in your browser settings.',
    positionUnavailable: 'Location unavailable. Check that GPS is turned on.',
    timeout: 'Timed out while getting your location. Please try again.',
    unknown: 'Unknown error while getting your location.',
    unsupported: 'Your browser does not support geolocation.',
  },
} satisfies Translation['location'];
