import { and, eq, inArray, sql } from 'drizzle-orm';
import { HOME_AFTER_SIGN_IN } from '#shared/auth.js';
import type { AccountType } from '#shared/users.js';
import { queryRows, type DbOrTx } from '../db/connect.js';
import { users } from '../db/schema.js';

/**
 * The demo accounts the seed creates (seed/demo-marketplace.ts) and the built-in sign-in page offers in one click
 * ('Try as a demo customer' and so on). Their rows are seeded under DEMO_SEED_ISSUER; the built-in provider's issuer
 * is PUBLIC_URL + /oidc, which a seed cannot know (the test template is seeded once and served on many ports), so a
 * demo button moves the row to the running provider's issuer first (bindDemoAccount). Their subjects are never a
 * SHA-256 of an email (what the sign-in form produces), so typing a demo email in the form signs in to another,
 * empty account rather than this one.
 */
export const DEMO_SEED_ISSUER = 'urn:pet-services:demo-seed';

export const DEMO_ROLES = ['customer', 'owner', 'staff'] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

export type DemoAccount = {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The session's account type; staff rights come from the email (config.ts adds DEMO_STAFF_EMAIL). */
  accountType: AccountType;
  /** Where the button lands. */
  home: string;
  label: string;
};

export const DEMO_STAFF_EMAIL = 'demo-staff@example.com';

export const DEMO_ACCOUNTS: Record<DemoRole, DemoAccount> = {
  customer: {
    subject: 'demo-customer',
    email: 'demo-customer@example.com',
    firstName: 'Jamie',
    lastName: 'Rivera',
    accountType: 'customer',
    home: HOME_AFTER_SIGN_IN.customer,
    label: 'Try as a demo customer',
  },
  owner: {
    subject: 'demo-owner',
    email: 'demo-owner@example.com',
    firstName: 'Morgan',
    lastName: 'Ellis',
    accountType: 'business_owner',
    home: HOME_AFTER_SIGN_IN.business_owner,
    label: 'Try as a demo owner',
  },
  staff: {
    subject: 'demo-staff',
    email: DEMO_STAFF_EMAIL,
    firstName: 'Casey',
    lastName: 'Park',
    accountType: 'customer',
    home: '/admin',
    label: 'Try as staff',
  },
};

export const demoRoleOfSubject = (subject: string): DemoRole | undefined =>
  DEMO_ROLES.find((role) => DEMO_ACCOUNTS[role].subject === subject);

/** Whether the seed made the demo accounts (not with SEED_DEMO=false, nor in a database seeded before them). */
export async function demoAccountsSeeded(db: DbOrTx): Promise<boolean> {
  const subjects = DEMO_ROLES.map((role) => DEMO_ACCOUNTS[role].subject);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${users} where ${inArray(users.subject, subjects)} and ${inArray(
      users.email,
      DEMO_ROLES.map((role) => DEMO_ACCOUNTS[role].email),
    )}`,
  );
  return (row?.n ?? 0) > 0;
}

/**
 * Moves the seeded demo account of `role` to the running provider's `issuer`, so the sign-in that follows finds it
 * (upsertOidcUser keys on issuer + subject). A row already there is left alone; the email check keeps any other
 * provider's account with the same subject out of reach.
 */
export async function bindDemoAccount(db: DbOrTx, issuer: string, role: DemoRole): Promise<void> {
  const account = DEMO_ACCOUNTS[role];
  const [bound] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.issuer, issuer), eq(users.subject, account.subject)))
    .limit(1);
  if (bound) return;
  await db
    .update(users)
    .set({ issuer })
    .where(and(eq(users.subject, account.subject), eq(users.email, account.email)));
}
