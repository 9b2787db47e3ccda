import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import sharp from 'sharp';

/** A tile that shows where it ends (its edges) and a street across it, for the screenshots. */
const TILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <rect width="256" height="256" fill="#d9ead3" stroke="#9bbf8c" stroke-width="2"/>
  <path d="M0 96 H256 M160 0 V256" stroke="#ffffff" stroke-width="10"/>
</svg>`;

/**
 * A tile server of our own on 127.0.0.1 (another origin than the app), as one whose usage policy
 * allows saving an area would be: PNG tiles at /tiles/{z}/{x}/{y}.png with CORS headers. It
 * records the tiles asked for, as "z/x/y", answers 503 while `refusing` (an overloaded
 * server), and once `passing` more tiles have gone out keeps the next ones waiting until
 * `release()` (a save under way).
 */
export async function startTileServer() {
  const tile = await sharp(Buffer.from(TILE_SVG)).png().toBuffer();
  const requested: string[] = [];
  const state = { refusing: false, passing: Infinity };
  const waiting: (() => void)[] = [];
  const server = createServer((req, res) => {
    const match = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(req.url ?? '');
    if (!match || state.refusing) {
      res.writeHead(match ? 503 : 404, { 'access-control-allow-origin': '*' }).end();
      return;
    }
    requested.push(`${match[1]}/${match[2]}/${match[3]}`);
    const send = () =>
      res
        .writeHead(200, {
          'content-type': 'image/png',
          'access-control-allow-origin': '*',
          // Never from the browser's HTTP cache: offline, a tile can only come from a saved map.
          'cache-control': 'no-store',
        })
        .end(tile);
    if (state.passing-- > 0) send();
    else waiting.push(send);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    template: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`,
    requested,
    state,
    /** Sends the tiles kept waiting, and every one after them. */
    release() {
      state.passing = Infinity;
      for (const send of waiting.splice(0)) send();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
export type TileServer = Awaited<ReturnType<typeof startTileServer>>;
