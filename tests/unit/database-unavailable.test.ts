import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseUnavailableCause } from '../../src/server/db/connect.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('databaseUnavailableCause', () => {
  it('recognises a database that is down, restarting or unreachable, also inside drizzle', () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    expect(databaseUnavailableCause(refused)).toEqual({ message: refused.message, code: 'ECONNREFUSED' });
    expect(databaseUnavailableCause(withCode('terminating connection due to administrator command', '57P01'))?.code).toBe('57P01');
    expect(databaseUnavailableCause(withCode('the database system is starting up', '57P03'))?.code).toBe('57P03');
    expect(databaseUnavailableCause(withCode('connection failure', '08006'))?.code).toBe('08006');
    expect(databaseUnavailableCause(new Error('Connection terminated unexpectedly'))).toBeDefined();
    expect(databaseUnavailableCause(new Error('timeout exceeded when trying to connect'))).toBeDefined();
    expect(databaseUnavailableCause(new DrizzleQueryError('select 1', [], refused))?.code).toBe('ECONNREFUSED');
    expect(databaseUnavailableCause(new AggregateError([refused, refused], ''))?.code).toBe('ECONNREFUSED');
  });

  it('leaves statement errors and other services alone', () => {
    expect(databaseUnavailableCause(withCode('duplicate key value violates unique constraint', '23505'))).toBeUndefined();
    expect(databaseUnavailableCause(new DrizzleQueryError('select', [], withCode('syntax error', '42601')))).toBeUndefined();
    // A failed call to the sign-in provider is not a database outage.
    const fetchFailed = new TypeError('fetch failed', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') });
    expect(databaseUnavailableCause(fetchFailed)).toBeUndefined();
    expect(databaseUnavailableCause(undefined)).toBeUndefined();
    expect(databaseUnavailableCause('ECONNREFUSED')).toBeUndefined();
  });
});
