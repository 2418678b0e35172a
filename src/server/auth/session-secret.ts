import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/connect.js';
import { appMeta } from '../db/schema.js';

const GENERATED_KEY = 'session-secret';

/**
 * The secret that seals the sign-in flow cookie: SESSION_SECRET when set (config.ts requires it wherever others can
 * reach the site). Otherwise, on the built-in test sign-in at a loopback address, one is generated the first time
 * and kept in the database's app_meta, so it survives a restart and every process on the database agrees on it
 * (the first insert wins). With PGlite that table lives in the data folder. Read once per process, when first used:
 * the database is migrated only after the app is built.
 */
export function sessionSecret(config: Config, db: Db): () => Promise<string> {
  let secret: Promise<string> | undefined;
  const generated = async () => {
    await db.insert(appMeta).values({ key: GENERATED_KEY, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
    const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, GENERATED_KEY));
    return row!.value;
  };
  return () => {
    if (config.SESSION_SECRET) return Promise.resolve(config.SESSION_SECRET);
    // A failed read (the database away) is tried again by the next sign-in rather than remembered.
    secret ??= generated().catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
}
