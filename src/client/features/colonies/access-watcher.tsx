import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../../lib/auth.js';
import { dropDeviceCopies } from '../../lib/device-copies.js';
import { useAccessEndedQueryOptions } from './api.js';

/** Asked again this often while the app is open (as the bell is), and when it comes back. */
const EVERY_MS = 60_000;
const seenKey = (userId: string) => `gateiros:access-ended:${userId}`;

function readSeen(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSeen(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode: the copies are dropped again next time, which is harmless.
  }
}

/**
 * Renders nothing. When a coordinator removed this person from a colony since the app last
 * looked, the exact positions kept on this device (query cache, service worker, kept lists) go.
 */
export function AccessWatcher() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { data } = useQuery(useAccessEndedQueryOptions(EVERY_MS));
  const at = data?.at ?? null;
  const userId = user?._id;
  useEffect(() => {
    if (!at || !userId) return;
    const key = seenKey(userId);
    if (readSeen(key) === at) return;
    writeSeen(key, at);
    void dropDeviceCopies(queryClient, 'accessLost');
  }, [at, userId, queryClient]);
  return null;
}
