import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files.js';
import type { Settings } from '../settings.js';

const ISSUER = 'gateiros';
const AUDIENCE = 'gateiros-app';
const ALGORITHM = 'HS256';
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  userId: string;
  version: number;
  /** The session (sessions table); absent in tokens from before sessions. */
  sessionId?: string;
}

/**
 * JWT_SECRET, or a secret generated once and kept beside the database (mode 600), so tokens
 * survive restarts without the admin having to set anything.
 */
export function loadSecret(settings: Settings): Uint8Array {
  if (settings.JWT_SECRET) return new TextEncoder().encode(settings.JWT_SECRET);
  if (settings.DATABASE_PATH === ':memory:') return randomBytes(32);
  const file = join(dirname(resolve(settings.DATABASE_PATH)), 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
    writeFileSync(file, randomBytes(48).toString('base64url'), {
      mode: PRIVATE_FILE_MODE,
      flag: 'wx',
    });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export class Tokens {
  constructor(readonly secret: Uint8Array) {}

  sign(claims: TokenClaims, now: Date): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    const payload = claims.sessionId
      ? { ver: claims.version, sid: claims.sessionId }
      : { ver: claims.version };
    return new SignJWT(payload)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + TOKEN_TTL_SECONDS)
      .sign(this.secret);
  }

  /** The claims of a valid token, or null for anything else (expired, tampered, malformed). */
  async verify(token: string, now: Date): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp'],
        currentDate: now,
      });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
      if (typeof payload.exp !== 'number') return null;
      if (payload.sid !== undefined && typeof payload.sid !== 'string') return null;
      const claims: TokenClaims = { userId: payload.sub, version: payload.ver };
      if (payload.sid) claims.sessionId = payload.sid;
      return claims;
    } catch {
      return null;
    }
  }
}

/** The token of a request: `x-auth-token`, else `Authorization: Bearer …`. */
export function tokenFromHeaders(
  headers: Record<string, string | string[] | undefined>,
): string | undefined {
  const direct = headers['x-auth-token'];
  if (typeof direct === 'string' && direct.trim()) return direct.trim();
  const auth = headers.authorization;
  if (typeof auth === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(auth);
    if (match) return match[1];
  }
  return undefined;
}
