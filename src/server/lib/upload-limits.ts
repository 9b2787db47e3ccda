import { LIMITS } from '../../shared/constants.js';

const MB = 1024 * 1024;

/**
 * Every limit on a photo upload, for the procedures' input schemas, the REST shim's multipart
 * reader and the app's declared-length guard alike. The photo counts and size are the product's
 * (the client checks them too); the part counts leave room for a cat's nine typed fields, up to
 * thirteen repeated trait and need parts, and a few extra photos that are dropped.
 */
export const UPLOAD_LIMITS = {
  photoMaxBytes: LIMITS.photoMaxBytes,
  additionalPhotosMax: LIMITS.additionalPhotosMax,
  checkinPhotosMax: LIMITS.checkinPhotosMax,
  /** Parts of one form (text and files), and files among them. */
  formMaxParts: 40,
  formMaxFiles: 11,
  formMaxFields: 30,
  fieldMaxBytes: 16 * 1024,
  /** A whole request, checked against its declared length: a cat's six photos and its fields. */
  requestMaxBytes: (1 + LIMITS.additionalPhotosMax) * LIMITS.photoMaxBytes + MB,
} as const;
