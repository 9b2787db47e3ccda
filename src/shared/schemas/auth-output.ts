import { z } from '../validation.js';
import { ownUserOutput } from './users-output.js';

export const sessionOutput = z
  .strictObject({ token: z.string().describe('A JWT, valid for 7 days.'), user: ownUserOutput })
  .meta({ id: 'Session' });

export const verifyOutput = z.strictObject({ valid: z.boolean() }).meta({ id: 'Verify' });

export const signedOutOutput = z.strictObject({ ok: z.literal(true) }).meta({ id: 'SignedOut' });
