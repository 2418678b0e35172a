import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, or } from 'drizzle-orm';
import type { AccountType } from '#shared/users.js';
import type { Db } from '../db/connect.js';
import { sessions, users } from '../db/schema.js';

/** A session ends after a week without use, and a month after sign-in whatever the use. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** Touching last_seen on every request would turn every read into a write; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionUser = typeof users.$inferSelect;
export type ResolvedSession = { user: SessionUser; accountType: AccountType; tokenHash: string };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a new session (a new one at every sign-in, so a planted token never gains rights). */
export async function createSession(db: Db, userId: number, accountType: AccountType, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, accountType, createdAt: now, lastSeenAt: now, expiresAt });
  return { token, expiresAt };
}

/** The live session behind a cookie token, or null when unknown, idle too long or past its absolute expiry. */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<ResolvedSession | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  const idleSince = now.getTime() - row.session.lastSeenAt.getTime();
  if (row.session.expiresAt.getTime() <= now.getTime() || idleSince > SESSION_IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (idleSince > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { user: row.user, accountType: row.session.accountType as AccountType, tokenHash };
}

export async function deleteSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Removes expired and idle sessions (the maintenance job runs it, never the request path); returns how many. */
export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))))
    .returning({ tokenHash: sessions.tokenHash });
  return removed.length;
}
