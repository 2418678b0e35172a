import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/connect.js';
import { reviews, users } from '../../src/server/db/schema.js';
import { withoutHiddenCharacters } from '#shared/text.js';
import { testDatabase } from '../helpers/test-app.js';

const { db } = await testDatabase();

/** Every code point where the rule's character classes start or end, and its neighbours on either side. */
function boundaryCodePoints(): number[] {
  const changes = (c: number) => withoutHiddenCharacters(`a${String.fromCodePoint(c)}b`) !== `a${String.fromCodePoint(c)}b`;
  const points = new Set<number>();
  let previous = changes(1);
  for (let c = 2; c <= 0x10ffff; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    const now = changes(c);
    if (now !== previous) for (const near of [c - 2, c - 1, c, c + 1]) if (near > 0 && (near < 0xd800 || near > 0xdfff)) points.add(near);
    previous = now;
  }
  return [...points].sort((a, b) => a - b);
}

describe('migration: names cleaned of invisible characters (without_hidden_characters)', () => {
  it('cleans as the shared rule does, at every edge of its character classes', async () => {
    const samples = boundaryCodePoints().map((c) => `a${String.fromCodePoint(c)}b`);
    expect(samples.length).toBeGreaterThan(50);
    samples.push('  Ev\u202eil\u00ad \t\u2028 Z\u{e0041}  ', '\u3164', 'Zoë Nguyễn', 'van  der\u00a0Berg');
    const rows = await queryRows<{ cleaned: string }>(
      db,
      sql`select without_hidden_characters(s) as cleaned from jsonb_array_elements_text(${JSON.stringify(samples)}::jsonb) with ordinality as t(s, n) order by n`,
    );
    expect(rows.map((row) => row.cleaned)).toEqual(samples.map(withoutHiddenCharacters));
  });

  it('cleans the names and review signatures already stored', async () => {
    const [user] = await db
      .insert(users)
      .values({ issuer: 'test', subject: `names-${Date.now()}`, email: null, firstName: 'Ev\u202eil', lastName: '\u200b' })
      .returning({ id: users.id });
    const [review] = await db.select({ id: reviews.id }).from(reviews).limit(1);
    await db.update(reviews).set({ userName: 'Ev\u202eil Z.' }).where(eq(reviews.id, review!.id));
    // The migration's updates, run again over rows written the old way.
    const migration = readFileSync(new URL('../../src/server/db/migrations/0024_names_without_hidden_characters.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint').filter((part) => /^\s*(--.*\n\s*)*UPDATE/m.test(part))) {
      await db.execute(sql.raw(statement));
    }
    const [names] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, user!.id));
    expect(names).toEqual({ firstName: 'Evil', lastName: null });
    const [signature] = await db.select({ userName: reviews.userName }).from(reviews).where(eq(reviews.id, review!.id));
    expect(signature!.userName).toBe('Evil Z.');
  });
});
