import { CAT_STATUS, ESTIMATED_AGE, GENDER, HEALTH, LIMITS, NEEDS, TRAITS } from '../constants.js';
import type { ErrorKey } from '../messages.js';
import { PHOTO_HASH_PATTERN } from '../photo-hash.js';
import { requiredString, z } from '../validation.js';
import { offlineFields } from './offline.js';

/** A type error says `requiredKey` when the value is missing; other issues keep their message. */
const requiredOr =
  (requiredKey: ErrorKey, otherKey: ErrorKey = 'invalidType') =>
  (iss: { code?: string; input?: unknown }) => {
    if (iss.code !== 'invalid_type' && iss.code !== 'invalid_union') return undefined;
    return iss.input === undefined || iss.input === null ? requiredKey : otherKey;
  };

const unique = <T>(items: T[]): T[] => [...new Set(items)];

/** Multipart clients send booleans as the strings 'true' / 'false'. */
const boolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** Numbers from JSON, or from a query string (the REST shim passes them through as text). */
const numeric = (error: ErrorKey = 'fieldRequired') =>
  z.union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/)
        .transform(Number),
    ],
    { error: requiredOr(error, 'invalidValue') },
  );

const latitude = (error: ErrorKey) => numeric(error).pipe(z.number().min(-90).max(90));
const longitude = (error: ErrorKey) => numeric(error).pipe(z.number().min(-180).max(180));

const enumList = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .max(values.length * 2)
    .transform(unique);

const text = z.string().trim().max(LIMITS.textMax);

/** Where the cat lives. Latitude and longitude are checked for range (NaN and ±Infinity fail). */
const catLocation = z.strictObject(
  {
    latitude: z
      .number({ error: requiredOr('locationRequired') })
      .min(-90)
      .max(90),
    longitude: z
      .number({ error: requiredOr('locationRequired') })
      .min(-180)
      .max(180),
    address: text.default(''),
  },
  { error: requiredOr('locationRequired') },
);

const editable = {
  name: requiredString('catNameRequired', LIMITS.nameMax),
  description: requiredString('descriptionRequired', LIMITS.textMax),
  color: requiredString('colorRequired', LIMITS.nameMax),
  health: z.enum(HEALTH),
  estimatedAge: z.enum(ESTIMATED_AGE),
  gender: z.enum(GENDER),
  isSterilized: boolean,
  isVaccinated: boolean,
  personalityTraits: enumList(TRAITS),
  needs: enumList(NEEDS),
  needsDescription: text,
  location: catLocation,
};

/** The typed fields of a new cat: the `data` field of its FormData (photos travel as parts). */
export const createCatInput = z.strictObject({
  ...editable,
  health: editable.health.default('Regular'),
  estimatedAge: editable.estimatedAge.default('Desconhecido'),
  gender: editable.gender.default('Desconhecido'),
  isSterilized: editable.isSterilized.default(false),
  isVaccinated: editable.isVaccinated.default(false),
  personalityTraits: editable.personalityTraits.default([]),
  needs: editable.needs.default([]),
  needsDescription: editable.needsDescription.default(''),
  ...offlineFields,
});
export type CreateCatInput = z.input<typeof createCatInput>;
export type CreateCatData = z.output<typeof createCatInput>;

const REQUIRED_FIELDS = {
  name: 'catNameRequired',
  description: 'descriptionRequired',
  color: 'colorRequired',
} as const satisfies Record<string, ErrorKey>;

/**
 * Validates a new cat the way the add-cat form does: each missing field says so,
 * the main photo is required, and when name, description, color and photo all fail the first
 * message is 'fillRequiredFields'. Client and server both use it.
 */
export function parseCreateCat(
  data: unknown,
  hasMainPhoto: boolean,
): z.ZodSafeParseResult<CreateCatData> {
  const result = createCatInput.safeParse(data);
  if (result.success && hasMainPhoto) return result;
  const issues: z.core.$ZodIssue[] = result.success ? [] : [...result.error.issues];
  if (!hasMainPhoto) {
    issues.push({ code: 'custom', path: ['photo'], message: 'mainPhotoRequired' });
  }
  const allMissing =
    !hasMainPhoto &&
    Object.entries(REQUIRED_FIELDS).every(([field, key]) =>
      issues.some((i) => i.path.length === 1 && i.path[0] === field && i.message === key),
    );
  if (allMissing) issues.unshift({ code: 'custom', path: [], message: 'fillRequiredFields' });
  return { success: false, error: new z.ZodRealError(issues) as z.ZodError<CreateCatData> };
}

