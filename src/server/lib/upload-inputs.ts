import { parseCreateCat, updateCatInput } from '../../shared/schemas/cats.js';
import { checkinPhotos, createCheckinInput } from '../../shared/schemas/checkins.js';
import { healthAddInput, healthEditInput } from '../../shared/schemas/health-record.js';
import { updateProfileInput } from '../../shared/schemas/users.js';
import type { z } from '../../shared/validation.js';
import { formDataInput } from './form-data.js';
import { UPLOAD_LIMITS } from './upload-limits.js';
import { photoError } from './uploads.js';
import { fail } from './app-error.js';

const additionalPhotos = { multiple: true, max: UPLOAD_LIMITS.additionalPhotosMax } as const;

/** A new cat: `data` (createCatInput), the main `photo` and up to 5 `additionalPhotos`. */
export const createCatForm = formDataInput({
  // The add-cat form's wording: the main photo is required alongside the typed fields.
  data: (json, sent) => parseCreateCat(json, sent.photo.length > 0),
  files: { photo: { multiple: false, required: true }, additionalPhotos },
});
export type CreateCatForm = z.output<typeof createCatForm>;

/** Changes to a cat: `data` (updateCatInput), optionally a new `photo` and more photos. */
export const updateCatForm = formDataInput({
  data: updateCatInput,
  files: { photo: { multiple: false }, additionalPhotos },
});
export type UpdateCatForm = z.output<typeof updateCatForm>;

/** A check-in: `data` (createCheckinInput) and up to 5 `photos`; more are refused. */
export const createCheckinForm = formDataInput({
  data: createCheckinInput,
  files: {
    photos: {
      multiple: true,
      max: UPLOAD_LIMITS.checkinPhotosMax,
      tooMany: (files) =>
        fail('BAD_REQUEST', 'checkinTooManyPhotos', checkinPhotos.safeParse(files).error),
    },
  },
});
export type CreateCheckinForm = z.output<typeof createCheckinForm>;

/** A profile edit: `data` (updateProfileInput) and at most one `profilePicture`. */
export const updateProfileForm = formDataInput({
  data: updateProfileInput,
  files: { profilePicture: { multiple: false, tooMany: () => photoError('notImage') } },
});
export type UpdateProfileForm = z.output<typeof updateProfileForm>;

/** A prescription's or receipt's photo: at most one, refused like a profile picture beyond it. */
const healthPhoto = { multiple: false, tooMany: () => photoError('notImage') } as const;

/** A health entry: `data` (healthAddInput) and at most one `photo`. */
export const healthAddForm = formDataInput({ data: healthAddInput, files: { photo: healthPhoto } });
export type HealthAddForm = z.output<typeof healthAddForm>;

/** Changes to a health entry: `data` (healthEditInput) and at most one new `photo`. */
export const healthEditForm = formDataInput({
  data: healthEditInput,
  files: { photo: healthPhoto },
});
export type HealthEditForm = z.output<typeof healthEditForm>;
