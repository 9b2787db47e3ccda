import { INVITE_LIMITS } from '../accounts.js';
import { LIMITS } from '../constants.js';
import { requiredString, typeError, z } from '../validation.js';

/** Deliberately loose: something@something.something without spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email = (
  requiredKey: 'loginEmailRequired' | 'registerEmailRequired',
  invalidKey: 'loginEmailInvalid' | 'registerEmailInvalid',
) => requiredString(requiredKey, LIMITS.emailMax).regex(EMAIL_PATTERN, invalidKey);

export const loginInput = z.strictObject({
  email: email('loginEmailRequired', 'loginEmailInvalid'),
  password: z
    .string({ error: typeError('loginPasswordRequired') })
    .min(1, { error: 'loginPasswordRequired', abort: true })
    .max(LIMITS.passwordMax),
});
export type LoginInput = z.infer<typeof loginInput>;

/** Needed when the server only takes new accounts by invitation; ignored otherwise. */
const inviteCode = z.string().trim().max(INVITE_LIMITS.codeInputMax).optional();

export const registerInput = z.strictObject({
  name: requiredString('nameRequired', LIMITS.nameMax),
  email: email('registerEmailRequired', 'registerEmailInvalid'),
  password: z
    .string({
      error: (iss) => (iss.input === undefined ? 'registerPasswordRequired' : 'invalidType'),
    })
    .min(1, 'registerPasswordRequired')
    .min(LIMITS.passwordMin, 'passwordTooShort')
    .max(LIMITS.passwordMax),
  inviteCode,
});
export type RegisterInput = z.infer<typeof registerInput>;

/** A first-run setup link's token (43 base64url characters). */
const setupToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'setupLinkInvalid');

export const setupStatusInput = z.strictObject({ token: setupToken });

/** The first admin, from the one-time setup link (no invite: the link is the invitation). */
export const setupInput = registerInput.omit({ inviteCode: true }).extend({ token: setupToken });
export type SetupInput = z.infer<typeof setupInput>;

/** The setup form adds the confirmation, checked on the client only. */
export const setupForm = setupInput
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'passwordsDontMatch',
  });

/** The register form adds the confirmation, checked on the client only. */
export const registerForm = registerInput
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'passwordsDontMatch',
  });

/** Settings → change password: the current password, and the new one under the register rules. */
export const changePasswordInput = z.strictObject({
  currentPassword: z
    .string({ error: typeError('currentPasswordRequired') })
    .min(1, { error: 'currentPasswordRequired', abort: true })
    .max(LIMITS.passwordMax),
  newPassword: z
    .string({
      error: (iss) => (iss.input === undefined ? 'newPasswordRequired' : 'invalidType'),
    })
    .min(1, 'newPasswordRequired')
    .min(LIMITS.passwordMin, 'passwordTooShort')
    .max(LIMITS.passwordMax),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** The form adds the confirmation, checked on the client only. */
export const changePasswordForm = changePasswordInput
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'passwordsDontMatch',
  });

/** Google sign-in: an ID token (one-tap) or an access token (the /auth/google variant). */
export const googleInput = z.union([
  z.strictObject({ idToken: z.string().min(1).max(8192), inviteCode }),
  z.strictObject({ token: z.string().min(1).max(8192), inviteCode }),
]);
export type GoogleInput = z.infer<typeof googleInput>;
