import { publicConfigOutput } from '../../../shared/schemas/config-output.js';
import { appVersion, shownVersion } from '../../lib/version.js';
import { DEMO_LOGIN } from '../../demo/credentials.js';
import { publicProcedure, router } from '../init.js';

/** What the web client needs to know about this server's settings (nothing secret). */
export const configRouter = router({
  public: publicProcedure.output(publicConfigOutput).query(({ ctx }) => ({
    version: shownVersion(appVersion(ctx.settings)),
    mapTileUrl: ctx.settings.MAP_TILE_URL,
    mapTileBulkDownload: ctx.settings.MAP_TILE_BULK_DOWNLOAD,
    mapTileOfflineMaxZoom: ctx.settings.MAP_TILE_OFFLINE_MAX_ZOOM,
    googleClientId: ctx.settings.GOOGLE_CLIENT_ID ?? null,
    ipLookupUrl: ctx.settings.IP_LOOKUP_URL ?? null,
    defaultLocation: ctx.settings.DEFAULT_LOCATION,
    demoLogin: ctx.settings.DEMO_DATA ? DEMO_LOGIN : null,
    registrationMode: ctx.settings.REGISTRATION_MODE,
    mailEnabled: ctx.mailer !== null,
    communityContact: ctx.settings.COMMUNITY_CONTACT ?? null,
  })),
});
