import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { matchPath } from 'react-router-dom';
import { PAGES } from '../../shared/pages.js';
import type { Db } from '../db/client.js';
import { colonies, colonyCats } from '../db/colonies-schema.js';
import { catPhotos, cats } from '../db/schema.js';
import { hiddenAmong } from '../moderation/visibility.js';
import { photoUrl } from '../lib/photos.js';
import type { Settings } from '../settings.js';

/**
 * Link previews (WhatsApp, Telegram, e-mail): a shared /cat/{id} or /colony/{id} link is fetched
 * by a bot that runs no JavaScript, so the server writes the page's Open Graph and Twitter card
 * tags into the app's HTML. Only what the page shows anyone: a cat's name, health, description and
 * photo; a colony's name, description and the photo of one of its cats; never a position. The
 * image is a JPEG made from the stored photo (/preview/{photoId}.jpg, plugins/preview-image.ts):
 * some preview fetchers skip WebP. In pt-BR, the group's language (preview bots send none). A cat
 * page's first photo is also preloaded for the browser.
 */

/** The link preview's image of a stored photo: a JPEG. */
export const previewImagePath = (photoId: string) => `/preview/${photoId}.jpg`;

/** The first photo of the cat not hidden by moderation, or undefined. */
function shownPhoto(db: Db, catId: string) {
  const photos = db
    .select({ id: catPhotos.id, file: catPhotos.file, thumb: catPhotos.thumb })
    .from(catPhotos)
    .where(eq(catPhotos.catId, catId))
    .orderBy(asc(catPhotos.position))
    .all();
  const hiddenPhotos = hiddenAmong(
    db,
    photos.map((p) => p.id),
  );
  return photos.find((p) => !hiddenPhotos.has(p.id));
}

type Tag = [string, string, string];
type PreviewImage = { photoId: string; alt: string; origin: string };

function previewTags(
  url: string,
  title: string,
  description: string,
  image: PreviewImage | undefined,
): Tag[] {
  const tags: Tag[] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Gateiros'],
    ['property', 'og:locale', 'pt_BR'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'description', description],
  ];
  if (image) {
    const src = `${image.origin}${previewImagePath(image.photoId)}`;
    tags.push(['property', 'og:image', src], ['name', 'twitter:image', src]);
    tags.push(['property', 'og:image:type', 'image/jpeg']);
    tags.push(['property', 'og:image:alt', image.alt]);
  }
  return tags;
}

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
  const photo = shownPhoto(db, id);
  const origin = originOf(settings, request);
  const title = `${cat.name} · Gateiros`;
  const description = shorten(
    `Saúde: ${cat.health}. ${cat.description || 'Um gato cuidado pela comunidade.'} Veja no Gateiros e ajude a cuidar.`,
    200,
  );
  const tags = previewTags(
    `${origin}${path}`,
    title,
    description,
    photo && { photoId: photo.id, alt: `Foto de ${cat.name}`, origin },
  );
  // The page's largest image, the photo the cat page shows first: fetched alongside the app's
  // code instead of after the cat's data (docs/performance.md). Same URL as cats.byId's photoUrl.
  const preload = photo
    ? [
        `<link rel="preload" as="image" href="${escapeHtml(photoUrl(photo.file))}" fetchpriority="high">`,
      ]
    : [];
  return render(title, tags, preload);
}

/**
 * A colony's tags for `path` (a shared rota gap leads there): its name, description and the photo
 * of its first active cat that has one; none when it is no colony page.
 */
export function colonyPageMeta(
  db: Db,
  settings: Settings,
  request: FastifyRequest,
  path: string,
): string[] {
  const id = matchPath(PAGES.colony.path, path)?.params.id;
  if (!id) return [];
  const colony = db
    .select({ name: colonies.name, description: colonies.description })
    .from(colonies)
    .where(eq(colonies.id, id))
    .get();
  if (!colony) return [];
  const members = db
    .select({ id: cats.id, name: cats.name })
    .from(colonyCats)
    .innerJoin(cats, eq(cats.id, colonyCats.catId))
    .where(and(eq(colonyCats.colonyId, id), eq(cats.status, 'Ativo')))
    .orderBy(asc(cats.createdAt), asc(cats.id))
    .all();
  const hiddenCats = hiddenAmong(
    db,
    members.map((c) => c.id),
  );
  const origin = originOf(settings, request);
  let image: PreviewImage | undefined;
  for (const cat of members.filter((c) => !hiddenCats.has(c.id))) {
    const photo = shownPhoto(db, cat.id);
    if (photo) {
      image = { photoId: photo.id, alt: `Foto de ${cat.name}, da colônia ${colony.name}`, origin };
      break;
    }
  }
  const title = `${colony.name} · Gateiros`;
  const description = shorten(
    `${colony.description || 'Uma colônia de gatos cuidada pela comunidade.'} Veja a escala de alimentação no Gateiros e ajude a cuidar.`,
    200,
  );
  return render(title, previewTags(`${origin}${path}`, title, description, image));
}

const render = (title: string, tags: readonly Tag[], extra: readonly string[] = []) => [
  `<title>${escapeHtml(title)}</title>`,
  ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`),
  ...extra,
];

/** The app's HTML with `tags` at the end of its head; a <title> among them replaces the app's. */
export function withHead(html: string, tags: readonly string[]): string {
  const own = tags.some((tag) => tag.startsWith('<title>'))
    ? html.replace(/<title>[^<]*<\/title>/, '')
    : html;
  return own.replace('</head>', `${tags.map((tag) => `    ${tag}\n`).join('')}  </head>`);
}
