import { createRemoteJWKSet, jwtVerify } from 'jose';
import { eq } from 'drizzle-orm';
import { AVATARS } from '../../shared/avatars.js';
import type { GoogleInput } from '../../shared/schemas/auth.js';
import type { Context } from '../context.js';
import { transaction } from '../db/client.js';
import { users } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { findByEmail, session } from './auth.js';
import { newAccountStatus } from './registration.js';
import { fail } from '../lib/app-error.js';

type GoogleCredential = { idToken: string } | { token: string };

interface GoogleProfile {
  sub: string;
  email: string;
  name: string;
  picture?: string;
}

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

async function googleProfile(ctx: Context, input: GoogleCredential): Promise<GoogleProfile> {
  const clientId = ctx.settings.GOOGLE_CLIENT_ID;
  if (!clientId) throw fail('BAD_REQUEST', 'googleNotConfigured');
  const invalid = () => fail('UNAUTHORIZED', 'googleInvalidToken');
  let claims: Record<string, unknown>;
  if ('idToken' in input) {
    const url = ctx.settings.GOOGLE_JWKS_URL;
    let jwks = jwksCache.get(url);
    if (!jwks) jwksCache.set(url, (jwks = createRemoteJWKSet(new URL(url))));
    try {
      ({ payload: claims } = await jwtVerify(input.idToken, jwks, {
        issuer: ['https://accounts.google.com', 'accounts.google.com'],
        audience: clientId,
        algorithms: ['RS256'],
        currentDate: ctx.clock.now(),
      }));
    } catch {
      throw invalid();
    }
  } else {
    const response = await ctx
      .fetch(ctx.settings.GOOGLE_USERINFO_URL, {
        headers: { authorization: `Bearer ${input.token}` },
        signal: AbortSignal.timeout(10_000),
      })
      .catch(() => null);
    if (!response?.ok) throw invalid();
    claims = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  }
  const { sub, email, name, picture } = claims;
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (typeof sub !== 'string' || typeof email !== 'string' || !verified) throw invalid();
  return {
    sub,
    email: email.toLowerCase(),
    name:
      typeof name === 'string' && name.trim() ? name.trim().slice(0, 100) : email.split('@')[0]!,
    picture: typeof picture === 'string' && /^https:\/\//.test(picture) ? picture : undefined,
  };
}

/** Google sign-in: the Google account, else the account with its (verified) e-mail, else a new one. */
export async function google(ctx: Context, input: GoogleInput) {
  const { inviteCode, ...credential } = input;
  const profile = await googleProfile(ctx, credential);
  const byGoogle = ctx.db.select().from(users).where(eq(users.googleId, profile.sub)).get();
  if (byGoogle && !byGoogle.deletedAt) return session(ctx, byGoogle);
  const byEmail = findByEmail(ctx, profile.email);
  if (byEmail) {
    const linked = ctx.db
      .update(users)
      .set({ googleId: profile.sub })
      .where(eq(users.id, byEmail.id))
      .returning()
      .get();
    return session(ctx, linked);
  }
  const now = ctx.clock.now();
  const created = transaction(ctx.db, (tx) =>
    tx
      .insert(users)
      .values({
        id: newId(),
        email: profile.email,
        googleId: profile.sub,
        name: profile.name,
        profilePicture: profile.picture ?? AVATARS[0].url,
        status: newAccountStatus(ctx, tx, inviteCode),
        // Google has verified the address.
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get(),
  );
  return session(ctx, created);
}
