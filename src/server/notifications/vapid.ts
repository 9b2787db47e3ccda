import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files.js';
import type { Settings } from '../settings.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who push services may contact about this server (mailto: or https:). */
  subject: string;
}

const storedKeys = z.object({ publicKey: z.string().min(40), privateKey: z.string().min(20) });

/**
 * The server's Web Push identity: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or a pair generated once
 * and kept beside the database (mode 600), like the JWT secret. Changing it orphans every
 * subscription, so it is never regenerated once written.
 */
export function loadVapidKeys(settings: Settings): VapidKeys {
  const subject =
    settings.VAPID_SUBJECT ??
    (settings.PUBLIC_URL?.startsWith('https://') ? settings.PUBLIC_URL : 'mailto:admin@localhost');
  if (settings.VAPID_PUBLIC_KEY && settings.VAPID_PRIVATE_KEY) {
    return {
      publicKey: settings.VAPID_PUBLIC_KEY,
      privateKey: settings.VAPID_PRIVATE_KEY,
      subject,
    };
  }
  if (settings.DATABASE_PATH === ':memory:') return { ...webpush.generateVAPIDKeys(), subject };
  const file = join(dirname(resolve(settings.DATABASE_PATH)), 'vapid-keys.json');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
    writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), {
      mode: PRIVATE_FILE_MODE,
      flag: 'wx',
    });
  }
  const keys = storedKeys.parse(JSON.parse(readFileSync(file, 'utf8')));
  return { ...keys, subject };
}

/**
 * Whether the server may post to a subscription's endpoint: only the push services of
 * PUSH_SERVICES, so nobody can make it call an address of their choosing. A host entry allows
 * https on port 443 only; an origin entry allows exactly that origin (scheme, host and port).
 */
export function pushServiceAllowed(settings: Settings, endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return settings.PUSH_SERVICES.some((entry) => {
    if (entry.includes('://')) return URL.parse(entry)?.origin === url.origin;
    // A host name allows that host on the default https port only (URL drops an explicit :443).
    if (url.protocol !== 'https:' || url.port !== '') return false;
    const host = url.hostname.toLowerCase();
    const pattern = entry.toLowerCase();
    return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;
  });
}
