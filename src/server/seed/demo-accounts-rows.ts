import { inArray, like, or, and, sql } from 'drizzle-orm';
import { DEMO_SEED_ISSUER } from '../auth/demo-accounts.js';
import type { DbOrTx } from '../db/connect.js';
import { users } from '../db/schema.js';
import { insertRowsReturning } from './batch-insert.js';
import type { OwnershipPlan } from './demo-owners.js';

/**
 * Writes the demo accounts (demo-owners.ts) and answers their ids by subject. A re-seed (`db:seed --force` keeps
 * users) first removes the previous demo accounts, wherever a demo button had moved them (auth/demo-accounts.ts).
 */
export async function insertDemoAccounts(tx: DbOrTx, plan: OwnershipPlan): Promise<Map<string, number>> {
  await tx
    .delete(users)
    .where(
      or(
        inArray(users.issuer, [DEMO_SEED_ISSUER]),
        and(like(users.subject, 'demo-%'), like(users.email, 'demo-%@example.com')),
      ),
    );
  const rows = plan.users.map((user) => ({ issuer: DEMO_SEED_ISSUER, ...user, createdAt: new Date(Date.UTC(2024, 0, 15)) }));
  const inserted = await insertRowsReturning<{ id: number; subject: string }>(tx, users, rows, sql`id, subject`);
  return new Map(inserted.map((row) => [row.subject, row.id]));
}
