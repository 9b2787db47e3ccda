import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { matchPath } from 'react-router-dom';
import { PAGES } from '../../shared/pages.js';
import type { Db } from '../db/client.js';
import { catPhotos, cats } from '../db/schema.js';
import { hiddenAmong } from '../moderation/visibility.js';
import { photoUrl } from '../lib/photos.js';
import type { Settings } from '../settings.js';

/**
 * Link previews (WhatsApp, Telegram, e-mail): a shared /cat/{id} link is fetched by a bot that
 * runs no JavaScript, so the server writes the cat's Open Graph and Twitter card tags into the
 * app's HTML. Only what the cat page shows anyone: name, health, description and the photo's
 * thumbnail; never a position. In pt-BR, the group's language (preview bots send none). The
 * page's first photo is also preloaded for the browser.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const shorten = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** The origin links in the tags use: PUBLIC_URL, else the one the request came to. */
const originOf = (settings: Settings, request: FastifyRequest) =>
  (settings.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

/** The cat's tags for `path`; none when it is no cat page or no cat anyone may see. */
export function catPageMeta(
  db: Db,
  settings: Settings,
  request: FastifyRequest,
  path: string,
): string[] {
  const id = matchPath(PAGES.cat.path, path)?.params.id;
  if (!id) return [];
  const cat = db
    .select({
      name: cats.name,
      health: cats.health,
      description: cats.description,
      status: cats.status,
    })
    .from(cats)
    .where(eq(cats.id, id))
    .get();
  // A link preview is public: nothing hidden by moderation goes in it.
  if (!cat || cat.status !== 'Ativo' || hiddenAmong(db, [id]).size > 0) return [];
  const photos = db
    .select({ id: catPhotos.id, file: catPhotos.file, thumb: catPhotos.thumb })
    .from(catPhotos)
    .where(eq(catPhotos.catId, id))
    .orderBy(asc(catPhotos.position))
    .all();
  const hiddenPhotos = hiddenAmong(
    db,
    photos.map((p) => p.id),
  );
  const photo = photos.find((p) => !hiddenPhotos.has(p.id));
  const origin = originOf(settings, request);
  const title = `${cat.name} · Gateiros`;
  const description = shorten(
    `Saúde: ${cat.health}. ${cat.description || 'Um gato cuidado pela comunidade.'} Veja no Gateiros e ajude a cuidar.`,
    200,
  );
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Gateiros'],
    ['property', 'og:locale', 'pt_BR'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', `${origin}${path}`],
    ['name', 'twitter:card', photo ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'description', description],
  ];
  if (photo) {
    const image = `${origin}${photoUrl(photo.thumb)}`;
    tags.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
    tags.push(['property', 'og:image:alt', `Foto de ${cat.name}`]);
  }
  // The page's largest image, the photo the cat page shows first: fetched alongside the app's
  // code instead of after the cat's data (docs/performance.md). Same URL as cats.byId's photoUrl.
  const preload = photo
    ? [
        `<link rel="preload" as="image" href="${escapeHtml(photoUrl(photo.file))}" fetchpriority="high">`,
      ]
    : [];
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`),
    ...preload,
  ];
}

/** The app's HTML with `tags` at the end of its head; a <title> among them replaces the app's. */
export function withHead(html: string, tags: readonly string[]): string {
  const own = tags.some((tag) => tag.startsWith('<title>'))
    ? html.replace(/<title>[^<]*<\/title>/, '')
    : html;
  return own.replace('</head>', `${tags.map((tag) => `    ${tag}\n`).join('')}  </head>`);
}
