import { z } from '../validation.js';
import { count, isoDate } from './common-output.js';

const person = {
  userId: z.string(),
  name: z.string(),
  profilePicture: z.string(),
};

/** A pending request as its deciders see it. */
export const carerPendingOutput = z
  .strictObject({
    ...person,
    catId: z.string(),
    catName: z.string(),
    message: z.string(),
    requestedAt: isoDate,
  })
  .meta({ id: 'CarerPending' });
export type CarerPending = z.infer<typeof carerPendingOutput>;

export const carerEntryOutput = z
  .strictObject({
    ...person,
    role: z.enum(['registrar', 'carer']),
    /** When care was granted (the registration for the registrar). */
    since: isoDate,
    canRevoke: z.boolean(),
  })
  .meta({ id: 'CarerEntry' });
export type CarerEntry = z.infer<typeof carerEntryOutput>;

/** The caller's own request, when there is one and they are not a carer. */
export const ownCarerRequestOutput = z.strictObject({
  status: z.enum(['pending', 'approved', 'declined', 'revoked']),
  requestedAt: isoDate,
  decidedAt: isoDate.nullable(),
  /** When a declined or revoked caller may ask again; null when they may now (or are pending). */
  askAgainAt: isoDate.nullable(),
});

export const carersForCatOutput = z
  .strictObject({
    catId: z.string(),
    /** How the caller relates to the cat; only carers get the lists below. */
    role: z.enum(['registrar', 'carer', 'admin', 'none']),
    request: ownCarerRequestOutput.nullable(),
    /** The registrar and the approved carers (admins not counted). */
    carersCount: count,
    carers: z.array(carerEntryOutput),
    pending: z.array(carerPendingOutput),
  })
  .meta({ id: 'CarersForCat' });
export type CarersForCat = z.infer<typeof carersForCatOutput>;

export const carerRequestOutput = z
  .strictObject({ catId: z.string(), status: z.literal('pending'), requestedAt: isoDate })
  .meta({ id: 'CarerRequest' });

export const carerChangeOutput = z
  .strictObject({
    catId: z.string(),
    userId: z.string(),
    status: z.enum(['approved', 'declined', 'revoked']),
  })
  .meta({ id: 'CarerChange' });

export const carersPendingOutput = z.array(carerPendingOutput);
