import { z } from '../validation.js';
import { registerInput } from './auth.js';

/** A token from a mailed link: 32 random bytes in base64url. */
const token = z
  .string({ error: 'linkInvalid' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'linkInvalid' });

export const forgotPasswordInput = z.strictObject({ email: registerInput.shape.email });
export const resetPasswordInput = z.strictObject({
  token,
  password: registerInput.shape.password,
});
export const verifyEmailInput = z.strictObject({ token });
export const unlockLoginInput = z.strictObject({ token });

export const sentOutput = z.strictObject({ sent: z.boolean() });
export const resetOutput = z.strictObject({ reset: z.literal(true) });
export const unlockedOutput = z.strictObject({ unlocked: z.literal(true) });
export const verifiedOutput = z.strictObject({ verified: z.literal(true), released: z.number() });

/** The reset page's form: the new password twice. */
export const resetPasswordForm = resetPasswordInput
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'passwordsDontMatch',
  });
