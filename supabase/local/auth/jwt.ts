import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import { JWT_SECRET } from '../config.ts';

/** HS256 tokens with the Supabase CLI's local secret, as GoTrue issues and PostgREST verifies them. */

const key = new TextEncoder().encode(JWT_SECRET);

export class InvalidJwtError extends Error {
  constructor(
    message: string,
    readonly expired: boolean,
  ) {
    super(message);
    this.name = 'InvalidJwtError';
  }
}

export async function signJwt(claims: JWTPayload, secret: Uint8Array = key): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
}

/** Verifies signature and expiry; throws InvalidJwtError with PostgREST's wording. */
export async function verifyJwt(token: string): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    return payload;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new InvalidJwtError('JWT expired', true);
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      throw new InvalidJwtError('JWSError JWSInvalidSignature', false);
    }
    throw new InvalidJwtError('JWT could not be decoded', false);
  }
}
