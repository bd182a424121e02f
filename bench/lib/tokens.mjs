import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { loadRows } from './bulk-load.mjs';
import { BENCH_JWT_SECRET } from './servers.mjs';

const key = new TextEncoder().encode(BENCH_JWT_SECRET);

/**
 * Live sessions for accounts seeded in SQL, as a sign-in would open them: the API accepts a
 * token only while the session it names is live. Answers each user's session id.
 */
export async function seedSessions(conn, userIds, { hours = 2 } = {}) {
  const now = new Date();
  const expires = new Date(now.getTime() + hours * 3_600_000);
  const sessions = new Map(userIds.map((id) => [id, randomUUID()]));
  await loadRows(
    conn,
    'sessions',
    ['id', 'user_id', 'scope', 'created_at', 'last_seen_at', 'expires_at'],
    [...sessions].map(([userId, sid]) => [sid, userId, 'full', now, now, expires]),
  );
  return sessions;
}

/**
 * An access token as the API's TokenService issues it (HS256, issuer 'tontine', the role and
 * the session as claims), for accounts seeded in SQL: signing in thousands of them would spend
 * minutes in argon2.
 */
export function signAccessToken({ sub, sid, role = 'member', hours = 2 }) {
  return new SignJWT({ role, sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + hours * 3600)
    .setIssuer('tontine')
    .sign(key);
}
