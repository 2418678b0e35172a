import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, queryRowsPrepared } from '../../src/server/db/connect.js';
import { testDatabase } from '../helpers/test-app.js';

/**
 * Hot reads run as named prepared statements (connect.ts, prepared.ts): on PGlite through its wire protocol, on
 * PostgreSQL through node-postgres. They must answer exactly what an ordinary query answers, survive their own
 * errors, and never run inside another caller's transaction.
 */

// The helper closes the file's database after its tests.
const { db } = await testDatabase();

await db.execute(sql`create table prepared_probe (id int primary key, label text not null, at timestamptz not null default now(), tags int[])`);
await db.execute(sql`insert into prepared_probe (id, label, tags) values (1, 'one', '{1,2}'), (2, 'two', null), (3, 'it''s three', '{}')`);

const probe = (minimum: number) =>
  sql`select id, label, at, tags, (id * 1.5)::numeric(4,1) as "half", (id * 0.5)::float8 as "ratio" from prepared_probe where id >= ${minimum} order by id`;

describe('queryRowsPrepared', () => {
  it('answers the same rows, with the same value types, as an ordinary query, run after run', async () => {
    const ordinary = await queryRows(db, probe(1));
    for (let run = 0; run < 8; run++) {
      // Past five runs PostgreSQL may switch to a generic plan: the answers must not change.
      expect(await queryRowsPrepared(db, probe(1))).toEqual(ordinary);
    }
    expect(ordinary).toHaveLength(3);
    expect(await queryRowsPrepared(db, probe(3))).toEqual([expect.objectContaining({ id: 3, label: "it's three", tags: [] })]);
    // Timestamps stay the text PostgreSQL sends, as drizzle reads them.
    expect(typeof (ordinary[0] as { at: unknown }).at).toBe('string');
  });

  it('binds text as a value, never as SQL', async () => {
    const hostile = "x'; drop table prepared_probe; --";
    const rows = await queryRowsPrepared<{ label: string }>(db, sql`select label from prepared_probe where label = ${hostile} or id = ${2}`);
    expect(rows).toEqual([{ label: 'two' }]);
    expect(await queryRows(db, sql`select count(*)::int as n from prepared_probe`)).toEqual([{ n: 3 }]);
  });

  it('fails like a query on a bad value, and the same statement runs again afterwards', async () => {
    const byLabelNumber = (text: string) => sql`select id from prepared_probe where id = ${text}::int`;
    expect(await queryRowsPrepared(db, byLabelNumber('2'))).toEqual([{ id: 2 }]);
    await expect(queryRowsPrepared(db, byLabelNumber('two'))).rejects.toThrow(/invalid input syntax/);
    expect(await queryRowsPrepared(db, byLabelNumber('1'))).toEqual([{ id: 1 }]);
    await expect(queryRowsPrepared(db, sql`select nothing from prepared_probe where id = ${1}`)).rejects.toThrow(/nothing/);
    expect(await queryRowsPrepared(db, probe(2))).toHaveLength(2);
  });

  it('keeps working past many shapes of statement (older ones are closed and prepared again)', async () => {
    for (let shape = 0; shape < 80; shape++) {
      const rows = await queryRowsPrepared<{ shape: number }>(db, sql`select ${shape}::int + ${sql.raw(String(shape))} as shape`);
      expect(rows).toEqual([{ shape: shape * 2 }]);
    }
    expect(await queryRowsPrepared(db, probe(1))).toHaveLength(3);
  });

  it('never reads inside another caller\'s open transaction', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`insert into prepared_probe (id, label) values (4, 'uncommitted')`);
      inserted();
      await held;
      tx.rollback();
    });
    await insertDone;
    const read = queryRowsPrepared<{ id: number }>(db, probe(4));
    // Give the read every chance to run now: it must wait for the transaction rather than see its row.
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await expect(transaction).rejects.toThrow();
    expect(await read).toEqual([]);
  });
});
