import { REGISTRATION_MODES } from '../accounts.js';
import { z } from '../validation.js';

/** What the web client needs to know about the server's settings (nothing secret). */
export const publicConfigOutput = z.strictObject({
  version: z.string(),
  mapTileUrl: z.string(),
  /** Members may save their colony's area for offline use (MAP_TILE_BULK_DOWNLOAD). */
  mapTileBulkDownload: z.boolean(),
  /** The deepest zoom a saved map reaches (MAP_TILE_OFFLINE_MAX_ZOOM). */
  mapTileOfflineMaxZoom: z.number().int(),
  googleClientId: z.string().nullable(),
  ipLookupUrl: z.string().nullable(),
  defaultLocation: z.strictObject({ latitude: z.number(), longitude: z.number() }),
  demoLogin: z.strictObject({ email: z.string(), password: z.string() }).nullable(),
  registrationMode: z.enum(REGISTRATION_MODES),
  /** The server sends e-mail: password reset by link, address verification. */
  mailEnabled: z.boolean(),
  /** COMMUNITY_CONTACT as a link, or null when the server has none. */
  communityContact: z
    .strictObject({
      kind: z.enum(['email', 'phone', 'whatsapp']),
      text: z.string(),
      href: z.string(),
    })
    .nullable(),
});