/** Changes to a cat (registrar or admin): every field optional; status and photos too. */
export const updateCatInput = z.strictObject({
  id: z.string().trim().min(1).max(64),
  name: editable.name.optional(),
  description: editable.description.optional(),
  color: editable.color.optional(),
  health: editable.health.optional(),
  estimatedAge: editable.estimatedAge.optional(),
  gender: editable.gender.optional(),
  isSterilized: editable.isSterilized.optional(),
  isVaccinated: editable.isVaccinated.optional(),
  personalityTraits: editable.personalityTraits.optional(),
  needs: editable.needs.optional(),
  needsDescription: editable.needsDescription.optional(),
  location: editable.location.optional(),
  status: z.enum(CAT_STATUS).optional(),
  /** Additional photos to remove: their ids (additionalPhotoIds) or their URLs. */
  removeAdditionalPhotos: z
    .array(z.string().trim().min(1).max(300))
    .max(LIMITS.additionalPhotosMax * 2)
    .default([]),
});

export const catIdInput = z.object({ id: z.string().trim().min(1).max(64) });

export const favoriteInput = z.object({ catId: z.string().trim().min(1).max(64) });

export const nearbyInput = z.object({
  latitude: latitude('locationRequired'),
  longitude: longitude('locationRequired'),
  radius: numeric()
    .pipe(z.number().min(1).max(LIMITS.nearbyRadiusMax))
    .default(LIMITS.nearbyRadiusDefault),
  limit: numeric()
    .pipe(z.number().int().min(1).max(LIMITS.nearbyLimitMax))
    .default(LIMITS.nearbyLimitDefault),
});

/**
 * A point on the add-cat form: which active cats are already registered near it, and, with the
 * perceptual hash of the chosen photo (shared/photo-hash.ts), which have the same picture.
 */
export const similarInput = z.object({
  latitude: latitude('locationRequired'),
  longitude: longitude('locationRequired'),
  photoHash: z
    .string()
    .regex(PHOTO_HASH_PATTERN, { error: () => 'invalidValue' satisfies ErrorKey })
    .optional(),
});

export const emergenciesInput = z
  .object({
    limit: numeric()
      .pipe(z.number().int().min(1).max(LIMITS.nearbyLimitMax))
      .default(LIMITS.nearbyLimitDefault),
  })
  .prefault({});

/** An array, or the comma-separated text the original client sends ('Precisa de atenção,Emergência'). */
const filter = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([
      z.array(z.string()),
      z.string().transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(enumList(values))
    .optional();

const CAT_SORTS = ['-updatedAt', 'name', '-createdAt', 'distance'] as const;

/**
 * The map list and /cats. Without `sort`, cats come nearest first when latitude and longitude are
 * given, else most recently updated first. Each cat carries `distance` when a point is given.
 */
export const listInput = z
  .object({
    health: filter(HEALTH),
    status: filter(CAT_STATUS),
    gender: filter(GENDER),
    estimatedAge: filter(ESTIMATED_AGE),
    sort: z.enum(CAT_SORTS).optional(),
    page: numeric().pipe(z.number().int().min(1).max(100_000)).default(1),
    limit: numeric().pipe(z.number().int().min(1).max(200)).default(LIMITS.mapLimit),
    latitude: latitude('fieldRequired').optional(),
    longitude: longitude('fieldRequired').optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.latitude === undefined) !== (v.longitude === undefined)) {
      const missing = v.latitude === undefined ? 'latitude' : 'longitude';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'coordinatesIncomplete' });
    }
    if (v.sort === 'distance' && v.latitude === undefined) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'coordinatesIncomplete' });
    }
  })
  .prefault({});
export type ListInput = z.input<typeof listInput>;
export type ListQuery = z.output<typeof listInput>;
