import { inArray, like, or, and, sql } from 'drizzle-orm';
import { DEMO_SEED_ISSUER } from '../auth/demo-accounts.js';
import type { DbOrTx } from '../db/connect.js';
import { users } from '../db/schema.js';
import { insertRowsReturning } from './batch-insert.js';
import type { OwnershipPlan } from './demo-owners.js';

/**
 * Removes the demo accounts of an earlier seed (`db:seed --force` keeps users), wherever a demo button had moved
 * them (auth/demo-accounts.ts): a re-seed writes them afresh, and one without demo data (SEED_DEMO=false) has none.
 */
export async function removeDemoAccounts(tx: DbOrTx): Promise<void> {
  await tx
    .delete(users)
    .where(
      or(
        inArray(users.issuer, [DEMO_SEED_ISSUER]),
        and(like(users.subject, 'demo-%'), like(users.email, 'demo-%@example.com')),
      ),
    );
}

/** Writes the demo accounts (demo-owners.ts) and answers their ids by subject. */
export async function insertDemoAccounts(tx: DbOrTx, plan: OwnershipPlan): Promise<Map<string, number>> {
  const rows = plan.users.map((user) => ({ issuer: DEMO_SEED_ISSUER, ...user, createdAt: new Date(Date.UTC(2024, 0, 15)) }));
  const inserted = await insertRowsReturning<{ id: number; subject: string }>(tx, users, rows, sql`id, subject`);
  return new Map(inserted.map((row) => [row.subject, row.id]));
}
