import { CAT_STATUS, ESTIMATED_AGE, GENDER, HEALTH, NEEDS, TRAITS } from '../constants.js';
import { z } from '../validation.js';
import { checkinOutput } from './checkins-output.js';
import { helperOutput } from './notifications.js';
import {
  bonusDetailOutput,
  cellAreaOutput,
  count,
  geoPointOutput,
  isoDate,
  pageFields,
  urlPath,
} from './common-output.js';

const catShape = {
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  photoUrl: urlPath,
  thumbnailUrl: urlPath,
  photoId: z.string().describe('The main photo’s id (to report it); empty without a photo.'),
  additionalPhotos: z.array(urlPath),
  additionalPhotoThumbnails: z.array(urlPath),
  additionalPhotoIds: z
    .array(z.string())
    .describe('Ids of the additional photos, in the same order (for removeAdditionalPhotos).'),
  health: z.enum(HEALTH),
  color: z.string(),
  estimatedAge: z.enum(ESTIMATED_AGE),
  gender: z.enum(GENDER),
  isSterilized: z.boolean(),
  isVaccinated: z.boolean(),
  personalityTraits: z.array(z.enum(TRAITS)),
  needs: z.array(z.enum(NEEDS)),
  needsDescription: z.string(),
  location: geoPointOutput.describe(
    'Exact for carers (registrar, approved carers, admins); for everybody else the public point of the cat’s privacy cell, shared by every cat in that cell.',
  ),
  exactLocation: z.boolean(),
  publicArea: cellAreaOutput
    .nullable()
    .describe('The privacy cell the cat is in (the area shown to non-carers); null for carers.'),
  status: z.enum(CAT_STATUS),
  createdAt: isoDate,
  updatedAt: isoDate,
  lastCheckIn: isoDate
    .nullable()
    .describe(
      'The latest check-in; on the REST paths a cat never checked in gives its creation time.',
    ),
  totalCheckIns: count,
  discoveredBy: z.strictObject({ _id: z.string(), name: z.string() }),
  canEdit: z.boolean(),
  isFavorite: z.boolean(),
  hidden: z
    .strictObject({ reason: z.string() })
    .nullable()
    .describe('Hidden by moderation (only its registrar and moderators see it at all).'),
  hiddenPhotos: z
    .array(z.strictObject({ _id: z.string(), reason: z.string() }))
    .describe(
      'Its photos hidden by moderation, for the registrar and moderators (others never get them).',
    ),
  helpers: z
    .array(helperOutput)
    .describe('Who said "Eu vou ajudar" and is on the way, earliest first (cats in need only).'),
  distance: count
    .optional()
    .describe('Metres from the point asked about (only when one was given).'),
};

export const catOutput = z.strictObject(catShape).meta({ id: 'Cat' });

export const catsOutput = z.array(catOutput);

/** cats.similar: each cat says whether its photos hold the same picture as the one chosen. */
export const similarCatsOutput = z.array(
  z.strictObject({ ...catShape, samePhoto: z.boolean() }).meta({ id: 'SimilarCat' }),
);

export const createdCatOutput = z
  .strictObject({
    ...catShape,
    pointsEarned: z.number().int(),
    bonusDetails: z.array(bonusDetailOutput),
  })
  .meta({ id: 'CreatedCat', description: 'The new cat, with the points earned.' });

export const catListOutput = z
  .strictObject({ cats: z.array(catOutput), ...pageFields })
  .meta({ id: 'CatList' });

export const catPageOutput = z
  .strictObject({
    cat: catOutput,
    recentCheckIns: z.array(checkinOutput).describe('The latest 10, newest first.'),
  })
  .meta({ id: 'CatPage' });

export const catDeletedOutput = z
  .strictObject({ _id: z.string(), deleted: z.literal(true) })
  .meta({ id: 'CatDeleted' });

export const favoriteChangeOutput = z
  .strictObject({ catId: z.string(), isFavorite: z.boolean() })
  .meta({ id: 'FavoriteChange' });
