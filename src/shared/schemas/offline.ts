import { z } from '../validation.js';

/**
 * The two fields a write made on the phone carries (check-ins and new cats, in the FormData
 * `data` JSON or as multipart fields): both optional, so older clients send neither.
 */
export const offlineFields = {
  clientId: z
    .uuid({ error: 'clientIdInvalid' })
    .describe(
      'A UUID made on the device for this write. The same user sending the same clientId and ' +
        'body again gets the first answer (nothing stored twice); another body answers 409.',
    )
    .optional(),
  capturedAt: z.iso
    .datetime({ offset: true, error: 'capturedAtInvalid' })
    // One spelling per instant, so the same moment sent with another offset is the same body.
    .transform((text) => new Date(text).toISOString())
    .describe(
      'When it was made on the device (ISO 8601 with Z or an offset). Points, streaks, cooldown ' +
        'and ranking periods count from it when it is at most 24 h old (older: stored with 0 ' +
        'points and an offlineTooOld line); a time in the future counts as the arrival time. ' +
        'Absent: the arrival time.',
    )
    .optional(),
};
