import { randomUUID } from 'node:crypto';
import type { AccountType } from '#shared/users.js';
import type { AppDeps } from '../../src/server/app-types.js';
import { sessionCookieName } from '../../src/server/auth/cookies.js';
import { createSession } from '../../src/server/auth/sessions.js';
import { users } from '../../src/server/db/schema.js';

export type TestUser = { id: number; email: string; cookie: string };

/**
 * Signs a fresh user in by writing the session the OIDC callback would write (the real screens are covered by
 * the sign-in tests). Each call makes a new user with a unique email, so tests never share accounts.
 */
export async function signIn(
  deps: AppDeps,
  type: AccountType,
  profile: { email?: string; firstName?: string; lastName?: string } = {},
): Promise<TestUser> {
  const email = profile.email ?? `user-${randomUUID()}@example.com`;
  const [user] = await deps.db
    .insert(users)
    .values({ issuer: 'test', subject: randomUUID(), email, firstName: profile.firstName ?? 'Test', lastName: profile.lastName ?? 'User' })
    .returning({ id: users.id });
  const { token } = await createSession(deps.db, user!.id, type);
  return { id: user!.id, email, cookie: `${sessionCookieName(deps.config)}=${token}` };
}
