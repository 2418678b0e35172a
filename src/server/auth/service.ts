import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { users } from '../db/schema.js';
import type { CurrentUser } from '#shared/users.js';
import type { OidcProfile } from './oidc-client.js';
import type { RequestSession } from './session-plugin.js';

/**
 * Finds or creates the user behind an OpenID identity. The key is issuer + subject, never the email: an email
 * can change owner or be shared between providers, a subject cannot. The provider's email and picture are
 * refreshed at every sign-in; names only fill gaps, so edits made on the profile form survive the next sign-in.
 */
export async function upsertOidcUser(db: Db, profile: OidcProfile): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      issuer: profile.issuer,
      subject: profile.subject,
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      profileImageUrl: profile.pictureUrl,
    })
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      set: {
        email: sql`coalesce(excluded.email, ${users.email})`,
        firstName: sql`coalesce(${users.firstName}, excluded.first_name)`,
        lastName: sql`coalesce(${users.lastName}, excluded.last_name)`,
        profileImageUrl: sql`coalesce(excluded.profile_image_url, ${users.profileImageUrl})`,
      },
    })
    .returning({ id: users.id });
  if (!row) throw new Error('User upsert returned no row');
  return row.id;
}

/** The `{ type, user }` answer of GET /api/auth/user. */
export function toCurrentUser(session: RequestSession): CurrentUser {
  const { id, firstName, lastName, email, phone, address, city, state, zipCode, profileImageUrl } = session.user;
  return {
    type: session.accountType,
    user: { id, firstName, lastName, email, phone, address, city, state, zipCode, profileImageUrl },
    isStaff: session.isStaff,
  };
}
