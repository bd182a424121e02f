import { SignJWT } from 'jose';
import { BENCH_JWT_SECRET } from './servers.mjs';

const key = new TextEncoder().encode(BENCH_JWT_SECRET);

/**
 * An access token as the API's TokenService issues it (HS256, issuer 'tontine', the role as a
 * claim), for accounts seeded in SQL: signing in thousands of them would spend minutes in argon2.
 */
export function signAccessToken({ sub, role = 'member', hours = 2 }) {
  return new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + hours * 3600)
    .setIssuer('tontine')
    .sign(key);
}
